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
}
