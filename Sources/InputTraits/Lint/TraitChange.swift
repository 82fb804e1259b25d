/// One concrete change to a field's traits, as a lint fix proposes it.
///
/// The value is spelled as in traits JSON: a Swift case name, `true`/`false`, a content type's
/// Swift name, or nil to remove an optional trait.
///
/// ```swift
/// let fix = TraitChange.set(AutocapitalizationType.none)
/// fix.description  // "autocapitalizationType = none"
/// var traits = TextInputTraits(keyboardType: .emailAddress)
/// fix.apply(to: &traits)
/// traits.autocapitalizationType  // .none
/// ```
public struct TraitChange: Hashable, Sendable, CustomStringConvertible {
  /// A trait value in its JSON spelling.
  public enum Value: Hashable, Sendable {
    /// An enumeration case or content-type name, such as `none` or `oneTimeCode`.
    case name(String)
    /// A Boolean trait.
    case bool(Bool)
    /// Removes an optional trait (`textContentType`, `passwordRules`).
    case null
  }

  /// The trait's Swift property name (its JSON key), such as `autocapitalizationType`.
  public var trait: String
  /// The new value.
  public var value: Value

  /// Creates a change.
  public init(trait: String, value: Value) {
    self.trait = trait
    self.value = value
  }

  /// Sets an enumerated trait to `value`.
  public static func set<T: TraitEnum>(_ value: T) -> TraitChange {
    TraitChange(trait: T.traitName, value: .name(value.name))
  }

  /// Sets `textContentType`.
  public static func textContentType(_ value: TextContentType?) -> TraitChange {
    TraitChange(trait: "textContentType", value: value.map { .name($0.name) } ?? .null)
  }

  /// Sets `isSecureTextEntry`.
  public static func isSecureTextEntry(_ value: Bool) -> TraitChange {
    TraitChange(trait: "isSecureTextEntry", value: .bool(value))
  }

  /// Sets `enablesReturnKeyAutomatically`.
  public static func enablesReturnKeyAutomatically(_ value: Bool) -> TraitChange {
    TraitChange(trait: "enablesReturnKeyAutomatically", value: .bool(value))
  }

  /// `trait = value`, such as `isSecureTextEntry = true`.
  public var description: String {
    switch value {
    case .name(let name): "\(trait) = \(name)"
    case .bool(let bool): "\(trait) = \(bool)"
    case .null: "\(trait) = null"
    }
  }

  /// Applies the change; a change naming no trait or an unknown value leaves `traits` as is.
  public func apply(to traits: inout TextInputTraits) {
    switch (trait, value) {
    case ("enablesReturnKeyAutomatically", .bool(let on)): traits.enablesReturnKeyAutomatically = on
    case ("isSecureTextEntry", .bool(let on)): traits.isSecureTextEntry = on
    case ("textContentType", .null): traits.textContentType = nil
    case ("textContentType", .name(let name)):
      if let value = TextContentType(name: name) { traits.textContentType = value }
    case ("passwordRules", .null): traits.passwordRules = nil
    case (_, .name(let name)): Self.apply(enumerated: trait, name, to: &traits)
    default: break
    }
  }

  private static func apply(
    enumerated trait: String, _ name: String, to traits: inout TextInputTraits
  ) {
    func set<T: TraitEnum>(_ keyPath: WritableKeyPath<TextInputTraits, T>) {
      if trait == T.traitName, let value = T(name: name) { traits[keyPath: keyPath] = value }
    }
    set(\.keyboardType)
    set(\.autocapitalizationType)
    set(\.autocorrectionType)
    set(\.spellCheckingType)
    set(\.smartQuotesType)
    set(\.smartDashesType)
    set(\.smartInsertDeleteType)
    set(\.inlinePredictionType)
    set(\.writingToolsBehavior)
    set(\.mathExpressionCompletionType)
    set(\.keyboardAppearance)
    set(\.returnKeyType)
  }
}
