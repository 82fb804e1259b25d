/// What verifying one layout against libxkbcommon found: counts per check and every mismatch.
///
/// ```swift
/// let result = LayoutVerifier(options: .init()).verify(layout: "fr", names: RuleNames(layout: "fr"))
/// result.keyCombinations.checked   // key × modifier combinations replayed
/// result.mismatches.isEmpty        // true when the pipeline agrees with libxkbcommon
/// ```
package struct LayoutVerification: Sendable {
  /// How far a layout got.
  package enum Status: Hashable, Sendable {
    /// Every check ran.
    case verified
    /// The keymap did not compile (xkb-data lists `custom`, which has no symbols file).
    case doesNotCompile(String)
  }

  /// Which check found a mismatch.
  package enum Check: String, Hashable, Sendable, CaseIterable {
    /// A key × modifier combination committed something other than libxkbcommon.
    case keys
    /// A Compose production typed on the layout did not give the file's string.
    case compose
    /// A plan did not replay to its text.
    case plans
    /// A plan costs more than the exhaustive search's cheapest route, or misses a string.
    case minimality
    /// A character libxkbcommon types on the layout (a key's level, reached by real key
    /// presses, latches included) that the planner cannot type.
    case characters
    /// A line typed by one `kbsim press` process differs from the same line on a fresh keyboard.
    case pressProcess
  }

  /// One disagreement.
  package struct Mismatch: Hashable, Sendable {
    /// The layout, such as `de(neo)`.
    package var layout: String
    /// The check that found it.
    package var check: Check
    /// What was checked: a key and mask, a Compose sequence, or a character.
    package var subject: String
    /// What differed.
    package var reason: String
    /// A known libxkbcommon 1.5 behaviour that explains it, if any.
    package var explanation: String?
  }

  /// Counts of one check.
  package struct Counts: Hashable, Sendable {
    /// Items checked.
    package var checked = 0
    /// Items that agreed.
    package var matched = 0
    /// Items that could not be checked (no key presses reach them), not failures.
    package var skipped = 0
  }

  /// The layout id, such as `fr(azerty)`.
  package var layout: String
  /// Whether the checks ran.
  package var status: Status = .verified
  /// Key × modifier combinations: pipeline vs the raw libxkbcommon loop.
  package var keyCombinations = Counts()
  /// Compose productions of the file typed on the layout.
  package var compose = Counts()
  /// Productions whose keysyms the layout has, but only behind a Level5 key after the first:
  /// in libxkbcommon 1.5, ISO_Level5_Shift is not a modifier keysym to Compose, so pressing it
  /// cancels a pending dead key (docs/sources.md#xkb-version-skew; fixed in 1.7).
  package var composeBlockedByLevel5 = 0
  /// Strings the planner can type, replayed through both engines.
  package var plans = Counts()
  /// Strings the bounded search found, compared with the planner.
  package var minimality = Counts()
  /// Characters libxkbcommon types with the layout's keys: checked and matched without locks
  /// (the planner never uses them), skipped when only a lock reaches them.
  package var characters = Counts()
  /// Lines of the checks above replayed through one `kbsim press` process (when asked for).
  package var pressProcess = Counts()
  /// Wall time of the `kbsim press` process, in seconds.
  package var pressProcessSeconds = 0.0
  /// Every disagreement.
  package var mismatches: [Mismatch] = []
  /// Wall time of this layout, in seconds.
  package var seconds = 0.0

  /// Creates an empty result for a layout.
  package init(layout: String) { self.layout = layout }

  /// Mismatches without a known explanation.
  package var unexplained: [Mismatch] { mismatches.filter { $0.explanation == nil } }

  /// A string with its code points, so that look-alikes and control characters are visible.
  static func show(_ text: String) -> String {
    let points = text.unicodeScalars.map { scalar -> String in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    let printable = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7f }
    return (printable ? "'\(text)' " : "") + "(" + points.joined(separator: " ") + ")"
  }
}
