import Foundation

/// The synthesized tree: copies of the sample app's files, padded to realistic sizes.
struct ScanBenchTree {
  var examples: String

  func write(to root: URL, storyboards: Int, swift: Int, objc: Int) throws -> [String] {
    func load(_ name: String) throws -> String {
      do {
        return try String(contentsOfFile: examples + "/" + name, encoding: .utf8)
      } catch {
        throw BenchmarkError(
          code: .setup,
          message: "\(examples)/\(name): cannot read the sample app (run from the repository)")
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
      try put(
        "Module\(index % 20)/Sources/File\(index).swift",
        body.replacingOccurrences(of: "Filler", with: "Filler\(index)"))
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
