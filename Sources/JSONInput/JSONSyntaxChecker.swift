/// A strict RFC 8259 syntax checker that reports the first error with its line and column.
///
/// Foundation's decoders on Linux report only "The given data was not valid JSON"; this checker
/// runs first so that messages can say where.
struct JSONSyntaxChecker {
  struct Failure: Equatable {
    var line: Int
    var column: Int
    var reason: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  static func firstError(in bytes: [UInt8]) -> Failure? {
    var checker = JSONSyntaxChecker(bytes: bytes)
    return checker.check()
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func check() -> Failure? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    if index == bytes.count { return fail("the input is empty") }
    if let failure = value() { return failure }
    skipWhitespace()
    if index != bytes.count { return fail("unexpected text after the JSON value") }
    return nil
  }

  private func fail(_ reason: String) -> Failure {
    var line = 1
    var column = 1
    var i = 0
    while i < min(index, bytes.count) {
      if bytes[i] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[i] & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    return Failure(line: line, column: column, reason: reason)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func value() -> Failure? {
    guard let byte = current else { return fail("unexpected end of input, expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return object()
    case UInt8(ascii: "["): return array()
    case UInt8(ascii: "\""): return string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    case UInt8(ascii: "t"): return literal("true")
    case UInt8(ascii: "f"): return literal("false")
    case UInt8(ascii: "n"): return literal("null")
    default: return fail("expected a value")
    }
  }

  private mutating func literal(_ word: String) -> Failure? {
    for expected in word.utf8 {
      guard current == expected else { return fail("expected '\(word)'") }
      index += 1
    }
    return nil
  }

  private mutating func object() -> Failure? {
    depth += 1
    defer { depth -= 1 }
    if depth > 512 { return fail("nesting is too deep") }
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return nil
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { return fail("expected a string key") }
      if let failure = string() { return failure }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return fail("expected ':' after an object key") }
      index += 1
      skipWhitespace()
      if let failure = value() { return failure }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return nil
      case nil: return fail("unexpected end of input, expected ',' or '}'")
      default: return fail("expected ',' or '}' after an object member")
      }
    }
  }

  private mutating func array() -> Failure? {
    depth += 1
    defer { depth -= 1 }
    if depth > 512 { return fail("nesting is too deep") }
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return nil
    }
    while true {
      skipWhitespace()
      if let failure = value() { return failure }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return nil
      case nil: return fail("unexpected end of input, expected ',' or ']'")
      default: return fail("expected ',' or ']' after an array element")
      }
    }
  }

  private mutating func string() -> Failure? {
    index += 1
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return nil
      case UInt8(ascii: "\\"):
        index += 1
        guard let escaped = current else { break }
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          index += 1
        case UInt8(ascii: "u"):
          index += 1
          for _ in 0..<4 {
            guard let hex = current, isHexDigit(hex) else {
              return fail("expected four hex digits after \\u")
            }
            index += 1
          }
        default: return fail("invalid escape sequence in a string")
        }
      case 0x00..<0x20:
        return fail("control character in a string (escape it)")
      default:
        index += 1
      }
    }
    return fail("unterminated string")
  }

  private func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  private mutating func digits() -> Bool {
    var any = false
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      index += 1
      any = true
    }
    return any
  }

  private mutating func number() -> Failure? {
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if !digits() {
      return fail("expected a digit")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      if !digits() { return fail("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      if !digits() { return fail("expected a digit in the exponent") }
    }
    return nil
  }
}
