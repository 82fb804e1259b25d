/// A form to lint: its fields in order, and optionally what the form is for.
///
/// Order matters: the last field is the one whose return key should say Done
/// (docs/sources.md#lint-return-key-order). The role decides which AutoFill content types fit
/// (docs/sources.md#lint-autofill-content-types).
///
/// ```swift
/// let form = TraitForm(role: .login, fields: [
///   .init(name: "email", traits: TextInputTraits(keyboardType: .emailAddress)),
///   .init(name: "password", traits: TextInputTraits(isSecureTextEntry: true)),
/// ])
/// TraitLinter().lint(form: form).map(\.rule)
/// ```
public struct TraitForm: Hashable, Sendable {
  /// What a form is for.
  public enum Role: String, CaseIterable, Hashable, Sendable, Codable {
    /// Sign in to an existing account: `.username` and `.password`.
    case login
    /// Create an account: `.username` and `.newPassword`.
    case signup
    /// Change a password: the current one `.password`, the new ones `.newPassword`.
    case changePassword
  }

  /// One text field of the form.
  public struct Field: Hashable, Sendable {
    /// The field's name or identifier, used in messages and in name heuristics.
    public var name: String
    /// The field's traits.
    public var traits: TextInputTraits
    /// Whether the field has an `inputAccessoryView` (a toolbar with Done, say).
    public var hasInputAccessoryView: Bool

    /// Creates a field.
    public init(
      name: String, traits: TextInputTraits = TextInputTraits(), hasInputAccessoryView: Bool = false
    ) {
      self.name = name
      self.traits = traits
      self.hasInputAccessoryView = hasInputAccessoryView
    }
  }

  /// What the form is for, if known.
  public var role: Role?
  /// The fields, in the order focus moves through them.
  public var fields: [Field]

  /// Creates a form.
  public init(role: Role? = nil, fields: [Field]) {
    self.role = role
    self.fields = fields
  }
}
