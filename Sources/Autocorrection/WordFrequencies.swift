public import Diagnostics
import Foundation
public import Spelling

/// How often words occur in running text, by language: the prior that makes common words win
/// (`the` over `hate` for `hte`, `special` over `specially` for `speciall`).
///
/// The lists are exported from the `wordfreq` package on PyPI (Robyn Speer, Apache 2.0 code,
/// CC BY-SA 4.0 data: Wikipedia, subtitles, news, books, web text, Twitter, Reddit) by
/// `Tools/install-word-frequencies.sh`, which `make deps` runs: one file per language code,
/// `en.tsv`, `de.tsv`, `fr.tsv`, each line `word<TAB>frequency` (a share of all words, `the`
/// 0.054). They live in ``directory``; nothing of them is in the repository.
///
/// ```swift
/// let english = WordFrequencies.load(language: "en_US")
/// english?.frequency(of: "the")  // 0.0537
/// ```
public struct WordFrequencies: Sendable {
  /// Frequencies by word folded to lower case (`ß` as `ss`, as `wordfreq` folds it).
  public let frequencies: [String: Double]
  /// Where the list came from.
  public let path: String

  /// A list of the given frequencies.
  public init(_ frequencies: [String: Double], path: String = "") {
    self.frequencies = frequencies
    self.path = path
  }

  /// Where the exported lists live: `$KBSIM_WORD_FREQUENCIES`, else
  /// `$XDG_DATA_HOME/kbsim/word-frequencies` (`~/.local/share/kbsim/word-frequencies`).
  public static var directory: String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["KBSIM_WORD_FREQUENCIES"], !explicit.isEmpty { return explicit }
    let data =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.local/share"
    return data + "/kbsim/word-frequencies"
  }

  /// The file of a language (`en_US` → `…/en.tsv`).
  public static func path(language: String) -> String {
    directory + "/" + String(language.prefix(2)).lowercased() + ".tsv"
  }

  /// The list of a language, or nil when it is not installed (the prior then falls back to
  /// SCOWL's sizes for English and to none for other languages).
  public static func load(language: String) -> WordFrequencies? {
    try? WordFrequencies(contentsOf: path(language: language))
  }

  /// Reads a `word<TAB>frequency` file.
  ///
  /// - Throws: ``Spelling/SpellingError`` `unreadableFile` when it cannot be read,
  ///   `invalidWordList` naming the line of the first malformed line.
  public init(contentsOf path: String) throws(SpellingError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SpellingError(code: .unreadableFile, message: "\(quoted(path)): no such file")
    }
    var frequencies: [String: Double] = [:]
    frequencies.reserveCapacity(data.count / 16)
    var number = 0
    for line in [UInt8](data).split(separator: 0x0A, omittingEmptySubsequences: false) {
      number += 1
      if line.isEmpty { continue }
      guard let tab = line.firstIndex(of: 0x09),
        let word = String(validUTF8: line[..<tab]),
        let value = Double(String(decoding: line[(tab + 1)...], as: UTF8.self)), value > 0
      else {
        throw SpellingError(
          code: .invalidWordList,
          message: "\(quoted(path)):\(number): expected word<TAB>frequency")
      }
      frequencies[word] = max(frequencies[word] ?? 0, value)
    }
    self.init(frequencies, path: path)
  }

  /// The frequency of a word in any case, or nil.
  public func frequency(of word: String) -> Double? {
    let lower = word.lowercased()
    if let value = frequencies[lower] { return value }
    if lower.contains("ß") {
      return frequencies[lower.replacingOccurrences(of: "ß", with: "ss")]
    }
    return nil
  }
}
