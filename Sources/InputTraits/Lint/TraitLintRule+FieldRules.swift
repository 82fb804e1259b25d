extension TraitLintRule {
  /// Rules that need only one field's traits (and its name, for heuristics).
  static let fieldRules: [TraitLintRule] = [
    autocapitalization(
      "email-autocapitalization", kind: "an email address",
      source: "docs/sources.md#lint-email-autocapitalization"
    ) { $0.hints.emailEvidence },
    autocapitalization(
      "username-autocapitalization", kind: "a username",
      source: "docs/sources.md#lint-email-autocapitalization"
    ) { $0.hints.isEmail ? nil : $0.hints.usernameEvidence },
    autocapitalization(
      "url-autocapitalization", kind: "a URL",
      source: "docs/sources.md#lint-email-autocapitalization, docs/sources.md#lint-address-fields"
    ) { $0.hints.isEmail ? nil : $0.hints.urlEvidence },

    TraitLintRule(
      "identifier-autocorrection", .warning,
      source: "docs/sources.md#lint-address-fields; docs/sources.md#autocorrection-default",
      summary: "A username, handle or code field whose autocorrection resolves on: the "
        + "autocorrector rewrites what does not look like a word."
    ) { context in
      guard let kind = context.hints.identifierKind, !context.traits.isSecureTextEntry,
        context.effective.autocorrection.value
      else { return nil }
      var message =
        "\(context.name): autocorrection resolves on (autocorrectionType "
        + "\(context.traits.autocorrectionType), keyboardType \(context.traits.keyboardType)) for "
        + "\(kind.noun): the autocorrector rewrites it at the first space or punctuation"
      let sample = kind.sample
      if let corrected = context.autocorrect?(sample), corrected != sample {
        message += " ('\(sample)' becomes '\(corrected)' with this simulator's corrector)"
      }
      return Outcome(message: message, fix: [.set(AutocorrectionType.no)])
    },

    TraitLintRule(
      "address-autocorrection", .warning, source: "docs/sources.md#lint-address-fields",
      summary: "An email, username or URL field whose autocorrectionType is not no (usernames "
        + "whose autocorrection resolves on get identifier-autocorrection instead)."
    ) { context in
      let hints = context.hints
      guard hints.isEmail || hints.isUsername || hints.isURL, !context.traits.isSecureTextEntry,
        context.traits.autocorrectionType != .no
      else { return nil }
      if !hints.isEmail, !hints.isURL, hints.identifierKind != nil,
        context.effective.autocorrection.value
      {
        return nil
      }
      let kind = hints.isEmail ? "an email address" : hints.isURL ? "a URL" : "a username"
      let type = context.traits.keyboardType
      if context.traits.autocorrectionType == .default,
        [.emailAddress, .URL, .webSearch].contains(type)
      {
        // Whether .default corrects on these keyboards is not documented
        // (docs/sources.md#autocorrection-default): say so instead of asserting.
        return Outcome(
          message:
            "\(context.name): autocorrectionType is default for \(kind) on keyboardType "
            + "\(type): whether iOS corrects there is not documented; no makes sure "
            + "suggestions cannot rewrite it",
          fix: [.set(AutocorrectionType.no)], severity: .info)
      }
      return Outcome(
        message:
          "\(context.name): autocorrectionType is \(context.traits.autocorrectionType) for \(kind): "
          + "suggestions can rewrite it",
        fix: [.set(AutocorrectionType.no)])
    },

    TraitLintRule(
      "password-autocorrection", .warning, source: "docs/sources.md#lint-secure-field-assistance",
      summary: "A password or secure field whose autocorrectionType is not no."
    ) { context in
      guard context.hints.isPassword, context.traits.autocorrectionType != .no else { return nil }
      let trait = "autocorrectionType is \(context.traits.autocorrectionType)"
      // Secure entry turns autocorrection off (the effective-trait table): the trait matters
      // only once a show-password toggle clears isSecureTextEntry.
      guard context.effective.autocorrection.value else {
        // Off for another reason (a number pad has nothing to correct): nothing to say.
        guard context.traits.isSecureTextEntry else { return nil }
        return Outcome(
          message:
            "\(context.name): \(trait): no effect while isSecureTextEntry is true (iOS turns "
            + "autocorrection off), but a show-password toggle that sets it to false turns "
            + "autocorrection on, and the keyboard may then learn the secret",
          fix: [.set(AutocorrectionType.no)], severity: .info)
      }
      return Outcome(
        message:
          "\(context.name): \(trait) on a password field: the keyboard may learn the secret "
          + "and offer it as a prediction (security audits flag it)",
        fix: [.set(AutocorrectionType.no)])
    },

    TraitLintRule(
      "password-spell-checking", .warning, source: "docs/sources.md#lint-secure-field-assistance",
      summary: "A password or secure field whose spellCheckingType is not no."
    ) { context in
      guard context.hints.isPassword, context.traits.spellCheckingType != .no else { return nil }
      let trait = "spellCheckingType is \(context.traits.spellCheckingType)"
      guard context.effective.spellChecking.value else {
        // Off for another reason (a number pad has nothing to correct): nothing to say.
        guard context.traits.isSecureTextEntry else { return nil }
        return Outcome(
          message:
            "\(context.name): \(trait): no effect while isSecureTextEntry is true (iOS turns "
            + "spell checking off), but a show-password toggle that sets it to false turns "
            + "spell checking on, and the secret can then reach the spelling dictionary",
          fix: [.set(SpellCheckingType.no)], severity: .info)
      }
      return Outcome(
        message:
          "\(context.name): \(trait) on a password field: the secret can reach the spelling "
          + "dictionary",
        fix: [.set(SpellCheckingType.no)])
    },

    TraitLintRule(
      "password-not-secure", .warning,
      source: "docs/sources.md#lint-secure-field-assistance, docs/sources.md#lint-hig-text-fields",
      summary: "A password field (by content type or name) without isSecureTextEntry."
    ) { context in
      guard context.hints.isPassword, !context.traits.isSecureTextEntry else { return nil }
      return Outcome(
        message:
          "\(context.name): looks like a password field but isSecureTextEntry is false: the "
          + "text shows on screen and in recordings (HIG: use secure text fields for private data)",
        fix: [.isSecureTextEntry(true)])
    },

    TraitLintRule(
      "password-rules-without-secure-entry", .warning,
      source: "docs/sources.md#lint-password-rules",
      summary: "passwordRules set while isSecureTextEntry is false (the rules are ignored)."
    ) { context in
      guard context.traits.passwordRules != nil, !context.traits.isSecureTextEntry else {
        return nil
      }
      return Outcome(
        message:
          "\(context.name): passwordRules is set but isSecureTextEntry is false: UIKit applies "
          + "password rules only to secure fields",
        fix: [.isSecureTextEntry(true)])
    },

    TraitLintRule(
      "number-pad-without-dismiss", .warning,
      source: "docs/sources.md#lint-number-pad-dismissal, docs/sources.md#lint-keyboard-dismissal",
      summary: "An iPhone number pad without an input accessory view or another known way to "
        + "dismiss it (an alert's buttons, a dismiss-on-drag scroll view, a tap that ends "
        + "editing, a keyboard toolbar)."
    ) { context in
      guard context.idiom == .phone, context.traits.keyboardType.isNumberPad,
        !context.field.hasInputAccessoryView, context.field.dismissedBy == nil
      else { return nil }
      return Outcome(
        message:
          "\(context.name): keyboardType \(context.traits.keyboardType) has no return key on "
          + "iPhone and the field has no input accessory view: the keyboard cannot be dismissed",
        advice: "add an inputAccessoryView (a toolbar with a Done button) or another way to dismiss"
      )
    },

    TraitLintRule(
      "return-key-on-pad", .warning, source: "docs/sources.md#lint-number-pad-dismissal",
      summary: "returnKeyType or enablesReturnKeyAutomatically set on an iPhone number pad, "
        + "which has no return key."
    ) { context in
      let traits = context.traits
      guard context.idiom == .phone, traits.keyboardType.isNumberPad,
        traits.returnKeyType != .default || traits.enablesReturnKeyAutomatically
      else { return nil }
      var set: [String] = []
      var fix: [TraitChange] = []
      if traits.returnKeyType != .default {
        set.append("returnKeyType \(traits.returnKeyType)")
        fix.append(.set(ReturnKeyType.default))
      }
      if traits.enablesReturnKeyAutomatically {
        set.append("enablesReturnKeyAutomatically")
        fix.append(.enablesReturnKeyAutomatically(false))
      }
      return Outcome(
        message:
          "\(context.name): \(set.joined(separator: " and ")) has no effect: keyboardType "
          + "\(traits.keyboardType) has no return key on iPhone",
        fix: fix)
    },

    TraitLintRule(
      "name-suggests-keyboard", .warning,
      source:
        "docs/sources.md#lint-autofill-content-types, docs/sources.md#lint-address-fields; HIG",
      summary: "A field named like an email, phone, URL, card security code or postal code on "
        + "the default keyboard without a textContentType."
    ) { context in
      let traits = context.traits
      guard traits.keyboardType == .default, traits.textContentType == nil,
        !traits.isSecureTextEntry, let kind = context.hints.namedKind
      else { return nil }
      return Outcome(
        message:
          "\(context.name): named like \(kind.noun) but on the default keyboard without a "
          + "textContentType: the person hunts for keys, and AutoFill cannot help",
        fix: [.set(kind.keyboard), .textContentType(kind.content)])
    },

    TraitLintRule(
      "content-type-default-keyboard", .warning,
      source: "docs/sources.md#lint-address-fields, docs/sources.md#keys-per-keyboard-type",
      summary: "textContentType emailAddress, URL or telephoneNumber on the default (or ASCII "
        + "capable) keyboard, whose letters plane has no '@', '/' or digits; info unless the "
        + "field's name agrees."
    ) { context in
      let type = context.traits.keyboardType
      guard type == .default || type == .asciiCapable,
        let content = context.traits.textContentType, !context.traits.isSecureTextEntry
      else { return nil }
      let (noun, keys, keyboard): (String, String, KeyboardType)
      switch content {
      case .emailAddress: (noun, keys, keyboard) = ("an email address", "'@'", .emailAddress)
      case .URL: (noun, keys, keyboard) = ("a URL", "'/' and '.'", .URL)
      case .telephoneNumber: (noun, keys, keyboard) = ("a phone number", "digits", .phonePad)
      default: return nil
      }
      // The content type alone is the evidence: without the name's agreement (a room alias
      // marked URL), say so at info.
      let agreed = context.hints.nameAgrees(with: content)
      return Outcome(
        message:
          "\(context.name): textContentType \(content.name) is \(noun) but keyboardType is "
          + "\(type): its letters plane has no \(keys), so the person switches planes for them"
          + (agreed ? "" : " (if the field holds \(noun))"),
        fix: [.set(keyboard)], severity: agreed ? nil : .info)
    },

    TraitLintRule(
      "one-time-code-content-type", .warning, source: "docs/sources.md#lint-one-time-code",
      summary: "A field named like a one-time code (otp, verificationCode, …) without "
        + "textContentType oneTimeCode."
    ) { context in
      guard context.hints.isNamedOneTimeCode, context.traits.textContentType != .oneTimeCode else {
        return nil
      }
      return Outcome(
        message:
          "\(context.name): looks like a one-time code but textContentType is "
          + "\(context.traits.textContentType?.name ?? "not set"): no Security Code AutoFill",
        fix: [.textContentType(.oneTimeCode)])
    },

    TraitLintRule(
      "one-time-code-keyboard", .info, source: "docs/sources.md#lint-one-time-code",
      summary: "A one-time-code field without a number pad (codes are usually digits)."
    ) { context in
      let type = context.traits.keyboardType
      guard context.hints.isOneTimeCode, type != .numberPad, type != .asciiCapableNumberPad else {
        return nil
      }
      return Outcome(
        message:
          "\(context.name): a one-time code on keyboardType \(type): codes are usually digits, "
          + "and a number pad makes them one tap each",
        fix: [.set(KeyboardType.numberPad)])
    },

    TraitLintRule(
      "email-content-type", .info,
      source: "docs/sources.md#lint-address-fields, docs/sources.md#lint-autofill-content-types",
      summary: "keyboardType emailAddress or URL without a textContentType."
    ) { context in
      let type = context.traits.keyboardType
      // On a login or sign-up form, account-username-content-type speaks for email fields.
      guard type == .emailAddress || type == .URL, context.traits.textContentType == nil,
        type == .URL || context.role == nil
      else { return nil }
      let value: TextContentType = type == .URL ? .URL : .emailAddress
      return Outcome(
        message:
          "\(context.name): keyboardType \(type) without a textContentType: AutoFill cannot "
          + "offer the person's \(type == .URL ? "URL" : "address")",
        fix: [.textContentType(value)])
    },

    TraitLintRule(
      "decimal-pad-locale-separator", .info, source: "docs/sources.md#lint-decimal-separator",
      summary: "decimalPad shows the locale's decimal separator (a comma in many locales)."
    ) { context in
      guard context.traits.keyboardType == .decimalPad else { return nil }
      return Outcome(
        message:
          "\(context.name): decimalPad types the locale's decimal separator, \",\" in many "
          + "locales: parsing with Double(_:) or \".\" fails there",
        advice: "parse with a locale-aware NumberFormatter or FormatStyle")
    },

    TraitLintRule(
      "numeric-keyboard-is-not-validation", .info,
      source: "docs/sources.md#lint-numeric-keyboard-validation",
      summary: "A number pad is not validation: iPad shows the full keyboard, and paste and "
        + "hardware keyboards type anything."
    ) { context in
      let type = context.traits.keyboardType
      guard type.isNumberPad else { return nil }
      return Outcome(
        message:
          "\(context.name): keyboardType \(type) does not restrict input: iPad shows the full "
          + "keyboard, and paste and hardware keyboards type any character",
        advice:
          "validate the text, e.g. in textField(_:shouldChangeCharactersIn:replacementString:)")
    },
  ]

  /// An auto-capitalization rule for one kind of field
  /// (docs/sources.md#lint-email-autocapitalization).
  private static func autocapitalization(
    _ id: String, kind: String, source: String,
    evidence: @escaping @Sendable (LintContext) -> FieldHints.Evidence?
  ) -> TraitLintRule {
    TraitLintRule(
      id, .error, source: source,
      summary: "A field for \(kind) that auto-capitalizes (UIKit's default is sentences); a "
        + "warning when only the field's name says what it holds."
    ) { context in
      let effective = context.effective.autocapitalization.value
      guard let evidence = evidence(context), effective != .none else { return nil }
      let declared = context.traits.autocapitalizationType
      let note = declared == .sentences ? ", UIKit's default," : ""
      let effect =
        effective == .allCharacters
        ? "every letter is typed as a capital" : "its first letter is typed as a capital"
      return Outcome(
        message:
          "\(context.name): autocapitalizationType is \(declared)\(note) for \(kind)"
          + "\(evidence == .name ? " (by its name)" : ""): \(effect)",
        fix: [.set(AutocapitalizationType.none)], severity: evidence == .name ? .warning : nil)
    }
  }
}
