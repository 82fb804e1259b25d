import InputTraits
import Testing

struct TraitLinterTests {
  @Test(arguments: LintCase.all)
  func ruleFiresExactlyWhenExpected(_ lintCase: LintCase) {
    let fired = TraitLinter().lint(form: lintCase.form).filter { $0.rule == lintCase.rule }
    #expect(fired.isEmpty == !lintCase.fires)
  }

  @Test(arguments: TraitLintRule.all.map(\.id))
  func everyRuleHasAFiringAndASilentCase(_ id: String) {
    let cases = LintCase.all.filter { $0.rule == id }
    #expect(cases.contains { $0.fires })
    #expect(cases.contains { !$0.fires })
  }

  /// Applying a finding's fix to its field silences the rule.
  @Test(arguments: LintCase.all.filter(\.fires))
  func applyingTheFixSilencesTheRule(_ lintCase: LintCase) throws {
    let linter = TraitLinter()
    let findings = linter.lint(form: lintCase.form).filter { $0.rule == lintCase.rule }
    let finding = try #require(findings.first)
    guard !finding.fix.isEmpty else {
      #expect(finding.advice != nil, "a finding without trait changes gives advice")
      return
    }
    var form = lintCase.form
    let index = try #require(form.fields.firstIndex { $0.name == finding.field })
    for change in finding.fix { change.apply(to: &form.fields[index].traits) }
    #expect(
      !linter.lint(form: form).contains { $0.rule == lintCase.rule && $0.field == finding.field })
  }

  @Test func ruleIdsAreUnique() {
    let ids = TraitLintRule.all.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test func anEmailKeyboardWithDefaultTraitsIsAnError() throws {
    // The documented example: {"keyboardType":"emailAddress"} keeps autocapitalization .sentences.
    let traits = try TextInputTraits(json: #"{"keyboardType":"emailAddress"}"#)
    let findings = TraitLinter().lint(traits, name: "email")
    let finding = try #require(findings.first { $0.rule == "email-autocapitalization" })
    #expect(finding.severity == .error)
    #expect(
      finding.message
        == "email: autocapitalizationType is sentences, UIKit's default, for an email address: "
        + "its first letter is typed as a capital")
    #expect(finding.fix == [.set(AutocapitalizationType.none)])
    #expect(finding.source == "docs/sources.md#lint-email-autocapitalization")
    #expect(
      findings.map(\.rule) == [
        "email-autocapitalization", "address-autocorrection", "email-content-type",
      ])
  }

  @Test func messagesNameTheFieldVerbatim() {
    let pad = TraitLinter().lint(
      TextInputTraits(keyboardType: .numberPad, returnKeyType: .done), name: "pin")
    #expect(
      pad.map(\.message) == [
        "pin: looks like a password field but isSecureTextEntry is false: the text shows on "
          + "screen and in recordings (HIG: use secure text fields for private data)",
        "pin: keyboardType numberPad has no return key on iPhone and the field has no input "
          + "accessory view: the keyboard cannot be dismissed",
        "pin: returnKeyType done has no effect: keyboardType numberPad has no return key on iPhone",
        "pin: keyboardType numberPad does not restrict input: iPad shows the full keyboard, and "
          + "paste and hardware keyboards type any character",
      ])
    let mismatch = TraitLinter().lint(
      TextInputTraits(keyboardType: .emailAddress, textContentType: .telephoneNumber),
      name: "phone")
    #expect(
      mismatch.first { $0.rule == "content-type-keyboard-mismatch" }?.message
        == "phone: textContentType telephoneNumber is a phone number but keyboardType is "
        + "emailAddress")
  }

  @Test func singleTraitsSkipFormRules() {
    let traits = TextInputTraits(autocapitalizationType: .none, returnKeyType: .next)
    #expect(TraitLinter().lint(traits).isEmpty)
    let form = TraitForm(fields: [.init(name: "last", traits: traits)])
    #expect(TraitLinter().lint(form: form).map(\.rule) == ["return-key-next-on-last-field"])
  }

  @Test func iPadHasNoPadRulesButKeepsMismatches() {
    let linter = TraitLinter(options: ResolutionOptions(idiom: .pad))
    let traits = TextInputTraits(
      keyboardType: .numberPad, returnKeyType: .done, textContentType: .emailAddress)
    let rules = linter.lint(traits, name: "code").map(\.rule)
    #expect(!rules.contains("number-pad-without-dismiss"))
    #expect(!rules.contains("return-key-on-pad"))
    #expect(!rules.contains("content-type-untypeable"))
    #expect(rules.contains("content-type-keyboard-mismatch"))
  }

  @Test func disabledRulesAreSkipped() {
    let linter = TraitLinter(disabledRules: ["email-autocapitalization"])
    let rules = linter.lint(TextInputTraits(keyboardType: .emailAddress)).map(\.rule)
    #expect(!rules.contains("email-autocapitalization"))
    #expect(rules.contains("address-autocorrection"))
  }

  @Test func traitChangesDescribeAndApplyThemselves() {
    var traits = TextInputTraits(textContentType: .password)
    let changes: [TraitChange] = [
      .set(KeyboardType.numberPad), .isSecureTextEntry(true), .textContentType(nil),
      .enablesReturnKeyAutomatically(true),
    ]
    #expect(
      changes.map(\.description) == [
        "keyboardType = numberPad", "isSecureTextEntry = true", "textContentType = null",
        "enablesReturnKeyAutomatically = true",
      ])
    for change in changes { change.apply(to: &traits) }
    #expect(
      traits
        == TextInputTraits(
          keyboardType: .numberPad, enablesReturnKeyAutomatically: true, isSecureTextEntry: true))
  }

  /// Name heuristics split names at case changes and punctuation (`verificationCode`,
  /// `sms_code`, `OTP`); a bare `code` or a postal code is no one-time code.
  @Test(arguments: [
    ("verificationCode", true), ("sms_code", true), ("OTP", true), ("one-time-code", true),
    ("twoFactor2fa", true), ("code", false), ("zipCode", false), ("promoCode", false),
    ("postalCodeVerification", false),
  ])
  func oneTimeCodeNamesAreRecognized(name: String, isOneTimeCode: Bool) {
    let traits = TextInputTraits(keyboardType: .numberPad)
    let fired = TraitLinter().lint(traits, name: name).contains {
      $0.rule == "one-time-code-content-type"
    }
    #expect(fired == isOneTimeCode)
  }
}

