import Foundation
import Testing

/// Golden files of reports, compared exactly; `RECORD_SNAPSHOTS=1` rewrites a file and fails
/// the test, so a recording never passes silently.
enum Golden {
  /// This test target's folder.
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// The repository root.
  static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()

  /// The bytes of a file under `examples/`.
  static func example(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: repository.appendingPathComponent("examples/\(path)")))
  }

  /// Compares `actual` with `Goldens/name`.
  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = tests.appendingPathComponent("Goldens").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded Goldens/\(name); run again without RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected, "output differs from Goldens/\(name)", sourceLocation: sourceLocation)
  }
}
