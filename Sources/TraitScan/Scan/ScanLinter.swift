package import InputTraits

/// Lints scanned fields the way the app runs them (``ScanModel``): the trait linter of
/// `InputTraits` per form, with the evidence the scan found around each field, plus the rules
/// about spellings in source (docs/sources.md#lint-deprecated-spellings).
///
/// - Fields nobody types into (disabled, read-only, hidden helpers) and fields whose keyboard
///   an `inputView` replaces are not linted.
/// - A finding that depends on the value of a trait the scanner could not resolve is dropped
///   (the form is linted again with every value of that trait).
/// - A trait the code sets to several values, or only under a condition, is linted in each of
///   its values: a finding that does not hold in every one is `info` and says so.
/// - The number-pad rule knows what else dismisses a keyboard (an alert's buttons, a
///   dismiss-on-drag scroll view, a tap that ends editing, a keyboard toolbar, Eureka's forms,
///   IQKeyboardManager enabled at launch).
/// - The device family is the project's (`TARGETED_DEVICE_FAMILY`, `UIDeviceFamily`) unless
///   ``idiom`` says otherwise.
///
/// ```swift
/// let findings = ScanLinter().lint(ProjectScanner().scan(ScanOptions(paths: ["App"])))
/// findings.first?.text
/// // "App/Login.storyboard:41: error: emailField: autocapitalizationType is … [email-autocapitalization]"
/// ```
package struct ScanLinter: Sendable {
  /// The rule id of deprecated spellings (docs/sources.md#lint-deprecated-spellings).
  package static let deprecatedSpellingRule = "deprecated-spelling"
  /// The rule id of SwiftUI's `.textInputAutocapitalization(.none)`, which is `nil`.
  package static let optionalNoneRule = "autocapitalization-optional-none"
  /// The rule id of SwiftUI trait modifiers on a `UIViewRepresentable`.
  package static let representableRule = "representable-drops-trait"

  /// The rules the scan adds to ``TraitLintRule/all``.
  package static let scanRules: [ScanRule] = [
    ScanRule(
      id: deprecatedSpellingRule, severity: .warning,
      source: "docs/sources.md#lint-deprecated-spellings",
      summary: "A deprecated spelling in code (SwiftUI's .autocapitalization(_:) and "
        + ".disableAutocorrection(_:), UIKit's .alphabet and .alert); info when the app's "
        + "deployment target predates the replacement."),
    ScanRule(
      id: optionalNoneRule, severity: .warning,
      source: "docs/sources.md#lint-swiftui-optional-none",
      summary: "SwiftUI's .textInputAutocapitalization(.none): .none is Optional.none, so the "
        + "field keeps UIKit's default (sentences); .never turns capitals off."),
    ScanRule(
      id: representableRule, severity: .warning,
      source: "docs/sources.md#lint-representable-traits",
      summary: "A SwiftUI trait modifier (.textContentType, .keyboardType…) on a "
        + "UIViewRepresentable that does not take it: the wrapped UIKit field never sees it."),
  ]

  /// Every rule id a scan can report.
  package static var allRuleIDs: [String] { TraitLintRule.all.map(\.id) + scanRules.map(\.id) }

  /// The trait linter; its options choose phone or pad rules unless ``idiom`` or the project
  /// says.
  package var linter: TraitLinter
  /// The device family to lint for; nil to take the project's.
  package var idiom: UserInterfaceIdiom?

  /// Creates a scan linter.
  package init(linter: TraitLinter = TraitLinter(), idiom: UserInterfaceIdiom? = nil) {
    self.linter = linter
    self.idiom = idiom
  }

  /// The findings for `fields` alone, by file and line.
  package func lint(_ fields: [ScannedField]) -> [ScanFinding] {
    lint(ScanResult(fields: fields))
  }

  /// The findings of a scan, by file and line, one per field, rule and place.
  package func lint(_ result: ScanResult) -> [ScanFinding] {
    var linter = self.linter
    if let idiom = idiom ?? result.settings.idiom { linter.options.idiom = idiom }
    let model = ScanModel(result)
    var findings: [ScanFinding] = []
    for form in model.forms {
      findings += lint(form, model: model, linter: linter)
    }
    findings += spellingFindings(model, deploymentTarget: result.settings.deploymentTarget)
    findings += representableFindings(model)
    var seen: Set<String> = []
    // Stable by place: a field's findings keep the rules' order (most severe first).
    return findings.filter { finding in
      seen.insert("\(finding.file)\u{0}\(finding.line)\u{0}\(finding.rule)\u{0}\(finding.field)")
        .inserted
    }.enumerated().sorted {
      ($0.element.file, $0.element.line, $0.element.column, $0.offset)
        < ($1.element.file, $1.element.line, $1.element.column, $1.offset)
    }.map(\.element)
  }

  // MARK: Forms

  /// The trait form of some members with the given traits.
  private func traitForm(
    _ form: ScanModel.Form, model: ScanModel, traits: [DeclaredTraits]
  ) -> TraitForm {
    let fields = form.members.indices.map { index in
      TraitForm.Field(
        name: form.members[index].name, traits: traits[index].traits,
        hasInputAccessoryView: form.members[index].evidence.hasInputAccessoryView,
        dismissedBy: model.dismissal(of: form.members[index]),
        placeholder: form.members[index].evidence.placeholder)
    }
    return TraitForm(
      role: TraitForm.inferredRole(of: fields), fields: fields,
      orderIsCertain: form.orderIsCertain)
  }

  /// Lints one form: per form when it has several fields, per field otherwise; in every
  /// combination of the values code gives its traits.
  private func lint(_ form: ScanModel.Form, model: ScanModel, linter: TraitLinter) -> [ScanFinding]
  {
    let declared = form.members.map(\.declared)
    let base = traitForm(form, model: model, traits: declared)
    let variants = Self.variants(of: form).map { traitForm(form, model: model, traits: $0) }
    var findings: [ScanFinding] = []
    for index in form.members.indices {
      let member = form.members[index]
      let found = lint(base, at: index, single: form.members.count == 1, linter: linter)
      var inVariants: [[LintFinding]] = []
      for variant in variants {
        inVariants.append(
          lint(variant, at: index, single: form.members.count == 1, linter: linter))
      }
      var reported: Set<String> = []
      for finding in found + inVariants.flatMap({ $0 }) where reported.insert(finding.rule).inserted
      {
        guard !member.evidence.disabledRules.contains(finding.rule),
          !member.evidence.disabledRules.contains("*"),
          holdsWhateverTheUnresolvedValues(
            finding, field: index, of: base, linter: linter,
            unresolved: member.unresolved)
        else { continue }
        if finding.rule == "password-not-secure",
          member.evidence.revealsSecureText
            || member.evidence.alternatives["isSecureTextEntry"]?.varies == true
        {
          // A show-password toggle shows the password on purpose.
          continue
        }
        var finding = finding
        if finding.rule == "number-pad-without-dismiss",
          let way = model.possibleDismissal(of: member)
        {
          finding.severity = .info
          finding.message += " (unless \(way) where the person can reach it)"
        }
        let everywhere =
          found.contains { $0.rule == finding.rule }
          && inVariants.allSatisfy { $0.contains { $0.rule == finding.rule } }
        if !everywhere, finding.severity > .info {
          finding.severity = .info
          finding.message +=
            " (only in some of the values the code gives "
            + Self.varyingTraits(of: member).joined(separator: ", ") + ")"
        }
        findings.append(ScanFinding(finding, at: member))
      }
    }
    return findings
  }

  private func lint(_ form: TraitForm, at index: Int, single: Bool, linter: TraitLinter)
    -> [LintFinding]
  {
    if single, let only = form.fields.first {
      return linter.lint(form: TraitForm(fields: [only], orderIsCertain: form.orderIsCertain))
        .filter { finding in
          !(TraitLintRule.all.first { $0.id == finding.rule }?.needsForm ?? false)
            || form.role != nil
        }
    }
    return linter.lint(fieldAt: index, of: form)
  }

  /// The traits that vary in a member, for messages.
  static func varyingTraits(of member: ScannedField) -> [String] {
    member.evidence.alternatives.filter { $0.value.varies }.map(\.key).sorted()
  }

  /// Every combination of the values code gives the members' traits (at most 32; past that,
  /// one trait varied at a time), as declared traits per member.
  static func variants(of form: ScanModel.Form) -> [[DeclaredTraits]] {
    var dimensions: [(member: Int, trait: String, values: [TraitChange.Value])] = []
    for (index, member) in form.members.enumerated() {
      for (trait, alternatives) in member.evidence.alternatives.sorted(by: { $0.key < $1.key })
      where alternatives.varies && !member.unresolved.contains(trait) {
        var values = alternatives.values
        if alternatives.onlyConditional {
          let before =
            form.bases[index].changes.first { $0.trait == trait }?.value
            ?? DeclaredTraits.defaultValue(of: trait)
          if let before, !values.contains(before) { values.append(before) }
        }
        if values.count > 1 { dimensions.append((index, trait, values)) }
      }
    }
    guard !dimensions.isEmpty else { return [] }
    let start = form.members.map(\.declared)
    let total = dimensions.reduce(1) { $0 * $1.values.count }
    var result: [[DeclaredTraits]] = []
    if total <= 32 {
      var combination = [Int](repeating: 0, count: dimensions.count)
      while true {
        var traits = start
        for (slot, dimension) in dimensions.enumerated() {
          traits[dimension.member].set(
            TraitChange(trait: dimension.trait, value: dimension.values[combination[slot]]))
        }
        result.append(traits)
        var slot = 0
        while slot < dimensions.count {
          combination[slot] += 1
          if combination[slot] < dimensions[slot].values.count { break }
          combination[slot] = 0
          slot += 1
        }
        if slot == dimensions.count { break }
      }
    } else {
      for dimension in dimensions {
        for value in dimension.values {
          var traits = start
          traits[dimension.member].set(TraitChange(trait: dimension.trait, value: value))
          result.append(traits)
        }
      }
    }
    return result
  }

  /// Whether `finding` still fires whatever value the field's unresolved traits have: the form
  /// is linted again with each unresolved trait set to each of its values, and a finding that
  /// disappears for one of them depends on a value the scanner does not know.
  private func holdsWhateverTheUnresolvedValues(
    _ finding: LintFinding, field index: Int, of form: TraitForm, linter: TraitLinter,
    unresolved: [String]
  ) -> Bool {
    for trait in unresolved {
      for value in Self.domain(of: trait) {
        var variant = form
        TraitChange(trait: trait, value: value).applyResolving(to: &variant.fields[index].traits)
        let again = lint(variant, at: index, single: form.fields.count == 1, linter: linter)
        if !again.contains(where: { $0.rule == finding.rule }) { return false }
      }
    }
    return true
  }

  /// Every value a trait can take, as trait changes spell them.
  static func domain(of trait: String) -> [TraitChange.Value] {
    if TraitVocabulary.isBoolean(trait) { return [.bool(false), .bool(true)] }
    if trait == "textContentType" {
      return [.null] + TextContentType.catalog.map { .name($0.name) }
    }
    if trait == "passwordRules" { return [.null, .name("minlength: 8;")] }
    return TraitVocabulary.enumTraits.first { $0.trait == trait }?.caseNames.map { .name($0) } ?? []
  }

  // MARK: Spellings and representables

  /// `deprecated-spelling` and `autocapitalization-optional-none`, one finding per place (a
  /// modifier on a container can serve several fields).
  private func spellingFindings(_ model: ScanModel, deploymentTarget: Int?) -> [ScanFinding] {
    var findings: [ScanFinding] = []
    var seen: [String: Int] = [:]
    for field in model.fields {
      for spelling in field.deprecations
      where !linter.disabledRules.contains(spelling.rule)
        && !field.evidence.disabledRules.contains(spelling.rule)
      {
        let key = "\(field.file):\(spelling.line):\(spelling.column):\(spelling.rule)"
        if let index = seen[key] {
          if !findings[index].field.split(separator: ",").map({
            $0.trimmingCharacters(in: .whitespaces)
          }).contains(field.name) {
            findings[index].field += ", " + field.name
            findings[index].message = Self.spellingMessage(
              spelling, fields: findings[index].field, note: nil)
          }
          continue
        }
        seen[key] = findings.count
        var severity = LintSeverity.warning
        var note: String?
        // `.none` on a secure field changes nothing: secure entry turns capitals off.
        if spelling.rule == Self.optionalNoneRule, field.declared.traits.isSecureTextEntry {
          severity = .info
          note = "no effect on a secure field, which iOS never capitalizes"
        }
        // The replacement of `.autocapitalization(_:)` needs iOS 15.
        if spelling.rule == Self.deprecatedSpellingRule,
          spelling.replacement.hasPrefix(".textInputAutocapitalization"),
          let version = field.evidence.availableFrom ?? deploymentTarget, version < 15
        {
          severity = .info
          note = "the replacement needs iOS 15 and this code runs on iOS \(version)"
        }
        findings.append(
          ScanFinding(
            file: field.file, line: spelling.line, column: spelling.column, severity: severity,
            rule: spelling.rule, field: field.name,
            message: Self.spellingMessage(spelling, fields: field.name, note: note),
            fix: [], advice: "write \(spelling.replacement)"))
      }
    }
    return findings
  }

  private static func spellingMessage(_ spelling: DeprecatedSpelling, fields: String, note: String?)
    -> String
  {
    let tail = note.map { " (\($0))" } ?? ""
    if spelling.rule == optionalNoneRule {
      return "\(fields): \(spelling.spelling) is Optional.none, not .never: the field keeps "
        + "UIKit's default, sentences; use \(spelling.replacement)\(tail)"
    }
    return "\(fields): \(spelling.spelling) is deprecated; use \(spelling.replacement)\(tail)"
  }

  /// `representable-drops-trait`: SwiftUI trait modifiers on a project type that conforms to
  /// `UIViewRepresentable` and declares no method of the modifier's name.
  private func representableFindings(_ model: ScanModel) -> [ScanFinding] {
    guard !linter.disabledRules.contains(Self.representableRule) else { return [] }
    var findings: [ScanFinding] = []
    for field in model.fields where field.source == .swiftUI {
      guard let type = field.kind, let facts = model.facts.types[type], facts.isRepresentable,
        !field.evidence.disabledRules.contains(Self.representableRule)
      else { continue }
      for site in field.sites {
        guard let modifier = Self.modifierName(of: site.trait),
          !facts.traitModifierMethods.contains(modifier)
        else { continue }
        findings.append(
          ScanFinding(
            file: field.file, line: site.line, column: site.column, severity: .warning,
            rule: Self.representableRule, field: field.name,
            message:
              "\(field.name): .\(modifier)(…) on \(type), a UIViewRepresentable: SwiftUI's "
              + "trait modifiers reach SwiftUI's own text fields, not the UIKit field it wraps",
            fix: [],
            advice: "set \(site.trait) on the UIKit field in makeUIView, or give \(type) a "
              + "\(site.trait) property"))
      }
    }
    return findings
  }

  /// The SwiftUI modifier a trait site on a SwiftUI field came from.
  private static func modifierName(of trait: String) -> String? {
    switch trait {
    case "keyboardType": "keyboardType"
    case "textContentType": "textContentType"
    case "autocapitalizationType": "textInputAutocapitalization"
    case "autocorrectionType": "autocorrectionDisabled"
    case "returnKeyType": "submitLabel"
    default: nil
    }
  }
}

