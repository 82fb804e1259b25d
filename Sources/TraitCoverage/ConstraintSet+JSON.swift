public import Diagnostics
internal import JSONCoding

extension ConstraintSet {
  /// Reads a constraint file.
  ///
  /// ```json
  /// {"extends": "ios",
  ///  "constraints": [
  ///    {"if": {"textContentType": ["password", "newPassword"]},
  ///     "then": {"isSecureTextEntry": true}, "note": "password fields hide their text"},
  ///    {"not": {"keyboardType": "twitter", "returnKeyType": ["emergencyCall", "yahoo"]}}]}
  /// ```
  ///
  /// A condition object maps traits to one value or a list of values; `extends` (`none` or
  /// `ios`) adds a preset's constraints first. A bare array of constraints is accepted too.
  /// Each constraint is labelled by its place, `rules.json:4`.
  ///
  /// - Throws: ``CoverageError`` whose message gives the file, line and column.
  public init(contentsOf path: String) throws(CoverageError) {
    let document = try CoverageJSON.document(contentsOf: path)
    try self.init(document: document)
  }

  /// Reads constraints from JSON `data`; messages and labels name it `source`.
  public init(data: some Collection<UInt8>, source: String) throws(CoverageError) {
    try self.init(
      document: CoverageJSON.document(data: data, source: source, code: .invalidConstraint))
  }

  init(document: JSONDocument) throws(CoverageError) {
    var constraints: [TraitConstraint] = []
    let list: JSONArray
    var listPath: [JSONKey] = []
    switch document.root {
    case .array(let array):
      list = array
    case .object(let root):
      try CoverageJSON.checkKeys(
        root, ["extends", "constraints"], noun: "constraint file key", document: document,
        path: [], code: .invalidConstraint)
      if let base = root["extends"] {
        guard case .string(let name) = base, name == "ios" || name == "none" else {
          throw CoverageJSON.unknown(
            document, at: [.key("extends")], "constraint set",
            TraitValue(json: base)?.description ?? base.kind, valid: ["none", "ios"],
            code: .invalidConstraint)
        }
        if name == "ios" { constraints = ConstraintSet.ios.constraints }
      }
      switch root["constraints"] {
      case .array(let array)?:
        list = array
        listPath = [.key("constraints")]
      case nil:
        list = JSONArray()
      case let other?:
        throw CoverageJSON.error(
          document, at: [.key("constraints")],
          "expected an array of constraints, found "
            + other.kind, code: .invalidConstraint)
      }
    default:
      throw CoverageJSON.error(
        document, at: [],
        "expected a constraint object or an array of constraints, found "
          + document.root.kind, code: .invalidConstraint)
    }
    for (index, entry) in list.enumerated() {
      let path = listPath + [.index(index)]
      constraints.append(try Self.constraint(entry, index: index, document: document, path: path))
    }
    self.init(name: document.source, constraints: constraints)
  }

  private static func constraint(
    _ entry: JSONValue, index: Int, document: JSONDocument, path: [JSONKey]
  )
    throws(CoverageError) -> TraitConstraint
  {
    guard case .object(let object) = entry else {
      throw CoverageJSON.error(
        document, at: path,
        "expected a constraint object ({\"if\", \"then\"} or {\"not\"}), "
          + "found \(entry.kind)", code: .invalidConstraint)
    }
    try CoverageJSON.checkKeys(
      object, ["if", "then", "not", "note"], noun: "constraint key", document: document,
      path: path, code: .invalidConstraint)
    var note: String?
    if let value = object["note"] {
      guard case .string(let text) = value else {
        throw CoverageJSON.error(
          document, at: path + [.key("note")], "expected a string, found \(value.kind)",
          code: .invalidConstraint)
      }
      note = text
    }
    let line = document.error(at: path, "").line.map { ":\($0)" } ?? " #\(index + 1)"
    let label = "\(document.source)\(line)"
    if let not = object["not"] {
      if object["if"] != nil || object["then"] != nil {
        throw CoverageJSON.error(
          document, at: path, "a constraint has either \"not\" or \"if\"/\"then\", not both",
          code: .invalidConstraint)
      }
      let conditions = try Self.conditions(not, document: document, path: path + [.key("not")])
      guard !conditions.isEmpty else {
        throw CoverageJSON.error(
          document, at: path + [.key("not")], "\"not\" needs at least one trait",
          code: .invalidConstraint)
      }
      return TraitConstraint(not: conditions, label: label, note: note)
    }
    guard let then = object["then"] else {
      throw CoverageJSON.error(
        document, at: path, "expected \"then\" (with \"if\") or \"not\"", code: .invalidConstraint)
    }
    let conditions =
      try object["if"].map { (value) throws(CoverageError) in
        try Self.conditions(value, document: document, path: path + [.key("if")])
      } ?? []
    let consequences = try Self.conditions(then, document: document, path: path + [.key("then")])
    guard !consequences.isEmpty else {
      throw CoverageJSON.error(
        document, at: path + [.key("then")], "\"then\" needs at least one trait",
        code: .invalidConstraint)
    }
    return TraitConstraint(if: conditions, then: consequences, label: label, note: note)
  }

  private static func conditions(_ value: JSONValue, document: JSONDocument, path: [JSONKey])
    throws(CoverageError) -> [TraitConstraint.Condition]
  {
    guard case .object(let object) = value else {
      throw CoverageJSON.error(
        document, at: path, "expected an object of traits and values, found \(value.kind)",
        code: .invalidConstraint)
    }
    var conditions: [TraitConstraint.Condition] = []
    for member in object.members {
      let memberPath = path + [.key(member.key)]
      guard let dimension = TraitDimension.named(member.key) else {
        throw CoverageJSON.unknown(
          document, at: memberPath, "trait", member.key, valid: TraitDimension.names,
          code: .unknownParameter)
      }
      var values: [TraitValue] = []
      if case .array(let array) = member.value {
        guard !array.isEmpty else {
          throw CoverageJSON.error(
            document, at: memberPath, "\(member.key) lists no values", code: .invalidConstraint)
        }
        for (n, json) in array.enumerated() {
          let value = try CoverageJSON.traitValue(
            json, of: dimension, document: document, path: memberPath + [.index(n)])
          if !values.contains(value) { values.append(value) }
        }
      } else {
        values = [
          try CoverageJSON.traitValue(
            member.value, of: dimension, document: document, path: memberPath)
        ]
      }
      conditions.append(TraitConstraint.Condition(member.key, values))
    }
    return conditions
  }
}
