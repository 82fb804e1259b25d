/// The seam where autocorrection and spell checking plug in: called at every word boundary.
///
/// The engine keeps the current word (letters, digits and the word-medial `'` `’`: an apostrophe
/// before or after the letters bounds the word, as a quote, a plural possessive or an elision,
/// docs/sources.md#word-boundary-apostrophes) and, when a terminator ends it — space, return, one of `. , : ; ! ?`, or a closing bracket or quote
/// (docs/sources.md#autocorrection-commit-and-undo) — asks the corrector before it commits the
/// terminator. A replacement is committed in place of the word; a word reviewed as misspelled and
/// not replaced is reported with its range (spell checking,
/// docs/sources.md#spell-checking-default). ``NoTextCorrection``, the default, keeps every word;
/// the `Autocorrection` module's `Autocorrector` is backed by hunspell and the keyboard's geometry.
///
/// ```swift
/// struct Contractions: TextCorrecting {
///   func review(_ boundary: WordBoundary) -> WordReview {
///     boundary.isAutocorrectionEnabled && boundary.word == "dont"
///       ? WordReview(replacement: "don\(boundary.apostrophe)t", kind: .contraction) : .keep
///   }
/// }
/// let engine = try TypingEngine(keyboard: keyboard, traits: traits, corrector: Contractions())
/// ```
public protocol TextCorrecting {
  /// What to do with the word that just ended.
  func review(_ boundary: WordBoundary) -> WordReview
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
  /// The text from the last whitespace to the caret, ending with the word.
  ///
  /// It is what the leave-alone rules read (`john@exmaple` for the word `exmaple`). A token of more than 256 bytes before
  /// its word is handed over as its last 256 bytes with, in front, the `@ / .` it holds further
  /// back, so a long text without spaces costs no more per word than a short one.
  public var token: String
  /// The apostrophe the field types: `’` with smart quotes on, `'` otherwise.
  public var apostrophe: Character
  /// The apostrophes right after the word, before the terminator (`’` in `dogs’ ` or `livin’ `):
  /// punctuation, never part of a replacement; empty for most words.
  public var trailing: String
  /// Whether the word's first letter is a capital only because auto-shift was on (the person
  /// typed it as a lower-case letter at the start of a sentence): the corrector judges the word
  /// as typed in lower case and gives the capital back.
  public var isAutoCapitalized: Bool

  /// Creates a boundary.
  public init(
    word: String, terminator: Character, isAutocorrectionEnabled: Bool,
    isSpellCheckingEnabled: Bool, token: String? = nil, apostrophe: Character = "'",
    trailing: String = "", isAutoCapitalized: Bool = false
  ) {
    self.word = word
    self.terminator = terminator
    self.isAutocorrectionEnabled = isAutocorrectionEnabled
    self.isSpellCheckingEnabled = isSpellCheckingEnabled
    self.token = token ?? word
    self.apostrophe = apostrophe
    self.trailing = trailing
    self.isAutoCapitalized = isAutoCapitalized
  }
}

/// What a corrector decided about a word.
public struct WordReview: Hashable, Sendable {
  /// Why a word is replaced.
  public enum Kind: String, Hashable, Sendable {
    /// A misspelling replaced by the best candidate.
    case spelling
    /// An entry of the contraction and shortcut table (`dont` → `don't`, `i` → `I`).
    case contraction
  }

  /// The word to commit instead, or nil to keep the typed word: letters in place of the word's
  /// letters only (the ``WordBoundary/trailing`` apostrophes stay after it).
  public var replacement: String?
  /// Why it is replaced.
  public var kind: Kind
  /// Whether the kept word is misspelled (reported when spell checking is on).
  public var isMisspelled: Bool

  /// A review.
  public init(replacement: String? = nil, kind: Kind = .spelling, isMisspelled: Bool = false) {
    self.replacement = replacement
    self.kind = kind
    self.isMisspelled = isMisspelled
  }

  /// Keep the word; it is not misspelled.
  public static let keep = WordReview()
  /// Keep the word; it is misspelled.
  public static let misspelled = WordReview(isMisspelled: true)
}

/// The default corrector: keeps every word.
public struct NoTextCorrection: TextCorrecting, Sendable {
  /// Creates the no-op corrector.
  public init() {}
  /// Always ``WordReview/keep``.
  public func review(_ boundary: WordBoundary) -> WordReview { .keep }
}
