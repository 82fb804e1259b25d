/// A candidate correction with its score.
public struct RankedCandidate: Hashable, Sendable {
  /// The word as it would be committed (the typed word's case applied).
  public var word: String
  /// The total score (natural log): ``channel`` + ``prior``.
  public var score: Double
  /// How likely the typed word is as a typo of this word.
  public var channel: Double
  /// How common the word is.
  public var prior: Double
  /// The edit that explains the typed word.
  public var edit: Edit
  /// The word's SCOWL size, nil when it is not in the word list.
  public var level: UInt8?
}
