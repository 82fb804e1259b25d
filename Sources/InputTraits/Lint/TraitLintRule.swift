/// One lint rule: a stable id, a severity, the facts it rests on, and its check.
///
/// The rules are data: ``TraitLintRule/all`` lists them in the order findings are reported, and
/// docs/traits.md's rule table is generated from that list.
///
/// ```swift
/// let rule = TraitLintRule.all.first { $0.id == "email-autocapitalization" }
/// rule?.severity  // .error
/// rule?.source    // "docs/sources.md#lint-email-autocapitalization"
/// ```
public struct TraitLintRule: Sendable, Identifiable {
  /// The stable id, such as `email-autocapitalization`.
  public let id: String
  /// The severity of its findings.
  public let severity: LintSeverity
  /// The facts behind it, such as `docs/sources.md#lint-email-autocapitalization`.
  public let source: String
  /// What it checks, in one sentence, for the documentation.
  public let summary: String
  /// Whether it needs a form (field order or role); such rules skip single traits.
  public let needsForm: Bool
  /// Whether it judges the order of the fields (the last field); its findings are `info` on a
  /// form whose order is not certain (``TraitForm/orderIsCertain``).
  public var usesFieldOrder: Bool { id.hasPrefix("return-key-") && needsForm }
  let check: @Sendable (LintContext) -> Outcome?

  /// What a check returns when it fires; `severity` lowers the rule's own where the trait
  /// matters only in some situations.
  struct Outcome {
    var message: String
    var fix: [TraitChange] = []
    var advice: String?
    var severity: LintSeverity?
  }

  init(
    _ id: String, _ severity: LintSeverity, source: String, needsForm: Bool = false,
    summary: String, check: @escaping @Sendable (LintContext) -> Outcome?
  ) {
    self.id = id
    self.severity = severity
    self.source = source
    self.needsForm = needsForm
    self.summary = summary
    self.check = check
  }

  /// Every rule, in reporting order.
  public static let all: [TraitLintRule] = fieldRules + contentRules + formRules
}

/// What a rule sees: one field, where it sits in its form, and its effective traits.
struct LintContext {
  let field: TraitForm.Field
  let isLastField: Bool
  let role: TraitForm.Role?
  let effective: EffectiveTraits
  let idiom: UserInterfaceIdiom
  let hints: FieldHints
  /// The real autocorrector on a word, for examples of the damage (nil without one).
  let autocorrect: (@Sendable (String) -> String?)?

  var name: String { field.name }
  var traits: TextInputTraits { field.traits }
}
