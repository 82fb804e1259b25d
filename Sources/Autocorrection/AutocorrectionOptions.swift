/// The autocorrector's choices: the language, the contraction table, and how sure it must be.
///
/// ```swift
/// var options = AutocorrectionOptions(language: "de_DE")
/// options.minimumScore = -9  // correct only likelier typos
/// ```
public struct AutocorrectionOptions: Hashable, Sendable {
  /// The dictionary's language (`en_US`, `de_DE`, `fr_FR`).
  public var language: String
  /// Expand the contraction and shortcut table (`dont` → `don't`, `i` → `I`); English only.
  public var expandsContractions = true
  /// The lowest score that still corrects (``SpellingModel/minimumScore`` by default).
  public var minimumScore = SpellingModel.minimumScore
  /// Correct a compound no list holds (`Gartenzaunfarbr` → `Gartenzaunfarbe`) by one of its
  /// parts; on for the languages that write compounds closed (German, Dutch, the Nordic ones).
  public var correctsCompounds: Bool

  /// The languages whose compounds are written as one word.
  public static let compoundingLanguages: Set<String> = ["de", "nl", "sv", "da", "nb", "nn", "fi"]

  /// Options for a language.
  public init(language: String = "en_US") {
    self.language = language
    correctsCompounds = Self.compoundingLanguages.contains(String(language.prefix(2)))
  }
}
