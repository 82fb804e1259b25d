import Foundation
import Testing
import TextField

struct TextFieldGeometryTests {
  static func properties(
    _ style: BorderStyle, width: CGFloat = 300, height: CGFloat = 34,
    direction: LayoutDirection = .leftToRight
  ) -> TextFieldProperties {
    var properties = TextFieldProperties()
    properties.borderStyle = style
    properties.frame = CGRect(x: 0, y: 0, width: width, height: height)
    properties.layoutDirection = direction
    return properties
  }

  /// docs/sources.md#text-field-geometry: the text rect of a 300×34 field per border style (inset
  /// top, left, bottom, right: none 0,0,0,0; line 2,2,2,2; bezel 4,7,1,7; roundedRect 2,7,2,7).
  static let textRects: [(BorderStyle, CGRect)] = [
    (.none, CGRect(x: 0, y: 0, width: 300, height: 34)),
    (.line, CGRect(x: 2, y: 2, width: 296, height: 30)),
    (.bezel, CGRect(x: 7, y: 4, width: 286, height: 29)),
    (.roundedRect, CGRect(x: 7, y: 2, width: 286, height: 30)),
  ]

  @Test(arguments: textRects)
  func textRectInsetsPerBorderStyle(style: BorderStyle, expected: CGRect) {
    let geometry = TextFieldGeometry(Self.properties(style), isEditing: false, isEmpty: false)
    #expect(geometry.textRect == expected)
    #expect(geometry.borderRect == CGRect(x: 0, y: 0, width: 300, height: 34))
  }

  @Test(arguments: textRects)
  func rightToLeftMirrorsTheTextRect(style: BorderStyle, expected: CGRect) {
    var properties = Self.properties(style, direction: .rightToLeft)
    properties.clearButtonMode = .always
    let geometry = TextFieldGeometry(properties, isEditing: true, isEmpty: false)
    // The clear button takes 27 pt at the trailing edge, now on the left.
    let ltr = TextFieldGeometry(Self.properties(style), isEditing: false, isEmpty: false).textRect
    #expect(geometry.editingRect.width == ltr.width - 27)
    #expect(geometry.editingRect.maxX == ltr.maxX)
    #expect(geometry.clearButtonRect.minX == 5)
  }

  /// docs/sources.md#text-field-geometry, the worked example: a 300×34 rounded-rect field, left to
  /// right.
  @Test func workedExampleWithTheClearButton() {
    var properties = Self.properties(.roundedRect)
    properties.clearButtonMode = .whileEditing
    let geometry = TextFieldGeometry(properties, isEditing: true, isEmpty: false)
    #expect(geometry.textRect == CGRect(x: 7, y: 2, width: 286, height: 30))
    #expect(geometry.editingRect == CGRect(x: 7, y: 2, width: 259, height: 30))
    #expect(geometry.clearButtonRect == CGRect(x: 276, y: 8, width: 19, height: 19))
    #expect(geometry.visibility.clearButton)
  }

  @Test func workedExampleWithALeftView() {
    var properties = Self.properties(.roundedRect)
    properties.leftView = CGSize(width: 20, height: 20)
    properties.leftViewMode = .always
    let geometry = TextFieldGeometry(properties, isEditing: false, isEmpty: false)
    #expect(geometry.leftViewRect == CGRect(x: 0, y: 7, width: 20, height: 20))
    #expect(geometry.textRect.minX == 27)
    #expect(geometry.rightViewRect == nil)
  }

  @Test func rightToLeftPutsTheLeftViewOnTheRightSlot() {
    var properties = Self.properties(.roundedRect, direction: .rightToLeft)
    properties.leftView = CGSize(width: 20, height: 20)
    properties.leftViewMode = .always
    let geometry = TextFieldGeometry(properties, isEditing: false, isEmpty: false)
    // The leading view sits at the right; UIKit's leftViewRect is the left slot, now empty.
    #expect(geometry.rightViewRect == CGRect(x: 280, y: 7, width: 20, height: 20))
    #expect(geometry.leftViewRect == nil)
    #expect(geometry.textRect == CGRect(x: 7, y: 2, width: 266, height: 30))
  }

