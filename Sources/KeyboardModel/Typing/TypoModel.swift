/// A person who makes typos: with probability ``rate`` per letter they miss the key, as a thumb on
/// this keyboard does (docs/sources.md#hunspell-measurements's mix): tap a neighbouring key
/// (``substitution``), leave the letter out (``omission``), swap it with the next letter of the
/// word (``transposition``), or tap a neighbouring key as well (``insertion``).
///
/// A missed key is drawn among the letters within ``KeyGeometry/neighbourRadius`` of the intended
/// key, weighted by a Gaussian of the distance (σ = 0.8 key widths). The same seed gives the same
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
