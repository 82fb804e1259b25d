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
      read.append(Self.time { for path in files { _ = FileManager.default.contents(atPath: path) } })
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

/// The synthesized tree: copies of the sample app's files, padded to realistic sizes.
struct ScanBenchTree {
  var examples: String

  func write(to root: URL, storyboards: Int, swift: Int, objc: Int) throws -> [String] {
    func load(_ name: String) throws -> String {
      do {
        return try String(contentsOfFile: examples + "/" + name, encoding: .utf8)
      } catch {
        throw CLIError("\(examples)/\(name): cannot read the sample app (run from the repository)")
      }
    }
    let storyboard = try load("Base.lproj/Main.storyboard")
    let swiftSources = [try load("SignUpViewController.swift"), try load("LoginView.swift")]
    let objcSource = try load("PaymentViewController.m")
    // A storyboard of about 40 kB: the sample's scenes eight times over.
    let scenesStart = storyboard.range(of: "<scenes>")?.upperBound
    let scenesEnd = storyboard.range(of: "</scenes>")?.lowerBound
    var bigStoryboard = storyboard
    if let scenesStart, let scenesEnd {
      let scenes = String(storyboard[scenesStart..<scenesEnd])
      bigStoryboard =
        String(storyboard[..<scenesStart]) + String(repeating: scenes, count: 8)
        + String(storyboard[scenesEnd...])
    }
    let filler = Self.filler
    var paths: [String] = []
    func put(_ relative: String, _ text: String) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      paths.append(url.path)
    }
    for index in 0..<storyboards {
      try put("Module\(index % 20)/Base.lproj/Screen\(index).storyboard", bigStoryboard)
    }
    for index in 0..<swift {
      let body = index % 10 == 0 ? swiftSources[index / 10 % 2] + filler : filler + filler
      try put("Module\(index % 20)/Sources/File\(index).swift", body.replacingOccurrences(of: "Filler", with: "Filler\(index)"))
    }
    for index in 0..<objc {
      try put("Legacy/Controller\(index).m", objcSource)
    }
    return paths
  }

  /// About 3 kB of ordinary Swift that sets no trait.
  static let filler: String = {
    var text = "import Foundation\n\n/// Ordinary model code.\nstruct Filler {\n"
    for index in 0..<16 {
      text += """
          var value\(index): Int = \(index)
          func compute\(index)(_ input: [Int]) -> Int {
            input.reduce(value\(index)) { $0 &+ $1 &* \(index + 1) }
          }

        """
    }
    return text + "}\n"
  }()
}
