import Foundation
import XKB

/// Gates for tests that need the machine's xkb-data or Compose files (XKB tests are hermetic: they
/// skip, not fail, where the data is missing).
enum SystemData {
  /// xkeyboard-config is installed.
  static var hasXKBData: Bool { XKBContext.systemRoot != nil }
  /// The en_US.UTF-8 Compose file is installed (libx11-data).
  static var hasCompose: Bool { ComposeTable.composeFile(for: ComposeTable.defaultLocale) != nil }
}

/// A copy of the bundled `Layouts/` folder in a temporary directory, for bad-data tests.
struct TemporaryLayouts {
  let url: URL

  init() throws {
    let source = try KeyboardCatalogSupport.bundledDirectory()
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbsim-layouts-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: source, to: url)
  }

  var keyboards: URL { url.appendingPathComponent("keyboards") }

  func path(_ name: String) -> String { keyboards.appendingPathComponent(name).path }

  /// Rewrites a keyboard file by replacing `old` with `new` (which must occur).
  func replace(in name: String, _ old: String, with new: String) throws {
    let file = keyboards.appendingPathComponent(name)
    let text = try String(contentsOf: file, encoding: .utf8)
    guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile) }
    try text.replacingOccurrences(of: old, with: new).write(
      to: file, atomically: true, encoding: .utf8)
  }

  func remove(_ name: String) throws {
    try FileManager.default.removeItem(at: keyboards.appendingPathComponent(name))
  }

  func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