/// A rule the scan adds to the trait linter's: its id, severity, facts and summary.
package struct ScanRule: Sendable {
  /// The stable id.
  package var id: String
  /// Its findings' severity (some lower it where the premise is uncertain).
  package var severity: LintSeverity
  /// The facts behind it.
  package var source: String
  /// What it checks, in one sentence.
  package var summary: String
}

/// One lint finding at its place in a scanned file.
///
/// ```swift
/// finding.text  // "App/LoginView.swift:12: warning: password: … [password-autocorrection]"
/// ```
package struct ScanFinding: Hashable, Sendable {
  /// The field's file.
  package var file: String
  /// The field's line (or the deprecated spelling's).
  package var line: Int
  /// The column.
  package var column: Int
  /// The severity.
  package var severity: LintSeverity
  /// The rule id.
  package var rule: String
  /// The field's name.
  package var field: String
  /// What is wrong.
  package var message: String
  /// The trait changes that fix it.
  package var fix: [TraitChange]
  /// What to do beyond trait changes.
  package var advice: String?

  /// Creates a finding.
  package init(
    file: String, line: Int, column: Int, severity: LintSeverity, rule: String, field: String,
    message: String, fix: [TraitChange], advice: String?
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.rule = rule
    self.field = field
    self.message = message
    self.fix = fix
    self.advice = advice
  }

  init(_ finding: LintFinding, at field: ScannedField) {
    self.init(
      file: field.file, line: field.line, column: field.column, severity: finding.severity,
      rule: finding.rule, field: field.name, message: finding.message, fix: finding.fix,
      advice: finding.advice)
  }

  /// `file:line: severity: message [rule]`, the form editors and CI annotate.
  package var text: String { "\(file):\(line): \(severity): \(message) [\(rule)]" }
}
