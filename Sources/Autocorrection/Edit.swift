/// How a typed word differs from a candidate: the one edit that turns the candidate into what
/// was typed.
public enum Edit: Hashable, Sendable, CustomStringConvertible {
  /// The typed word is the candidate.
  case none
  /// `typed` was tapped instead of `intended` at `position` (a neighbouring key, usually).
  case substitution(position: Int, intended: Unicode.Scalar, typed: Unicode.Scalar)
  /// The candidate's letter at `position` was left out.
  case omission(position: Int, letter: Unicode.Scalar)
  /// An extra letter was typed at `position`.
  case insertion(position: Int, letter: Unicode.Scalar)
  /// The letters at `position` and `position + 1` were swapped.
  case transposition(position: Int)
  /// The word was typed in lower case; the dictionary has it capitalized only.
  case capitalization
  /// The contraction table's entry (`dont` → `don't`).
  case contraction
  /// A misspelling pattern of the language's `REP` table at `position` (`ue` for `ü`, `f` for
  /// `ph`), perhaps with one more slip.
  case pattern(position: Int, typed: String, intended: String, then: [Edit])
  /// Several edits at once (two slips, or accents left out).
  case edits([Edit])
  /// The space between two words left out at `position` (`thecat` → `the cat`).
  case space(position: Int)

  /// The edit's kind, as the JSON output and `kbsim correct` name it.
  public var kind: String {
    switch self {
    case .none: "none"
    case .substitution: "substitution"
    case .omission(_, let letter): letter == "'" ? "apostrophe" : "omission"
    case .insertion: "insertion"
    case .transposition: "transposition"
    case .capitalization: "capitalization"
    case .contraction: "contraction"
    case .pattern: "pattern"
    case .edits: "edits"
    case .space: "space"
    }
  }

  /// `substitution r→e at 2`, `omission of t at 3`, ….
  public var description: String {
    switch self {
    case .none: "none"
    case .substitution(let position, let intended, let typed):
      "substitution \(typed)→\(intended) at \(position)"
    case .omission(let position, let letter): "omission of \(letter) at \(position)"
    case .insertion(let position, let letter): "insertion of \(letter) at \(position)"
    case .transposition(let position): "transposition at \(position)"
    case .capitalization: "capitalization"
    case .contraction: "contraction"
    case .pattern(let position, let typed, let intended, let then):
      "pattern \(typed)→\(intended) at \(position)"
        + then.map { " then \($0)" }.joined()
    case .edits(let edits): edits.map(\.description).joined(separator: ", ")
    case .space(let position): "space left out at \(position)"
    }
  }

  /// The same edit `offset` scalars further right (the word after an elided article).
  func shifted(by offset: Int) -> Edit {
    switch self {
    case .substitution(let position, let intended, let typed):
      .substitution(position: position + offset, intended: intended, typed: typed)
    case .omission(let position, let letter): .omission(position: position + offset, letter: letter)
    case .insertion(let position, let letter):
      .insertion(position: position + offset, letter: letter)
    case .transposition(let position): .transposition(position: position + offset)
    case .pattern(let position, let typed, let intended, let then):
      .pattern(
        position: position + offset, typed: typed, intended: intended,
        then: then.map { $0.shifted(by: offset) })
    case .edits(let edits): .edits(edits.map { $0.shifted(by: offset) })
    case .space(let position): .space(position: position + offset)
    case .none, .capitalization, .contraction: self
    }
  }
}
