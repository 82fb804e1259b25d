import ArgumentParser
import Foundation
import TraitScan

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

  @Option(help: "Number of storyboards.")
  var storyboards = 300

  @Option(help: "Number of Swift files.")
  var swift = 5000

  @Option(help: "Number of Objective-C files.")
  var objc = 200

  @Option(help: "Repetitions (the median is reported).")
  var repetitions = 3

  @Option(help: "The sample app to replicate.")
  var examples = "examples/scan/SignUp"

  func run() throws {
    guard storyboards >= 0, swift >= 0, objc >= 0, repetitions > 0 else {
      throw CLIError("counts must not be negative and --repetitions must be positive")
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbsim-bench-scan-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try ScanBenchTree(examples: examples).write(
      to: root, storyboards: storyboards, swift: swift, objc: objc)
    let options = ScanOptions(paths: [root.path])
    var read: [Double] = []
    var serial: [Double] = []
    var parallel: [Double] = []
    var fields = 0
    for _ in 0..<repetitions {
      read.append(
        Self.time { for path in files { _ = FileManager.default.contents(atPath: path) } })
      var one = ScanOptions(paths: [root.path])
      one.jobs = 1
      serial.append(Self.time { fields = ProjectScanner().scan(one).fields.count })
      parallel.append(Self.time { _ = ProjectScanner().scan(options) })
    }
    let count = Double(files.count)
    let (a, b, c) = (Self.median(read), Self.median(serial), Self.median(parallel))
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print(
      """
      Scanning a synthesized app: \(files.count) files (\(storyboards) storyboards, \(swift) Swift, \
      \(objc) Objective-C), \(fields) fields, \(cores) cores, median of \(repetitions)
        (a) read every file        \(fixed(a, 3)) s  \(Self.rate(count / a)) files/s
        (b) scan, one thread       \(fixed(b, 3)) s  \(Self.rate(count / b)) files/s  (b)/(a) \(fixed(b / a, 1))× the read time
        (c) scan, every core       \(fixed(c, 3)) s  \(Self.rate(count / c)) files/s  speed-up (b)/(c) \(fixed(b / c, 2))
      """)
  }

  static func time(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  static func rate(_ value: Double) -> String { String(Int(value.rounded())) }
}
