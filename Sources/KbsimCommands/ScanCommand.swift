import ArgumentParser
import Diagnostics
import Foundation
import InputTraits
import TraitCoverage
import TraitScan

/// `kbsim scan`: finds the text fields of an iOS project and their declared traits.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Find the text fields of an iOS project and the traits they declare.",
    discussion: """
      Reads storyboards and xibs (textField, textView and searchBar elements), Swift (UIKit \
      trait assignments and SwiftUI TextField, SecureField and TextEditor with their \
      modifiers, parsed with swift-syntax) and Objective-C (.m, .mm: setters and dot syntax \
      with UIKit's constants), in parallel on every core. Generated copies (.xcloc exports, \
      build, DerivedData) are skipped unless --include-generated. See docs/scan.md.

      --format text lists one field per line; json prints {"fields", "failures", "summary"} \
      (and "findings" with --lint); jsonl prints one field per line and the summary on stderr. \
      --lint lists the lint findings instead, as `file:line: severity: message [rule]`; with \
      --lint, --format sarif prints a SARIF 2.1.0 log (code scanning) and github prints \
      GitHub Actions annotations. A .kbsim.json at the project's root (or --config) switches \
      rules off, changes severities, excludes paths, sets the device family and ignores \
      findings; `// kbsim:disable-next-line RULE` comments and a --baseline leave findings out.

      Exit status: 0; 1 when --lint found a finding at or above --fail-on (default error); 2 \
      for bad input (a missing path, a file that could not be scanned — the other files are \
      still scanned and printed —, a bad configuration or baseline); 64 for a bad command line.

      Examples:
        kbsim scan examples/scan
        kbsim scan examples/scan --lint
        kbsim scan App --lint --format sarif > kbsim.sarif
        kbsim scan App --lint --write-baseline kbsim-baseline.json
        kbsim scan App --lint --baseline kbsim-baseline.json --format github
        kbsim scan examples/scan --exclude '*.m' --format jsonl \\
          --record declared.jsonl
      """)

  @Argument(help: "Files and directories to scan.")
  var paths: [String]

  @OptionGroup var formatOption: FormatOption<ScanOutput.Format>

  @Flag(help: "Lint the fields' traits, per form and per field.")
  var lint = false

  @OptionGroup var recording: RecordOption

  @Option(help: "A glob of paths not to scan, e.g. '*/Pods/*'; repeatable.")
  var exclude: [String] = []

  @Flag(help: "Also scan generated copies: .xcloc exports, build and DerivedData folders.")
  var includeGenerated = false

  @Flag(help: "With json or jsonl: add each field's sites, the lines that set its traits.")
  var sites = false

  @OptionGroup var idiom: IdiomOption

  @Option(name: .customLong("disable"), help: "A lint rule id to skip; repeatable.")
  var disabledRules: [String] = []

  @Option(
    help: ArgumentHelp(
      "A configuration file (default: .kbsim.json at the root).", valueName: "file"))
  var config: String?

  @Flag(help: "Read no .kbsim.json.")
  var noConfig = false

  @Option(help: ArgumentHelp("Leave out the findings this baseline holds.", valueName: "file"))
  var baseline: String?

  @Option(help: ArgumentHelp("Write the findings as a baseline and exit 0.", valueName: "file"))
  var writeBaseline: String?

  @Option(help: "The severity that makes --lint exit 1: error, warning, info or never.")
  var failOn: ProjectLint.FailLevel?

  func validate() throws {
    let lintOnly = [
      ("--format \(formatOption.format)", formatOption.format.needsLint),
      ("--baseline", baseline != nil), ("--write-baseline", writeBaseline != nil),
      ("--fail-on", failOn != nil),
    ]
    if !lint, let option = lintOnly.first(where: \.1)?.0 {
      throw ValidationError("\(option) needs --lint")
    }
  }

  func run() throws {
    let known = ScanLinter.allRuleIDs
    for rule in disabledRules where !known.contains(rule) {
      let hint = Suggestion(for: rule, among: known)?.clause ?? ""
      throw CLIError("unknown rule id \(quoted(rule)) in --disable\(hint)")
    }
    var request = ProjectLint.Request(paths: paths)
    request.scan.excludes = exclude
    request.scan.includeGenerated = includeGenerated
    request.idiom = idiom.given
    request.disabledRules = Set(disabledRules)
    request.configurationPath = config
    request.readsConfiguration = !noConfig
    request.baselinePath = writeBaseline == nil ? baseline : nil
    request.failOn = failOn
    request.lints = lint
    let run: ProjectLint.Run
    do {
      run = try ProjectLint.run(request)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let result = run.result
    try recording.append(
      result.fields.map {
        TraitRecord(
          traits: $0.declared.traits, source: .scan, field: $0.name,
          location: "\($0.file):\($0.line)")
      })
    if let writeBaseline, let outcome = run.outcome {
      let baseline = LintBaseline(outcome.findings)
      try AtomicFile.write(baseline.json, to: writeBaseline, what: "the baseline")
      FileHandle.standardError.write(
        Data("wrote \(baseline.count) findings to \(writeBaseline)\n".utf8))
      return
    }
    var output = ScanOutput(result: result, findings: run.outcome?.findings, sites: sites)
    output.leftOut = run.outcome
    let printed = output.printed(formatOption.format, version: VersionInfo.kbsim)
    FileHandle.standardError.write(Data(printed.errors.utf8))
    print(printed.output, terminator: "")
    if !result.failures.isEmpty { throw ExitStatus.badInput }
    if run.fails { throw ExitStatus.findings }
  }
}

extension ProjectLint.FailLevel: ExpressibleByArgument {}
extension ScanOutput.Format: OutputFormatSet {
  static var standard: Self { .text }
}
