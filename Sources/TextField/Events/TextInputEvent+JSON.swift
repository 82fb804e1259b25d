package import JSONCoding
import UIKitVocabulary

extension TextInputEvent {
  /// The event as one JSONL line's value (docs/text-field.md, "Events"): `t` first, then the
  /// field, what happened and its arguments, and the field's `text` after the event.
  ///
  /// ```swift
  /// JSONWriter.line(event.json)
  /// // {"t":0.0,"field":"email","delegate":"textFieldShouldBeginEditing(_:)","returned":true,"text":""}
  /// // {"t":0.0,"field":"email","controlEvent":"editingDidBegin","text":""}
  /// // {"t":0.0,"name":"UITextFieldTextDidBeginEditingNotification","object":"email","text":""}
  /// ```
  package var json: JSONValue {
    var object: [(String, JSONValue)] = [("t", .number(time.inSeconds, style: .fractional))]
    switch kind {
    case .delegate(let call):
      object.append(("field", .string(field)))
      object.append(("delegate", .string(call.method.rawValue)))
      if let range = call.range { object.append(("range", range.json)) }
      if let replacement = call.replacement { object.append(("replacement", .string(replacement))) }
      if let reason = call.reason { object.append(("reason", .string(reason.name))) }
      if let selection = call.selection { object.append(("selection", selection.json)) }
      if let returned = call.returned { object.append(("returned", .bool(returned))) }
    case .controlEvent(let event):
      object.append(("field", .string(field)))
      object.append(("controlEvent", .string(event.name)))
    case .notification(let name, let reason):
      object.append(("name", .string(name.rawValue)))
      object.append(("object", .string(field)))
      if let reason {
        object.append(
          (
            "userInfo",
            .object([(TextFieldNotificationName.didEndEditingReasonKey, .number(reason.rawValue))])
          ))
      }
    case .keyboard(let cue):
      object.append(("field", .string(field)))
      object.append(("keyboard", .string(cue.rawValue)))
    case .key(let press):
      object.append(("field", .string(field)))
      object.append(("key", .string(press.key)))
      object.append(("plane", .string(press.plane)))
      object.append(("purpose", .string(press.purpose.rawValue)))
    }
    object.append(("text", .string(text)))
    if let textLength { object.append(("textLength", .number(textLength))) }
    return .object(object)
  }

  /// The event as `kbsim simulate --messages` prints it: a notification becomes the iOS 26
  /// typed message standing for it (docs/sources.md#typed-notification-messages) —
  /// `{"t", "message", "reason", "textField" | "textView", "text"}` with the field's id as the
  /// text field — and every other event is ``json``.
  ///
  /// ```swift
  /// JSONWriter.line(event.messageJSON)
  /// // {"t":0.0,"message":"UITextField.TextDidBeginEditingMessage","textField":"email","text":""}
  /// ```
  package var messageJSON: JSONValue {
    guard case .notification(let name, let reason) = kind else { return json }
    var object: [(String, JSONValue)] = [
      ("t", .number(time.inSeconds, style: .fractional)), ("message", .string(name.messageName)),
    ]
    if name == .didEndEditing {
      object.append(("reason", reason.map { .string($0.name) } ?? .null))
    }
    object.append((name.messageFields.last ?? "textField", .string(field)))
    object.append(("text", .string(text)))
    if let textLength { object.append(("textLength", .number(textLength))) }
    return .object(object)
  }

  /// The event as one line of a readable timeline, the time right-aligned in seven columns as
  /// the keyboard's lines print it:
  /// `  0.200  email  textField(_:shouldChangeCharactersIn:replacementString:) {0, 0} "j" → true  text "j"`.
  public var textLine: String {
    let clock = Self.clock(time)
    let padded = String(repeating: " ", count: max(0, 7 - clock.count)) + clock
    let length = textLength.map { " (the last \(Self.textLimit) characters of \($0) UTF-16 units)" }
    return "\(padded)  \(field)  \(summary)  text \(JSONWriter.string(text))\(length ?? "")"
  }

  /// What happened, without time, field and text.
  public var summary: String {
    switch kind {
    case .delegate(let call):
      var parts = [call.method.rawValue]
      if let range = call.range { parts.append(range.description) }
      if let replacement = call.replacement { parts.append(JSONWriter.string(replacement)) }
      if let reason = call.reason { parts.append("reason: \(reason.name)") }
      if let selection = call.selection { parts.append("selection \(selection)") }
      if let returned = call.returned { parts.append("→ \(returned)") }
      return parts.joined(separator: " ")
    case .controlEvent(let event): return ".\(event.name)"
    case .notification(let name, let reason):
      return name.rawValue
        + (reason.map { " {\(TextFieldNotificationName.didEndEditingReasonKey): \($0.rawValue)}" }
          ?? "")
    case .keyboard(let cue): return "(keyboard: \(cue.rawValue))"
    case .key(let press): return "key \(press.key) (\(press.plane), \(press.purpose.rawValue))"
    }
  }

  /// A time as seconds with three decimals, `1.250`, as the keyboard timeline prints it.
  public static func clockText(_ duration: Duration) -> String { clock(duration) }

  static func clock(_ duration: Duration) -> String {
    let milliseconds = Int((duration.inSeconds * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
