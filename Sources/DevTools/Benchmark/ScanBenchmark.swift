import Foundation
import TraitScan

/// `kbsim bench-scan`: files per second of the project scanner on a synthesized app tree, against
/// reading the same files, in the same process and alternating.
///
/// ```swift
/// print(try ScanBenchmark(storyboards: 300, swift: 5000, objc: 200).run(repetitions: 3))
/// ```
package struct ScanBenchmark {
  /// Storyboards in the tree (about 40 kB each).
  package var storyboards: Int
  /// Swift files (about 6 kB each; one in ten mentions a trait or a SwiftUI field).
  package var swift: Int
  /// Objective-C files.
  package var objc: Int
  /// The sample app the tree copies.
  package var examples = "examples/scan/SignUp"

  /// A tree of these sizes.
  package init(storyboards: Int, swift: Int, objc: Int) {
    self.storyboards = storyboards
    self.swift = swift
    self.objc = objc
  }

  /// Writes the tree to a temporary folder, times (a) reading every file, (b) scanning on one
  /// thread, (c) scanning on every core, and reports the medians and ratios.
  ///
  /// - Throws: ``BenchmarkError`` with code `setup` when the sample app cannot be read or the
  ///   tree cannot be written.
  package func run(repetitions: Int) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbsim-bench-scan-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files: [String]
    do {
      files = try ScanBenchTree(examples: examples).write(
        to: root, storyboards: storyboards, swift: swift, objc: objc)
    } catch let error as BenchmarkError {
      throw error
    } catch {
      throw BenchmarkError(wrapping: error, code: .setup, context: root.path)
    }
    let options = ScanOptions(paths: [root.path])
    var read: [Double] = []
    var serial: [Double] = []
    var parallel: [Double] = []
    var fields = 0
    for _ in 0..<max(1, repetitions) {
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
    return """
      Scanning a synthesized app: \(files.count) files (\(storyboards) storyboards, \(swift) Swift, \
      \(objc) Objective-C), \(fields) fields, \(cores) cores, median of \(repetitions)
        (a) read every file        \(fixed(a, 3)) s  \(Self.rate(count / a)) files/s
        (b) scan, one thread       \(fixed(b, 3)) s  \(Self.rate(count / b)) files/s  (b)/(a) \(fixed(b / a, 1))× the read time
        (c) scan, every core       \(fixed(c, 3)) s  \(Self.rate(count / c)) files/s  speed-up (b)/(c) \(fixed(b / c, 2))
      """
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
