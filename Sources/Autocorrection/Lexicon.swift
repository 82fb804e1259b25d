import Foundation

/// A word list with commonness levels and word frequencies, stored compactly for the corrector's
/// candidate lookups: one pool of lower-cased Unicode scalars, an open-addressing hash table over
/// it, each word's spelling, level and frequency, an index of the words by their letters without
/// accents, and an index of the words with one letter left out (for candidates two edits away).
///
/// All of it lives in one flat buffer (`LexiconImage`) that is built once from the word lists
/// and the frequency list, written to a cache file, and mapped from it by later processes, so a
/// process that corrects pays no parsing (docs/autocorrection.md, "Loading").
///
/// For English the words come from Debian's `scowl` lists (``Lexicon/scowl(directory:maximumSize:frequencies:)``):
/// the level is the SCOWL size (10 = the most common words … 60 = the size hunspell-en-us is
/// built from). German and French come from plain word lists without levels
/// (``Lexicon/wordList(path:package:frequencies:)``). Frequencies come from a word-frequency list
/// (``WordFrequencies``). Immutable, so it is `Sendable` and shared freely.
///
/// ```swift
/// let lexicon = try Lexicon.scowl()
/// lexicon.entries(matching: Array("the".unicodeScalars).map(\.value)).first?.level  // 10
/// ```
public final class Lexicon: Sendable {
  /// One word of the list.
  public struct Entry: Hashable, Sendable {
    /// The word as the list spells it (`Paris`, `don't`, `café`).
    public var spelling: String
    /// Its commonness level: the SCOWL size that first lists it (smaller is more common); nil
    /// in a list without levels.
    public var level: UInt8?
    /// How often the word occurs in running text (a share of all words, `the` ≈ 0.05), from
    /// the frequency list; nil when the list lacks it or there is none.
    public var frequency: Double?
  }

  let image: LexiconImage

  /// The number of words.
  public var count: Int { image.count }
  /// Whether some word has a commonness level (SCOWL); without levels every word is as likely.
  public var isRanked: Bool { image.isRanked }
  /// Whether the words carry frequencies from a frequency list.
  public var hasFrequencies: Bool { image.hasFrequencies }
  /// The longest key, in scalars.
  var longestKey: Int { image.longestKey }

  init(image: LexiconImage) {
    self.image = image
  }

  /// Builds a lexicon from words and their levels, most common first.
  ///
  /// A word listed again later keeps its first (lowest) level. `frequencies` gives each word's frequency (looked up
  /// by the word folded to lower case).
  public convenience init(
    words: some Sequence<(String, UInt8?)>, frequencies: WordFrequencies? = nil
  ) {
    self.init(image: LexiconImage.build(words: words, frequencies: frequencies))
  }

  /// The first (most common) entry index whose lower-cased key is `key`, or nil.
  @inline(__always)
  func firstIndex(forKey key: ArraySlice<UInt32>, hash: UInt32) -> Int? {
    image.firstIndex(forKey: key, hash: hash)
  }

  /// Entry `index` and the entries that share its key.
  @inline(__always)
  func chain(from index: Int) -> some Sequence<Int> {
    let image = image
    return sequence(first: index) { image.nextWithSameKey($0) }
  }

  /// Entry `index`.
  func entry(_ index: Int) -> Entry {
    Entry(
      spelling: image.spelling(index), level: image.level(index),
      frequency: image.frequency(index))
  }

  /// Entry `index`'s spelling.
  func spelling(_ index: Int) -> String { image.spelling(index) }

  /// Entry `index`'s frequency, or nil.
  func frequency(_ index: Int) -> Double? { image.frequency(index) }

  /// Entry `index`'s level, or nil.
  func level(_ index: Int) -> UInt8? { image.level(index) }

  /// Entry `index`'s key.
  func key(_ index: Int) -> UnsafeBufferPointer<UInt32> { image.key(index) }

