/// Smart quotes, smart dashes, the ellipsis and the double-space "." shortcut, as rules on the
/// text before the caret (the caret is always at the end here, so the text after it is empty).
///
/// Sources: docs/sources.md#smart-quotes (quotes, `TISmartPunctuationController`),
/// docs/sources.md#smart-dashes-and-ellipsis (dashes and ellipsis, governed by smartDashes),
/// docs/sources.md#double-space-period and docs/sources.md#auto-shift-rule
/// (`replacementForDoubleSpace` = ". ").
enum SmartPunctuation {
  /// What a typed character turns into: delete `deleteCount` bytes before the caret, then insert
  /// `insert` instead of the typed character.
  struct Replacement: Hashable {
    var kind: Kind
    var deleteCount: Int
    var insert: String
  }

  /// Which rule fired.
  enum Kind: String, Hashable, Sendable {
    case quote, dash, ellipsis, periodShortcut
  }

  /// The quotation marks of a language, in the order of `TISmartPunctuationOptions`
  /// (docs/sources.md#smart-quotes): left single, apostrophe, right single, left double, right
  /// double.
  struct Glyphs: Hashable, Sendable {
    var leftSingle: Unicode.Scalar
    var apostrophe: Unicode.Scalar
    var rightSingle: Unicode.Scalar
    var leftDouble: Unicode.Scalar
    var rightDouble: Unicode.Scalar

    /// English (the default): ‘ ’ ’ “ ”.
    static let english = Glyphs(
      leftSingle: "\u{2018}", apostrophe: "\u{2019}", rightSingle: "\u{2019}",
      leftDouble: "\u{201C}", rightDouble: "\u{201D}")
    /// German: ‚ ’ ‘ „ “.
    static let german = Glyphs(
      leftSingle: "\u{201A}", apostrophe: "\u{2019}", rightSingle: "\u{2018}",
      leftDouble: "\u{201E}", rightDouble: "\u{201C}")
    /// French and Norwegian: ‘ ’ ’ « ».
    static let french = Glyphs(
      leftSingle: "\u{2018}", apostrophe: "\u{2019}", rightSingle: "\u{2019}",
      leftDouble: "\u{AB}", rightDouble: "\u{BB}")

    /// The glyphs for an xkb layout's language: `de`, `at` German; `fr`, `no` French; else English.
    static func forLayout(_ layout: String) -> Glyphs {
      let base = layout.prefix { $0 != "(" && $0 != "," }
      switch base {
      case "de", "at": return .german
      case "fr", "no": return .french
      default: return .english
      }
    }
  }

  /// The smart quote for a typed `'` or `"` (docs/sources.md#smart-quotes, contextual quotes).
  static func quote(_ typed: UInt8, after text: TextBuffer, glyphs: Glyphs) -> Replacement? {
    let previous = text.lastScalar
    let opening = previous.map { isOpener($0) } ?? true
    let glyph: Unicode.Scalar
    if typed == 0x22 {  // "
      glyph = opening || previous == glyphs.leftSingle ? glyphs.leftDouble : glyphs.rightDouble
    } else {  // '
      if opening || previous == glyphs.leftDouble {
        glyph = glyphs.leftSingle
      } else {
        // An apostrophe needs letters on both sides; the text after the caret is empty.
        glyph = glyphs.rightSingle
      }
    }
    return Replacement(kind: .quote, deleteCount: 0, insert: String(Character(glyph)))
  }

  /// The dash for a typed `-` (docs/sources.md#smart-dashes-and-ellipsis), or nil when it stays a
  /// hyphen.
  static func dash(after text: TextBuffer) -> Replacement? {
    guard let (last, lastStart) = text.scalar(before: text.count) else { return nil }
    if last == "\u{2013}" {  // en dash → em dash
      return Replacement(kind: .dash, deleteCount: text.count - lastStart, insert: "\u{2014}")
    }
    guard last == "-" else { return nil }
    let before = text.scalar(before: lastStart)
    if before?.scalar == "-" {  // two or more hyphens: the last two become an em dash
      return Replacement(kind: .dash, deleteCount: 2, insert: "\u{2014}")
    }
    if let before, before.scalar.properties.numericType == .decimal {
      return Replacement(kind: .dash, deleteCount: 1, insert: "\u{2013}")  // 10- → 10–
    }
    return Replacement(kind: .dash, deleteCount: 1, insert: "\u{2014}")  // wait- → wait—
  }

  /// The ellipsis for a typed `.` after `..` (docs/sources.md#smart-dashes-and-ellipsis), or nil.
  static func ellipsis(after text: TextBuffer) -> Replacement? {
    let bytes = text.bytes
    guard bytes.count >= 2, bytes[bytes.count - 1] == 0x2E, bytes[bytes.count - 2] == 0x2E else {
      return nil
    }
    return Replacement(kind: .ellipsis, deleteCount: 2, insert: "\u{2026}")
  }

  /// The "." shortcut for a typed space after a word and one space: the two spaces become ".
  ///
  /// " (docs/sources.md#double-space-period, `replacementForDoubleSpace`). The word must end in a
  /// letter or digit ([I]: the sources give the replacement, not the condition).
  static func periodShortcut(after text: TextBuffer) -> Replacement? {
    guard let (last, lastStart) = text.scalar(before: text.count), last == " ",
      let (before, _) = text.scalar(before: lastStart),
      before.properties.isAlphabetic || before.properties.numericType != nil
    else { return nil }
    return Replacement(kind: .periodShortcut, deleteCount: 1, insert: ". ")
  }

  /// The opener set of docs/sources.md#smart-quotes: whitespace, newline, `( [ { < / @ - = – —`.
  static func isOpener(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\u{A0}", "\n", "\r", "\t", "(", "[", "{", "<", "/", "@", "-", "=", "\u{2013}",
      "\u{2014}":
      true
    default: scalar.properties.isWhitespace
    }
  }
}
