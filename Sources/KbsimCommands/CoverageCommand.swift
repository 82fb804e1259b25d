import ArgumentParser
import TraitCoverage

/// `kbsim coverage`: trait coverage of recorded test runs, and plans that complete it.
struct CoverageCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "coverage",
    abstract:
      "Trait coverage: what tests exercised, what they missed, the plan that covers the rest.",
    discussion: """
      Record the fields your tests exercise (kbsim type/simulate/lint --record FILE.jsonl, or \
      TraitRecorder in your own XCTest or Swift Testing suites), then report their t-way \
      coverage of a trait model and plan the configurations that cover what is missing. \
      Models: core8, core8+tct, full16, or a model file; constraints: none, ios (iOS's own \
      rules), or a constraint file. See docs/coverage.md.

      Examples:
      kbsim coverage model --model core8 --constraints ios
      kbsim coverage report traits.jsonl --strength 2 --format markdown
      kbsim coverage report traits.jsonl --format html --output coverage.html
      kbsim coverage plan --seed-from traits.jsonl --format text
      kbsim coverage plan --model core8 --strength 2 > plan.jsonl
      kbsim coverage run plan.jsonl --text "jane@example.com"
      """,
    subcommands: [
      CoverageModelCommand.self, CoverageReportCommand.self, CoveragePlanCommand.self,
      CoverageRunCommand.self, CoverageBenchCommand.self,
    ])
}

/// `--model` and `--constraints`, shared by the coverage subcommands.
struct CoverageModelOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "core8, core8+tct, full16, or a model file (JSON).", valueName: "model"))
  var model = "core8"

  @Option(help: ArgumentHelp("none, ios, or a constraint file (JSON).", valueName: "constraints"))
  var constraints = "ios"

  /// The model and the constraints; bad names or files are errors naming them.
  func load() throws(CoverageError) -> (TraitModel, ConstraintSet) {
    (try TraitModel.load(model), try ConstraintSet.load(constraints))
  }
}
