import Foundation

/// The contraction and shortcut table: words that iOS expands although hunspell accepts some
/// of them (`cant`) or never suggests the contraction (`im`, `dont`; docs/sources.md#contractions).
///
/// Real words that only look like contractions stay as typed and are not listed: `well`,
/// `were`, `hell`, `shell`, `shed`, `wed`, `ill`, `its`, `lets`, `id`, `hed`.
/// `'` in an expansion is written with the field's apostrophe: `’` with smart quotes on.
///
/// ```swift
/// Contractions.english["dont"]  // "don't"
/// ```
public enum Contractions {
  /// English: lower-case typed word → expansion (`'` for the apostrophe).
  public static let english: [String: String] = [
    "i": "I", "im": "I'm", "ive": "I've",
    "dont": "don't", "cant": "can't", "wont": "won't", "didnt": "didn't", "doesnt": "doesn't",
    "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't", "werent": "weren't",
    "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't", "wouldnt": "wouldn't",
    "shouldnt": "shouldn't", "couldnt": "couldn't", "mustnt": "mustn't", "neednt": "needn't",
    "youre": "you're", "theyre": "they're", "youve": "you've", "weve": "we've",
    "theyve": "they've", "couldve": "could've", "wouldve": "would've", "shouldve": "should've",
    "youll": "you'll", "theyll": "they'll", "itll": "it'll", "youd": "you'd", "theyd": "they'd",
    "hes": "he's", "shes": "she's", "thats": "that's", "whats": "what's", "theres": "there's",
    "heres": "here's", "wheres": "where's", "whos": "who's",
  ]

  /// Real words that look like contractions: never expanded (documented, and tested).
  public static let realWords: Set<String> = [
    "well", "were", "hell", "shell", "shed", "wed", "ill", "its", "lets", "id", "hed",
  ]

  /// The expansion of `word` for a language (English only), with `apostrophe` and the typed
  /// case (`Dont` → `Don't`); nil when the table has none.
  public static func expansion(
    of word: String, language: String, apostrophe: Character
  ) -> String? {
    guard language.hasPrefix("en") else { return nil }
    let lower = word.lowercased()
    guard var expanded = english[lower] else { return nil }
    if apostrophe != "'" {
      expanded = expanded.replacingOccurrences(of: "'", with: String(apostrophe))
    }
    if word.first?.isUppercase == true, let first = expanded.first, first.isLowercase {
      expanded = first.uppercased() + expanded.dropFirst()
    }
    return expanded
  }

  /// The elided words that join the next word with an apostrophe, by language: French
  /// `l'école`, `qu'il`, Italian `l'amico`, `dell'anno`.
  public static let elisions: [String: Set<String>] = [
    "fr": ["c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu"],
    "it": ["c", "l", "un", "all", "dall", "dell", "nell", "sull", "quell", "quest"],
  ]

  /// An elided word and the word after it (`l'ecole` → `l'`, `ecole`), as typed; nil when
  /// the language elides nothing or the word does not start with an elision.
  ///
  /// ```swift
  /// Contractions.elision(of: "L’ecole", language: "fr_FR")  // ("L’", "ecole")
  /// ```
  public static func elision(of word: String, language: String) -> (String, String)? {
    guard let articles = elisions[String(language.prefix(2))],
      let mark = word.firstIndex(where: { $0 == "'" || $0 == "\u{2019}" }),
      articles.contains(word[..<mark].lowercased())
    else { return nil }
    let rest = word[word.index(after: mark)...]
    guard !rest.isEmpty else { return nil }
    return (String(word[...mark]), String(rest))
  }
}
