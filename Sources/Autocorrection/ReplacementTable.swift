import Foundation

/// hunspell's `REP` table: the misspellings a language's speakers make by pattern, as the
/// dictionary's authors list them in the `.aff` file (`REP f ph`, `REP ae ä`, `REP ss ß`,
/// `REP ei ie`).
///
/// Each rule replaces `from` in a misspelled word by `to` to make a candidate; `^` anchors a
/// rule at the word's start, `$` at its end. Rules whose replacement holds a space (`_`) are
/// skipped: splitting a word is ``Autocorrector``'s own job.
///
/// ```swift
/// let table = ReplacementTable(affixPath: "/usr/share/hunspell/de_DE.aff")
/// table.rules.contains { $0.from == Array("ue".unicodeScalars) }  // true: ue → ü
/// ```
public struct ReplacementTable: Hashable, Sendable {
  /// One rule: lower-cased scalars.
  public struct Rule: Hashable, Sendable {
    /// What the misspelling has.
    public var from: [UInt32]
    /// What the word has instead.
    public var to: [UInt32]
    /// Only at the word's start (`^`).
    public var atStart: Bool
    /// Only at the word's end (`$`).
    public var atEnd: Bool
  }

  /// The rules in the file's order.
  public var rules: [Rule]

  /// No rules.
  public init() { rules = [] }

  /// The rules of an affix file (UTF-8 or Latin-1); none when it cannot be read.
  public init(affixPath: String) {
    guard let data = FileManager.default.contents(atPath: affixPath) else {
      rules = []
      return
    }
    var rules: [Rule] = []
    for line in [UInt8](data).split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
      guard line.starts(with: Array("REP ".utf8)) else { continue }
      let text =
        String(validUTF8: line)
        ?? String(String.UnicodeScalarView(line.map(Unicode.Scalar.init)))
      let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 3 else { continue }  // `REP 28`: the count line
      var from = String(fields[1])
      let to = String(fields[2])
      guard !to.contains("_"), !from.contains("_") else { continue }
      var atStart = false
      var atEnd = false
      if from.hasPrefix("^") {
        atStart = true
        from.removeFirst()
      }
      if from.hasSuffix("$") {
        atEnd = true
        from.removeLast()
      }
      let rule = Rule(
        from: Lexicon.key(from), to: Lexicon.key(to.replacingOccurrences(of: "$", with: "")),
        atStart: atStart, atEnd: atEnd)
      guard !rule.from.isEmpty, rule.from != rule.to else { continue }
      rules.append(rule)
    }
    self.rules = rules
  }

  /// Every key made from `key` by one rule at one place, with the place.
  func variants(of key: [UInt32]) -> [(key: [UInt32], position: Int, rule: Rule)] {
    var found: [(key: [UInt32], position: Int, rule: Rule)] = []
    for rule in rules where rule.from.count <= key.count {
      let last = key.count - rule.from.count
      for position in 0...last {
        if rule.atStart, position != 0 { break }
        if rule.atEnd, position != last { continue }
        guard key[position..<(position + rule.from.count)].elementsEqual(rule.from) else {
          continue
        }
        var variant = Array(key[..<position])
        variant += rule.to
        variant += key[(position + rule.from.count)...]
        found.append((variant, position, rule))
      }
    }
    return found
  }
}
