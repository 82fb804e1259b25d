import Foundation
public import KeyboardModel

/// The ranking model: how likely a thumb on this keyboard turns an intended word into the typed one
/// (the channel), times how common the intended word is (the prior).
///
/// Scores are natural logarithms; the candidate with the highest sum wins.
///
/// The channel mirrors the typing person of ``KeyboardModel/TypoModel`` (and the typo mix of
/// docs/sources.md#hunspell-measurements): per typo, substitution 0.50, omission 0.20,
/// transposition 0.15, insertion 0.15; a substitution or an inserted key is drawn by key distance
/// with a Gaussian of ``keySigma`` key widths on the current plane (``KeyboardModel/KeyGeometry``).
///
/// ```swift
/// let model = SpellingModel(geometry: KeyGeometry(plane: keyboard.initialPlane))
/// model.substitution(typed: "r", intended: "e")  // ≈ -1.9: neighbours on the top row
/// model.substitution(typed: "p", intended: "e")  // -6.0: the floor for far keys
/// ```
public struct SpellingModel: Hashable, Sendable {
  /// The share of each typo kind, as the typing person makes them.
  public static let substitutionShare = 0.50
  /// See ``substitutionShare``.
  public static let omissionShare = 0.20
  /// See ``substitutionShare``.
  public static let transpositionShare = 0.15
  /// See ``substitutionShare``.
  public static let insertionShare = 0.15
  /// The spread of a missed tap around the intended key, in key widths.
  public static let keySigma = 0.8
  /// The log-probability floor of substituting a key that is not near: slips of the mind, not
  /// of the thumb.
  public static let farSubstitution = log(0.005)
  /// An inserted letter equal to the one next to it (a double tap), as a share of insertions.
  public static let doubledInsertion = 0.25
  /// An inserted letter that is neither a neighbour nor a double, as a share of insertions.
  public static let strayInsertion = 0.01
  /// Typing the base letter for an accented one (`e` for `é`): accents are long presses, so
  /// people skip them.
  public static let missingAccent = log(0.5)
  /// Leaving out an apostrophe (`youre` for `you're`): it sits on another plane.
  public static let missingApostrophe = log(0.5)
  /// A word typed in lower case whose only spelling is capitalized (`paris` for `Paris`).
  public static let missingCapital = log(0.9)
  /// A capitalized candidate (a name) for a word typed in lower case with another slip: the
  /// capital is a second difference.
  public static let untypedCapital = log(0.5)

  /// A misspelling pattern of the language's `REP` table (`ue` for `ü`, `f` for `ph`): spelling
  /// the way a word sounds, or writing a letter the keyboard lacks the way people do.
  public static let patternReplacement = log(0.3)
  /// Leaving out the space between two words (`thecat`): the space bar is missed or not
  /// reached, and the two words count as one typo.
  public static let missingSpace = log(0.2)
  /// Added to ln(frequency) so that a word used once in 100,000 has the prior 0
  /// (``prior(logFrequency:)``): the most common words score about +8, rare ones −7.
  public static let frequencyOffset = log(1e5)
  /// ln(frequency) of a listed word the frequency list lacks: rarer than any it has.
  public static let unlistedLogFrequency = log(1e-9)

  /// The prior of a word from its frequency in running text (ln): ln f + ``frequencyOffset``.
  public static func prior(logFrequency: Double?) -> Double {
    (logFrequency ?? unlistedLogFrequency) + frequencyOffset
  }

  /// The prior of a word by its SCOWL size (10 = most common … 60), in natural log units.
  public static let scowlPrior: [UInt8: Double] = [
    10: 0, 20: -1.5, 35: -3.0, 40: -3.8, 50: -4.5, 55: -5.2, 60: -6.0, 70: -7.0,
  ]
  /// The prior of a word hunspell accepts that the word list does not have.
  public static let unlistedPrior = -7.0
  /// The prior of every word when the list has no commonness levels (German, French) or there
  /// is no list: as likely as the most common English words, so the channel alone ranks them.
  public static let unrankedPrior = 0.0
  /// The lowest total score that still corrects; below it the word is only misspelled.
  public static let minimumScore = -11.0

