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

  /// Options for a language.
  public init(language: String = "en_US") {
    self.language = language
  }
}
