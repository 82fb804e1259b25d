import Foundation

/// Where a command's output goes: standard output, or a file written whole (a temporary file
/// in the same folder, renamed into place), so a failure never leaves half a file.
enum AtomicOutput {
  /// Prints `text`, or writes it to `path` atomically.
  static func emit(_ text: String, to path: String?) throws {
    guard let path, path != "-" else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CLIError(
        code: .badInput,
        message: "\(path): cannot write the output: \((error as NSError).localizedDescription)")
    }
  }
}
