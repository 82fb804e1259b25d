import Foundation
import InputTraits
import JSONCoding

extension FuzzTarget {
  /// Traits JSON (`TextInputTraits(json:source:)`), then its effective traits and lint findings.
  static let traits = FuzzTarget(
    "traits", "traits JSON: one TextInputTraits object",
    seeds: [
      .values(ofKey: "traits", under: ["examples", "Tests"]),
      .files(under: ["Tests/InputTraitsTests"], extensions: ["json"]),
    ]
  ) { data in
    let traits = try TextInputTraits(json: data, source: "traits.json")
    _ = traits.effective()
    _ = traits.effective(options: ResolutionOptions(idiom: .pad))
    for finding in TraitLinter().lint(traits) {
      try OutputRules.json(JSONWriter.line(finding.json), "finding")
    }
  }

  /// What `kbsim lint --traits FILE` reads (a traits object, a field, an array of fields or a
  /// form), linted as the command lints it.
  static let lintInput = FuzzTarget(
    "lint-form", "lint input: a traits object, a field, an array of fields or a TraitForm",
    seeds: [
      .files(under: ["examples/lint", "examples/scan"], extensions: ["json"]),
      .values(ofKey: "traits", under: ["examples"]),
      .values(ofKey: "fields", under: ["examples/lint"]),
    ]
  ) { data in
    let linter = TraitLinter()
    let findings: [LintFinding]
    switch try LintInput.decode(data, source: "form.json") {
    case .traits(let traits): findings = linter.lint(traits)
    case .field(let field):
      findings = linter.lint(
        field.traits, name: field.name, hasInputAccessoryView: field.hasInputAccessoryView)
    case .form(let form): findings = linter.lint(form: form)
    }
    for finding in findings {
      try OutputRules.json(JSONWriter.line(finding.json), "finding")
    }
  }
}
