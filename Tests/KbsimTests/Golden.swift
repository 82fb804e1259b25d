import Foundation
import Testing

/// Golden files of `kbsim` output, kept in folders next to the tests and compared exactly.
///
/// `RECORD_SNAPSHOTS=1` rewrites a file and fails the test, so a recording never passes silently.
enum Golden {
  /// This test target's folder.
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// The repository root (examples/, Layouts/).
  static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()

  /// The absolute path of a file under `examples/`, such as `example("inset/b1.json")`.
  static func example(_ path: String) -> String {
    repository.appendingPathComponent("examples/\(path)").path
  }

  /// Compares `actual` with `folder/name` (folder relative to this target).
  static func expect(
    _ actual: String, matches name: String, in folder: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = tests.appendingPathComponent(folder).appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(folder)/\(name); run again without RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected, "output differs from \(folder)/\(name)", sourceLocation: sourceLocation)
  }
}
