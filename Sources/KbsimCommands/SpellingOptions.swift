import ArgumentParser
import Autocorrection
import Diagnostics
import InputTraits
import KeyboardModel
import Spelling

/// The options of the commands that autocorrect or spell-check (`type`, `correct`).
struct SpellingOptions: ParsableArguments {
  @Option(help: "The dictionary's language, e.g. en_US, de_DE, fr_FR (default: from --layout).")
  var language: String?

  @Option(help: "A directory searched first for LANGUAGE.aff and LANGUAGE.dic.")
  var dictionaryDir: [String] = []

  @Option(help: "A file of the person's own words, one per line (never corrected or flagged).")
  var userWords: String?

  /// The language for a layout: `us` → en_US, `de` → de_DE, `fr` → fr_FR, `gb` → en_GB, ….
  static func language(forLayout layout: String) -> String {
    let base = String(layout.prefix { $0.isLetter }).lowercased()
    let table: [String: String] = [
      "us": "en_US", "gb": "en_GB", "au": "en_AU", "ca": "fr_CA", "de": "de_DE", "at": "de_AT",
      "ch": "de_CH", "fr": "fr_FR", "be": "fr_BE", "es": "es_ES", "it": "it_IT", "pt": "pt_PT",
      "br": "pt_BR", "nl": "nl_NL", "se": "sv_SE", "dk": "da_DK", "no": "nb_NO", "pl": "pl_PL",
      "ru": "ru_RU", "ua": "uk_UA", "cz": "cs_CZ", "tr": "tr_TR",
    ]
    return table[base] ?? (base.count == 2 ? "\(base)_\(base.uppercased())" : "en_US")
  }

  /// The corrector for a keyboard, loaded now (callers load it only when a trait needs it).
  func corrector(keyboard: VirtualKeyboard, layout: String) throws -> Autocorrector {
    let language = self.language ?? Self.language(forLayout: layout)
    let locator = DictionaryLocator(extra: dictionaryDir)
    do {
      let words = try userWords.map { path throws(SpellingError) in try UserWords(contentsOf: path)
      }
      return try Autocorrector.load(
        language: language, keyboard: keyboard, locator: locator, userWords: words ?? UserWords())
    } catch {
      var wrapped = CLIError(wrapping: error, code: .badInput)
      if error.code == .dictionaryNotFound, self.language != nil,
        let hint = Suggestion(for: language, among: locator.installedLanguages())
      {
        wrapped.message += hint.clause
        wrapped.suggestion = hint
      }
      throw wrapped
    }
  }
}
