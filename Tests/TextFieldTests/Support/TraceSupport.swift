import Foundation
import InputTraits
import JSONCoding
import Simulation
import Testing
import TextField

extension TextInputEvent {
  /// `email: textFieldShouldBeginEditing(_:) = true`, `email: editingDidBegin`,
  /// `email: UITextFieldTextDidBeginEditingNotification`, `email: keyboard focus`.
  var compact: String {
    var line = "\(field): \(name)"
    if let call = delegateCall {
      if let range = call.range, let replacement = call.replacement {
        line += " \(range) \"\(replacement)\""
      }
      if let selection = call.selection { line += " \(selection)" }
      if let returned = call.returned { line += " = \(returned)" }
    }
    return line
  }
}

extension TextInputWindow {
  /// The events from `start` on, compact.
  func trace(from start: Int = 0) -> [String] {
    events.dropFirst(start).map(\.compact)
  }

  /// The events from `start` on, as JSON Lines.
  func jsonl(from start: Int = 0) -> String {
    events.dropFirst(start).map { JSONWriter.line($0.json) + "\n" }.joined()
  }
}

/// Builds windows and fields for tests.
@MainActor
enum Form {
  /// A window whose fields type on the bundled keyboards with the `us` layout, uncorrected.
  static func window(order: EventOrder = .canonical) throws -> TextInputWindow {
    TextInputWindow(order: order, typing: try TypingSession(correction: .off))
  }

  /// A text field added to `window`.
  @discardableResult
  static func field(
    _ id: String, in window: TextInputWindow, text: String = "",
    configure: (inout TextFieldProperties) -> Void = { _ in }
  ) throws -> TextField {
    var properties = TextFieldProperties()
    properties.traits.autocapitalizationType = .none
    properties.traits.autocorrectionType = .no
    configure(&properties)
    let field = TextField(id: id, text: text, properties: properties)
    try window.add(field)
    return field
  }
}

/// A delegate that records what it was asked and answers from its settings.
@MainActor
final class RecordingDelegate: TextFieldDelegate, TextViewDelegate {
  var allowBegin = true
  var allowEnd = true
  var allowChange = true
  var allowClear = true
  var allowReturn = true
  private(set) var calls: [String] = []

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    calls.append("shouldBegin")
    return allowBegin
  }
  func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    calls.append("shouldEnd")
    return allowEnd
  }
  func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: TextRange,
    replacementString string: String
  ) -> Bool {
    calls.append("shouldChange \(range) \(string)")
    return allowChange
  }
  func textFieldDidChangeSelection(_ textField: TextField) { calls.append("didChangeSelection") }
  func textFieldShouldClear(_ textField: TextField) -> Bool {
    calls.append("shouldClear")
    return allowClear
  }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    calls.append("shouldReturn")
    return allowReturn
  }
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
    calls.append("shouldBegin")
    return allowBegin
  }
  func textView(
    _ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String
  )
    -> Bool
  {
    calls.append("shouldChange \(range) \(text)")
    return allowChange
  }
}
