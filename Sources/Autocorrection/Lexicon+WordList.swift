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
  /// nil when the language has none or its package is not installed (the corrector then finds
  /// candidates with hunspell alone).
  ///
  /// ```swift
  /// Lexicon.load(language: "de_DE")?.count  // 356,010 words with wngerman installed
  /// ```
  public static func load(language: String) -> Lexicon? {
    let code = String(language.prefix(2))
    if code == "en" { return try? scowl() }
    guard let list = wordLists[code] else { return nil }
    return try? wordList(path: list.path, package: list.package)
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
  public static func wordList(path: String, package: String) throws(SpellingError) -> Lexicon {
    guard let lines = lines(atPath: path) else {
      throw SpellingError(
        code: .dictionaryNotFound, message: "no word list \(quoted(path)); install \(package)")
    }
    return Lexicon(words: lines.lazy.map { ($0, nil) })
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
