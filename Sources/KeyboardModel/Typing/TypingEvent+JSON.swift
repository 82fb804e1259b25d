package import JSONCoding

extension TypingEvent {
  /// The event as JSON, `"event"` first (the jsonl schema of docs/typing.md).
  ///
  /// ```swift
  /// JSONWriter.line(TypingEvent.commit("J").json)  // {"event":"commit","text":"J"}
  /// ```
  package var json: JSONValue {
    switch self {
    case .keyboard(let plane, let shift, let returnKey):
      [
        "event": "keyboard", "plane": .string(plane), "shift": .string(shift?.rawValue),
        "returnKey": returnKey?.json ?? .null,
      ]
    case .tap(let tap):
      [
        "event": "tap", "ms": .number(Int(tap.milliseconds)), "plane": .string(tap.plane),
        "key": .string(tap.key), "keysyms": .array(tap.keysyms.map { .string($0) }),
        "purpose": .string(tap.purpose.rawValue),
      ]
    case .shift(let state, let cause):
      ["event": "shift", "state": .string(state.rawValue), "cause": .string(cause.rawValue)]
    case .plane(let name, let cause):
      ["event": "plane", "plane": .string(name), "cause": .string(cause.rawValue)]
    case .commit(let text):
      ["event": "commit", "text": .string(text)]
    case .smartReplacement(let kind, let replaced, let replacement):
      [
        "event": "smartReplacement", "kind": .string(kind), "replaced": .string(replaced),
        "replacement": .string(replacement),
      ]
    case .undoSmartReplacement(let restored):
      ["event": "undoSmartReplacement", "restored": .string(restored)]
    case .delete(let text):
      ["event": "delete", "text": .string(text)]
    case .returnKey(let state):
      ["event": "returnKey", "label": .string(state.label), "enabled": .bool(state.isEnabled)]
    case .returnAction(let label):
      ["event": "returnAction", "label": .string(label)]
    case .ignored(let key, let reason):
      ["event": "ignored", "key": .string(key), "reason": .string(reason)]
    case .refused(let refusal):
      [
        "event": "refused", "character": .string(refusal.character),
        "index": .number(refusal.index), "reason": .string(refusal.reason),
      ]
    case .secureClear:
      ["event": "secureClear"]
    case .display(let length, let revealed, let milliseconds):
      [
        "event": "display", "ms": .number(Int(milliseconds)), "length": .number(length),
        "revealed": .string(revealed),
      ]
    case .compose(let status):
      ["event": "compose", "status": .string(status)]
    case .correction(let correction):
      .object([("event", "correction")] + correction.members)
    case .revertCorrection(let correction):
      .object([("event", "revert")] + correction.members)
    case .offerOriginal(let correction):
      .object([("event", "offerOriginal")] + correction.members)
    case .misspelled(let misspelling):
      .object([("event", "misspelled")] + misspelling.members)
    case .typo(let typo):
      .object([("event", "typo")] + typo.members)
    case .beginEditing:
      ["event": "beginEditing"]
    case .endEditing:
      ["event": "endEditing"]
    }
  }

  /// The event as one line of JSON.
  public var jsonLine: String { JSONWriter.line(json) }
}

extension ReturnKeyState {
  /// `{"label":"Done","enabled":true}`.
  package var json: JSONValue { ["label": .string(label), "enabled": .bool(isEnabled)] }
}

extension Refusal {
  /// `{"character":"a","index":2,"reason":"not on the numberPad keyboard"}`.
  package var json: JSONValue {
    ["character": .string(character), "index": .number(index), "reason": .string(reason)]
  }
}

extension WordRange {
  /// `"range"` (UTF-16, an `NSRange`) and `"graphemeRange"`, each `{"location":4,"length":3}`.
  var members: [(String, JSONValue)] {
    [
      ("range", ["location": .number(utf16.location), "length": .number(utf16.length)]),
      (
        "graphemeRange",
        ["location": .number(graphemes.location), "length": .number(graphemes.length)]
      ),
    ]
  }
}

extension Correction {
  /// `{"typed":"teh","corrected":"the","kind":"spelling","range":{…},"graphemeRange":{…}}`.
  package var json: JSONValue { .object(members) }

  var members: [(String, JSONValue)] {
    [
      ("typed", .string(typed)), ("corrected", .string(corrected)),
      ("kind", .string(kind.rawValue)),
    ]
      + range.members
  }
}

extension Misspelling {
  /// `{"word":"teh","range":{…},"graphemeRange":{…}}`.
  package var json: JSONValue { .object(members) }

  var members: [(String, JSONValue)] { [("word", .string(word))] + range.members }
}

extension Typo {
  /// `{"index":4,"kind":"substitution","intended":"e","typed":"r","word":"the",…}`.
  package var json: JSONValue { .object(members) }

  var members: [(String, JSONValue)] {
    [
      ("index", .number(index)), ("kind", .string(kind.rawValue)), ("intended", .string(intended)),
      ("typed", .string(typed)), ("word", .string(word)), ("result", .string(result)),
      ("outcome", .string(outcome?.rawValue)),
    ]
  }
}
