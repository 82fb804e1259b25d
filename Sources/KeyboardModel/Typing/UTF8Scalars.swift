/// Decoding of valid UTF-8 (a `String`'s bytes, a ``TextBuffer``) without the standard
/// library's validation: the typing engine's one decoder.
enum UTF8Scalars {
  /// Whether `byte` continues a scalar (10xxxxxx) rather than starting one.
  ///
  /// ```swift
  /// UTF8Scalars.isContinuation(Array("é".utf8)[1])  // true
  /// ```
  @inline(__always)
  static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// The scalar whose lead byte is at `start`, and the offset just after it.
  ///
  /// ```swift
  /// UTF8Scalars.scalar(in: Array("é!".utf8), at: 0)  // ("é", 2)
  /// ```
  @inline(__always)
  static func scalar<Bytes: RandomAccessCollection<UInt8>>(
    in bytes: Bytes, at start: Int
  ) -> (scalar: Unicode.Scalar, end: Int) where Bytes.Index == Int {
    let lead = bytes[start]
    var value: UInt32
    var end = start + 1
    switch lead {
    case 0..<0x80: return (Unicode.Scalar(lead), end)
    case 0xC0..<0xE0: value = UInt32(lead & 0x1F)
    case 0xE0..<0xF0: value = UInt32(lead & 0x0F)
    default: value = UInt32(lead & 0x07)
    }
    while end < bytes.endIndex, isContinuation(bytes[end]) {
      value = value << 6 | UInt32(bytes[end] & 0x3F)
      end += 1
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", end)
  }
}
