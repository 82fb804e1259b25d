public import XKB

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The productions of a Compose file with the strings it gives them, such as line 4 of
/// en_US.UTF-8: `<dead_tilde> <space> : "~" asciitilde`.
///
/// libxkbcommon 1.5 cannot list a table's productions (the iterator arrived in 1.6, facts §4.11),
/// so `kbsim verify-layouts` reads the file itself and checks each production against the
/// real Compose state.
///
/// ```swift
/// let file = try ComposeProductions(contentsOf: "/usr/share/X11/locale/en_US.UTF-8/Compose")
/// file.productions.count            // 5672 (facts §7)
/// file.productions[0].result        // "~"
/// ```
public struct ComposeProductions: Sendable {
  /// One production: its keysyms, the string it gives, and its line in the file.
  public struct Production: Hashable, Sendable {
    /// The keysyms of the sequence, in order.
    public var keysyms: [Keysym]
    /// The string the file gives.
    public var result: String
    /// The 1-based line number.
    public var line: Int
  }

  /// The file the productions came from.
  public let path: String
  /// Every production with a string, in file order.
  public let productions: [Production]
  /// Lines whose keysym names libxkbcommon does not know (none in en_US.UTF-8).
  public let unresolvedLines: [Int]

  /// Reads a Compose file. `include` lines are not followed (en_US.UTF-8 has none).
  ///
  /// - Throws: `layoutData` when the file cannot be read.
  public init(contentsOf path: String) throws(KeyboardModelError) {
    guard let file = fopen(path, "r") else {
      throw KeyboardModelError(code: .layoutData, message: "cannot read Compose file '\(path)'")
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count == 0 { break }
      bytes.append(contentsOf: chunk.prefix(count))
    }
    self.init(text: String(decoding: bytes, as: UTF8.self), path: path)
  }

  /// Parses Compose text.
  public init(text: String, path: String = "Compose text") {
    self.path = path
    var productions: [Production] = []
    var unresolved: [Int] = []
    var keysyms: [String: Keysym?] = [:]
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = Substring(rawLine.unicodeScalars.drop { $0 == " " || $0 == "\t" })
      guard line.unicodeScalars.first == "<", let colon = line.unicodeScalars.firstIndex(of: ":")
      else { continue }
      var sequence: [Keysym] = []
      var valid = true
      var rest = line.unicodeScalars[..<colon]
      while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
        let name = String(String.UnicodeScalarView(rest[rest.index(after: open)..<close]))
        if keysyms[name] == nil { keysyms[name] = .some(try? Keysym(name: name)) }
        if let keysym = keysyms[name] ?? nil { sequence.append(keysym) } else { valid = false }
        rest = rest[rest.index(after: close)...]
      }
      guard let result = Self.quoted(Substring(line.unicodeScalars[line.unicodeScalars.index(after: colon)...]))
      else { continue }
      if valid, !sequence.isEmpty {
        productions.append(Production(keysyms: sequence, result: result, line: offset + 1))
      } else {
        unresolved.append(offset + 1)
      }
    }
    self.productions = productions
    unresolvedLines = unresolved
  }

  /// The string between the first pair of double quotes, with `\"` and `\\` unescaped; nil for a
  /// keysym-only right-hand side. Works on scalars: a result such as `"̀"` (U+0300) would merge
  /// with its quote into one `Character`.
  private static func quoted(_ text: Substring) -> String? {
    let scalars = text.unicodeScalars
    guard let open = scalars.firstIndex(of: "\"") else { return nil }
    var result = String.UnicodeScalarView()
    var escaped = false
    for scalar in scalars[scalars.index(after: open)...] {
      if escaped {
        result.append(scalar)
        escaped = false
      } else if scalar == "\\" {
        escaped = true
      } else if scalar == "\"" {
        return String(result)
      } else {
        result.append(scalar)
      }
    }
    return nil
  }
}
