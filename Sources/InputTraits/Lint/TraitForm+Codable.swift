extension TraitForm: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case role, fields
  }

  /// Decodes `{"role": "signup", "fields": [ … ]}`; `role` is optional, `fields` must hold at
  /// least one field, names must be unique, and unknown keys are errors.
  public init(from decoder: any Decoder) throws {
    try FormKey.rejectUnknownKeys(in: decoder, valid: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let role = try container.decodeIfPresent(String.self, forKey: .role) {
      guard let value = Role(rawValue: role) else {
        let valid = Role.allCases.map(\.rawValue)
        throw DecodingError.dataCorruptedError(
          forKey: .role, in: container,
          debugDescription: TraitError.unknownValue(role, trait: "role", valid: valid).message)
      }
      self.role = value
    } else {
      self.role = nil
    }
    self.fields = try container.decode([Field].self, forKey: .fields)
    try Self.validate(fields, codingPath: container.codingPath + [CodingKeys.fields])
  }

  /// Checks what a list of fields must satisfy: at least one, unique names. `codingPath` is
  /// the path of the list, for error messages.
  package static func validate(_ fields: [Field], codingPath: [any CodingKey]) throws {
    guard !fields.isEmpty else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "a form needs at least one field"))
    }
    var seen: Set<String> = []
    for (index, field) in fields.enumerated() where !seen.insert(field.name).inserted {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [FormKey(index: index), FormKey("name")],
          debugDescription: "duplicate field name '\(field.name)'"))
    }
  }

  /// Encodes the role (when set) and the fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(role?.rawValue, forKey: .role)
    try container.encode(fields, forKey: .fields)
  }
}

extension TraitForm.Field: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case name, traits, hasInputAccessoryView
  }

  /// Decodes `{"name": "email", "traits": { … }, "hasInputAccessoryView": false}`; only `name`
  /// is required, and it may not be empty.
  public init(from decoder: any Decoder) throws {
    try FormKey.rejectUnknownKeys(in: decoder, valid: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    guard !name.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: container, debugDescription: "a field name may not be empty")
    }
    self.init(
      name: name,
      traits: try container.decodeIfPresent(TextInputTraits.self, forKey: .traits)
        ?? TextInputTraits(),
      hasInputAccessoryView: try container.decodeIfPresent(
        Bool.self, forKey: .hasInputAccessoryView) ?? false)
  }

  /// Encodes the name, the traits and, when true, `hasInputAccessoryView`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(traits, forKey: .traits)
    if hasInputAccessoryView { try container.encode(true, forKey: .hasInputAccessoryView) }
  }
}

/// A coding key for error paths and for reading any key of an object.
struct FormKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(_ string: String) { stringValue = string }
  init(stringValue: String) { self.stringValue = stringValue }
  init(index: Int) {
    stringValue = "\(index)"
    intValue = index
  }
  init?(intValue: Int) { self.init(index: intValue) }

  /// Throws for the first key of the object at `decoder` that is not in `valid`.
  static func rejectUnknownKeys(in decoder: any Decoder, valid: [String]) throws {
    let container = try decoder.container(keyedBy: FormKey.self)
    for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
    where !valid.contains(key.stringValue) {
      let hint = valid.closest(to: key.stringValue).map { "; did you mean '\($0)'?" } ?? ""
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [key],
          debugDescription:
            "unknown key '\(key.stringValue)'\(hint) (valid: \(valid.joined(separator: ", ")))"))
    }
  }
}
