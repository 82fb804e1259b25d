/// Checks text-field traits against known misconfigurations (the `lint-…` sections of
/// docs/sources.md) and the HIG's text-field guidance; see ``TraitLintRule/all`` for the rules
/// and docs/traits.md for their table.
///
/// ```swift
/// let linter = TraitLinter()
/// for finding in linter.lint(TextInputTraits(keyboardType: .emailAddress), name: "email") {
///   print(finding.severity, finding.rule, finding.message)
/// }
/// // error email-autocapitalization email: autocapitalizationType is sentences, UIKit's
/// //   default, for an email address: its first letter is typed as a capital
/// ```
public struct TraitLinter: Sendable {
  /// The resolution options; their idiom decides the iPhone-only rules (number pads).
  public var options: ResolutionOptions
  /// The ids of rules to skip.
  public var disabledRules: Set<String>
  /// An autocorrector to show the damage with: given a word, what it becomes (nil to keep it).
  ///
  /// `identifier-autocorrection` runs it on a sample (`jdoe`) and quotes the result; without one
  /// the message has no example. It is called only when that rule fires.
  public var autocorrect: (@Sendable (String) -> String?)?

  /// Creates a linter.
  public init(options: ResolutionOptions = ResolutionOptions(), disabledRules: Set<String> = []) {
    self.options = options
    self.disabledRules = disabledRules
  }

  /// Lints one field on its own; rules that need a form are skipped.
  ///
  /// - Parameters:
  ///   - traits: The field's traits.
  ///   - name: The field's name, for messages and name heuristics.
  ///   - hasInputAccessoryView: Whether the field has an input accessory view.
  /// - Returns: The findings, most severe first.
  public func lint(
    _ traits: TextInputTraits, name: String = "field", hasInputAccessoryView: Bool = false
  ) -> [LintFinding] {
    let field = TraitForm.Field(
      name: name, traits: traits, hasInputAccessoryView: hasInputAccessoryView)
    return findings(for: field, isLastField: true, role: nil, inForm: false, orderIsCertain: true)
  }

  /// Lints a form: every field, in order, including the rules that need the field order or
  /// the form's role.
  public func lint(form: TraitForm) -> [LintFinding] {
    form.fields.indices.flatMap { lint(fieldAt: $0, of: form) }
  }

  /// Lints one field of a form, with the rules that need the field order or the form's role.
  ///
  /// It finds what ``lint(form:)`` finds for that field, so a large form can be linted field by
  /// field without holding every finding at once.
  ///
  /// ```swift
  /// for index in form.fields.indices {
  ///   for finding in linter.lint(fieldAt: index, of: form) { print(finding.message) }
  /// }
  /// ```
  public func lint(fieldAt index: Int, of form: TraitForm) -> [LintFinding] {
    findings(
      for: form.fields[index], isLastField: index == form.fields.count - 1, role: form.role,
      inForm: true, orderIsCertain: form.orderIsCertain)
  }

  private func findings(
    for field: TraitForm.Field, isLastField: Bool, role: TraitForm.Role?, inForm: Bool,
    orderIsCertain: Bool
  ) -> [LintFinding] {
    let context = LintContext(
      field: field, isLastField: isLastField, role: role,
      effective: field.traits.effective(options: options), idiom: options.idiom,
      hints: FieldHints(name: field.name, traits: field.traits), autocorrect: autocorrect)
    return TraitLintRule.all.compactMap { rule in
      guard !disabledRules.contains(rule.id), inForm || !rule.needsForm,
        let outcome = rule.check(context)
      else { return nil }
      var severity = outcome.severity ?? rule.severity
      var message = outcome.message
      if rule.usesFieldOrder, !orderIsCertain {
        // Fields in table cells or shown one at a time: the order is a guess.
        severity = .info
        message += " (if the fields come in this order)"
      }
      return LintFinding(
        rule: rule.id, severity: severity, field: field.name, message: message,
        fix: outcome.fix, advice: outcome.advice, source: rule.source)
    }
  }
}
