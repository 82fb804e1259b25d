/// A range of the field's text in the two units UIKit speaks: UTF-16 code units (`NSRange`,
/// what `shouldChangeCharactersIn` and `UITextChecker` use) and graphemes (Swift `Character`s,
/// what a person counts).
public struct TextRange: Hashable, Sendable {
  /// The range in UTF-16 code units, as `NSRange(location:length:)`.
  public var utf16: Span
  /// The range in graphemes.
  public var graphemes: Span

  /// A location and a length.
  public struct Span: Hashable, Sendable {
    /// Where the range starts.
    public var location: Int
    /// How long it is.
    public var length: Int

    /// Creates a span.
    public init(location: Int, length: Int) {
      self.location = location
      self.length = length
    }
  }

  /// Creates a range.
  public init(utf16: Span, graphemes: Span) {
    self.utf16 = utf16
    self.graphemes = graphemes
  }
}

/// A word the autocorrector replaced, as it stands in the field.
public struct Correction: Hashable, Sendable {
  /// The word as typed.
  public var typed: String
  /// What replaced it.
  public var corrected: String
  /// Why.
  public var kind: WordReview.Kind
  /// Where the corrected word is in the field's text.
  public var range: TextRange
}

/// A finished word that spell checking flags (red underline) and autocorrection did not fix.
public struct Misspelling: Hashable, Sendable {
  /// The word.
  public var word: String
  /// Where it is in the field's text.
  public var range: TextRange
}

/// The engine's record of a word it changed or flagged, by UTF-8 byte offsets.
struct WordRecord {
  var start: Int
  var end: Int
  var typed: String
  var corrected: String
  var kind: WordReview.Kind
}

/// Converts UTF-8 byte offsets of the field's text to UTF-16 and grapheme offsets, counting forward
/// from the last offset it converted, so converting offsets in text order costs one pass over the
/// text.
///
/// Offsets it converts are word starts and ends: grapheme boundaries.
struct PositionCache {
  private var byte = 0
  private var utf16 = 0
  private var graphemes = 0

  mutating func position(of offset: Int, in text: TextBuffer) -> (utf16: Int, graphemes: Int) {
    if offset < byte || byte > text.count { (byte, utf16, graphemes) = (0, 0, 0) }
    if offset > byte {
      let piece = String(decoding: text.bytes[byte..<offset], as: UTF8.self)
      utf16 += piece.utf16.count
      graphemes += piece.count
      byte = offset
    }
    return (utf16, graphemes)
  }

  mutating func range(_ start: Int, _ end: Int, in text: TextBuffer) -> TextRange {
    let from = position(of: start, in: text)
    let to = position(of: end, in: text)
    return TextRange(
      utf16: .init(location: from.utf16, length: to.utf16 - from.utf16),
      graphemes: .init(location: from.graphemes, length: to.graphemes - from.graphemes))
  }
}
