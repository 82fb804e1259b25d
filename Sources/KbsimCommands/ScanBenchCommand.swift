import ArgumentParser
import DevTools

/// `kbsim bench-scan`: files per second of `kbsim scan` on a synthesized app tree.
struct ScanBenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-scan",
    abstract: "Measure kbsim scan on a synthesized app tree (release build; make bench runs it).",
    discussion: """
      Writes a tree of --storyboards storyboards (about 40 kB each, the average of the measured \
      open-source apps), --swift Swift files (about 6 kB; one in ten mentions a trait or a \
      SwiftUI field and is parsed, as in those apps, where 3 to 10 % do) and --objc \
      Objective-C files to a temporary folder, built from examples/scan, then times, in the \
      same process and alternating: (a) reading every file, (b) scanning on one thread, \
      (c) scanning on every core. Prints the median files/s of each and the ratios.
      """)

  @Option(parsing: .unconditional, help: "Number of storyboards.")
  var storyboards = 300

  @Option(parsing: .unconditional, help: "Number of Swift files.")
  var swift = 5000

  @Option(parsing: .unconditional, help: "Number of Objective-C files.")
  var objc = 200

  @Option(parsing: .unconditional, help: "Repetitions (the median is reported).")
  var repetitions = 3

  @Option(help: "The sample app to replicate.")
  var examples = "examples/scan/SignUp"

  func run() throws {
    guard storyboards >= 0, swift >= 0, objc >= 0, repetitions > 0 else {
      throw CLIError("counts must not be negative and --repetitions must be positive")
    }
    var benchmark = ScanBenchmark(storyboards: storyboards, swift: swift, objc: objc)
    benchmark.examples = examples
    do {
      print(try benchmark.run(repetitions: repetitions))
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
