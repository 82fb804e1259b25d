/// Line and column of any byte offset of an input, in time independent of the offset: the
/// position is recorded every ``stride`` bytes, so finding one scans at most that many bytes.
///
/// Every positioned error and every `place(of:)` asks for a position. Counting from the start
/// each time made a document with many such questions quadratic (a script's place per step, a
/// decoder probing a value's type once per field of a large form).
///
/// ```swift
/// let index = PositionIndex(bytes: Array("{\n  \"a\": 1}".utf8), firstLine: 1)
/// index.position(of: 9)  // (line: 2, column: 8)
/// ```
struct PositionIndex: Sendable {
  /// Bytes between two recorded positions.
  static let stride = 512

  private let bytes: [UInt8]
  private let firstLine: Int
  /// The line and column at offsets 0, ``stride``, 2 × ``stride``…, interleaved.
  private let checkpoints: [Int]

  init(bytes: [UInt8], firstLine: Int) {
    self.bytes = bytes
    self.firstLine = firstLine
    var checkpoints: [Int] = []
    checkpoints.reserveCapacity(2 * (bytes.count / Self.stride + 1))
    var line = firstLine
    var column = 1
    bytes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        if index % Self.stride == 0 { checkpoints.append(contentsOf: [line, column]) }
        Self.advance(buffer[index], line: &line, column: &column)
      }
    }
    self.checkpoints = checkpoints
  }

  /// Line and column (1-based; the column counts characters) of byte `offset`; offsets past
  /// the end are the end.
  func position(of offset: Int) -> (line: Int, column: Int) {
    let end = min(max(offset, 0), bytes.count)
    let checkpoint = min(end / Self.stride, checkpoints.count / 2 - 1)
    guard checkpoint >= 0 else { return (firstLine, 1) }
    var line = checkpoints[2 * checkpoint]
    var column = checkpoints[2 * checkpoint + 1]
    var index = checkpoint * Self.stride
    while index < end {
      Self.advance(bytes[index], line: &line, column: &column)
      index += 1
    }
    return (line, column)
  }

  /// One byte further: a newline starts a line; a byte that starts a character moves the column.
  @inline(__always)
  private static func advance(_ byte: UInt8, line: inout Int, column: inout Int) {
    if byte == .newline {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }
}
