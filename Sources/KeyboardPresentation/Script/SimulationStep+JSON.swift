import Foundation
import InputTraits
import JSONInput

extension SimulationStep {
  /// Parses one step object; `place` names it in messages (`script.json: at steps[3]`).
  static func parse(_ json: JSONValue, at place: String) throws(PresentationError)
    -> SimulationStep
  {
    func fail(_ key: String?, _ message: String, code: PresentationError.Code = .invalidScript)
      -> PresentationError
    {
      PresentationError(code: code, message: "\(place)\(key.map { ".\($0)" } ?? ""): \(message)")
    }
    guard case .object(let object) = json else {
      throw fail(
        nil, "a step is an object with one key, such as {\"focus\": \"email\"}, found \(json.kind)")
    }
    guard object.count == 1, let (key, value) = object.first else {
      let keys = object.keys.sorted().joined(separator: ", ")
      throw fail(
        nil, "a step has exactly one key, found \(object.count)\(keys.isEmpty ? "" : " (\(keys))")")
    }
    func string() throws(PresentationError) -> String {
      guard case .string(let text) = value else {
        throw fail(key, "expected a string, found \(value.kind)")
      }
      return text
    }
    func bool() throws(PresentationError) -> Bool {
      guard case .bool(let flag) = value else {
        throw fail(key, "expected true or false, found \(value.kind)")
      }
      return flag
    }
    func points(_ value: JSONValue, _ key: String) throws(PresentationError) -> CGFloat {
      guard case .number(let number) = value else {
        throw fail(key, "expected a number of points, found \(value.kind)")
      }
      guard number.isFinite, number >= 0 else {
        throw fail(
          key, "must be a finite number of points ≥ 0, got \(NotificationFormat.number(number))",
          code: .invalidGeometry)
      }
      return CGFloat(number)
    }
    func members(_ valid: [String]) throws(PresentationError) -> [String: JSONValue] {
      guard case .object(let members) = value else {
        throw fail(key, "expected an object, found \(value.kind)")
      }
      for name in members.keys.sorted() where !valid.contains(name) {
        let hint = valid.closest(to: name).map { "; did you mean '\($0)'?" } ?? ""
        throw fail("\(key).\(name)", "unknown key\(hint) (valid: \(valid.joined(separator: ", ")))")
      }
      return members
    }
    func interaction(_ name: String, _ at: String) throws(PresentationError) -> KeyboardInteraction
    {
      guard let route = KeyboardInteraction(rawValue: name) else {
        throw fail(at, "unknown way '\(name)' (valid: gesture, menu)")
      }
      return route
    }
    func raised(_ make: (KeyboardInteraction, CGFloat) -> SimulationStep) throws(PresentationError)
      -> SimulationStep
    {
      if case .string(let name) = value {
        return make(try interaction(name, key), KeyboardPlacement.defaultUndockedBottomOffset)
      }
      let m = try members(["via", "bottomOffset"])
      var route = KeyboardInteraction.gesture
      if let via = m["via"] {
        guard case .string(let name) = via else {
          throw fail("\(key).via", "expected gesture or menu")
        }
        route = try interaction(name, "\(key).via")
      }
      let offset = try m["bottomOffset"].map { (v) throws(PresentationError) in
        try points(v, "\(key).bottomOffset")
      }
      return make(route, offset ?? KeyboardPlacement.defaultUndockedBottomOffset)
    }

    switch key {
    case "focus":
      return .focus(try string())
    case "resign":
      guard try bool() else { throw fail(key, "write {\"resign\": true}") }
      return .resign
    case "rotate":
      do {
        return .rotate(try InterfaceOrientation(parsing: try string()))
      } catch {
        throw fail(key, error.message, code: error.code)
      }
    case "hardwareKeyboard":
      return .hardwareKeyboard(try bool())
    case "wait":
      guard case .number(let seconds) = value else {
        throw fail(key, "expected seconds, found \(value.kind)")
      }
      guard seconds.isFinite, seconds >= 0 else {
        throw fail(
          key, "must be a finite number of seconds ≥ 0, got \(NotificationFormat.number(seconds))")
      }
      return .wait(.seconds(seconds))
    case "predictiveBar":
      do {
        return .predictiveBar(try PredictiveBarSetting(parsing: try string()))
      } catch {
        throw fail(key, error.message, code: error.code)
      }
    case "inputMode":
      if case .string(let name) = value {
        do {
          return .inputMode(try InputMode(parsing: name), via: .globeKey)
        } catch {
          throw fail(key, error.message)
        }
      }
      let m = try members(["mode", "height", "via"])
      var mode = InputMode.standard
      if let height = m["height"] {
        mode = .custom(height: try points(height, "\(key).height"))
      } else if case .string(let name)? = m["mode"] {
        do { mode = try InputMode(parsing: name) } catch {
          throw fail("\(key).mode", error.message)
        }
      } else {
        throw fail(key, "give a mode (standard, emoji) or a height in points")
      }
      var via = InputModeSwitch.globeKey
      if let route = m["via"] {
        guard case .string(let name) = route, let parsed = InputModeSwitch(rawValue: name) else {
          throw fail("\(key).via", "expected globeKey or longPressPicker")
        }
        via = parsed
      }
      return .inputMode(mode, via: via)
    case "reloadInputViews":
      if case .bool(true) = value { return .reloadInputViews(nil) }
      let m = try members(["traits", "accessoryHeight", "inputViewHeight"])
      var changes = FieldChanges()
      if let traits = m["traits"] {
        changes.traits = try decodeTraits(traits, at: "\(place).\(key).traits")
      }
      changes.accessoryHeight = try m["accessoryHeight"].map { (v) throws(PresentationError) in
        try points(v, "\(key).accessoryHeight")
      }
      changes.inputViewHeight = try m["inputViewHeight"].map { (v) throws(PresentationError) in
        try points(v, "\(key).inputViewHeight")
      }
      return .reloadInputViews(changes)
    case "undock":
      return try raised { .undock($0, bottomOffset: $1) }
    case "split":
      return try raised { .split($0, bottomOffset: $1) }
    case "dock":
      return .dock(try interaction(try string(), key))
    case "float":
      if case .bool(true) = value { return .float(nil) }
      let m = try members(["x", "y", "width", "height"])
      var numbers: [CGFloat] = []
      for name in ["x", "y", "width", "height"] {
        guard let member = m[name] else {
          throw fail(key, "a floating frame needs x, y, width and height")
        }
        numbers.append(try points(member, "\(key).\(name)"))
      }
      return .float(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case "dragKeyboard":
      return .dragKeyboard(try points(value, key))
    case "endDrag":
      switch try string() {
      case "dismiss": return .endDrag(dismissing: true)
      case "cancel": return .endDrag(dismissing: false)
      case let other: throw fail(key, "unknown ending '\(other)' (valid: dismiss, cancel)")
      }
    case "type":
      if case .string(let text) = value { return .type(field: nil, text: text) }
      let m = try members(["field", "text"])
      guard let textValue = m["text"] else { throw fail(key, "a type step needs \"text\"") }
      guard case .string(let text) = textValue else {
        throw fail("\(key).text", "expected a string, found \(textValue.kind)")
      }
      var field: String?
      if let fieldValue = m["field"] {
        guard case .string(let id) = fieldValue else {
          throw fail("\(key).field", "expected a field id, found \(fieldValue.kind)")
        }
        field = id
      }
      return .type(field: field, text: text)
    default:
      let hint = keys.closest(to: key).map { "; did you mean '\($0)'?" } ?? ""
      throw fail(nil, "unknown step '\(key)'\(hint) (valid: \(keys.joined(separator: ", ")))")
    }
  }

  /// Decodes a traits object found inside a step by re-encoding it as JSON.
  private static func decodeTraits(_ value: JSONValue, at place: String) throws(PresentationError)
    -> TextInputTraits
  {
    do {
      return try JSONInput.decode(
        TextInputTraits.self, from: Data(value.jsonText.utf8), source: place)
    } catch {
      throw PresentationError(code: .invalidScript, message: error.message)
    }
  }
}

extension JSONValue {
  /// The value as JSON text.
  var jsonText: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): NotificationFormat.number(number)
    case .string(let text): NotificationFormat.quoted(text)
    case .array(let items): "[" + items.map(\.jsonText).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.keys.sorted().map {
          "\(NotificationFormat.quoted($0)):\(members[$0]?.jsonText ?? "null")"
        }.joined(separator: ",") + "}"
    }
  }
}
