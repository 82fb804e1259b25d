import Foundation
import Testing
import XKB

/// The hand-written, include-free fixtures of this target.
enum XKBFixtures {
  static func text(_ name: String, _ ext: String) throws -> String {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures"))
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// A context whose only include path is an empty folder: nothing of the machine's xkb-data.
  static func emptyContext() throws -> XKBContext {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-empty-xkb")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return try XKBContext(.init(root: root.path))
  }

  static func tinyKeymap() throws -> Keymap {
    try Keymap(text: text("tiny", "xkb"), context: emptyContext())
  }

  static func tinyCompose() throws -> ComposeTable {
    try ComposeTable(text: text("tiny", "compose"), context: emptyContext())
  }
}
