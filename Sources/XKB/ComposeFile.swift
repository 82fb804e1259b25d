#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The productions of a Compose file, read from its text: the one Compose file parser.
///
/// libxkbcommon 1.5 cannot list a table's productions (`xkb_compose_table_iterator_*` arrived in
/// 1.6, docs/sources.md#xkb-version-skew), so the planner enumerates candidate sequences from the
/// file itself and checks every one against the real Compose state, and `kbsim verify-layouts`
/// checks each production's string. Includes (`include "%L"`, `%S`, `%H`) are followed; their
/// productions name their own file.
///
/// ```swift
/// let file = try ComposeFile(contentsOf: "/usr/share/X11/locale/en_US.UTF-8/Compose")
/// file.productions.count                    // 5672 (docs/sources.md#xkb-data-counts)
/// file.productions[0].result                // "~" from <dead_tilde> <space> : "~" asciitilde
/// ```
package struct ComposeFile: Sendable {
  /// One production: `<dead_acute> <e> : "é" eacute`.
  package struct Production: Hashable, Sendable {
    /// The keysyms of the sequence, in order.
    package var keysyms: [Keysym]
    /// The string of the right-hand side, or nil for a keysym-only right-hand side.
    package var result: String?
    /// The file the production is in (the file read, or an included one).
    package var file: String
    /// The 1-based line number in ``file``.
    package var line: Int
  }

  /// The file read (or `Compose text`).
  package let path: String
  /// Every production whose keysym names are all known, in file order, includes in place.
  package let productions: [Production]
  /// Lines of ``path`` with a keysym name libxkbcommon does not know (none in en_US.UTF-8).
  package let unresolvedLines: [Int]

  /// Reads a Compose file, following its includes for `locale`.
  ///
  /// - Throws: ``XKBErrorCode/composeTableFailed`` when the file cannot be read.
  package init(contentsOf path: String, locale: String = ComposeTable.defaultLocale)
    throws(XKBError)
  {
    guard let bytes = Self.readBytes(path) else {
      throw XKBError(code: .composeTableFailed, message: "cannot read Compose file '\(path)'")
    }
    self.init(bytes: bytes, path: path, locale: locale)
  }

  /// Parses Compose text.
  package init(text: String, locale: String = ComposeTable.defaultLocale) {
    self.init(bytes: Array(text.utf8), path: "Compose text", locale: locale)
  }

  private init(bytes: [UInt8], path: String, locale: String) {
    var parser = Parser(locale: locale)
    var unresolved: [Int] = []
    productions = parser.productions(of: bytes, file: path, depth: 0, unresolved: &unresolved)
    unresolvedLines = unresolved
    self.path = path
  }

  /// A whole file's bytes, or nil if it cannot be read.
  static func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count == 0 { break }
      bytes.append(contentsOf: chunk.prefix(count))
    }
    return bytes
  }
}

/// The line scanner behind ``ComposeFile``.
///
/// Scans bytes, not `String`s: the system file has about 5,700 productions.
private struct Parser {
  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let hash = UInt8(ascii: "#")
  static let colon = UInt8(ascii: ":")
  static let less = UInt8(ascii: "<")
  static let greater = UInt8(ascii: ">")
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let include = Array("include".utf8)
  /// Includes nest at most this deep (a file that includes itself stops here).
  static let maxDepth = 8

  let locale: String
  private var keysyms: [[UInt8]: Keysym?] = [:]

  init(locale: String) { self.locale = locale }

  mutating func productions(
    of bytes: [UInt8], file: String, depth: Int, unresolved: inout [Int]
  ) -> [ComposeFile.Production] {
    var result: [ComposeFile.Production] = []
    var start = 0
    var lineNumber = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != Self.newline { end += 1 }
      lineNumber += 1
      defer { start = end + 1 }
      var i = start
      while i < end, bytes[i] == Self.space || bytes[i] == Self.tab { i += 1 }
      guard i < end, bytes[i] != Self.hash else { continue }
      if bytes[i...].starts(with: Self.include) {
        if depth < Self.maxDepth,
          let path = includePath(String(decoding: bytes[i..<end], as: UTF8.self)),
          let included = ComposeFile.readBytes(path)
        {
          var ignored: [Int] = []
          result += productions(of: included, file: path, depth: depth + 1, unresolved: &ignored)
        }
        continue
      }
      var sequence: [Keysym] = []
      var known = true
      while i < end, bytes[i] != Self.colon {
        if bytes[i] == Self.less {
          var close = i + 1
          while close < end, bytes[close] != Self.greater { close += 1 }
          guard close < end else {
            i = end  // an unclosed '<': not a production
            break
          }
          if let keysym = keysym(named: Array(bytes[(i + 1)..<close])) {
            sequence.append(keysym)
          } else {
            known = false
          }
          i = close
        }
        i += 1
      }
      guard i < end, !sequence.isEmpty || !known else { continue }
      guard known else {
        if depth == 0 { unresolved.append(lineNumber) }
        continue
      }
      result.append(
        .init(
          keysyms: sequence, result: Self.quoted(bytes[(i + 1)..<end]), file: file, line: lineNumber
        ))
    }
    return result
  }

  private mutating func keysym(named name: [UInt8]) -> Keysym? {
    if let cached = keysyms[name] { return cached }
    let keysym = try? Keysym(name: String(decoding: name, as: UTF8.self))
    keysyms[name] = .some(keysym)
    return keysym
  }

  /// The string between the first pair of double quotes with libxkbcommon's escapes (`\"`, `\\`,
  /// `\xHH`, octal `\ooo`) undone; nil for a keysym-only right-hand side.
  ///
  /// Works on bytes: a result such as `"̀"` (U+0300) would merge with its quote into one
  /// `Character`.
  static func quoted(_ text: ArraySlice<UInt8>) -> String? {
    guard var i = text.firstIndex(of: quote) else { return nil }
    i += 1
    var result: [UInt8] = []
    while i < text.endIndex {
      let byte = text[i]
      i += 1
      if byte == quote { return String(decoding: result, as: UTF8.self) }
      guard byte == backslash, i < text.endIndex else {
        result.append(byte)
        continue
      }
      let escaped = text[i]
      i += 1
      if escaped == UInt8(ascii: "x") || escaped == UInt8(ascii: "X") {
        var value: UInt8 = 0
        var digits = 0
        while digits < 2, i < text.endIndex, let digit = hexValue(text[i]) {
          value = value << 4 | digit
          i += 1
          digits += 1
        }
        result.append(value)
      } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(escaped) {
        var value = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, i < text.endIndex,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[i])
        {
          value = value << 3 | UInt32(text[i] - UInt8(ascii: "0"))
          i += 1
          digits += 1
        }
        result.append(UInt8(truncatingIfNeeded: value))
      } else {
        result.append(escaped)
      }
    }
    return nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private func includePath(_ line: String) -> String? {
    guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close
    else { return nil }
    var path = String(line[line.index(after: open)..<close])
    if path.contains("%L") {
      guard let file = ComposeTable.composeFile(for: locale) else { return nil }
      path = path.replacingAll("%L", with: file)
    }
    if path.contains("%S") {
      guard let directory = ComposeTable.localeDirectory else { return nil }
      path = path.replacingAll("%S", with: directory)
    }
    if path.contains("%H") {
      guard let home = getenv("HOME") else { return nil }
      path = path.replacingAll("%H", with: String(cString: home))
    }
    return path
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

extension Substring {
  fileprivate func range(of target: String) -> Range<Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(target) {
        return index..<self.index(index, offsetBy: target.count)
      }
      index = self.index(after: index)
    }
    return nil
  }
}
