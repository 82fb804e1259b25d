import JSONInput
extension TypingEvent {
  /// The event as one line of JSON, `"event"` first (the jsonl schema of docs/typing.md).
  ///
  /// ```swift
  /// TypingEvent.commit("J").jsonLine  // {"event":"commit","text":"J"}
  /// ```
  public var jsonLine: String {
    var object = JSONObjectWriter()
    switch self {
    case .keyboard(let plane, let shift, let returnKey):
      object.add("event", "keyboard")
      object.add("plane", plane)
      object.addRaw("shift", shift.map { jsonString($0.rawValue) } ?? "null")
      object.addRaw("returnKey", returnKey.map(\.jsonObject) ?? "null")
    case .tap(let tap):
      object.add("event", "tap")
      object.add("ms", tap.milliseconds)
      object.add("plane", tap.plane)
      object.add("key", tap.key)
      object.addRaw("keysyms", "[" + tap.keysyms.map(jsonString).joined(separator: ",") + "]")
      object.add("purpose", tap.purpose.rawValue)
    case .shift(let state, let cause):
      object.add("event", "shift")
      object.add("state", state.rawValue)
      object.add("cause", cause.rawValue)
    case .plane(let name, let cause):
      object.add("event", "plane")
      object.add("plane", name)
      object.add("cause", cause.rawValue)
    case .commit(let text):
      object.add("event", "commit")
      object.add("text", text)
    case .smartReplacement(let kind, let replaced, let replacement):
      object.add("event", "smartReplacement")
      object.add("kind", kind)
      object.add("replaced", replaced)
      object.add("replacement", replacement)
    case .undoSmartReplacement(let restored):
      object.add("event", "undoSmartReplacement")
      object.add("restored", restored)
    case .delete(let text):
      object.add("event", "delete")
      object.add("text", text)
    case .returnKey(let state):
      object.add("event", "returnKey")
      object.add("label", state.label)
      object.add("enabled", state.isEnabled)
    case .returnAction(let label):
      object.add("event", "returnAction")
      object.add("label", label)
    case .ignored(let key, let reason):
      object.add("event", "ignored")
      object.add("key", key)
      object.add("reason", reason)
    case .refused(let refusal):
      object.add("event", "refused")
      object.add("character", refusal.character)
      object.add("index", Int64(refusal.index))
      object.add("reason", refusal.reason)
    case .secureClear:
      object.add("event", "secureClear")
    case .display(let text, let milliseconds):
      object.add("event", "display")
      object.add("ms", milliseconds)
      object.add("text", text)
    case .compose(let status):
      object.add("event", "compose")
      object.add("status", status)
    case .correction(let correction):
      object.add("event", "correction")
      correction.addMembers(to: &object)
    case .revertCorrection(let correction):
      object.add("event", "revert")
      correction.addMembers(to: &object)
    case .offerOriginal(let correction):
      object.add("event", "offerOriginal")
      correction.addMembers(to: &object)
    case .misspelled(let misspelling):
      object.add("event", "misspelled")
      misspelling.addMembers(to: &object)
    case .typo(let typo):
      object.add("event", "typo")
      typo.addMembers(to: &object)
    case .beginEditing:
      object.add("event", "beginEditing")
    case .endEditing:
      object.add("event", "endEditing")
    }
    return object.text
  }
}

extension ReturnKeyState {
  /// `{"label":"Done","enabled":true}`.
  public var jsonObject: String {
    var object = JSONObjectWriter()
    object.add("label", label)
    object.add("enabled", isEnabled)
    return object.text
  }
}

extension Refusal {
  /// `{"character":"a","index":2,"reason":"not on the numberPad keyboard"}`.
  public var jsonObject: String {
    var object = JSONObjectWriter()
    object.add("character", character)
    object.add("index", Int64(index))
    object.add("reason", reason)
    return object.text
  }
}

extension TextRange {
  /// `{"location":4,"length":3}` for the UTF-16 range; the grapheme range likewise.
  static func json(_ span: Span) -> String {
    var object = JSONObjectWriter()
    object.add("location", Int64(span.location))
    object.add("length", Int64(span.length))
    return object.text
  }

  func addMembers(to object: inout JSONObjectWriter) {
    object.addRaw("range", Self.json(utf16))
    object.addRaw("graphemeRange", Self.json(graphemes))
  }
}

extension Correction {
  /// `{"typed":"teh","corrected":"the","kind":"spelling","range":{…},"graphemeRange":{…}}`.
  public var jsonObject: String {
    var object = JSONObjectWriter()
    addMembers(to: &object)
    return object.text
  }

  func addMembers(to object: inout JSONObjectWriter) {
    object.add("typed", typed)
    object.add("corrected", corrected)
    object.add("kind", kind.rawValue)
    range.addMembers(to: &object)
  }
}

extension Misspelling {
  /// `{"word":"teh","range":{…},"graphemeRange":{…}}`.
  public var jsonObject: String {
    var object = JSONObjectWriter()
    addMembers(to: &object)
    return object.text
  }

  func addMembers(to object: inout JSONObjectWriter) {
    object.add("word", word)
    range.addMembers(to: &object)
  }
}

extension Typo {
  /// `{"index":4,"kind":"substitution","intended":"e","typed":"r","word":"the",…}`.
  public var jsonObject: String {
    var object = JSONObjectWriter()
    addMembers(to: &object)
    return object.text
  }

  func addMembers(to object: inout JSONObjectWriter) {
    object.add("index", Int64(index))
    object.add("kind", kind.rawValue)
    object.add("intended", intended)
    object.add("typed", typed)
    object.add("word", word)
    object.addRaw("result", result.map(jsonString) ?? "null")
    object.addRaw("outcome", outcome.map { jsonString($0.rawValue) } ?? "null")
  }
}

/// Writes a JSON object with its keys in insertion order.
package struct JSONObjectWriter {
  private var members: [String] = []

  package init() {}

  package mutating func add(_ key: String, _ value: String) {
    members.append(jsonString(key) + ":" + jsonString(value))
  }

  package mutating func add(_ key: String, _ value: Int64) {
    members.append(jsonString(key) + ":" + String(value))
  }

  package mutating func add(_ key: String, _ value: Bool) {
    members.append(jsonString(key) + ":" + (value ? "true" : "false"))
  }

  /// Adds a value that is already JSON.
  package mutating func addRaw(_ key: String, _ json: String) {
    members.append(jsonString(key) + ":" + json)
  }

  package var text: String { "{" + members.joined(separator: ",") + "}" }
}

