/// A trait value that a target spelling (SwiftUI, Interface Builder) cannot express.
///
/// Converters never drop a value silently: they return what they could write together with
/// the list of what they could not.
///
/// ```swift
/// let field = SwiftUITextField(TextInputTraits(autocorrectionType: .yes))
/// field.inexpressible.map(\.description)
/// // ["autocorrectionType = yes: SwiftUI can only disable autocorrection"]
/// ```
public struct InexpressibleTrait: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The trait's Swift property name, such as `spellCheckingType`.
  public var trait: String
  /// The value that cannot be expressed, spelled as in JSON (`no`, `google`, a rules string).
  public var value: String
  /// Why, in one clause.
  public var reason: String

  /// Creates a record of an inexpressible trait value.
  public init(trait: String, value: String, reason: String) {
    self.trait = trait
    self.value = value
    self.reason = reason
  }

  /// `trait = value: reason`.
  public var description: String { "\(trait) = \(value): \(reason)" }
}
