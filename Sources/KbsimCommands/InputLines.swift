import Foundation

/// The lines of standard input, for the commands that read one item per line (`press`, `plan`).
///
/// Lines end at LF; a CR right before the LF belongs to the line break (CRLF files, as Windows
/// editors write them), not to the line. A final line break does not start an empty last line.
/// Splitting is on bytes: Swift's `Character` treats CRLF as one character, so splitting a
/// `String` at `"\n"` would not split CRLF lines at all.
///
/// ```swift
/// InputLines.split("AC01\r\nAC02\n")  // ["AC01", "AC02"]
/// ```
package enum InputLines {
  /// Reads standard input to its end as UTF-8 lines.
  ///
  /// - Throws: `CLIError` when standard input is not valid UTF-8.
  static func readStandardInput() throws -> [String] {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    guard let input = String(data: data, encoding: .utf8) else {
      throw CLIError(code: .badInput, message: "standard input is not valid UTF-8")
    }
    return split(input)
  }

  /// Splits text into lines at LF or CRLF.
  package static func split(_ text: String) -> [String] {
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    var lines: [String] = []
    var line: [UInt8] = []
    for byte in text.utf8 {
      if byte == newline {
        if line.last == carriageReturn { line.removeLast() }
        lines.append(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
      } else {
        line.append(byte)
      }
    }
    if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
    return lines
  }
}
