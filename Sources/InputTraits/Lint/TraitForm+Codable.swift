public import Diagnostics
public import Foundation
import JSONCoding

extension TraitForm: Codable {
  private enum CodingKeys: String, DescribedCodingKey {
    case role, fields, orderIsCertain
    static let noun = "key"
  }

  /// Decodes `{"role": "signup", "fields": [ … ], "orderIsCertain": true}`; `role` and
  /// `orderIsCertain` are optional, `fields` must hold at least one field, and names must be
  /// unique.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let role = try container.decodeIfPresent(String.self, forKey: .role) {
      guard let value = Role(rawValue: role) else {
        throw container.error(
          at: .role,
          TraitError.unknownValue(role, trait: "role", valid: Role.allCases.map(\.rawValue)))
      }
      self.role = value
    } else {
      self.role = nil
    }
    self.fields = try container.decode([Field].self, forKey: .fields)
    try Self.validate(fields, codingPath: container.codingPath + [CodingKeys.fields])
    self.orderIsCertain =
      try container.decodeIfPresent(Bool.self, forKey: .orderIsCertain) ?? true
  }

  /// Checks what a list of fields must satisfy: at least one, unique names.
  ///
  /// `codingPath` is the path of the list, for error messages.
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
          codingPath: codingPath + [JSONKey.index(index), JSONKey.key("name")],
          debugDescription: "duplicate field name '\(field.name)'"))
    }
  }

  /// Encodes the role (when set) and the fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(role?.rawValue, forKey: .role)
    try container.encode(fields, forKey: .fields)
    if !orderIsCertain { try container.encode(false, forKey: .orderIsCertain) }
  }

  /// Decodes a form from JSON.
  ///
  /// ```swift
  /// let form = try TraitForm(json: #"{"role": "login", "fields": [{"name": "email"}]}"#)
  /// ```
  ///
  /// - Throws: ``/Diagnostics/JSONError`` naming the line, column and key.
  public init(json: Data, source: String) throws(JSONError) {
    self = try JSON.decode(TraitForm.self, from: json, source: source)
  }

  /// Decodes a form from JSON text; messages name it `source`.
  public init(json: String, source: String = "form") throws(JSONError) {
    try self.init(json: Data(json.utf8), source: source)
  }
}

extension TraitForm.Field: Codable {
  private enum CodingKeys: String, DescribedCodingKey {
    case name, traits, hasInputAccessoryView, dismissedBy, placeholder
    static let noun = "key"
  }

  /// Decodes `{"name": "email", "traits": { … }, "hasInputAccessoryView": false,
  /// "dismissedBy": "…", "placeholder": "…"}`; only `name` is required, and it may not be
  /// empty.
  public init(from decoder: any Decoder) throws {
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
        Bool.self, forKey: .hasInputAccessoryView) ?? false,
      dismissedBy: try container.decodeIfPresent(String.self, forKey: .dismissedBy),
      placeholder: try container.decodeIfPresent(String.self, forKey: .placeholder))
  }

  /// Encodes the name, the traits and, when set, `hasInputAccessoryView`, `dismissedBy` and
  /// `placeholder`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(traits, forKey: .traits)
    if hasInputAccessoryView { try container.encode(true, forKey: .hasInputAccessoryView) }
    try container.encodeIfPresent(dismissedBy, forKey: .dismissedBy)
    try container.encodeIfPresent(placeholder, forKey: .placeholder)
  }
}
