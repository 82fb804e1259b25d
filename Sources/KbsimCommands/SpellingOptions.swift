import ArgumentParser
import Autocorrection
import Simulation
import Spelling

/// The dictionary options of the commands that type or correct (`type`, `simulate`,
/// `coverage run`, `correct`).
struct SpellingOptions: ParsableArguments {
  @Option(help: "The dictionary's language, e.g. en_US, de_DE, fr_FR (default: from --layout).")
  var language: String?

  @Option(help: "A directory searched first for LANGUAGE.aff and LANGUAGE.dic.")
  var dictionaryDir: [String] = []

  @Option(help: "A file of the person's own words, one per line (never corrected or flagged).")
  var userWords: String?

  /// The session's corrector: the dictionary these options describe.
  func correction() throws -> TypingSession.Correction {
    do {
      let words = try userWords.map { path throws(SpellingError) in try UserWords(contentsOf: path)
      }
      return .dictionary(
        .init(language: language, directories: dictionaryDir, userWords: words ?? UserWords()))
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
