import Foundation

/// Writes output files whole: to a temporary file beside the path, then renamed over it, so a
/// reader never sees half a file and a failure leaves no file behind.
enum AtomicFile {
  /// Writes `contents` to `path`.
  ///
  /// - Throws: `CLIError` naming the path and what the file is.
  static func write(_ contents: String, to path: String, what: String = "the SVG file") throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try Data(contents.utf8).write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw CLIError("\(path): cannot write \(what)")
    }
  }
}
