import Foundation
import Testing

/// Golden files for `kbsim inset` output, kept in `Snapshots/` next to the tests and compared
/// exactly. `RECORD_SNAPSHOTS=1` rewrites a file and fails the test, so a recording never
/// passes silently.
enum InsetSnapshot {
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

  /// The absolute path of an example scenario, e.g. `example("b1")`.
  static func example(_ name: String) -> String {
    repository.appendingPathComponent("examples/inset/\(name).json").path
  }

  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = testsDirectory.appendingPathComponent("Snapshots/\(name)")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
      try Data(actual.utf8).write(to: url)
      Issue.record(
        "recorded \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "golden file \(name)", sourceLocation: sourceLocation)
  }
}
