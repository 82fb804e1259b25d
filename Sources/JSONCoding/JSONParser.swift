internal import Diagnostics
import Foundation

/// A strict RFC 8259 parser that keeps every member's position and reports the first error with
/// its line and column.
///
/// Stricter than Foundation's: a repeated key in an object is an error, not a silent "first
/// wins"; strings must be valid UTF-8; nesting deeper than ``JSONLimits/maximumDepth`` is an
/// error rather than a stack overflow. A UTF-8 byte order mark is skipped.
///
/// ```swift
/// let document = try JSONParser.parse(Data(#"{"a": [1, 2]}"#.utf8), source: "a.json")
/// ```
package struct JSONParser {
  /// Why parsing stopped, and where (a byte offset).
  struct Failure: Error {
    var offset: Int
    var reason: String
    var code: JSONError.Code = .malformed
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let limits: JSONLimits
  private var index = 0
  private var depth = 0

  private init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// Parses `bytes` into a value; throws a ``Failure`` naming the byte offset.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) throws(Failure)
    -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, limits: limits)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < bytes.count else {
      throw Failure(offset: parser.index, reason: "the input is empty")
    }
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw Failure(offset: parser.index, reason: "unexpected text after the JSON value")
    }
    return value
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func fail(_ reason: String, at offset: Int? = nil) -> Failure {
    Failure(offset: offset ?? index, reason: reason)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case .space, .newline, .carriageReturn, .tab: index += 1
      default: return
      }
    }
  }

  private mutating func value() throws(Failure) -> JSONValue {
    guard let byte = current else { throw fail("unexpected end of input, expected a value") }
    switch byte {
    case .openBrace: return try object()
    case .openBracket: return try array()
    case .quote: return .string(try string())
    case .minus, .zero...UInt8(ascii: "9"): return .number(try number())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default: throw fail("expected a value")
    }
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let start = index
    for offset in 0..<word.utf8CodeUnitCount {
      guard current == word.utf8Start[offset] else {
        throw fail("expected '\(word)'", at: start)
      }
      index += 1
    }
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > limits.maximumDepth {
      throw Failure(
        offset: index, reason: "nesting is deeper than \(limits.maximumDepth) levels",
        code: .limitExceeded)
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var object = JSONObject()
    skipWhitespace()
    if current == .closeBrace {
      index += 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard current == .quote else { throw fail("expected a string key") }
      let keyOffset = index
      let key = try string()
      skipWhitespace()
      guard current == .colon else { throw fail("expected ':' after an object key") }
      index += 1
      skipWhitespace()
      let valueOffset = index
      let value = try value()
      let member = JSONObject.Member(
        key: key, value: value, keyOffset: keyOffset, valueOffset: valueOffset)
      guard object.insertParsed(member) else {
        throw Failure(
          offset: keyOffset, reason: "duplicate key \(quoted(key)) in an object",
          code: .duplicateKey)
      }
      skipWhitespace()
      switch current {
      case .comma: index += 1
      case .closeBrace:
        index += 1
        return .object(object)
      case nil: throw fail("unexpected end of input, expected ',' or '}'")
      default: throw fail("expected ',' or '}' after an object member")
      }
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    var offsets: [Int32] = []
    skipWhitespace()
    if current == .closeBracket {
      index += 1
      return .array(JSONArray(elements: elements, offsets: offsets))
    }
    while true {
      skipWhitespace()
      offsets.append(Int32(exactly: index) ?? -1)
      elements.append(try value())
      skipWhitespace()
      switch current {
      case .comma: index += 1
      case .closeBracket:
        index += 1
        return .array(JSONArray(elements: elements, offsets: offsets))
      case nil: throw fail("unexpected end of input, expected ',' or ']'")
      default: throw fail("expected ',' or ']' after an array element")
      }
    }
  }

  private mutating func string() throws(Failure) -> String {
    let start = index
    index += 1
    let contentStart = index
    var hasEscapes = false
    while let byte = current {
      switch byte {
      case .quote:
        let raw = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
        index += 1
        if !hasEscapes {
          guard let text = validUTF8(raw) else {
            throw fail("a string is not valid UTF-8", at: start)
          }
          return text
        }
        return try unescape(raw, offset: contentStart)
      case .backslash:
        hasEscapes = true
        index += 2
      case 0x00..<0x20:
        throw fail("control character in a string (escape it)")
      default:
        index += 1
      }
    }
    throw fail("unterminated string", at: start)
  }

  private func unescape(_ raw: UnsafeBufferPointer<UInt8>, offset: Int) throws(Failure) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(raw.count)
    var i = 0
    func hex4(_ at: Int) throws(Failure) -> UInt32 {
      guard at + 4 <= raw.count else {
        throw fail("expected four hex digits after \\u", at: offset + at)
      }
      var value: UInt32 = 0
      for byte in raw[at..<at + 4] {
        guard let digit = hexValue(byte) else {
          throw fail("expected four hex digits after \\u", at: offset + at)
        }
        value = value << 4 | digit
      }
      return value
    }
    while i < raw.count {
      let byte = raw[i]
      guard byte == .backslash else {
        output.append(byte)
        i += 1
        continue
      }
      guard i + 1 < raw.count else {
        throw fail("invalid escape sequence in a string", at: offset + i)
      }
      switch raw[i + 1] {
      case .quote: output.append(.quote)
      case .backslash: output.append(.backslash)
      case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(.newline)
      case UInt8(ascii: "r"): output.append(.carriageReturn)
      case UInt8(ascii: "t"): output.append(.tab)
      case UInt8(ascii: "u"):
        var scalar = try hex4(i + 2)
        i += 6
        if (0xD800..<0xDC00).contains(scalar) {
          guard i + 1 < raw.count, raw[i] == .backslash, raw[i + 1] == UInt8(ascii: "u") else {
            throw fail("a \\u escape is half of a surrogate pair", at: offset + i - 6)
          }
          let low = try hex4(i + 2)
          guard (0xDC00..<0xE000).contains(low) else {
            throw fail("a \\u escape is half of a surrogate pair", at: offset + i - 6)
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          i += 6
        } else if (0xDC00..<0xE000).contains(scalar) {
          throw fail("a \\u escape is half of a surrogate pair", at: offset + i - 6)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
          throw fail("a \\u escape is not a Unicode scalar", at: offset + i - 6)
        }
        output.append(contentsOf: Array(String(Character(unicode)).utf8))
        continue
      default:
        throw fail("invalid escape sequence in a string", at: offset + i)
      }
      i += 2
    }
    guard let text = validUTF8(output) else {
      throw fail("a string is not valid UTF-8", at: offset - 1)
    }
    return text
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case .zero...UInt8(ascii: "9"): UInt32(byte - .zero)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func digits() -> Bool {
    let start = index
    while let byte = current, (.zero...UInt8(ascii: "9")).contains(byte) { index += 1 }
    return index > start
  }

  private mutating func number() throws(Failure) -> JSONNumber {
    let start = index
    if current == .minus { index += 1 }
    if current == .zero {
      index += 1
    } else if !digits() {
      throw fail("expected a digit")
    }
    if current == .period {
      index += 1
      if !digits() { throw fail("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == .plus || current == .minus { index += 1 }
      if !digits() { throw fail("expected a digit in the exponent") }
    }
    let literal = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    // Every JSON number literal is a valid Swift Double literal; out-of-range ones become ±inf
    // and are reported by the decoder with the key that holds them.
    return JSONNumber(value: Double(literal) ?? .nan, literal: literal)
  }

}

extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let tab = UInt8(ascii: "\t")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let colon = UInt8(ascii: ":")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let period = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
}

/// The text of `bytes` if they are valid UTF-8. (`String(validating:as:)` would do, but it needs
/// iOS 18 and macOS 15; this module builds for earlier releases.)
func validUTF8(_ bytes: some Sequence<UInt8>) -> String? {
  String(bytes: bytes, encoding: .utf8)
}
