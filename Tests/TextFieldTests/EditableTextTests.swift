import Testing
import TextField

struct EditableTextTests {
  /// docs/sources.md#utf16-ranges: UTF-16 lengths of texts that are each one grapheme.
  static let singleGraphemes: [(text: String, utf16: Int)] = [
    ("é", 1), ("e\u{301}", 2), ("😀", 2), ("👍🏽", 4), ("🇫🇮", 4), ("🏳️‍🌈", 6), ("👨‍👩‍👧‍👦", 11), ("漢", 1),
  ]

  @Test(arguments: singleGraphemes)
  func oneGraphemeHasItsUTF16Length(text: String, utf16: Int) {
    let editable = EditableText(text)
    #expect(editable.utf16Length == utf16)
    #expect(editable.graphemeCount == 1)
    #expect(editable.selection == TextRange(location: utf16, length: 0))
    #expect(editable.graphemeSelection == 1..<1)
  }

  @Test(arguments: singleGraphemes)
  func aRangeInsideAGraphemeWidensToTheWholeGrapheme(text: String, utf16: Int) {
    let editable = EditableText("a" + text + "b")
    guard utf16 > 1 else { return }
    #expect(
      editable.composedRange(enclosing: TextRange(location: 2, length: 0))
        == TextRange(location: 1, length: utf16))
    #expect(!editable.isGraphemeBoundary(2))
    #expect(editable.isGraphemeBoundary(1 + utf16))
  }

  @Test func graphemeAndUTF16OffsetsConvertBothWays() {
    let editable = EditableText("a🇫🇮e\u{301}漢")
    // a=1, 🇫🇮=4, é=2, 漢=1 → boundaries at 0, 1, 5, 7, 8.
    #expect([0, 1, 2, 3, 4].map(editable.utf16Offset(ofGrapheme:)) == [0, 1, 5, 7, 8])
    #expect([0, 1, 5, 7, 8].map(editable.graphemeOffset(ofUTF16:)) == [0, 1, 2, 3, 4])
    #expect(editable.graphemeOffset(ofUTF16: 3) == 2)  // inside the flag: counts it
  }

  @Test func replacingPutsTheCaretAfterTheReplacement() {
    var editable = EditableText("a👍🏽c")
    editable.replace(TextRange(location: 1, length: 4), with: "🇫🇮")
    #expect(editable.text == "a🇫🇮c")
    #expect(editable.selection == TextRange(location: 5, length: 0))
    #expect(editable.graphemeSelection == 2..<2)
  }

  @Test func replacingHalfASurrogatePairReplacesTheWholeEmoji() {
    var editable = EditableText("x😀y")
    editable.replace(TextRange(location: 2, length: 1), with: "")
    #expect(editable.text == "xy")
    #expect(editable.selection == TextRange(location: 1, length: 0))
  }

  @Test func combiningMarksStayWithTheirBase() {
    var editable = EditableText("cafe\u{301}")
    #expect(
      editable.graphemeRange(endingAt: editable.utf16Length) == TextRange(location: 3, length: 2))
    editable.replace(TextRange(location: 4, length: 1), with: "")
    #expect(editable.text == "caf")
  }

  @Test func selectingKeepsBothMeasuresConsistent() throws {
    var editable = EditableText("漢字😀かな")
    try editable.select(TextRange(location: 1, length: 3))  // 字 and 😀
    #expect(editable.selectedText == "字😀")
    #expect(editable.graphemeSelection == 1..<3)
    #expect(editable.textBeforeSelection == "漢")
  }

  @Test func aSelectionOutsideTheTextIsAnError() {
    var editable = EditableText("abc")
    let error = #expect(throws: TextFieldError.self) {
      try editable.select(TextRange(location: 2, length: 2))
    }
    #expect(error?.code == .selectionOutOfRange)
    #expect(editable.selection == TextRange(location: 3, length: 0))
  }

  @Test func textFieldTextFoldsLineBreaksAndDropsAttachments() {
    #expect(EditableText.sanitizedForTextField("a\r\nb\rc\nd\u{FFFC}e") == "a b c de")
    #expect(EditableText.sanitizedForTextField("plain") == "plain")
  }
}
