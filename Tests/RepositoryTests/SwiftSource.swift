/// Swift source read as code: comments and string literals blanked out, so that prose and
/// messages never look like a use of an API or a declaration.
enum SwiftSource {
  /// `text` with every comment and string literal replaced by spaces (newlines kept, so offsets
  /// and line numbers stay those of the file); the code inside a string's interpolations stays.
  ///
  /// Handles `//` and nested `/* */` comments, `"…"`, `"""…"""`, raw strings (`#"…"#`) and
  /// interpolations (`\(…)`, `\#(…)` in raw strings) to any depth.
  static func code(_ text: String) -> String {
    enum Mode {
      case string(multiline: Bool, hashes: Int)
      case interpolation(depth: Int)
    }
    let bytes = Array(text.utf8)
    var output = bytes
    var modes: [Mode] = []
    var index = 0

    func blank(_ range: Range<Int>) {
      for position in range where bytes[position] != UInt8(ascii: "\n") {
        output[position] = UInt8(ascii: " ")
      }
    }
    func matches(_ literal: String, at position: Int) -> Bool {
      let pattern = Array(literal.utf8)
      return position + pattern.count <= bytes.count
        && bytes[position..<position + pattern.count].elementsEqual(pattern)
    }
    func hashes(from position: Int) -> Int {
      var end = position
      while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
      return end - position
    }

    while index < bytes.count {
      switch modes.last {
      case .string(let multiline, let hashCount):
        let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashCount)
        if bytes[index] == UInt8(ascii: "\\"), hashes(from: index + 1) >= hashCount {
          let afterHashes = index + 1 + hashCount
          if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
            blank(index..<afterHashes + 1)
            modes.append(.interpolation(depth: 0))
            index = afterHashes + 1
          } else {
            blank(index..<min(afterHashes + 1, bytes.count))
            index = afterHashes + 1
          }
        } else if matches(closing, at: index) {
          blank(index..<index + closing.utf8.count)
          modes.removeLast()
          index += closing.utf8.count
        } else {
          blank(index..<index + 1)
          index += 1
        }
      case .interpolation, nil:
        if matches("//", at: index) {
          var end = index
          while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
          blank(index..<end)
          index = end
        } else if matches("/*", at: index) {
          var depth = 0
          var end = index
          repeat {
            if matches("/*", at: end) {
              depth += 1
              end += 2
            } else if matches("*/", at: end) {
              depth -= 1
              end += 2
            } else {
              end += 1
            }
          } while depth > 0 && end < bytes.count
          blank(index..<min(end, bytes.count))
          index = end
        } else if bytes[index] == UInt8(ascii: "#") || bytes[index] == UInt8(ascii: "\"") {
          let hashCount = hashes(from: index)
          let quote = index + hashCount
          guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else {
            index += max(hashCount, 1)
            continue
          }
          let multiline = matches("\"\"\"", at: quote)
          let end = quote + (multiline ? 3 : 1)
          blank(index..<end)
          modes.append(.string(multiline: multiline, hashes: hashCount))
          index = end
        } else if case .interpolation(let depth) = modes.last {
          if bytes[index] == UInt8(ascii: "(") {
            modes[modes.count - 1] = .interpolation(depth: depth + 1)
          } else if bytes[index] == UInt8(ascii: ")") {
            if depth == 0 {
              blank(index..<index + 1)
              modes.removeLast()
            } else {
              modes[modes.count - 1] = .interpolation(depth: depth - 1)
            }
          }
          index += 1
        } else {
          index += 1
        }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether `byte` can be part of an identifier (ASCII letters, digits, `_`, and any byte of a
  /// non-ASCII character).
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The offset just past the bracket that closes the one at `open` (`(`, `[` or `{`), or the
  /// end of `bytes`.
  static func closing(_ bytes: [UInt8], from open: Int) -> Int {
    let pairs: [UInt8: UInt8] = [
      UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
      UInt8(ascii: "{"): UInt8(ascii: "}"),
    ]
    guard let close = pairs[bytes[open]] else { return open + 1 }
    var depth = 0
    var index = open
    while index < bytes.count {
      if bytes[index] == bytes[open] { depth += 1 }
      if bytes[index] == close {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return bytes.count
  }
}
