import Diagnostics
import Foundation
import JSONCoding
import Testing
import TextField

struct FieldDescriptionTests {
  @Test func decodesKindTextPropertiesAndDelegate() throws {
    let description = try JSON.decode(
      FieldDescription.self,
      from: #"""
        {"text": "a\nb", "borderStyle": "roundedRect", "clearButtonMode": "whileEditing",
         "leftView": {"width": 20, "height": 20}, "leftViewMode": "always",
         "frame": {"x": 16, "y": 200, "width": 361, "height": 34}, "layoutDirection": "rightToLeft",
         "traits": {"keyboardType": "numberPad"}, "inputAccessoryViewHeight": 44,
         "delegate": {"maxLength": 6}}
        """#, source: "f.json")
    #expect(description.kind == .textField)
    #expect(description.text == "a\nb")
    let properties = description.fieldProperties
    #expect(properties.borderStyle == .roundedRect && properties.clearButtonMode == .whileEditing)
    #expect(
      properties.leftView == CGSize(width: 20, height: 20) && properties.leftViewMode == .always)
    #expect(properties.frame == CGRect(x: 16, y: 200, width: 361, height: 34))
    #expect(properties.layoutDirection == .rightToLeft)
    #expect(properties.traits.keyboardType == .numberPad)
    #expect(properties.inputAccessoryViewHeight == 44)
    #expect(description.delegate?.maxLength == 6)
  }

  @Test func decodesATextView() throws {
    let description = try JSON.decode(
      FieldDescription.self, from: #"{"kind": "textView", "isEditable": false}"#, source: "f.json")
    #expect(description.kind == .textView)
    #expect(!description.viewProperties.isEditable)
  }

  static let badInput: [(json: String, message: String)] = [
    (
      #"{"bordrStyle": "line"}"#,
      "f.json:1:2: at bordrStyle: unknown field key 'bordrStyle'; did you mean 'borderStyle'?"
    ),
    (#"{"borderStyle": "round"}"#, "f.json:1:17: at borderStyle: unknown borderStyle 'round'"),
    (
      #"{"fontSize": 0}"#,
      "f.json:1:14: at fontSize: fontSize must be a point size above 0 to 1000, got 0"
    ),
    (
      #"{"leftView": {"width": -1, "height": 2}}"#,
      "f.json:1:24: at leftView.width: must be a number of points from 0 to 100000, got -1"
    ),
    (
      #"{"kind": "textView", "borderStyle": "line"}"#,
      "f.json:1:22: at borderStyle: unknown text view property 'borderStyle'"
    ),
    (
      #"{"delegate": {"maxLength": -3}}"#,
      "f.json:1:28: at delegate.maxLength: maxLength must be from 0 to 1000000, got -3"
    ),
    (
      #"{"contentScaleFactor": 2.5}"#,
      "f.json:1:24: at contentScaleFactor: contentScaleFactor must be 1, 2 or 3, got 2.5"
    ),
  ]

  @Test(arguments: badInput)
  func badFieldsAreOneLineErrors(json: String, message: String) {
    let error = #expect(throws: JSONError.self) {
      try JSON.decode(FieldDescription.self, from: json, source: "f.json")
    }
    #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    #expect(error?.message.contains("\n") == false)
  }

  @MainActor
  @Test func aDescribedFieldKeepsItsDelegate() throws {
    let window = TextInputWindow()
    var rules = DelegateRules()
    rules.shouldBeginEditing = false
    let field = try window.add(FieldDescription(delegate: rules), id: "f")
    #expect(!field.becomeFirstResponder())
    #expect(window.trace() == ["f: textFieldShouldBeginEditing(_:) = false"])
  }
}
