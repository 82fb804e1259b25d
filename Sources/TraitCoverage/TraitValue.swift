package import JSONCoding

/// One value of a trait as the traits JSON spells it: a case name (`"emailAddress"`), a
/// Boolean, or `null` for an unset optional trait.
///
/// `passwordRules` has two values in the models: `null` and `"set"` (any descriptor).
///
/// ```swift
/// TraitValue.name("emailAddress").description  // "emailAddress"
/// TraitValue.bool(true).json                   // .bool(true)
/// TraitValue(json: .null)                      // .null
/// ```
public enum TraitValue: Hashable, Sendable, CustomStringConvertible {
  /// An enumeration case or content-type name, or `set` for `passwordRules`.
  case name(String)
  /// A Boolean trait's value.
  case bool(Bool)
  /// An optional trait left unset.
  case null

  /// The value from JSON: a string, a Boolean or null; nil for other JSON values.
  package init?(json: JSONValue) {
    switch json {
    case .string(let text): self = .name(text)
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    default: return nil
    }
  }

  /// The value as JSON.
  package var json: JSONValue {
    switch self {
    case .name(let name): .string(name)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }

  /// `emailAddress`, `true`, `null`.
  public var description: String {
    switch self {
    case .name(let name): name
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    }
  }
}
