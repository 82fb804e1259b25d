import ArgumentParser
import JSONCoding
import TraitCoverage

/// `kbsim coverage model`: a model's parameters, constraints, sizes and tuple counts.
struct CoverageModelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "model",
    abstract: "Show a trait model: parameters, values, constraints, sizes, tuples per strength.",
    discussion: """
      Prints the parameters and their values, the constraints, the number of configurations \
      and of valid ones (those the constraints allow), and per strength t = 1…3 the number of \
      t-tuples, of valid ones, and a lower bound on the rows of any plan.

      Examples:
      kbsim coverage model
      kbsim coverage model --model full16 --constraints none --format json
      """)

  @OptionGroup var options: CoverageModelOptions

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  func run() throws {
    let summary: ModelSummary
    do {
      let (model, constraints) = try options.load()
      summary = try ModelSummary(model: model, constraints: constraints)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let text =
      formatOption.format == .json
      ? JSONWriter.pretty(summary.json, style: .inlineLeaves) + "\n" : summary.text()
    try AtomicOutput.emit(text, to: nil)
  }
}