/// The `identifier-autocorrection` rule quotes the real corrector's damage when it has one.
struct IdentifierAutocorrectionExampleTests {
  @Test func theMessageQuotesTheCorrectorsExample() throws {
    var linter = TraitLinter()
    linter.autocorrect = { $0 == "jdoe" ? "doe" : nil }
    let finding = try #require(
      linter.lint(TextInputTraits(textContentType: .username), name: "user").first {
        $0.rule == "identifier-autocorrection"
      })
    #expect(finding.message.hasSuffix("('jdoe' becomes 'doe' with this simulator's corrector)"))
    #expect(finding.fix == [.set(AutocorrectionType.no)])
  }

  @Test func withoutACorrectorTheMessageHasNoExample() throws {
    let finding = try #require(
      TraitLinter().lint(TextInputTraits(textContentType: .username), name: "user").first {
        $0.rule == "identifier-autocorrection"
      })
    #expect(!finding.message.contains("becomes"))
  }
}

/// Lint agrees with resolution: a trait that secure entry overrides is rated for when it does
/// matter — after a show-password toggle — and not as if it acted now.
struct SecureFieldLintTests {
  static func severity(_ rule: String, name: String, _ traits: TextInputTraits) -> LintSeverity? {
    TraitLinter().lint(traits, name: name).first { $0.rule == rule }?.severity
  }

  @Test(arguments: ["password-autocorrection", "password-spell-checking"])
  func aSecureFieldGetsInfoAboutTheToggle(rule: String) throws {
    #expect(Self.severity(rule, name: "field", TextInputTraits(isSecureTextEntry: true)) == .info)
    let finding = try #require(
      TraitLinter().lint(TextInputTraits(isSecureTextEntry: true)).first { $0.rule == rule })
    #expect(finding.message.contains("no effect while isSecureTextEntry is true"))
    #expect(finding.message.contains("show-password toggle"))
  }

  @Test(arguments: ["password-autocorrection", "password-spell-checking"])
  func aPasswordShownInTheClearGetsAWarning(rule: String) {
    #expect(Self.severity(rule, name: "password", TextInputTraits()) == .warning)
  }

  @Test func theEffectiveTableSaysTheSame() {
    let effective = EffectiveTraits(TextInputTraits(isSecureTextEntry: true))
    #expect(effective.autocorrection.value == false)
    #expect(effective.spellChecking.value == false)
  }
}
