/// A word the autocorrector replaced, as it stands in the field.
public struct Correction: Hashable, Sendable {
  /// The word as typed.
  public var typed: String
  /// What replaced it.
  public var corrected: String
  /// Why.
  public var kind: WordReview.Kind
  /// Where the corrected word is in the field's text.
  public var range: WordRange
}

/// A finished word that spell checking flags (red underline) and autocorrection did not fix.
public struct Misspelling: Hashable, Sendable {
  /// The word.
  public var word: String
  /// Where it is in the field's text.
  public var range: WordRange
}

/// The engine's record of a word it changed or flagged, by UTF-8 byte offsets.
struct WordRecord {
  var start: Int
  var end: Int
  var typed: String
  var corrected: String
  var kind: WordReview.Kind
}
