package import Foundation
package import Testing

/// Golden files: expected output kept next to the tests and compared exactly.
///
/// Each test target keeps its golden files in one `Goldens/` folder, with a subfolder per suite
/// named after the suite's file: `Tests/KbsimTests/Goldens/InsetCommandTests/inset-b1.json` for
/// a test in `Tests/KbsimTests/InsetCommandTests.swift`.
///
/// `RECORD_SNAPSHOTS=1` rewrites the files and fails each test that does, so a recording never
/// passes silently:
///
/// ```sh
/// RECORD_SNAPSHOTS=1 swift test --filter InsetCommandTests   # writes, fails
/// swift test --filter InsetCommandTests                      # compares, passes
/// ```
package enum Golden {
  /// The environment variable that makes ``expect(_:matches:sourceLocation:)`` write the files.
  package static let recordVariable = "RECORD_SNAPSHOTS"

  /// Whether this run records golden files instead of comparing with them.
  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// Compares `actual` with the golden file `name` of the calling suite (or, when recording,
  /// writes it and records an issue).
  ///
  /// ```swift
  /// try Golden.expect(result.stdout, matches: "inset-b1.json")
  /// ```
  package static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = file(name, sourceLocation: sourceLocation)
    let shown = displayPath(url)
    if isRecording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(shown); run again without \(recordVariable)", sourceLocation: sourceLocation)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden file \(shown); \(recordVariable)=1 writes it", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "output differs from \(shown)", sourceLocation: sourceLocation)
  }

  /// The golden file `name` of the suite whose file is at `sourceLocation`:
  /// `<test target>/Goldens/<suite file>/<name>`.
  package static func file(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> URL {
    let source = URL(fileURLWithPath: sourceLocation.filePath)
    let suite = source.deletingPathExtension().lastPathComponent
    var target = source.deletingLastPathComponent()
    // A test file may sit in a subfolder of its target: the target is the folder under Tests/.
    while target.deletingLastPathComponent().lastPathComponent != "Tests",
      target.pathComponents.count > 2
    {
      target.deleteLastPathComponent()
    }
    return target.appendingPathComponent("Goldens").appendingPathComponent(suite)
      .appendingPathComponent(name)
  }

  /// `url` relative to the repository when it is inside it.
  static func displayPath(_ url: URL) -> String {
    let root = Repository.root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
