public import Diagnostics
import Foundation
public import Spelling

extension Lexicon {
  /// Debian's word lists for languages SCOWL does not cover, by language code.
  ///
  /// Plain lists of every inflected form, one per line, without commonness levels. Both come
  /// from the same sources as Debian's hunspell dictionaries (hunspell accepts 99.98 % of
  /// `ngerman` and 95 % of `french`; the corrector offers only the words hunspell accepts).
  public static let wordLists: [String: (path: String, package: String)] = [
    "de": ("/usr/share/dict/ngerman", "wngerman"),
    "fr": ("/usr/share/dict/french", "wfrench"),
  ]

  /// The lexicon for a language: SCOWL for English, Debian's word list for German and French,
  /// with the language's word frequencies (``WordFrequencies``); nil when the language has no
  /// list or its package is not installed (the corrector then finds candidates with hunspell
  /// alone).
  ///
  /// Built once and kept as a compiled file in ``LexiconCache/directory``, which later
  /// processes map instead of parsing the lists again; loaded once per process.
  ///
  /// ```swift
  /// Lexicon.load(language: "de_DE")?.count  // 356,010 words with wngerman installed
  /// ```
  public static func load(language: String) -> Lexicon? {
    LexiconCache.shared.lexicon(language: language)
  }

  /// A lexicon from a plain word list, one word per line, UTF-8 or Latin-1, without levels.
  ///
  /// ```swift
  /// let french = try Lexicon.wordList(path: "/usr/share/dict/french", package: "wfrench")
  /// french.entries(matching: Lexicon.key("école")).first?.spelling  // "école"
  /// ```
  ///
  /// - Throws: ``SpellingError`` `dictionaryNotFound` naming `package` when the file is
  ///   missing.
  public static func wordList(
    path: String, package: String, frequencies: WordFrequencies? = nil
  ) throws(SpellingError) -> Lexicon {
    Lexicon(
      words: try listWords(path: path, package: package), frequencies: frequencies)
  }

  /// The words of a plain list, without levels.
  static func listWords(path: String, package: String) throws(SpellingError) -> [(
    String, UInt8?
  )] {
    guard let lines = lines(atPath: path) else {
      throw SpellingError(
        code: .dictionaryNotFound, message: "no word list \(quoted(path)); install \(package)")
    }
    return lines.map { ($0, nil) }
  }

  /// The non-empty lines of a word list file; nil when the file cannot be read.
  ///
  /// Each line is read as UTF-8, or else Latin-1 (SCOWL upstream). The file is split on bytes:
  /// a list has hundreds of thousands of lines, and splitting a `String` on characters costs a
  /// grapheme walk.
  static func lines(atPath path: String) -> [String]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data).split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }).map { line in
      String(validUTF8: line)
        ?? String(String.UnicodeScalarView(line.map(Unicode.Scalar.init)))
    }
  }
}
