/// A token of Objective-C source, as ``ObjCScanner`` needs them.
///
/// Identifiers (`@` keywords included, as `@implementation`), single punctuation characters and
/// `->`, and literals as one token each. Comments, preprocessor lines and whitespace are dropped.
struct ObjCToken: Equatable {
  enum Kind: Equatable { case identifier, punctuation, literal }

  var kind: Kind
  var text: String
  /// The byte offset of the token's first character.
  var offset: Int

  /// Splits `bytes` into tokens.
  static func tokenize(_ bytes: [UInt8]) -> [ObjCToken] {
    var tokens: [ObjCToken] = []
    var index = 0
    var atLineStart = true
    let count = bytes.count
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }
    while index < count {
      let byte = bytes[index]
      switch byte {
      case 0x0A:
        atLineStart = true
        index += 1
      case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "#") where atLineStart:
        // A preprocessor line, with backslash continuations.
        while index < count, bytes[index] != 0x0A {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < count, bytes[index + 1] == 0x0A {
            index += 1
          }
          index += 1
        }
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < count, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
        index += 2
        while index + 1 < count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index = min(count, index + 2)
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let start = index
        index = skipQuoted(bytes, from: index)
        tokens.append(ObjCToken(kind: .literal, text: text(bytes, start, index), offset: start))
        atLineStart = false
      case UInt8(ascii: "@") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "\""):
        let start = index
        index = skipQuoted(bytes, from: index + 1)
        tokens.append(ObjCToken(kind: .literal, text: text(bytes, start, index), offset: start))
        atLineStart = false
      default:
        atLineStart = false
        let start = index
        if isIdentifierByte(byte)
          || (byte == UInt8(ascii: "@") && index + 1 < count && isIdentifierByte(bytes[index + 1]))
        {
          index += 1
          while index < count, isIdentifierByte(bytes[index]) { index += 1 }
          let word = text(bytes, start, index)
          let kind: Kind = (byte >= 0x30 && byte <= 0x39) ? .literal : .identifier
          tokens.append(ObjCToken(kind: kind, text: word, offset: start))
        } else if byte == UInt8(ascii: "-"), index + 1 < count,
          bytes[index + 1] == UInt8(ascii: ">")
        {
          tokens.append(ObjCToken(kind: .punctuation, text: "->", offset: start))
          index += 2
        } else if byte == UInt8(ascii: "="), index + 1 < count,
          bytes[index + 1] == UInt8(ascii: "=")
        {
          tokens.append(ObjCToken(kind: .punctuation, text: "==", offset: start))
          index += 2
        } else {
          tokens.append(
            ObjCToken(kind: .punctuation, text: String(UnicodeScalar(byte)), offset: start))
          index += 1
        }
      }
    }
    return tokens
  }

  private static func skipQuoted(_ bytes: [UInt8], from start: Int) -> Int {
    let quote = bytes[start]
    var index = start + 1
    while index < bytes.count, bytes[index] != quote, bytes[index] != 0x0A {
      if bytes[index] == UInt8(ascii: "\\") { index += 1 }
      index += 1
    }
    return min(bytes.count, index + 1)
  }

  private static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
  }
}
