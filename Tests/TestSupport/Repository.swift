package import Foundation

/// The repository the tests were built from: its root, and the files under `examples/`.
package enum Repository {
  /// The package root: three levels above this file (Tests/TestSupport/Repository.swift).
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The URL of a file relative to the root, such as `url("Tools/install.sh")`.
  package static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The absolute path of a file under `examples/`, such as `example("inset/b1.json")`.
  package static func example(_ path: String) -> String {
    url("examples/" + path).path
  }

  /// The bytes of a file under `examples/`.
  package static func exampleBytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url("examples/" + path)))
  }

  /// The text between `<!-- BEGIN name -->` and `<!-- END name -->` in a page of the
  /// repository, such as `block("dump-agreement", in: "docs/presentation.md")`: a generated
  /// block that a test compares with what the code produces.
  package static func block(_ name: String, in page: String) throws -> String {
    let text = try String(contentsOf: url(page), encoding: .utf8)
    guard let start = text.range(of: "<!-- BEGIN \(name) -->\n"),
      let end = text.range(of: "<!-- END \(name) -->", range: start.upperBound..<text.endIndex)
    else {
      throw CocoaError(
        .fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "\(page): no block \(name)"])
    }
    return String(text[start.upperBound..<end.lowerBound])
  }
}
