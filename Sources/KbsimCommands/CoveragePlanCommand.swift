import ArgumentParser
import Foundation
import JSONCoding
import TraitCoverage

/// `kbsim coverage plan`: a covering array of trait configurations.
struct CoveragePlanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Plan the fewest trait configurations that cover every valid t-tuple.",
    discussion: """
      Generates a covering array: configurations such that every pair (t=2) or triple (t=3) of \
      trait values that some valid configuration has appears in at least one of them, and every \
      configuration satisfies the constraints. With --seed-from, recorded configurations count \
      as covered and the plan holds only the rows still needed. --include keeps given rows \
      (plan lines; traits left out are chosen). The same inputs and --seed give the same plan.

      --format jsonl: one {"row": n, "traits": {…every model parameter…}} per line (what \
      `kbsim coverage run` and --include read); json: the plan with its figures; csv; text.

      Examples:
      kbsim coverage plan --model core8 --strength 2 --format text
      kbsim coverage plan --seed-from traits.jsonl > remaining.jsonl
      kbsim coverage plan --model full16 --strength 3 --format csv --output plan.csv
      """)

  @OptionGroup var options: CoverageModelOptions

  @Option(
    parsing: .unconditional, help: "Strength: 2 (pairs) or 3 (triples); 1 gives every value once.")
  var strength = 2

  @Option(
    name: .customLong("seed-from"),
    help: ArgumentHelp(
      "Recorded configurations that already cover tuples (repeatable).",
      valueName: "recording.jsonl"))
  var seedFrom: [String] = []

  @Option(
    help: ArgumentHelp("Rows the plan must contain (plan JSON Lines).", valueName: "rows.jsonl"))
  var include: String?

  @Option(parsing: .unconditional, help: "The random seed (the same seed gives the same plan).")
  var seed: UInt64 = 0

  @Option(help: "Post-optimization: quick (none), standard or thorough.")
  var effort: PlanEffort = .standard

  @OptionGroup var formatOption: FormatOption<PlanFormat>

  @Option(
    help: ArgumentHelp("Write the plan to this file instead of standard output.", valueName: "file")
  )
  var output: String?

  enum PlanFormat: String, OutputFormatSet {
    case jsonl, json, csv, text
    static var standard: Self { .jsonl }
  }

  var format: PlanFormat { formatOption.format }
  enum PlanEffort: String, ExpressibleByArgument, CaseIterable {
    case quick, standard, thorough

    var value: TraitPlan.Effort {
      switch self {
      case .quick: .quick
      case .standard: .standard
      case .thorough: .thorough
      }
    }
  }

  func run() throws {
    let plan = try makePlan()
    let text: String
    switch format {
    case .jsonl: text = plan.jsonLines()
    case .json: text = JSONWriter.pretty(plan.json, style: .inlineLeaves) + "\n"
    case .csv: text = plan.csv()
    case .text: text = plan.text()
    }
    try AtomicOutput.emit(text, to: output)
    if format == .jsonl || format == .csv || output != nil {
      FileHandle.standardError.write(Data((plan.summary + "\n").utf8))
    }
  }

  /// Reads the inputs and generates the plan; every bad input is one `CLIError`.
  func makePlan() throws -> TraitPlan {
    do {
      let (model, constraints) = try options.load()
      let recorded = seedFrom.isEmpty ? nil : try TraitRecording(contentsOf: seedFrom)
      let rows =
        try include.map { (path) throws(CoverageError) in
          try PlanFile(contentsOf: path).rows(for: model, constraints: constraints)
        } ?? []
      return try TraitPlan(
        model: model, constraints: constraints, strength: strength, seed: seed,
        recorded: recorded, include: rows, effort: effort.value)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
