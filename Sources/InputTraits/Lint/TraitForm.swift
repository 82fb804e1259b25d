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
    /// What else dismisses the field's keyboard, if anything is known to: a sentence such as
    /// "the alert's buttons" or "keyboardDismissMode onDrag on its table view".
    ///
    /// `number-pad-without-dismiss` is silent when it is set.
    public var dismissedBy: String?
    /// The field's placeholder text, if known: a sample of what it holds (`x.x.x.x`).
    public var placeholder: String?

    /// Creates a field.
    public init(
      name: String, traits: TextInputTraits = TextInputTraits(),
      hasInputAccessoryView: Bool = false,
      dismissedBy: String? = nil, placeholder: String? = nil
    ) {
      self.name = name
      self.traits = traits
      self.hasInputAccessoryView = hasInputAccessoryView
      self.dismissedBy = dismissedBy
      self.placeholder = placeholder
    }
  }

  /// What the form is for, if known.
  public var role: Role?
  /// The fields, in the order focus moves through them.
  public var fields: [Field]
  /// Whether ``fields`` is surely the order the person meets the fields in; when false (fields
  /// in table cells, fields shown one at a time), the rules about the last field report at
  /// `info` severity.
  public var orderIsCertain: Bool

  /// Creates a form.
  public init(role: Role? = nil, fields: [Field], orderIsCertain: Bool = true) {
    self.role = role
    self.fields = fields
    self.orderIsCertain = orderIsCertain
  }
}

extension TraitForm {
  /// The role a form's fields say it has, when they say it clearly.
  ///
  /// Two or more password fields one of which is the current password (`currentPassword`,
  /// `oldPassword`) make a change-password form. Nil otherwise: a sign-up or log-in form
  /// cannot be told from the fields alone (a new database's password and its confirmation look
  /// like a sign-up).
  ///
  /// ```swift
  /// TraitForm.inferredRole(of: [
  ///   .init(name: "currentPassword", traits: TextInputTraits(isSecureTextEntry: true)),
  ///   .init(name: "newPassword", traits: TextInputTraits(isSecureTextEntry: true)),
  /// ])  // .changePassword
  /// ```
  package static func inferredRole(of fields: [Field]) -> Role? {
    let passwords = fields.map { FieldHints(name: $0.name, traits: $0.traits) }.filter(\.isPassword)
    guard passwords.count >= 2, passwords.contains(where: \.isCurrentPassword),
      passwords.contains(where: { !$0.isCurrentPassword })
    else { return nil }
    return .changePassword
  }
}
