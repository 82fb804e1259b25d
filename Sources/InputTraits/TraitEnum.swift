import Foundation

/// A closed UIKit trait enumeration: an `Int` raw value as in UIKit, and a Swift case name.
///
/// Every trait enum of ``TextInputTraits`` conforms. JSON, the CLI and the reports spell values
/// by their Swift case name (`"emailAddress"`); the raw value is UIKit's `NSInteger`.
///
/// ```swift
/// KeyboardType(name: "emailAddress")  // .emailAddress
/// KeyboardType.emailAddress.name       // "emailAddress"
/// KeyboardType.emailAddress.rawValue   // 7
/// ```
public protocol TraitEnum: CaseIterable, Hashable, Sendable, Codable, RawRepresentable,
  CustomStringConvertible
where RawValue == Int, AllCases == [Self] {
  /// The UIKit Swift name of the trait property, such as `keyboardType`.
  static var traitName: String { get }
  /// Deprecated aliases that UIKit still accepts, such as `alphabet` for `.asciiCapable`.
  static var aliases: [String: Self] { get }
  /// The Swift case name, such as `emailAddress`.
  var name: String { get }
}

extension TraitEnum {
  /// No aliases by default.
  public static var aliases: [String: Self] { [:] }

  /// The Swift case name.
  public var description: String { name }

  /// Creates the value whose Swift case name (or deprecated alias) is `name`.
  public init?(name: String) {
    if let match = Self.allCases.first(where: { $0.name == name }) {
      self = match
    } else if let alias = Self.aliases[name] {
      self = alias
    } else {
      return nil
    }
  }

  /// Parses `name`, throwing a message that lists the valid names.
  ///
  /// - Throws: ``TraitError`` with code ``TraitErrorCode/unknownValue``.
  public static func parse(_ name: String, at place: String? = nil) throws(TraitError) -> Self {
    if let value = Self(name: name) { return value }
    throw TraitError.unknownValue(name, trait: traitName, valid: validNames, at: place)
  }

  /// Every accepted name: the case names, then the aliases.
  public static var validNames: [String] {
    allCases.map(\.name) + aliases.keys.sorted()
  }

  /// Decodes the Swift case name; an integer raw value is accepted too.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let raw = try? container.decode(Int.self) {
      guard let value = Self(rawValue: raw) else {
        throw TraitError.unknownRawValue(raw, trait: Self.traitName, of: Self.self)
      }
      self = value
      return
    }
    let name = try container.decode(String.self)
    guard let value = Self(name: name) else {
      throw TraitError.unknownValue(name, trait: Self.traitName, valid: Self.validNames)
    }
    self = value
  }

  /// Encodes the Swift case name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
