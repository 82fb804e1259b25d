extension TraitLintRule {
  /// Rules that need the form: its role (AutoFill content types,
  /// docs/sources.md#lint-autofill-content-types) or the field order (return keys,
  /// docs/sources.md#lint-return-key-order).
  static let formRules: [TraitLintRule] = [
    TraitLintRule(
      "new-password-on-login-form", .error, source: "docs/sources.md#lint-autofill-content-types",
      needsForm: true,
      summary: "textContentType newPassword on a login form."
    ) { context in
      guard context.role == .login, context.traits.textContentType == .newPassword else {
        return nil
      }
      return Outcome(
        message:
          "\(context.name): textContentType newPassword on a login form: iOS offers a new "
          + "\"Strong Password\" instead of filling the saved one",
        fix: [.textContentType(.password)])
    },

    TraitLintRule(
      "login-password-content-type", .warning,
      source: "docs/sources.md#lint-autofill-content-types", needsForm: true,
      summary: "A password field on a login form without textContentType password."
    ) { context in
      let content = context.traits.textContentType
      guard context.role == .login, context.hints.isPassword, !context.hints.isOneTimeCode,
        content != .password, content != .newPassword
      else { return nil }
      return Outcome(
        message:
          "\(context.name): password field on a login form with textContentType "
          + "\(content?.name ?? "not set"): Password AutoFill will not fill it",
        fix: [.textContentType(.password)])
    },

    TraitLintRule(
      "signup-new-password-content-type", .warning,
      source: "docs/sources.md#lint-autofill-content-types", needsForm: true,
      summary: "A new-password field on a sign-up or change-password form without "
        + "textContentType newPassword."
    ) { context in
      let content = context.traits.textContentType
      guard context.role == .signup || context.role == .changePassword,
        context.hints.isPassword, !context.hints.isOneTimeCode,
        !(context.role == .changePassword && context.hints.isCurrentPassword),
        content != .newPassword
      else { return nil }
      return Outcome(
        message:
          "\(context.name): new password on a \(context.role?.rawValue ?? "") form with "
          + "textContentType \(content?.name ?? "not set"): iOS will not suggest a strong "
          + "password or save it",
        fix: [.textContentType(.newPassword)])
    },

    TraitLintRule(
      "account-username-content-type", .warning,
      source: "docs/sources.md#lint-autofill-content-types", needsForm: true,
      summary: "The account's email or username field on a login, sign-up or change-password "
        + "form without textContentType username (or emailAddress)."
    ) { context in
      let content = context.traits.textContentType
      guard context.role != nil, context.hints.isEmail || context.hints.isUsername,
        !context.traits.isSecureTextEntry, content != .username, content != .emailAddress
      else { return nil }
      return Outcome(
        message:
          "\(context.name): account name on a \(context.role?.rawValue ?? "") form with "
          + "textContentType \(content?.name ?? "not set"): AutoFill cannot pair it with the "
          + "password",
        fix: [.textContentType(.username)])
    },

    TraitLintRule(
      "return-key-next-on-last-field", .warning, source: "docs/sources.md#lint-return-key-order",
      needsForm: true,
      summary: "returnKeyType next on the last field of a form."
    ) { context in
      guard context.isLastField, context.effective.returnKey.value == .next else { return nil }
      return Outcome(
        message: "\(context.name): returnKeyType next on the last field: there is no next field",
        fix: [.set(ReturnKeyType.done)])
    },

    TraitLintRule(
      "return-key-done-on-non-last-field", .warning,
      source: "docs/sources.md#lint-return-key-order", needsForm: true,
      summary: "returnKeyType done on a field that is not the last of its form."
    ) { context in
      guard !context.isLastField, context.effective.returnKey.value == .done else { return nil }
      return Outcome(
        message:
          "\(context.name): returnKeyType done on a field that is not the last: the person "
          + "expects Next to move on",
        fix: [.set(ReturnKeyType.next)])
    },

    TraitLintRule(
      "return-key-default-on-non-last-field", .info,
      source: "docs/sources.md#lint-return-key-order", needsForm: true,
      summary: "returnKeyType default (\"return\") on a field that is not the last of its form."
    ) { context in
      guard !context.isLastField, context.traits.returnKeyType == .default,
        context.effective.returnKey.value == .default
      else { return nil }
      return Outcome(
        message:
          "\(context.name): returnKeyType default shows \"return\" on a field that is not the "
          + "last: Next says where it goes",
        fix: [.set(ReturnKeyType.next)])
    },
  ]
}
