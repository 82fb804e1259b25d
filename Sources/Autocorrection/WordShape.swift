/// The shape of a typed word: its case pattern and whether iOS leaves it alone.
///
/// iOS does not autocorrect words with digits, `@`, `/` or a dot inside (addresses, paths,
/// versions), acronyms in capitals, or mixed-case identifiers (`iPhone`, `camelCase`);
/// single letters other than `i` stay too. Words it corrects keep the typed case: `Teh` →
/// `The`.
public struct WordShape: Hashable, Sendable {
  /// How the word's letters are cased.
  public enum Case: Hashable, Sendable {
    /// `teh`.
    case lower
    /// `Teh`.
    case capitalized
    /// `TEH`, two letters or more.
    case upper
    /// `iPhone`, `camelCase`, `McDonald`.
    case mixed
  }

  /// The case pattern.
  public var casing: Case
  /// Why the corrector must not touch the word, or nil.
  public var leaveAloneReason: String?

  /// The shape of `word`, ended inside `token` (the text from the last whitespace to the
  /// caret, the word at its end).
  public init(word: String, token: String) {
    let letters = word.unicodeScalars.filter(\.properties.isAlphabetic)
    let uppers = letters.filter(\.properties.isUppercase).count
    if uppers == 0 {
      casing = .lower
    } else if uppers == letters.count && letters.count >= 2 {
      casing = .upper
    } else if uppers == 1, letters.first?.properties.isUppercase == true {
      casing = .capitalized
    } else {
      casing = .mixed
    }
    if word.unicodeScalars.contains(where: { $0.properties.numericType != nil }) {
      leaveAloneReason = "has digits"
    } else if token.contains("@") || token.contains("/") {
      leaveAloneReason = "is part of an address or a path"
    } else if token.dropLast(word.count).contains(".") {
      leaveAloneReason = "follows a dot inside a word"
    } else if casing == .upper {
      leaveAloneReason = "is in capitals"
    } else if casing == .mixed {
      leaveAloneReason = "is in mixed case"
    } else if letters.count == 1, word.lowercased() != "i" {
      leaveAloneReason = "is a single letter"
    }
  }

  /// `candidate` in the typed case: a capitalized typed word capitalizes the candidate; a
  /// lower-case one keeps the dictionary's spelling (`paris` → `Paris`).
  public func apply(to candidate: String) -> String {
    guard casing == .capitalized, let first = candidate.first, first.isLowercase else {
      return candidate
    }
    return first.uppercased() + candidate.dropFirst()
  }

  /// `word` with its first letter in capitals (`see` → `See`, `the cat` → `The cat`).
  public static func capitalizing(_ word: String) -> String {
    guard let first = word.first, first.isLowercase else { return word }
    return first.uppercased() + word.dropFirst()
  }
}
