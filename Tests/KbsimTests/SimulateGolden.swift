import Foundation
import Testing

/// Golden files next to the tests, compared exactly. With `RECORD_GOLDENS=1` the file is
/// rewritten and the test fails, so a recording never passes silently.
enum SimulateGolden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SimulateGoldens")

  /// The repository root (examples/, Layouts/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(name); unset RECORD_GOLDENS and run again", sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "output differs from \(name)", sourceLocation: sourceLocation)
  }
}
