import ArgumentParser
import Foundation
import JSONCoding
import TraitCoverage

/// `kbsim coverage report`: the coverage of recordings against a model.
struct CoverageReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Report the t-way trait coverage of recorded configurations.",
    discussion: """
      Reads recordings (JSON Lines: {"traits":{…},"source":…,"field":…,"test":…} per line, as \
      --record and TraitRecorder write them) and reports, for t = 1 up to --strength, how many \
      valid t-tuples of the model they cover, every missing tuple, the values never exercised, \
      and the recorded configurations that break a constraint, have a value outside the model, \
      or have lint errors.

      --format text (terminal), markdown (pull-request comment, CI job summary), json (every \
      missing tuple), html (a self-contained page with a heat map per pair of parameters). \
      --output writes the report to a file (whole or not at all).

      Exit status: 0; 1 when the coverage at --strength is below --fail-under; 2 for bad input.

      Examples:
      kbsim coverage report traits.jsonl
      kbsim coverage report traits.jsonl --strength 3 --format json
      kbsim coverage report a.jsonl b.jsonl --format html --output coverage.html
      kbsim coverage report traits.jsonl --format markdown --fail-under 80 \\
        >> "$GITHUB_STEP_SUMMARY"
      """)

  @Argument(
    help: ArgumentHelp(
      "Recording files (JSON Lines); - for standard input.", valueName: "recording.jsonl"))
  var recordings: [String]

  @OptionGroup var options: CoverageModelOptions

  @Option(parsing: .unconditional, help: "The highest strength to report: 1, 2 or 3.")
  var strength = 2

  @OptionGroup var formatOption: FormatOption<ReportFormat>

  @Option(
    help: ArgumentHelp(
      "Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Exit 1 when the coverage at --strength is below this percentage.", valueName: "percent"))
  var failUnder: Double?

  @Option(
    help: ArgumentHelp(
      "Missing tuples listed per strength in text, markdown and html (0: all).", valueName: "n"))
  var missingLimit: Int?

  enum ReportFormat: String, OutputFormatSet {
    case text, markdown, json, html
    static var standard: Self { .text }
  }

  var format: ReportFormat { formatOption.format }

  func run() throws {
    if let failUnder, !(0...100).contains(failUnder) {
      throw CLIError("--fail-under must be between 0 and 100, not \(shown(failUnder))")
    }
    if let missingLimit, missingLimit < 0 { throw CLIError("--missing-limit must be 0 or more") }
    let text: String
    let percent: Double
    do {
      let (model, constraints) = try options.load()
      let recording = try TraitRecording(contentsOf: recordings)
      let report = try CoverageReport(
        recording: recording, model: model, constraints: constraints, strength: strength)
      let limit = missingLimit.map { $0 == 0 ? nil : $0 }
      switch format {
      case .text: text = report.text(missingLimit: limit ?? 20)
      case .markdown: text = report.markdown(missingLimit: limit ?? 50)
      case .json: text = JSONWriter.pretty(report.json, style: .inlineLeaves) + "\n"
      case .html: text = report.html(missingLimit: limit ?? 50)
      }
      percent = report.strengths.last?.percent ?? 100
      try AtomicOutput.emit(text, to: output)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    if let failUnder, percent < failUnder {
      FileHandle.standardError.write(
        Data(
          "coverage: t=\(strength) coverage \(formatNumber((percent * 10).rounded() / 10)) % is below --fail-under \(formatNumber(failUnder)) %\n"
            .utf8))
      throw ExitStatus.findings
    }
  }
}
