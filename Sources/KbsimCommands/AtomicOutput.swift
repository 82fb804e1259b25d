import Foundation

/// Where a command's output goes: standard output, or a file written whole through
/// ``AtomicFile`` (a temporary file renamed into place), so a failure never leaves half a file.
enum AtomicOutput {
  /// Prints `text`, or writes it to `path` atomically.
  static func emit(_ text: String, to path: String?, what: String = "the output") throws {
    guard let path, path != "-" else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    try AtomicFile.write(text, to: path, what: what)
  }
}
