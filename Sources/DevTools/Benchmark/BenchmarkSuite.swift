import Foundation
import KeyboardModel
import Simulation
import XKB

/// `kbsim bench`: typing on libxkbcommon through the `kbsim press` pipeline against a raw
/// libxkbcommon loop in the same process, the virtual keyboard's typing engine, planning,
/// keymap compile times, the wall time of `kbsim press`, and the autocorrection figures.
///
/// ```swift
/// let report = try BenchmarkSuite(size: 1 << 20, repetitions: 5).run()
/// print(report.text)
/// ```
package struct BenchmarkSuite {
  /// The size of each text, in bytes.
  package var size: Int
  /// Repetitions per measurement (medians are reported).
  package var repetitions: Int
  /// Typos for the autocorrection quality and speed figures.
  package var spellingWords = 1000
  /// Of those, how many hunspell suggests for.
  package var hunspellWords = 300

  /// A suite over texts of `size` bytes, each measurement repeated `repetitions` times.
  package init(size: Int, repetitions: Int) {
    self.size = size
    self.repetitions = repetitions
  }

  /// Runs every measurement.
  ///
  /// - Throws: ``BenchmarkError`` with code `setup` when a keymap, the dictionary or a process
  ///   cannot be set up (whether the pipeline and the raw loop agree is
  ///   ``BenchReport/outputsMatch``).
  package func run() throws(BenchmarkError) -> BenchReport {
    do {
      // First, so that the memory it takes is measured before anything else allocates.
      let corrector = try SpellingBenchmark.load()
      let english = BenchmarkText.make(.english, bytes: size)
      let french = BenchmarkText.make(.french, bytes: size)
      var typing: [HardwareBenchmark.Result] = []
      for (name, layout, text) in [
        ("en/us", "us", english), ("fr/fr", "fr", french), ("fr/de", "de", french),
      ] {
        let bench = try HardwareBenchmark(name: name, names: RuleNames(layout: layout), text: text)
        typing.append(try bench.measure(repetitions: repetitions))
      }
      var planning: [PlanBenchmark.Figures] = []
      for (layout, text) in [("us", english), ("fr", french)] {
        planning.append(
          try PlanBenchmark.measure(
            names: RuleNames(layout: layout), text: text, repetitions: repetitions))
      }
      var options = TypingOptions()
      options.isMultiline = true
      // The engine's own speed, without a corrector: typing with autocorrection is measured
      // in the autocorrection figures (`typingCharactersPerSecond`).
      let engine = try TypingBenchmark(
        session: TypingSession(layout: "us", options: options, correction: .off),
        text: english.replacingOccurrences(of: "\r", with: "\n")
      ).measure(repetitions: repetitions)
      let compile = ["us", "de", "fr", "de(neo)", "ara"].map {
        ($0, PlanBenchmark.compileMilliseconds(RuleNames(layout: $0)) ?? .nan)
      }
      let press = try ProcessTimer.medianMilliseconds(
        ["press", "--layout", "us", "AC01", "AC02", "AC03"], runs: 15)
      var report = BenchReport(
        typing: typing, engine: engine, planning: planning, compile: compile,
        pressMilliseconds: press)
      report.autocorrection = try SpellingBenchmark.run(
        corrector, words: spellingWords, hunspellWords: hunspellWords, englishText: english,
        repetitions: repetitions)
      return report
    } catch let error as BenchmarkError {
      throw error
    } catch {
      throw BenchmarkError(wrapping: error, code: .setup)
    }
  }
}
