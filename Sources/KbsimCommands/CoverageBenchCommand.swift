import ArgumentParser
import DevTools
import JSONCoding

/// `kbsim coverage bench`: covering-array sizes and times against PICT, and exact coverage
/// speed.
struct CoverageBenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure covering-array sizes and times against PICT, and exact coverage speed.",
    discussion: """
      For the twelve model × strength × constraint rows of docs/coverage.md, generates a plan \
      (median time of --repetitions), checks it with the exact coverage code (every valid \
      tuple covered, no row breaks a constraint), and prints its size next to the lower bound, \
      PICT 3.2's size and time and the best size known from any tool (docs/coverage.md). \
      Then reads --configurations random full16 configurations from JSON Lines and reports \
      their exact coverage at t = 3. Run `make bench` (a release build).
      """)

  @Option(parsing: .unconditional, help: "Generations per row (the median time is reported).")
  var repetitions = 3

  @Option(
    parsing: .unconditional, help: "Recorded configurations for the exact-coverage measurement.")
  var configurations = 100_000

  @Option(parsing: .unconditional, help: "The generator's seed.")
  var seed: UInt64 = 0

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  @Option(help: "What to measure: all, plans or coverage.")
  var part: BenchPart = .all

  enum BenchPart: String, ExpressibleByArgument, CaseIterable {
    case all, plans, coverage

    var value: CoverageBenchmark.Part {
      switch self {
      case .all: .all
      case .plans: .plans
      case .coverage: .coverage
      }
    }
  }

  func run() throws {
    guard repetitions > 0, configurations > 0 else {
      throw CLIError("--repetitions and --configurations must be positive")
    }
    let report: CoverageBenchReport
    do {
      report = try CoverageBenchmark.run(
        part: part.value, repetitions: repetitions, configurations: configurations, seed: seed)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    switch formatOption.format {
    case .text: print(report.text, terminator: "")
    case .json: print(JSONWriter.pretty(report.json, style: .inlineLeaves))
    }
    if !report.checked {
      throw CLIError(code: .badInput, message: "a generated plan failed the exact coverage check")
    }
  }
}
