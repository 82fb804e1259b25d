package import Diagnostics
import Foundation

/// The lines of standard input, read as they come, for the commands that read one item per line
/// (`press`, `plan`): memory holds one line and a block of input, however long the input is.
///
/// Lines end at LF; a CR right before the LF belongs to the line break (CRLF files, as Windows
/// editors write them), not to the line. A final line break does not start an empty last line.
/// Splitting is on bytes: Swift's `Character` treats CRLF as one character, so splitting a
/// `String` at `"\n"` would not split CRLF lines at all.
///
/// ```swift
/// var lines = InputLines()
/// while let line = try lines.next() { print(lines.lineNumber, line) }
/// // "AC01\r\nAC02\n" on standard input: 1 AC01, 2 AC02
/// ```
package struct InputLines {
  /// The longest line accepted, in bytes: 256 MiB, the limit of every JSON input.
  package static let maximumLineLength = 256 << 20

  private let descriptor: Int32
  private let maximumLength: Int
  private var block = [UInt8](repeating: 0, count: 1 << 16)
  /// The unread bytes of `block`.
  private var position = 0
  private var end = 0
  private var pending: [UInt8] = []
  private var atEnd = false
  /// The number of the line `next()` returned last, from 1.
  package private(set) var lineNumber = 0

  /// Lines of standard input (or of another open descriptor).
  package init(descriptor: Int32 = STDIN_FILENO, maximumLength: Int = InputLines.maximumLineLength)
  {
    self.descriptor = descriptor
    self.maximumLength = maximumLength
  }

  /// The next line without its line break; nil at the end of the input.
  ///
  /// - Throws: ``/Diagnostics/JSONError`` naming the line: `malformed` when it is not valid UTF-8,
  ///   `limitExceeded` when it is longer than the limit, `unreadable` when standard input cannot
  ///   be read.
  package mutating func next() throws(JSONError) -> String? {
    while true {
      if let newline = block[position..<end].firstIndex(of: UInt8(ascii: "\n")) {
        let line = block[position..<newline]
        position = newline + 1
        if pending.isEmpty { return try finish(line) }
        pending.append(contentsOf: line)
        defer { pending.removeAll(keepingCapacity: true) }
        return try finish(pending[...])
      }
      pending.append(contentsOf: block[position..<end])
      position = end
      guard pending.count <= maximumLength else { throw tooLong() }
      guard !atEnd, try fill() else {
        guard !pending.isEmpty else { return nil }
        defer { pending.removeAll() }
        return try finish(pending[...])
      }
    }
  }

  /// Reads the next block; false at the end of the input.
  private mutating func fill() throws(JSONError) -> Bool {
    while true {
      let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw JSONError(
          code: .unreadable,
          message: "cannot read standard input: \(String(cString: strerror(errno)))")
      }
      atEnd = count == 0
      position = 0
      end = count
      return !atEnd
    }
  }

  private mutating func finish(_ bytes: ArraySlice<UInt8>) throws(JSONError) -> String {
    lineNumber += 1
    guard bytes.count <= maximumLength else { throw tooLong() }
    let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
    guard let text = String(bytes: line, encoding: .utf8) else {
      throw JSONError(
        code: .malformed, message: "standard input line \(lineNumber) is not valid UTF-8")
    }
    return text
  }

  private func tooLong() -> JSONError {
    JSONError(
      code: .limitExceeded,
      message: "standard input line \(lineNumber + 1) is longer than \(maximumLength) bytes")
  }
}
