/// Finds the first number in a JSON text that a `Double` cannot hold (`1e999`, `1e-999`).
///
/// Foundation's decoder rejects such a file as "not valid JSON" without saying where; this
/// scan names the line, column and key path. It assumes nothing about validity: on anything
/// unexpected it gives up and returns `nil`, leaving syntax errors to `JSONInput`.
struct JSONNumberScanner {
  struct Finding: Equatable {
    var line: Int
    var column: Int
    var path: String
    var literal: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var path: [String] = []

  static func firstOutOfRange(in bytes: [UInt8]) -> Finding? {
    var scanner = JSONNumberScanner(bytes: bytes)
    return scanner.value(depth: 0) ?? nil
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  /// `.some(finding)` when found, `.some(nil)` when the value was fine, `nil` to give up.
  private mutating func value(depth: Int) -> Finding?? {
    skipWhitespace()
    guard let byte = current, depth < 512 else { return nil }
    switch byte {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string() == nil ? nil : .some(nil)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    default:
      while let byte = current, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) {
        index += 1
      }
      return .some(nil)
    }
  }

  private mutating func object(depth: Int) -> Finding?? {
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .some(nil)
    }
    while true {
      skipWhitespace()
      guard let key = string() else { return nil }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return nil }
      index += 1
      path.append(path.isEmpty ? key : ".\(key)")
      guard let found = value(depth: depth + 1) else { return nil }
      if let found { return found }
      path.removeLast()
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .some(nil)
      default: return nil
      }
    }
  }

  private mutating func array(depth: Int) -> Finding?? {
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .some(nil)
    }
    var element = 0
    while true {
      path.append("[\(element)]")
      guard let found = value(depth: depth + 1) else { return nil }
      if let found { return found }
      path.removeLast()
      element += 1
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .some(nil)
      default: return nil
      }
    }
  }

  /// The string's text (escapes kept as written), or `nil` if it is not a string.
  private mutating func string() -> String? {
    guard current == UInt8(ascii: "\"") else { return nil }
    index += 1
    let start = index
    while let byte = current, byte != UInt8(ascii: "\"") {
      index += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    guard current == UInt8(ascii: "\""), index <= bytes.count else { return nil }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    index += 1
    return text
  }

  private mutating func number() -> Finding?? {
    let start = index
    while let byte = current, "+-.eE0123456789".utf8.contains(byte) { index += 1 }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let parsed = Double(literal) else { return nil }
    let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
    let underflow = parsed == 0 && mantissa.contains { ("1"..."9").contains($0) }
    guard !parsed.isFinite || underflow else { return .some(nil) }
    var line = 1
    var column = 1
    for byte in bytes[..<start] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return .some(Finding(line: line, column: column, path: path.joined(), literal: literal))
  }
}
