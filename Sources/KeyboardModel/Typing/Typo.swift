/// A typo the person made.
public struct Typo: Hashable, Sendable {
  /// The kind of slip.
  public enum Kind: String, Hashable, Sendable {
    /// A neighbouring key instead of the intended one.
    case substitution
    /// The letter left out.
    case omission
    /// The letter swapped with the next one.
    case transposition
    /// A neighbouring key tapped as well.
    case insertion
  }

  /// What became of the word with the typo once it ended.
  public enum Outcome: String, Hashable, Sendable {
    /// The autocorrector restored the intended word.
    case fixed
    /// The word stayed as typed.
    case missed
    /// The autocorrector changed it into another word.
    case worse
  }

  /// The position of the intended letter, in Unicode scalars of the intended text.
  public var index: Int
  /// The kind of slip.
  public var kind: Kind
  /// The letters intended at that point (two for a transposition).
  public var intended: String
  /// The letters typed instead (empty for an omission).
  public var typed: String
  /// The intended word.
  public var word: String
  /// What the field ended up with for that word; nil while the word is unfinished.
  public var outcome: Outcome?
  /// The word as the field has it after its boundary.
  public var result: String?
}
