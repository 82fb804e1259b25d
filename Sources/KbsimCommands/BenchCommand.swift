import ArgumentParser
import DevTools

/// `kbsim bench`: throughput against raw libxkbcommon, in the same process.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure typing and planning speed against a raw libxkbcommon loop (release build).",
    discussion: """
      Types a 1 MiB English text on `us` and a 1 MiB French text on `fr` and on `de` (dead keys) \
      through (a) a loop that calls libxkbcommon directly (xkb_state_update_key + \
      xkb_state_key_get_utf8 + the Compose state) and (b) the `kbsim press` pipeline, alternating, \
      and prints the median keys/s of each and the ratio (b)/(a). Also prints planning throughput, \
      keymap compile times and the wall time of `kbsim press` on a short line. \
      Run `make bench` (a release build); debug builds are much slower.
      """)

  @Option(parsing: .unconditional, help: "Size of each text, in bytes.")
  var size = 1 << 20

  @Option(parsing: .unconditional, help: "Repetitions per measurement (the median is reported).")
  var repetitions = 5

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  @Option(parsing: .unconditional, help: "Typos for the autocorrection quality and speed figures.")
  var spellingWords = 1000

  @Option(
    parsing: .unconditional, help: "Of those, how many hunspell suggests for (about 20 ms each).")
  var hunspellWords = 300

  func run() throws {
    guard size > 0, repetitions > 0 else {
      throw CLIError("--size and --repetitions must be positive")
    }
    var suite = BenchmarkSuite(size: size, repetitions: repetitions)
    suite.spellingWords = spellingWords
    suite.hunspellWords = hunspellWords
    let report: BenchReport
    do {
      report = try suite.run()
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    switch formatOption.format {
    case .text: print(report.text)
    case .json: print(report.json)
    }
    if !report.outputsMatch {
      throw CLIError(
        code: .badInput, message: "the pipeline and the raw loop committed different text")
    }
  }
}
