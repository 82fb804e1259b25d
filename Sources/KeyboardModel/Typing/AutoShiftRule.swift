/// iOS's auto-shift rule, evaluated on the text before the caret.
///
/// `.sentences` follows the autoshift regular expression of docs/sources.md#auto-shift-rule [M]:
///
/// ```text
/// S     = \A | \n | (?:WS){3} | (?:\b\w++(?:\.\w++)*)?(?:DELIM)(?:TRAIL)*(?:WS)
/// regex = (?:S)(?:WS)*(?:PREFIX)*\Z
/// WS = space, no-break space   DELIM = . ? !   TRAIL = ' " ’ ”   PREFIX = ¡ ¿ ' " ‘ “ (
/// ```
///
/// The optional word group before `DELIM` never changes whether the pattern matches, so the rule
/// reduces to a backward scan: skip `PREFIX*`, count the whitespace run, then shift if the run
/// reaches the start of the range, follows a newline, is three long, or follows
/// `DELIM TRAIL*` with at least one whitespace. The scan looks at a few bytes, not the whole text.
///
/// The range is disputed (docs/sources.md#auto-shift-rule): the whole text before the caret
/// (recommended, the default) or Typist's reading, the text after the last delimiter (`Hello.|`
/// shifts, `Stop." |` does not).
///
/// Every scan is bounded, so a keystroke costs the same after a megabyte of text as after a
/// word: the whitespace run is counted up to three (three match whatever precedes them), and a
/// run of more than ``longestRun`` opening or closing marks is not looked through (the rule then
/// reads it as no sentence start).
enum AutoShiftRule {
  /// The longest run of `PREFIX` or `TRAIL` marks the scans look through.
  static let longestRun = 32

  /// Whether `.sentences` shifts at the end of `text`, scanning no further back than `start`
  /// (which acts as the regex's `\A`).
  static func isSentenceStart(_ text: TextBuffer, rangeStart start: Int = 0) -> Bool {
    var position = text.count
    // PREFIX* (backwards).
    var marks = 0
    while position > start, let (scalar, begin) = text.scalar(before: position),
      isPrefix(scalar)
    {
      position = begin
      marks += 1
      if marks > longestRun { return false }
    }
    // WS* (backwards), counting.
    var spaces = 0
    while position > start, let (scalar, begin) = text.scalar(before: position),
      isWhitespace(scalar)
    {
      position = begin
      spaces += 1
      if spaces >= 3 { return true }  // (?:WS){3}
    }
    if position == start { return true }  // \A
    guard let (before, begin) = text.scalar(before: position) else { return true }
    if before == "\n" { return true }  // \n
    guard spaces >= 1 else { return false }
    // DELIM TRAIL* WS
    var cursor = position
    var scalar = before
    var scalarStart = begin
    var trailing = 0
    while isTrailing(scalar) {
      trailing += 1
      if trailing > longestRun { return false }
      cursor = scalarStart
      guard cursor > start, let previous = text.scalar(before: cursor) else { return false }
      (scalar, scalarStart) = previous
    }
    return isDelimiter(scalar)
  }

  /// Whether `.words` shifts at the end of `text`: at the start of the field or when the
  /// character before the caret, after skipping opening punctuation, is whitespace or a newline
  /// (docs/sources.md#shift-key-behaviour [M]).
  static func isWordStart(_ text: TextBuffer) -> Bool {
    var position = text.count
    var marks = 0
    while let (scalar, begin) = text.scalar(before: position), isPrefix(scalar) {
      position = begin
      marks += 1
      if marks > longestRun { return false }
    }
    guard let (before, _) = text.scalar(before: position) else { return true }
    return before == "\n" || before == "\r" || before == "\t" || isWhitespace(before)
  }

  /// Where Typist's range starts: just after the last delimiter, or 0.
  static func typistRangeStart(_ text: TextBuffer) -> Int {
    let bytes = text.bytes
    var index = bytes.count
    while index > 0 {
      index -= 1
      let byte = bytes[index]
      if byte == 0x2E || byte == 0x3F || byte == 0x21 { return index + 1 }
    }
    return 0
  }

  @inline(__always)
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\u{A0}"
  }

  @inline(__always)
  static func isDelimiter(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "." || scalar == "?" || scalar == "!"
  }

  @inline(__always)
  static func isTrailing(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "'" || scalar == "\"" || scalar == "\u{2019}" || scalar == "\u{201D}"
  }

  @inline(__always)
  static func isPrefix(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\u{A1}", "\u{BF}", "'", "\"", "\u{2018}", "\u{201C}", "(": true
    default: false
    }
  }
}
