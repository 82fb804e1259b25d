import Foundation

/// Line starts of a file's bytes, to turn byte offsets into 1-based lines and columns (columns
/// count characters, not bytes).
///
/// ```swift
/// let index = LineIndex(Data("a\nbé<x".utf8))
/// index.position(ofByte: 5)  // (line: 2, column: 3)
/// ```
struct LineIndex: Sendable {
  let bytes: [UInt8]
  private let starts: [Int]

  init(_ data: some Collection<UInt8>) {
    bytes = Array(data)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    self.starts = starts
  }

  /// The line and column of a byte offset.
  func position(ofByte offset: Int) -> (line: Int, column: Int) {
    let clamped = min(max(0, offset), bytes.count)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    let column = bytes[starts[low]..<clamped].reduce(1) { count, byte in
      (byte & 0xC0) == 0x80 ? count : count + 1
    }
    return (low + 1, column)
  }

  /// The byte offset where `line` starts (1-based), clamped to the file.
  func start(ofLine line: Int) -> Int { starts[min(max(line, 1), starts.count) - 1] }

  /// The byte offset where `line` ends (its newline, or the end of the file).
  func end(ofLine line: Int) -> Int {
    line < starts.count ? starts[max(line, 1)] - 1 : bytes.count
  }

  /// The offset of the last `<name` that starts at or before the end of `line`: where a start
  /// tag the parser reported on that line begins.
  func tagStart(_ name: String, endingOnLine line: Int) -> Int? {
    let needle = Array(("<" + name).utf8)
    var index = end(ofLine: line) - needle.count
    while index >= 0 {
      if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
        let next = index + needle.count
        if next >= bytes.count || [0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains(bytes[next]) {
          return index
        }
      }
      index -= 1
    }
    return nil
  }
}
