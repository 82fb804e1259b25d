import ArgumentParser
import Diagnostics
import Foundation
import InputTraits
import JSONCoding
import Simulation
import TraitCoverage

/// `kbsim lint`: checks a field's or a form's traits against the lint rules of InputTraits.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check text-field traits for known misconfigurations.",
    discussion: """
      --traits FILE.json holds one traits object, one field ({"name", "traits"}), an array \
      of fields, or a form ({"role":"login|signup|changePassword","fields":[…]}); fields are \
      {"name":…, "traits":{…}, "hasInputAccessoryView":false}, in focus order. Without a form \
      file, the trait options describe one field (they cannot be combined with a form).

      Exit status: 0 when no finding is an error (warnings and info included), 1 when at \
      least one is, 2 for bad input (unreadable file, malformed JSON, unknown trait names or \
      values), 64 for a command line that does not parse.

      Examples:
      kbsim lint --keyboard-type emailAddress
      kbsim lint --traits examples/lint/signup.json --format json
      kbsim lint --traits examples/lint/signup.json --record traits.jsonl
      """)

  @OptionGroup var traitOptions: TraitOptions

  @Option(help: "The field's name for one traits object, e.g. password (names drive heuristics).")
  var name = "field"

  @OptionGroup var idiom: IdiomOption

  @Option(name: .customLong("disable"), help: "A rule id to skip; repeatable.")
  var disabledRules: [String] = []

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  @OptionGroup var recording: RecordOption

  /// Error findings exit 1; bad input 2 (``ExitStatus``).
  func run() throws {
    var fields: () -> [TraitRecord] = { [] }
    let report = try makeReport(fields: &fields)
    try recording.append(fields())
    let spool = OutputSpool()
    let counts =
      switch formatOption.format {
      case .text: report.writeText(to: spool.write)
      case .json: report.writeJSON(to: spool.write)
      }
    try spool.commit()
    if counts.error > 0 { throw ExitStatus.findings }
  }

  /// Reads the input and prepares the report (its findings are made as it is written), with
  /// the recording lines of its fields; every bad-input failure is a `CLIError`.
  func makeReport(fields: inout () -> [TraitRecord]) throws -> LintReport {
    let known = Set(TraitLintRule.all.map(\.id))
    for rule in disabledRules where !known.contains(rule) {
      throw CLIError(
        wrapping: TraitError.unknownValue(
          rule, trait: "rule id", valid: TraitLintRule.all.map(\.id), at: "--disable"),
        code: .usage)
    }
    let linter = TraitLinter.correcting(
      options: ResolutionOptions(idiom: idiom.value), disabledRules: Set(disabledRules))
    let overrides = traitOptions
    guard let path = traitOptions.traitsFile else {
      guard overrides.firstOption != nil else {
        throw CLIError(
          "nothing to lint: give --traits FILE.json (- for standard input) or a field's traits, "
            + "such as --keyboard-type emailAddress")
      }
      let traits = try overrides.apply(to: TextInputTraits())
      fields = { [TraitRecord(traits: traits, source: .lint, field: name)] }
      let findings = linter.lint(traits, name: name)
      return LintReport(source: "traits", fieldCount: 1, findings: { _ in findings })
    }
    let input: LintInput
    do {
      input = try JSON.decode(LintInput.self, contentsOf: path)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let source = path == "-" ? "<stdin>" : path
    switch input {
    case .traits(let traits):
      let traits = try overrides.apply(to: traits)
      fields = { [TraitRecord(traits: traits, source: .lint, field: name)] }
      let findings = linter.lint(traits, name: name)
      return LintReport(source: source, fieldCount: 1, findings: { _ in findings })
    case .field(let field):
      let traits = try overrides.apply(to: field.traits)
      fields = { [TraitRecord(traits: traits, source: .lint, field: field.name)] }
      let findings = linter.lint(
        traits, name: field.name,
        hasInputAccessoryView: field.hasInputAccessoryView)
      return LintReport(source: source, fieldCount: 1, findings: { _ in findings })
    case .form(let form):
      if let option = overrides.firstOption {
        throw CLIError("\(source): \(option) cannot be combined with a form; set traits per field")
      }
      fields = {
        form.fields.map { TraitRecord(traits: $0.traits, source: .lint, field: $0.name) }
      }
      return LintReport(
        source: source, fieldCount: form.fields.count,
        findings: { linter.lint(fieldAt: $0, of: form) })
    }
  }
}
