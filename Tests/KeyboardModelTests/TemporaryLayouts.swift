import Foundation

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
