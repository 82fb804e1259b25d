/// What verifying one layout against libxkbcommon found: counts per check and every mismatch.
///
/// ```swift
/// let result = LayoutVerifier(options: .init()).verify(layout: "fr", names: RuleNames(layout: "fr"))
/// result.keyCombinations.checked   // key × modifier combinations replayed
/// result.mismatches.isEmpty        // true when the pipeline agrees with libxkbcommon
/// ```
public struct LayoutVerification: Sendable {
  /// How far a layout got.
  public enum Status: Hashable, Sendable {
    /// Every check ran.
    case verified
    /// The keymap did not compile (xkb-data lists `custom`, which has no symbols file).
    case doesNotCompile(String)
  }

  /// Which check found a mismatch.
  public enum Check: String, Hashable, Sendable, CaseIterable {
    /// A key × modifier combination committed something other than libxkbcommon.
    case keys
    /// A Compose production typed on the layout did not give the file's string.
    case compose
    /// A plan did not replay to its text.
    case plans
    /// A plan costs more than the exhaustive search's cheapest route, or misses a string.
    case minimality
  }

  /// One disagreement.
  public struct Mismatch: Hashable, Sendable {
    /// The layout, such as `de(neo)`.
    public var layout: String
    /// The check that found it.
    public var check: Check
    /// What was checked: a key and mask, a Compose sequence, or a character.
    public var subject: String
    /// What differed.
    public var reason: String
    /// A known libxkbcommon 1.5 behaviour that explains it, if any.
    public var explanation: String?
  }

  /// Counts of one check.
  public struct Counts: Hashable, Sendable {
    /// Items checked.
    public var checked = 0
    /// Items that agreed.
    public var matched = 0
    /// Items that could not be checked (no key presses reach them), not failures.
    public var skipped = 0
  }

  /// The layout id, such as `fr(azerty)`.
  public var layout: String
  /// Whether the checks ran.
  public var status: Status = .verified
  /// Key × modifier combinations: pipeline vs the raw libxkbcommon loop.
  public var keyCombinations = Counts()
  /// Compose productions of the file typed on the layout.
  public var compose = Counts()
  /// Productions whose keysyms the layout has, but only behind a Level5 key after the first:
  /// in libxkbcommon 1.5, ISO_Level5_Shift is not a modifier keysym to Compose, so pressing it
  /// cancels a pending dead key (facts §5; fixed in 1.7).
  public var composeBlockedByLevel5 = 0
  /// Strings the planner can type, replayed through both engines.
  public var plans = Counts()
  /// Strings the bounded search found, compared with the planner.
  public var minimality = Counts()
  /// Every disagreement.
  public var mismatches: [Mismatch] = []
  /// Wall time of this layout, in seconds.
  public var seconds = 0.0

  /// Creates an empty result for a layout.
  public init(layout: String) { self.layout = layout }

  /// Mismatches without a known explanation.
  public var unexplained: [Mismatch] { mismatches.filter { $0.explanation == nil } }
}
