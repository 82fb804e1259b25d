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

  /// Whether a typed byte ends a sentence for Typist's auto-shift range
  /// (docs/sources.md#auto-shift-rule).
  @inline(__always)
  static func isSentenceDelimiter(_ byte: UInt8) -> Bool {
    byte == period || byte == question || byte == exclamation
  }
}