  @Test func aVisibleRightViewHidesTheClearButton() {
    var properties = Self.properties(.roundedRect)
    properties.clearButtonMode = .always
    properties.rightView = CGSize(width: 30, height: 30)
    properties.rightViewMode = .always
    let geometry = TextFieldGeometry(properties, isEditing: true, isEmpty: false)
    #expect(!geometry.visibility.clearButton)
    #expect(geometry.rightViewRect == CGRect(x: 270, y: 2, width: 30, height: 30))
    #expect(geometry.editingRect == CGRect(x: 7, y: 2, width: 263, height: 30))
  }

  /// docs/sources.md#overlay-visibility: visibility per mode, (editing, empty) → (clear button,
  /// overlay view).
  static let visibility: [(ViewMode, editing: Bool, empty: Bool, clear: Bool, view: Bool)] = [
    (.never, true, false, false, false), (.never, false, true, false, false),
    (.whileEditing, true, false, true, true), (.whileEditing, true, true, false, true),
    (.whileEditing, false, false, false, false),
    (.unlessEditing, false, false, true, true), (.unlessEditing, true, false, false, false),
    (.unlessEditing, true, true, false, true), (.unlessEditing, false, true, false, true),
    (.always, true, false, true, true), (.always, false, true, false, true),
  ]

  @Test(arguments: visibility)
  func overlaysShowPerMode(mode: ViewMode, editing: Bool, empty: Bool, clear: Bool, view: Bool) {
    var properties = TextFieldProperties()
    properties.clearButtonMode = mode
    properties.leftView = CGSize(width: 10, height: 10)
    properties.leftViewMode = mode
    let shown = OverlayVisibility(properties, isEditing: editing, isEmpty: empty)
    #expect(shown.clearButton == clear)
    #expect(shown.leftView == view)
  }

  @Test func aRoundedRectFieldIsThirtyFourPointsHighForTextFonts() {
    #expect(TextFieldGeometry.intrinsicHeight(style: .roundedRect, fontSize: 17) == 34)
    #expect(TextFieldGeometry.intrinsicHeight(style: .roundedRect, fontSize: 22) == 34)
    #expect(TextFieldGeometry.intrinsicHeight(style: .roundedRect, fontSize: 30) > 34)
  }

  @Test func thePlaceholderRectIsOneLineCentred() {
    let geometry = TextFieldGeometry(Self.properties(.roundedRect), isEditing: false, isEmpty: true)
    let rect = geometry.placeholderRect
    #expect(rect.minX == 7 && rect.width == 286)
    #expect(abs(rect.midY - 17) < 0.5)
    #expect(abs(rect.height - 17 * 1.193359375) < 0.34)
  }

  @Test func theCaretStaysInsideTheEditingRect() {
    var properties = Self.properties(.roundedRect)
    properties.frame.origin = CGPoint(x: 16, y: 200)
    let long = String(repeating: "m", count: 100)
    let caret = TextFieldGeometry.caretRect(
      properties, text: EditableText(long), displayedText: long)
    #expect(caret.maxX <= 293)
    let empty = TextFieldGeometry.caretRect(properties, text: EditableText(""), displayedText: "")
    #expect(empty.minX == 7)
    #expect(abs(empty.midY - 17) < 0.001)
  }

  @Test func rightToLeftCaretStartsAtTheRight() {
    let properties = Self.properties(.roundedRect, direction: .rightToLeft)
    let caret = TextFieldGeometry.caretRect(properties, text: EditableText(""), displayedText: "")
    #expect(caret.maxX == 293)
  }

  @Test func fontShrinksInWholePointsDownToTheMinimum() {
    var properties = Self.properties(.roundedRect)
    properties.adjustsFontSizeToFitWidth = true
    properties.minimumFontSize = 12
    #expect(TextFieldGeometry.fittingFontSize(properties, displayedText: "short") == 17)
    #expect(
      TextFieldGeometry.fittingFontSize(
        properties, displayedText: String(repeating: "m", count: 200)) == 12)
    // 286 − 2 − 10 = 274 pt of room: 30 letters of 0.55 em fit at 16 pt (264 pt), not at 17 (280.5).
    #expect(
      TextFieldGeometry.fittingFontSize(
        properties, displayedText: String(repeating: "m", count: 30)) == 16)
  }

  @Test func aNegativeMinimumFontSizeReadsAsZero() {
    var properties = TextFieldProperties()
    properties.minimumFontSize = -4
    #expect(properties.minimumFontSize == 0)
  }
}
