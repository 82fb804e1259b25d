public import Autocorrection
public import KeyboardModel

extension TypingSession {
  /// What corrects a session's words at word boundaries.
  ///
  /// ```swift
  /// let session = try TypingSession(correction: .dictionary(.init(language: "en_GB")))
  /// let quiet = try TypingSession(correction: .off)
  /// ```
  public enum Correction: Sendable {
    /// hunspell's dictionary for the session's language, ranked on the field's keyboard
    /// (the `Autocorrection` module's `Autocorrector`), loaded the first time a field's resolved traits turn
    /// autocorrection or spell checking on.
    case dictionary(Dictionaries = Dictionaries())
    /// A corrector of the caller's, given to every field whose resolved traits turn
    /// autocorrection or spell checking on (a test's stub, a custom model).
    case custom(any TextCorrecting & Sendable)
    /// No correction, whatever the traits say.
    case off
  }

  /// Where a session's dictionary comes from: its language, extra folders to search, and the
  /// person's own words.
  ///
  /// ```swift
  /// var dictionaries = TypingSession.Dictionaries()
  /// dictionaries.language = "de_DE"          // default: the layout's language
  /// dictionaries.directories = ["./dicts"]   // searched before the system's
  /// ```
  public struct Dictionaries: Hashable, Sendable {
    /// The dictionary's language (`en_US`, `de_DE`); nil takes the layout's
    /// (``language(forLayout:)``).
    public var language: String?
    /// Folders searched first for `LANGUAGE.aff` and `LANGUAGE.dic`.
    public var directories: [String]
    /// Words never corrected or flagged.
    public var userWords: UserWords

    /// Settings; every argument defaults to the system's dictionaries for the layout.
    public init(
      language: String? = nil, directories: [String] = [], userWords: UserWords = UserWords()
    ) {
      self.language = language
      self.directories = directories
      self.userWords = userWords
    }

    /// The language a layout's speakers type: `us` → en_US, `de` → de_DE, `fr` → fr_FR,
    /// `gb` → en_GB, `ca` → fr_CA; a two-letter layout without an entry maps to itself
    /// (`it` → it_IT), anything else to en_US.
    ///
    /// ```swift
    /// TypingSession.Dictionaries.language(forLayout: "fr(azerty)")  // "fr_FR"
    /// ```
    public static func language(forLayout layout: String) -> String {
      let base = String(layout.prefix { $0.isLetter }).lowercased()
      return layoutLanguages[base] ?? (base.count == 2 ? "\(base)_\(base.uppercased())" : "en_US")
    }

    private static let layoutLanguages: [String: String] = [
      "us": "en_US", "gb": "en_GB", "au": "en_AU", "ca": "fr_CA", "de": "de_DE", "at": "de_AT",
      "ch": "de_CH", "fr": "fr_FR", "be": "fr_BE", "es": "es_ES", "it": "it_IT", "pt": "pt_PT",
      "br": "pt_BR", "nl": "nl_NL", "se": "sv_SE", "dk": "da_DK", "no": "nb_NO", "pl": "pl_PL",
      "ru": "ru_RU", "ua": "uk_UA", "cz": "cs_CZ", "tr": "tr_TR",
    ]
  }
}