  /// The distinct letters (and the apostrophe) of every key, sorted.
  func alphabet() -> [UInt32] { Array(image.alphabet) }

  /// The entries whose lower-cased form is `key` (lower-cased scalars), most common first.
  public func entries(matching key: [UInt32]) -> [Entry] {
    guard let first = firstIndex(forKey: key[...], hash: Lexicon.hash(key[...])) else { return [] }
    return chain(from: first).map { entry($0) }
  }

  /// The indices of the entries whose key without accents is `folded` (a folded key).
  func indices(folded: [UInt32]) -> [Int] { image.indices(folded: folded) }

  /// Calls `body` with every entry index whose key, with one scalar left out, has `hash` (or
  /// whose whole key has it): the one-deletion index.
  func forEachDeletion(hash: UInt32, _ body: (Int) -> Void) {
    image.forEachDeletion(hash: hash, body)
  }

  // MARK: - Keys

  /// `’` and `ʼ` spelled as `'` (hunspell-en-us does the same with `ICONV ’ '`).
  static func normalizeApostrophes(_ word: String) -> String {
    guard word.unicodeScalars.contains(where: { $0 == "\u{2019}" || $0 == "\u{2BC}" }) else {
      return word
    }
    return String(
      String.UnicodeScalarView(
        word.unicodeScalars.map { $0 == "\u{2019}" || $0 == "\u{2BC}" ? "'" : $0 }))
  }

  /// A word's key: its scalars, lower-cased one by one, apostrophes normalized.
  static func key(_ word: String) -> [UInt32] {
    word.unicodeScalars.map { lower($0.value) }
  }

  /// The lower case of one scalar (ASCII fast, the Unicode single-scalar mapping otherwise).
  @inline(__always)
  static func lower(_ value: UInt32) -> UInt32 {
    if value < 0x80 { return value >= 0x41 && value <= 0x5A ? value + 0x20 : value }
    if value == 0x2019 || value == 0x2BC { return 0x27 }
    guard let scalar = Unicode.Scalar(value) else { return value }
    let mapped = scalar.properties.lowercaseMapping.unicodeScalars
    return mapped.count == 1 ? mapped.first?.value ?? value : value
  }

  /// A key without accents: each Latin letter with an accent as its base letter (`é` → `e`);
  /// `ß`, `æ`, `œ` stay.
  static func fold(_ key: [UInt32]) -> [UInt32] {
    key.map { AccentFolding.base($0) }
  }

  /// The polynomial hash base: `hash(k) = Σ k[i] · base^(n−1−i)` (mod 2³²), so the hash of a
  /// word one edit away is computed from prefix and suffix hashes in constant time.
  static let base: UInt32 = 16_777_619

  /// The polynomial hash of a key.
  @inline(__always)
  static func hash(_ key: some Sequence<UInt32>) -> UInt32 {
    var hash: UInt32 = 0
    for value in key { hash = hash &* base &+ value &+ 1 }
    return hash
  }

  /// Whether some entry's key has this hash (a quick reject before building the key).
  @inline(__always)
  func mayContain(hash: UInt32) -> Bool { image.mayContain(hash: hash) }
}

/// Base letters of the Latin letters with accents (U+00C0 ..< U+0250), folded once.
enum AccentFolding {
  static let bases: [UInt32: UInt32] = {
    var bases: [UInt32: UInt32] = [:]
    for value in UInt32(0xC0)..<0x250 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let folded = String(scalar).folding(options: [.diacriticInsensitive], locale: nil)
      if folded.unicodeScalars.count == 1, let base = folded.unicodeScalars.first, base != scalar {
        bases[value] = base.value
      }
    }
    return bases
  }()

  /// A letter without its accents (`é` → `e`), for the Latin letters.
  @inline(__always)
  static func base(_ value: UInt32) -> UInt32 {
    value < 0xC0 ? value : bases[value] ?? value
  }
}
