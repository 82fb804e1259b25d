import Foundation
import InputTraits
import KeyboardModel
import Testing

/// Bad layout data: one-line errors naming the file and the place (file, plane, row, key).
struct LayoutErrorTests {
  private func error(
    _ layouts: TemporaryLayouts, _ type: KeyboardType, idiom: UserInterfaceIdiom = .phone
  ) -> KeyboardModelError? {
    do {
      _ = try KeyboardCatalog(layoutsDirectory: layouts.url).keyboard(
        for: type, idiom: idiom, layout: "us")
      return nil
    } catch {
      return error
    }
  }

  @Test func unknownKeysymNamesFilePlaneRowAndKey() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(in: "numberPad.json", #""keysym": "5""#, with: #""keysym": "Retrun""#)
    let error = try #require(self.error(layouts, .numberPad))
    #expect(error.code == .unknownKeysym)
    #expect(
      error.message
        == "\(layouts.path("numberPad.json")): phone plane 'pad' row 2 key 2: "
        + "unknown keysym 'Retrun'; did you mean 'Return'?")
  }

  @Test func wrongCaseKeysymSuggestsTheRightCase() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(
      in: "emailAddress.json", #"{"keysym": "at"}, {"keysym": "period"}"#,
      with: #"{"keysym": "at"}, {"keysym": "Period"}"#)
    let error = try #require(self.error(layouts, .emailAddress, idiom: .pad))
    #expect(
      error.message
        == "\(layouts.path("emailAddress.json")): pad plane 'letters' row 4 key 6: "
        + "unknown keysym 'Period'; did you mean 'period'?")
  }

  @Test func checkFilesFindsBadKeysymsWithoutAKeymap() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(in: "phonePad.json", #""keysym": "numbersign""#, with: #""keysym": "hash""#)
    #expect(throws: KeyboardModelError.self) {
      try KeyboardCatalog(layoutsDirectory: layouts.url).checkFiles()
    }
    do {
      try KeyboardCatalog(layoutsDirectory: layouts.url).checkFiles()
    } catch {
      #expect(
        error.message.hasPrefix(
          "\(layouts.path("phonePad.json")): phone plane 'symbols' row 1 key 2: unknown keysym 'hash'"
        ))
    }
  }

  @Test func missingFileNamesTheKeyboardType() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.remove("twitter.json")
    let error = try #require(self.error(layouts, .twitter))
    #expect(error.code == .layoutFileMissing)
    #expect(
      error.message
        == "no keyboard layout for keyboardType 'twitter': \(layouts.path("twitter.json")) "
        + "does not exist")
  }

  @Test func wrongJSONTypeNamesTheKeyPath() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(
      in: "decimalPad.json", #"{"keysym": "0"}, {"action": "backspace"}"#,
      with: #"{"keysym": "0", "width": "wide"}, {"action": "backspace"}"#)
    let error = try #require(self.error(layouts, .decimalPad))
    #expect(error.code == .layoutData)
    #expect(
      error.message
        == "\(layouts.path("decimalPad.json")):16:74: at phone.planes[0].rows[3][1].width: "
        + "expected a number, found a string")
  }

  @Test func unknownFieldSuggestsTheNearestOne() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(in: "numberPad.json", #"{"keysym": "1"}"#, with: #"{"keysim": "1"}"#)
    let error = try #require(self.error(layouts, .numberPad))
    #expect(
      error.message
        == "\(layouts.path("numberPad.json")):13:13: at phone.planes[0].rows[0][0].keysim: "
        + "unknown field 'keysim'; did you mean 'keysym'? (valid: keysym, keysyms, shifted, "
        + "placeholder, action, plane, letters, spacer, label, sublabel, width, alternates)")
  }

  @Test func planeKeyToAnUnknownPlaneIsNamed() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(
      in: "phonePad.json", #""plane": "symbols", "label": "+*#""#,
      with: #""plane": "symbls", "label": "+*#""#)
    let error = try #require(self.error(layouts, .phonePad))
    #expect(error.code == .layoutData)
    #expect(
      error.message
        == "\(layouts.path("phonePad.json")): phone plane 'pad' row 4 key 1: "
        + "unknown plane 'symbls'; did you mean 'symbols'?")
  }

  @Test func likeCycleIsReported() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(
      in: "numbersAndPunctuation.json", #""phone": {"like": "default""#,
      with: #""phone": {"like": "asciiCapable""#)
    try layouts.replace(
      in: "asciiCapable.json", #""phone": {"like": "default""#,
      with: #""phone": {"like": "numbersAndPunctuation""#)
    let error = try #require(self.error(layouts, .asciiCapable))
    #expect(
      error.message
        == "\(layouts.path("numbersAndPunctuation.json")): phone.like makes a cycle: "
        + "asciiCapable → numbersAndPunctuation → asciiCapable")
  }

  @Test func malformedJSONGivesLineAndColumn() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(
      in: "numberPad.json", #""initialPlane": "pad","#, with: #""initialPlane": "pad""#)
    let error = try #require(self.error(layouts, .numberPad))
    #expect(error.code == .layoutData)
    // Line 9, column 5: where `"planes"` starts after the comma removed from line 8.
    #expect(
      error.message
        == "\(layouts.path("numberPad.json")):9:5: malformed JSON: "
        + "expected ',' or '}' after an object member")
  }
}
