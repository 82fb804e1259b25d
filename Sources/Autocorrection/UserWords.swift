public import Diagnostics
import Foundation
public import Spelling

/// A person's own words: words they added or reverted, which the autocorrector never changes
/// and spell checking never flags, as iOS learns them.
///
/// A file of user words has one word per line, UTF-8; blank lines and lines starting with `#`
/// are skipped.
///
/// ```swift
/// let words = try UserWords(contentsOf: "my-words.txt")
/// words.contains("jdoe")  // true if the file lists it, in any case
/// ```
public struct UserWords: Hashable, Sendable {
  /// The words, lower-cased.
  public private(set) var words: Set<String>

  /// The given words.
  public init(_ words: some Sequence<String> = []) {
    self.words = Set(words.map { Lexicon.normalizeApostrophes($0).lowercased() })
  }

  /// The words of a file.
  ///
  /// - Throws: ``SpellingError`` `unreadableFile`, or `invalidWordList` naming the file and the
  ///   line of the first byte that is not UTF-8.
  public init(contentsOf path: String) throws(SpellingError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SpellingError(code: .unreadableFile, message: "\(quoted(path)): no such file")
    }
    guard !isDirectory.boolValue else {
      throw SpellingError(code: .unreadableFile, message: "\(quoted(path)): is a directory")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SpellingError(code: .unreadableFile, message: "\(quoted(path)): permission denied")
    }
    try self.init(data: data, source: path)
  }

  /// The words of a word list's bytes; messages name it `source`.
  ///
  /// ```swift
  /// let words = try UserWords(data: Data("jdoe\n# a comment\n".utf8), source: "words.txt")
  /// ```
  ///
  /// - Throws: ``SpellingError`` `invalidWordList` naming `source` and the line of the first
  ///   byte that is not UTF-8.
  public init(data: some Collection<UInt8>, source: String) throws(SpellingError) {
    var words: [String] = []
    for (number, line) in Array(data).split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let text = String(validUTF8: line) else {
        throw SpellingError(
          code: .invalidWordList,
          message: "\(quoted(source)):\(number + 1): not valid UTF-8")
      }
      let word = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if word.isEmpty || word.hasPrefix("#") { continue }
      words.append(word)
    }
    self.init(words)
  }

  /// Whether the person's words include `word` (case-insensitive, either apostrophe).
  public func contains(_ word: String) -> Bool {
    !words.isEmpty && words.contains(Lexicon.normalizeApostrophes(word).lowercased())
  }

  /// These words and `other`'s.
  public func union(_ other: some Sequence<String>) -> UserWords {
    var copy = self
    copy.words.formUnion(other.map { Lexicon.normalizeApostrophes($0).lowercased() })
    return copy
  }
}
