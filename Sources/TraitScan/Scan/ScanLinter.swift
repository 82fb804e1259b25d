package import InputTraits

/// Lints scanned fields with the trait linter of `InputTraits`: per form (fields of one scene,
/// xib object or type, in source order) when a form has several fields, per field otherwise,
/// plus the deprecated-spelling rule (docs/sources.md#lint-deprecated-spellings) on the spellings
/// the scanner saw.
///
/// A finding that depends on the value of a trait the scanner could not resolve is dropped (the
/// form is linted again with every value of that trait): the linter would otherwise judge
/// UIKit's default instead of the unknown value. A code field configured through an outlet that
/// an Interface Builder field of the same form carries is linted once, with the code's
/// assignments applied over the storyboard's traits.
///
/// ```swift
/// let findings = ScanLinter().lint(result.fields)
/// findings.first?.text
/// // "App/Login.storyboard:41: error: emailField: autocapitalizationType is … [email-autocapitalization]"
/// ```
package struct ScanLinter: Sendable {
  /// The rule id of deprecated spellings (docs/sources.md#lint-deprecated-spellings).
  package static let deprecatedSpellingRule = "deprecated-spelling"

  /// The trait linter; its options choose phone or pad rules.
  package var linter: TraitLinter

  /// Creates a scan linter.
  package init(linter: TraitLinter = TraitLinter()) { self.linter = linter }

  /// The findings for `fields`, by file and line.
  package func lint(_ fields: [ScannedField]) -> [ScanFinding] {
    let merged = Self.mergingOutlets(fields)
    var forms: [String: [ScannedField]] = [:]
    var order: [String] = []
    for field in merged {
      let key = field.file + "\u{0}" + field.form
      if forms[key] == nil { order.append(key) }
      forms[key, default: []].append(field)
    }
    var findings: [ScanFinding] = []
    for key in order {
      guard let members = forms[key]?.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) })
      else { continue }
      let raw = lintForm(members)
      for finding in raw {
        guard let index = members.firstIndex(where: { $0.name == finding.field }),
          holdsWhateverTheUnresolvedValues(finding, field: index, of: members)
        else { continue }
        findings.append(ScanFinding(finding, at: members[index]))
      }
    }
    if !linter.disabledRules.contains(Self.deprecatedSpellingRule) {
      // One finding per spelling: a modifier on a container can serve several fields.
      var seen: [String: Int] = [:]
      for field in fields {
        for deprecation in field.deprecations {
          let key = "\(field.file):\(deprecation.line):\(deprecation.column)"
          if let index = seen[key] {
            findings[index].field += ", " + field.name
            findings[index].message =
              "\(findings[index].field): \(deprecation.spelling) is "
              + "deprecated; use \(deprecation.replacement)"
            continue
          }
          seen[key] = findings.count
          findings.append(
            ScanFinding(
              file: field.file, line: deprecation.line, column: deprecation.column,
              severity: .warning, rule: Self.deprecatedSpellingRule, field: field.name,
              message:
                "\(field.name): \(deprecation.spelling) is deprecated; use \(deprecation.replacement)",
              fix: [], advice: "write \(deprecation.replacement)"))
        }
      }
    }
    return findings.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
  }

  /// Lints one form: per form when it has several fields, per field otherwise.
  private func lintForm(_ members: [ScannedField]) -> [LintFinding] {
    if members.count == 1, let only = members.first {
      return linter.lint(only.declared.traits, name: only.name)
    }
    return linter.lint(
      form: TraitForm(
        fields: members.map { TraitForm.Field(name: $0.name, traits: $0.declared.traits) }))
  }

  /// Whether `finding` still fires whatever value the field's unresolved traits have: the form
  /// is linted again with each unresolved trait set to each of its values, and a finding that
  /// disappears for one of them depends on a value the scanner does not know.
  private func holdsWhateverTheUnresolvedValues(
    _ finding: LintFinding, field index: Int, of members: [ScannedField]
  ) -> Bool {
    for trait in members[index].unresolved {
      for value in Self.domain(of: trait) {
        var variant = members
        variant[index].declared.set(TraitChange(trait: trait, value: value))
        let again = lintForm(variant)
        if !again.contains(where: { $0.rule == finding.rule && $0.field == finding.field }) {
          return false
        }
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

  /// Code fields that configure an Interface Builder field through its outlet (same form, same
  /// name) are folded into it: the storyboard's traits with the code's applied over them.
  static func mergingOutlets(_ fields: [ScannedField]) -> [ScannedField] {
    var builder: [String: Int] = [:]
    for (index, field) in fields.enumerated() where field.source == .interfaceBuilder {
      builder[field.form + "\u{0}" + field.name] =
        builder[field.form + "\u{0}" + field.name] ?? index
    }
    var result = fields
    var dropped = Set<Int>()
    for (index, field) in fields.enumerated()
    where field.source == .uiKit || field.source == .objC {
      guard let target = builder[field.form + "\u{0}" + field.name] else { continue }
      for change in field.declared.changes { result[target].declared.set(change) }
      for trait in field.unresolved { result[target].markUnresolved(trait) }
      dropped.insert(index)
    }
    return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
  }
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
