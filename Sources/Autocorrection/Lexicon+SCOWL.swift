public import Diagnostics
public import Spelling

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Lexicon {
  /// Where Debian's `scowl` package installs its word lists.
  public static let scowlDirectory = "/usr/share/dict/scowl"

  /// The SCOWL sizes, most common first.
  ///
  /// hunspell-en-us is built from size 60.
  public static let scowlSizes: [UInt8] = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95]

  /// The SCOWL categories read for American English: words, capitalized words, proper names and
  /// contractions, of English in general and of its American spelling.
  static let americanCategories = [
    "english-words", "english-upper", "english-proper-names", "english-contractions",
    "american-words", "american-upper", "american-proper-names",
  ]

  /// The American English lexicon from Debian's `scowl` lists (apt `scowl`), sizes up to
  /// `maximumSize` (60 = the words hunspell-en-us accepts), with `frequencies` if given.
  ///
  /// ```swift
  /// let lexicon = try Lexicon.scowl()  // about 120,000 words, a few MiB
  /// ```
  ///
  /// - Throws: ``SpellingError`` `dictionaryNotFound` naming the package when the directory
  ///   has no lists.
  public static func scowl(
    directory: String = scowlDirectory, maximumSize: UInt8 = 60,
    frequencies: WordFrequencies? = nil
  ) throws(SpellingError) -> Lexicon {
    Lexicon(
      words: try scowlWords(directory: directory, maximumSize: maximumSize),
      frequencies: frequencies)
  }

  /// The SCOWL files read, in order (those that exist).
  static func scowlFiles(directory: String, maximumSize: UInt8) -> [String] {
    var files: [String] = []
    for size in scowlSizes where size <= maximumSize {
      for category in americanCategories {
        let path = "\(directory)/\(category).\(size)"
        if access(path, R_OK) == 0 { files.append(path) }
      }
    }
    return files
  }

  /// The SCOWL words with their sizes, most common first.
  static func scowlWords(
    directory: String, maximumSize: UInt8
  ) throws(SpellingError) -> [(String, UInt8?)] {
    var words: [(String, UInt8?)] = []
    var filesRead = 0
    for size in scowlSizes where size <= maximumSize {
      for category in americanCategories {
        guard let lines = lines(atPath: "\(directory)/\(category).\(size)") else { continue }
        filesRead += 1
        words += lines.map { ($0, size) }
      }
    }
    guard filesRead > 0 else {
      throw SpellingError(
        code: .dictionaryNotFound,
        message: "no SCOWL word lists in \(quoted(directory)); install scowl")
    }
    return words
  }
}
