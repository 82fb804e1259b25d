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
      --lint lists the lint findings instead of the fields, as `file:line: severity: message \
      [rule]`, per form (a scene, a xib object, a type) and per field. --record FILE.jsonl \
      appends the fields as coverage recordings ("source": "scan").

      Exit status: 0; 1 when --lint found an error; 2 when a path is missing or a file could \
      not be scanned (the other files are still scanned and printed); 64 for a bad command line.

      Examples:
        kbsim scan examples/scan
        kbsim scan examples/scan --lint
        kbsim scan examples/scan --exclude '*.m' --format jsonl --record declared.jsonl
      """)

  @Argument(help: "Files and directories to scan.")
  var paths: [String]

  @OptionGroup var formatOption: FormatOption<TextJSONOrJSONL>

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

  func validate() throws {
    let known = ScanLinter.allRuleIDs
    for rule in disabledRules where !known.contains(rule) {
      let hint = Suggestion(for: rule, among: known)?.clause ?? ""
      throw ValidationError("unknown rule id \(quoted(rule)) in --disable\(hint)")
    }
  }

  func run() throws {
    let result = ProjectScanner().scan(
      ScanOptions(paths: paths, excludes: exclude, includeGenerated: includeGenerated))
    let findings =
      lint
      ? ScanLinter(
        linter: TraitLinter(disabledRules: Set(disabledRules)), idiom: idiom.given
      ).lint(result) : nil
    try recording.append(
      result.fields.map {
        TraitRecord(
          traits: $0.declared.traits, source: .scan, field: $0.name,
          location: "\($0.file):\($0.line)")
      })
    let printed = ScanOutput(result: result, findings: findings, sites: sites)
    var errors = result.failures.map { "error: " + $0.message + "\n" }.joined()
    if formatOption.format == .jsonl { errors += printed.summaryLine + "\n" }
    FileHandle.standardError.write(Data(errors.utf8))
    switch formatOption.format {
    case .text: print(printed.text, terminator: "")
    case .json: print(printed.prettyJSON, terminator: "")
    case .jsonl: print(printed.jsonl, terminator: "")
    }
    if !result.failures.isEmpty { throw ExitCode(2) }
    if findings?.contains(where: { $0.severity == .error }) == true { throw ExitCode(1) }
  }
}