  /// The keyboard the person types on.
  public var geometry: KeyGeometry
  private let gaussianNorm: Double
  /// Base letters of the Latin letters with accents (U+00C0 ..< U+0250), folded once.
  private let bases: [UInt32: UInt32]

  /// A model for the letters of one plane.
  public init(geometry: KeyGeometry) {
    self.geometry = geometry
    // Normalize the Gaussian by the weight of a typical key's neighbours (two in its row,
    // four in the rows around it), so the shares of a key's misses sum to about one.
    let row = Self.gaussian(1.0)
    let diagonal = Self.gaussian((0.25 + KeyGeometry.rowPitch * KeyGeometry.rowPitch).squareRoot())
    gaussianNorm = 2 * row + 4 * diagonal
    var bases: [UInt32: UInt32] = [:]
    for value in UInt32(0xC0)..<0x250 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let folded = String(scalar).folding(options: [.diacriticInsensitive], locale: nil)
      if folded.unicodeScalars.count == 1, let base = folded.unicodeScalars.first, base != scalar {
        bases[value] = base.value
      }
    }
    self.bases = bases
  }

  static func gaussian(_ distance: Double) -> Double {
    exp(-(distance * distance) / (2 * keySigma * keySigma))
  }

  /// The share of misses of `intended`'s key that land on `typed`'s key, or nil when they are
  /// not both on the plane.
  func missShare(typed: Unicode.Scalar, intended: Unicode.Scalar) -> Double? {
    guard let distance = geometry.distance(typed, intended) else { return nil }
    return Self.gaussian(distance) / gaussianNorm
  }

  /// Log-probability of typing `typed` for `intended`.
  public func substitution(typed: Unicode.Scalar, intended: Unicode.Scalar) -> Double {
    if intended != typed, base(intended) == base(typed) { return Self.missingAccent }
    let share = missShare(typed: typed, intended: intended) ?? 0
    return log(Self.substitutionShare) + max(log(max(share, 1e-12)), Self.farSubstitution)
  }

  /// Log-probability of leaving `intended` out.
  public func omission(of intended: Unicode.Scalar, after previous: Unicode.Scalar?) -> Double {
    if intended == "'" { return Self.missingApostrophe }
    if intended == previous { return Self.doubledOmission }
    return log(Self.omissionShare)
  }

  /// Leaving out the second of a doubled letter (`se` for `see`, `begining`): one tap for two,
  /// the likeliest omission.
  public static let doubledOmission = log(0.4)

  /// Log-probability of an extra `inserted` between `before` and `after` (either may be nil).
  public func insertion(
    of inserted: Unicode.Scalar, before: Unicode.Scalar?, after: Unicode.Scalar?
  ) -> Double {
    var share = Self.strayInsertion
    if inserted == before || inserted == after { share = max(share, Self.doubledInsertion) }
    for neighbour in [before, after].compactMap({ $0 }) where neighbour != inserted {
      if let miss = missShare(typed: inserted, intended: neighbour) { share = max(share, miss) }
    }
    return log(Self.insertionShare) + log(share)
  }

  /// Log-probability of swapping two neighbouring letters.
  public var transposition: Double { log(Self.transpositionShare) }

  /// The prior of a SCOWL size.
  public static func prior(level: UInt8?) -> Double {
    guard let level else { return unlistedPrior }
    return scowlPrior[level] ?? unlistedPrior
  }

  /// A letter without its accents (`é` → `e`), for the Latin letters.
  @inline(__always)
  func base(_ scalar: Unicode.Scalar) -> UInt32 {
    scalar.value < 0xC0 ? scalar.value : bases[scalar.value] ?? scalar.value
  }
}
