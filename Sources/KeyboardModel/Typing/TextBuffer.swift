/// The committed text of a field as UTF-8 bytes, with the caret at the end.
///
/// Bytes rather than a `String`, so that the typing hot path appends without allocating.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []

  var isEmpty: Bool { bytes.isEmpty }
  var count: Int { bytes.count }

  init() {}

  init(_ text: String) { bytes = Array(text.utf8) }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

  mutating func append(_ byte: UInt8) { bytes.append(byte) }

  mutating func append(contentsOf other: some Collection<UInt8>) { bytes.append(contentsOf: other) }

  mutating func removeLast(_ count: Int) { bytes.removeLast(Swift.min(count, bytes.count)) }

  mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

  /// The bytes from `start` to the end.
  func suffix(from start: Int) -> ArraySlice<UInt8> { bytes[start...] }

  /// The scalar that ends at byte `end` (exclusive), and where it starts.
  ///
  /// The scalar that starts at byte `start`, and the byte offset just after it.
  func scalar(at start: Int) -> (scalar: Unicode.Scalar, end: Int)? {
    guard start < bytes.count else { return nil }
    var end = start + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    guard let (scalar, _) = scalar(before: end) else { return nil }
    return (scalar, end)
  }

  func scalar(before end: Int) -> (scalar: Unicode.Scalar, start: Int)? {
    guard end > 0 else { return nil }
    var start = end - 1
    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    var value: UInt32
    let lead = bytes[start]
    switch lead {
    case 0..<0x80: value = UInt32(lead)
    case 0xC0..<0xE0: value = UInt32(lead & 0x1F)
    case 0xE0..<0xF0: value = UInt32(lead & 0x0F)
    default: value = UInt32(lead & 0x07)
    }
    var index = start + 1
    while index < end {
      value = value << 6 | UInt32(bytes[index] & 0x3F)
      index += 1
    }
    return Unicode.Scalar(value).map { ($0, start) }
  }

  /// The last scalar, if any.
  var lastScalar: Unicode.Scalar? { scalar(before: bytes.count)?.scalar }

  /// The byte length of the last grapheme (extended grapheme cluster), 0 when empty.
  ///
  /// Looks at a window of the last bytes that starts on a scalar boundary and widens it while
  /// the whole window is one grapheme, so a long text costs no more than a short one.
  func lastGraphemeLength() -> Int {
    guard !bytes.isEmpty else { return 0 }
    var window = 32
    while true {
      var start = Swift.max(0, bytes.count - window)
      while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
      let tail = String(decoding: bytes[start...], as: UTF8.self)
      guard let last = tail.last else { return 0 }
      let length = last.utf8.count
      if start == 0 || length < bytes.count - start { return length }
      window *= 2
    }
  }

  /// The number of graphemes (for the secure-entry display).
  var graphemeCount: Int { string.count }
}
