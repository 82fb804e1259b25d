/// The ASCII bytes the typing engine's rules look at, by name.
///
/// The engine works on UTF-8 bytes; these constants replace the bare hex literals
/// (`0x20`, `0x2E`) that the rules would otherwise compare against.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let exclamation = UInt8(ascii: "!")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let closingParenthesis = UInt8(ascii: ")")
  static let comma = UInt8(ascii: ",")
  static let hyphen = UInt8(ascii: "-")
  static let period = UInt8(ascii: ".")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let question = UInt8(ascii: "?")
  static let closingBracket = UInt8(ascii: "]")
  static let closingBrace = UInt8(ascii: "}")

  /// Whether a typed byte ends a sentence for Typist's auto-shift range (input-semantics.md §1.2).
  @inline(__always)
  static func isSentenceDelimiter(_ byte: UInt8) -> Bool {
    byte == period || byte == question || byte == exclamation
  }
}

/// Decoding of valid UTF-8 (a `String`'s bytes, a ``TextBuffer``) without the standard
/// library's validation: the typing engine's one decoder.
enum UTF8Scalars {
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
    while end < bytes.endIndex, bytes[end] & 0xC0 == 0x80 {
      value = value << 6 | UInt32(bytes[end] & 0x3F)
      end += 1
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", end)
  }
}
