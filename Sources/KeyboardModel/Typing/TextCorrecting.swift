/// The seam where autocorrection and spell checking plug in: called at every word boundary.
///
/// The engine keeps the current word (letters, digits and the word-medial `'` `’`) and, when a
/// terminator ends it — space, return, or one of `. , : ; ! ?` (input-semantics.md §2.2) —
/// asks the corrector before it commits the terminator. A replacement is committed in place of
/// the word. ``NoTextCorrection``, the default, never replaces anything; an implementation backed
/// by hunspell comes with the autocorrection issue.
///
/// ```swift
/// struct Contractions: TextCorrecting {
///   func correction(at boundary: WordBoundary) -> String? {
///     boundary.isAutocorrectionEnabled && boundary.word == "dont" ? "don’t" : nil
///   }
/// }
/// let engine = TypingEngine(keyboard: keyboard, traits: traits, corrector: Contractions())
/// ```
public protocol TextCorrecting {
  /// The replacement for the word that just ended, or nil to keep it.
  func correction(at boundary: WordBoundary) -> String?
}

/// A word that a terminator just ended.
public struct WordBoundary: Hashable, Sendable {
  /// The word as committed.
  public var word: String
  /// The character that ended it (not yet committed).
  public var terminator: Character
  /// Whether autocorrection is on for the field (the resolved `autocorrectionType`).
  public var isAutocorrectionEnabled: Bool
  /// Whether spell checking is on for the field (the resolved `spellCheckingType`).
  public var isSpellCheckingEnabled: Bool

  /// Creates a boundary.
  public init(
    word: String, terminator: Character, isAutocorrectionEnabled: Bool, isSpellCheckingEnabled: Bool
  ) {
    self.word = word
    self.terminator = terminator
    self.isAutocorrectionEnabled = isAutocorrectionEnabled
    self.isSpellCheckingEnabled = isSpellCheckingEnabled
  }
}

/// The default corrector: keeps every word.
public struct NoTextCorrection: TextCorrecting {
  /// Creates the no-op corrector.
  public init() {}
  /// Always nil.
  public func correction(at boundary: WordBoundary) -> String? { nil }
}
