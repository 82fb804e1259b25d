/// One problem the trait linter found in one field, with its fix.
///
/// ```swift
/// let finding = TraitLinter().lint(TextInputTraits(keyboardType: .emailAddress), name: "email")[0]
/// finding.rule      // "email-autocapitalization"
/// finding.severity  // .error
/// finding.fix.map(\.description)  // ["autocapitalizationType = none"]
/// ```
public struct LintFinding: Hashable, Sendable {
  /// The rule's stable id, such as `email-autocapitalization`.
  public var rule: String
  /// How serious the finding is.
  public var severity: LintSeverity
  /// The field's name.
  public var field: String
  /// One sentence naming the field, the traits involved and what goes wrong.
  public var message: String
  /// The trait changes that fix it (empty when the fix is not a trait, see ``advice``).
  public var fix: [TraitChange]
  /// What to do beyond trait changes, if anything.
  public var advice: String?
  /// The facts behind the rule, such as `docs/sources.md#lint-email-autocapitalization`.
  public var source: String

  /// Creates a finding.
  public init(
    rule: String, severity: LintSeverity, field: String, message: String,
    fix: [TraitChange] = [], advice: String? = nil, source: String
  ) {
    self.rule = rule
    self.severity = severity
    self.field = field
    self.message = message
    self.fix = fix
    self.advice = advice
    self.source = source
  }
}
