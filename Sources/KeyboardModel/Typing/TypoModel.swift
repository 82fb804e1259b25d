/// A person who makes typos: with probability ``rate`` per letter they miss the key, as a
/// thumb on this keyboard does (input-semantics.md §4.3's mix): tap a neighbouring key
/// (``substitution``), leave the letter out (``omission``), swap it with the next letter of
/// the word (``transposition``), or tap a neighbouring key as well (``insertion``). A missed
/// key is drawn among the letters within ``KeyGeometry/neighbourRadius`` of the intended key,
/// weighted by a Gaussian of the distance (σ = 0.8 key widths). The same seed gives the same
/// typos.
///
/// ```swift
/// var options = TypingOptions()
/// options.typos = TypoModel(rate: 0.03, seed: 42)
/// ```
public struct TypoModel: Hashable, Sendable {
  /// The probability that a letter is mistyped, 0…1.
  public var rate: Double
  /// The share of substitutions among typos; the four shares are normalized.
  public var substitution: Double = 0.50
  /// The share of omissions.
  public var omission: Double = 0.20
  /// The share of transpositions (fall back to substitutions on a word's last letter).
  public var transposition: Double = 0.15
  /// The share of insertions.
  public var insertion: Double = 0.15
  /// The seed of the deterministic generator.
  public var seed: UInt64

  /// A person mistyping `rate` of the letters.
  public init(rate: Double, seed: UInt64 = 0) {
    self.rate = rate
    self.seed = seed
  }
}

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

/// SplitMix64: small, fast, seedable; the typing person's dice.
struct TypoDice {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in 0..<1.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
