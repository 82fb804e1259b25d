package import JSONCoding

extension LintFinding {
  /// The finding as `kbsim lint --format json` and `kbsim type --format json` write it:
  /// `{"rule", "severity", "field", "message", "fix": {trait: value}, "advice", "source"}`, the
  /// fix values spelled as in traits JSON.
  ///
  /// ```swift
  /// JSONWriter.line(finding.json)
  /// // {"rule":"email-autocapitalization","severity":"error","field":"email",…}
  /// ```
  package var json: JSONValue {
    [
      "rule": .string(rule), "severity": .string(severity.rawValue), "field": .string(field),
      "message": .string(message),
      "fix": .object(JSONObject(fix.map { ($0.trait, $0.value.json) })),
      "advice": .string(advice), "source": .string(source),
    ]
  }
}

extension TraitChange.Value {
  /// The value as traits JSON spells it: a name, a boolean, or `null`.
  package var json: JSONValue {
    switch self {
    case .name(let name): .string(name)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }
}
