import Diagnostics
public import KeyboardPresentation
public import TextField

/// One step of a form script: a keyboard step of ``/KeyboardPresentation/KeyboardStep``
/// (focus, resign, rotate, wait…) or something a person or the app does to a text field.
///
/// ```swift
/// let steps: [FormStep] = [
///   .keyboard(.focus("email")), .type(field: nil, text: "jane@example.com"),
///   .clear("email"), .returnKey,
/// ]
/// ```
public enum FormStep: Hashable, Sendable, CustomStringConvertible {
  /// A step of the keyboard's.
  case keyboard(KeyboardStep)
  /// `{"type": {"field": "email", "text": "hi"}}`, or `{"type": "hi"}` for the focused field:
  /// focuses the field if needed, then types the text on the typing session's keyboard.
  case type(field: String?, text: String)
  /// `{"clear": "email"}`: a tap on the field's clear button.
  case clear(String)
  /// `{"return": true}`: the return key of the focused field.
  case returnKey
  /// `{"tapOutside": true}`: a tap outside the fields; the app resigns the first responder.
  case tapOutside
  /// `{"paste": "text"}`: Paste into the focused field.
  case paste(String)
  /// `{"select": {"location": 0, "length": 3}}`: a selection in the focused field, UTF-16 units.
  case select(TextRange)
  /// `{"setText": "…"}` or `{"setText": {"field": "email", "text": "…"}}`: the app sets
  /// `text` (no `.editingChanged`, docs/sources.md#programmatic-text-change).
  case setText(field: String?, text: String)
  /// `{"taps": ["h", "i", "backspace"]}`: keys of the focused field's keyboard, as
  /// `kbsim type --taps` spells them.
  case taps([String])

  /// The step's JSON key.
  public var key: String {
    switch self {
    case .keyboard(let step): step.key
    case .type: "type"
    case .clear: "clear"
    case .returnKey: "return"
    case .tapOutside: "tapOutside"
    case .paste: "paste"
    case .select: "select"
    case .setText: "setText"
    case .taps: "taps"
    }
  }

  /// A short description for the text timeline, such as `clear email`.
  public var description: String {
    switch self {
    case .keyboard(let step): step.description
    case .type(let field, let text):
      "type \"\(escapingControlCharacters(text))\"\(field.map { " into \($0)" } ?? "")"
    case .clear(let id): "clear \(id)"
    case .returnKey: "return"
    case .tapOutside: "tap outside"
    case .paste(let text): "paste \"\(escapingControlCharacters(text))\""
    case .select(let range): "select \(range)"
    case .setText(let field, let text):
      "setText \"\(escapingControlCharacters(text))\"\(field.map { " on \($0)" } ?? "")"
    case .taps(let tokens): "taps \(tokens.joined(separator: " "))"
    }
  }
}
