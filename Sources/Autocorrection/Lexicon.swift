/// A word list, with commonness levels where the list has them, stored compactly for the
/// corrector's candidate lookups: one pool of lower-cased Unicode scalars, an open-addressing
/// hash table over it, and each word's spelling and level.
///
/// For English it is built from Debian's `scowl` word lists (``Lexicon/scowl(directory:maximumSize:)``):
/// the level is the SCOWL size (10 = the most common words … 60 = the size hunspell-en-us is
/// built from). German and French come from plain word lists without levels
/// (``Lexicon/wordList(path:package:)``). Immutable after building, so it is `Sendable` and
/// shared freely.
///
/// ```swift
/// let lexicon = try Lexicon.scowl()
/// lexicon.entries(matching: Array("the".unicodeScalars)).first?.level  // 10
/// ```
public final class Lexicon: Sendable {
  /// One word of the list.
  public struct Entry: Hashable, Sendable {
    /// The word as the list spells it (`Paris`, `don't`, `café`).
    public var spelling: String
    /// Its commonness level: the SCOWL size that first lists it (smaller is more common); nil
    /// in a list without levels.
    public var level: UInt8?
  }

  /// Lower-cased keys, concatenated.
  private let pool: [UInt32]
  /// `keyStart[i] ..< keyStart[i + 1]` is entry i's key in `pool`.
  private let keyStart: [UInt32]
  private let keyHash: [UInt32]
  /// The next entry with the same key, or -1.
  private let sameKey: [Int32]
  private let entryList: [Entry]
  /// Open addressing: the key's hash in the high 32 bits, entry index + 1 in the low ones; 0 for an
  /// empty slot.
  ///
  /// At most a quarter full, so a miss usually costs one load.
  private let slots: [UInt64]
  private let mask: Int

  /// The number of words.
  public var count: Int { entryList.count }
  /// Whether some word has a commonness level (SCOWL); without levels every word is as likely.
  public let isRanked: Bool

  /// Builds a lexicon from words and their levels, most common first; a word listed again
  /// later keeps its first (lowest) level.
  public init(words: some Sequence<(String, UInt8?)>) {
    var seen: Set<String> = []
    seen.reserveCapacity(words.underestimatedCount)
    var pool: [UInt32] = []
    var keyStart: [UInt32] = [0]
    var keyHash: [UInt32] = []
    var entries: [Entry] = []
    pool.reserveCapacity(1 << 20)
    for (word, level) in words {
      let normalized = Lexicon.normalizeApostrophes(word)
      guard seen.insert(normalized).inserted else { continue }
      let key = Lexicon.key(normalized)
      pool.append(contentsOf: key)
      keyStart.append(UInt32(pool.count))
      keyHash.append(Lexicon.hash(key[...]))
      entries.append(Entry(spelling: normalized, level: level))
    }
    var capacity = 16
    while capacity < entries.count * 4 { capacity <<= 1 }
    var slots = [UInt64](repeating: 0, count: capacity)
    var sameKey = [Int32](repeating: -1, count: entries.count)
    let mask = capacity - 1
    for index in entries.indices {
      var slot = Lexicon.slot(keyHash[index], mask)
      while slots[slot] != 0 {
        let other = Int(slots[slot] & 0xFFFF_FFFF) - 1
        if keyHash[other] == keyHash[index],
          pool[Int(keyStart[other])..<Int(keyStart[other + 1])]
            == pool[Int(keyStart[index])..<Int(keyStart[index + 1])]
        {
          // Same key: chain behind the first (more common) entry.
          var last = other
          while sameKey[last] >= 0 { last = Int(sameKey[last]) }
          sameKey[last] = Int32(index)
          slot = -1
          break
        }
        slot = (slot + 1) & mask
      }
      if slot >= 0 { slots[slot] = UInt64(keyHash[index]) << 32 | UInt64(index + 1) }
    }
    self.pool = pool
    self.keyStart = keyStart
    self.keyHash = keyHash
    self.sameKey = sameKey
    self.entryList = entries
    self.slots = slots
    self.mask = mask
    isRanked = entries.contains { $0.level != nil }
  }

  /// The first (most common) entry index whose lower-cased key is `key`, or nil.
  @inline(__always)
  func firstIndex(forKey key: ArraySlice<UInt32>, hash: UInt32) -> Int? {
    var slot = Lexicon.slot(hash, mask)
    while true {
      let stored = slots[slot]
      if stored == 0 { return nil }
      let index = Int(stored & 0xFFFF_FFFF) - 1
      if UInt32(stored >> 32) == hash {
        let start = Int(keyStart[index])
        let end = Int(keyStart[index + 1])
        if end - start == key.count && pool[start..<end].elementsEqual(key) { return index }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Entry `index` and the entries that share its key.
  @inline(__always)
  func chain(from index: Int) -> some Sequence<Int> {
    sequence(first: index) { [sameKey] in sameKey[$0] >= 0 ? Int(sameKey[$0]) : nil }
  }

  func entry(_ index: Int) -> Entry { entryList[index] }

  /// The distinct letters (and the apostrophe) of every key, sorted.
  func alphabet() -> [UInt32] {
    // The distinct scalars first (a few hundred among millions), then one property lookup each.
    var low = [Bool](repeating: false, count: 0x800)
    var high: Set<UInt32> = []
    for scalar in pool {
      if scalar < 0x800 { low[Int(scalar)] = true } else { high.insert(scalar) }
    }
    let distinct = low.indices.filter { low[$0] }.map(UInt32.init) + high.sorted()
    return distinct.filter { $0 == 0x27 || Unicode.Scalar($0)?.properties.isAlphabetic == true }
  }

  /// The entries whose lower-cased form is `key` (lower-cased scalars), most common first.
  public func entries(matching key: [UInt32]) -> [Entry] {
    guard let first = firstIndex(forKey: key[...], hash: Lexicon.hash(key[...])) else { return [] }
    return chain(from: first).map { entryList[$0] }
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

  /// The polynomial hash base: `hash(k) = Σ k[i] · base^(n−1−i)` (mod 2³²), so the hash of a
  /// word one edit away is computed from prefix and suffix hashes in constant time.
  static let base: UInt32 = 16_777_619

  /// The polynomial hash of a key.
  @inline(__always)
  static func hash(_ key: ArraySlice<UInt32>) -> UInt32 {
    var hash: UInt32 = 0
    for value in key { hash = hash &* base &+ value &+ 1 }
    return hash
  }

  /// Whether some entry's key has this hash (a quick reject before building the key).
  @inline(__always)
  func mayContain(hash: UInt32) -> Bool {
    var slot = Lexicon.slot(hash, mask)
    while true {
      let stored = slots[slot]
      if stored == 0 { return false }
      if UInt32(truncatingIfNeeded: stored >> 32) == hash { return true }
      slot = (slot + 1) & mask
    }
  }

  /// The table slot where a hash's probe starts (the hash's bits mixed).
  @inline(__always)
  static func slot(_ hash: UInt32, _ mask: Int) -> Int {
    var mixed = hash ^ (hash >> 16)
    mixed = mixed &* 0x45D9_F3B
    return Int(mixed ^ (mixed >> 16)) & mask
  }
}
