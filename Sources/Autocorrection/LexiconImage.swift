#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``Lexicon``'s data as one flat, position-independent buffer: built once from the word lists
/// and frequencies, written to a file, and mapped read-only by later processes (no parsing, no
/// per-word allocation: loading costs a `mmap`).
///
/// The buffer starts with a header of 32 little-endian 64-bit fields (magic, version, counts,
/// flags, section offsets); every section is an array of fixed-width integers aligned to 8
/// bytes:
///
/// | section | type | what |
/// |---|---|---|
/// | pool | UInt32 | every key's lower-cased scalars, concatenated |
/// | keyStart | UInt32 × (n + 1) | key i is `pool[keyStart[i] ..< keyStart[i + 1]]` |
/// | keyHash | UInt32 × n | the polynomial hash of key i (``Lexicon/hash(_:)``) |
/// | sameKey | Int32 × n | the next entry with the same key, or −1 |
/// | slots | UInt64 | open addressing: hash << 32 \| entry + 1 |
/// | spellingStart, spellingBytes | UInt32, UInt8 | each word's spelling, UTF-8 |
/// | level | UInt8 × n | the SCOWL size, 0 for none |
/// | logFrequency | Float32 × n | ln(frequency), NaN for none |
/// | foldSlots, foldNext | UInt64, Int32 × n | the same by the key without accents |
/// | deletionHash, deletionEntry | UInt32 × m each | the one-deletion index, sorted by hash |
/// | deletionBuckets | UInt32 × 65,537 | where each top-16-bit hash bucket starts |
/// | alphabet | UInt32 | the distinct letters of the keys, sorted |
struct LexiconImage: @unchecked Sendable {
  // Safety: the buffer is immutable after it is built or mapped, and the storage that owns it
  // lives as long as any image that reads it.
  final class Storage: @unchecked Sendable {
    let base: UnsafeRawPointer
    let size: Int
    private let isMapped: Bool

    /// Takes ownership of an allocated buffer.
    init(allocated: UnsafeMutableRawPointer, size: Int) {
      base = UnsafeRawPointer(allocated)
      self.size = size
      isMapped = false
    }

    /// Maps a file read-only; nil when it cannot be opened or mapped.
    init?(mapping path: String) {
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_size > LexiconImage.headerSize else {
        return nil
      }
      let size = Int(info.st_size)
      guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
        mapped != MAP_FAILED
      else { return nil }
      base = UnsafeRawPointer(mapped)
      self.size = size
      isMapped = true
    }

    deinit {
      if isMapped {
        munmap(UnsafeMutableRawPointer(mutating: base), size)
      } else {
        UnsafeMutableRawPointer(mutating: base).deallocate()
      }
    }
  }

  static let magic: UInt64 = 0x3130_5845_4C53_424B  // "KBSLEX01"
  /// The format version: a cache file of another version is rebuilt.
  static let version: UInt64 = 3
  static let headerFields = 32
  static let headerSize = headerFields * 8
  static let bucketCount = 1 << 16

  let storage: Storage
  let count: Int
  let isRanked: Bool
  let hasFrequencies: Bool
  let longestKey: Int
  private let mask: Int
  private let foldMask: Int
  private let deletionCount: Int
  private let pool: UnsafePointer<UInt32>
  private let keyStart: UnsafePointer<UInt32>
  private let keyHash: UnsafePointer<UInt32>
  private let sameKey: UnsafePointer<Int32>
  private let slots: UnsafePointer<UInt64>
  private let spellingStart: UnsafePointer<UInt32>
  private let spellingBytes: UnsafePointer<UInt8>
  private let levels: UnsafePointer<UInt8>
  private let logFrequency: UnsafePointer<Float32>
  private let foldSlots: UnsafePointer<UInt64>
  private let foldNext: UnsafePointer<Int32>
  private let deletionHash: UnsafePointer<UInt32>
  private let deletionEntry: UnsafePointer<UInt32>
  private let deletionBuckets: UnsafePointer<UInt32>
  let alphabet: UnsafeBufferPointer<UInt32>

  /// The sections in header order.
  enum Section: Int, CaseIterable {
    case pool, keyStart, keyHash, sameKey, slots, spellingStart, spellingBytes, levels
    case logFrequency, foldSlots, foldNext, deletionHash, deletionEntry, deletionBuckets
    case alphabet
  }

  /// Reads an image; nil when the buffer is not one of this version (or is truncated).
  init?(storage: Storage) {
    guard storage.size >= Self.headerSize else { return nil }
    let header = storage.base.assumingMemoryBound(to: UInt64.self)
    guard header[0] == Self.magic, header[1] == Self.version,
      Int(header[2]) == storage.size
    else { return nil }
    self.storage = storage
    count = Int(header[3])
    mask = Int(header[4]) - 1
    foldMask = Int(header[5]) - 1
    deletionCount = Int(header[6])
    isRanked = header[7] & 1 != 0
    hasFrequencies = header[7] & 2 != 0
    longestKey = Int(header[8])
    let alphabetCount = Int(header[9])
    func section<T>(_ section: Section, _ type: T.Type) -> UnsafePointer<T>? {
      let offset = Int(header[16 + section.rawValue])
      guard offset >= Self.headerSize, offset <= storage.size else { return nil }
      return storage.base.advanced(by: offset).assumingMemoryBound(to: T.self)
    }
    guard let pool = section(.pool, UInt32.self),
      let keyStart = section(.keyStart, UInt32.self),
      let keyHash = section(.keyHash, UInt32.self), let sameKey = section(.sameKey, Int32.self),
      let slots = section(.slots, UInt64.self),
      let spellingStart = section(.spellingStart, UInt32.self),
      let spellingBytes = section(.spellingBytes, UInt8.self),
      let levels = section(.levels, UInt8.self),
      let logFrequency = section(.logFrequency, Float32.self),
      let foldSlots = section(.foldSlots, UInt64.self),
      let foldNext = section(.foldNext, Int32.self),
      let deletionHash = section(.deletionHash, UInt32.self),
      let deletionEntry = section(.deletionEntry, UInt32.self),
      let deletionBuckets = section(.deletionBuckets, UInt32.self),
      let alphabet = section(.alphabet, UInt32.self)
    else { return nil }
    self.pool = pool
    self.keyStart = keyStart
    self.keyHash = keyHash
    self.sameKey = sameKey
    self.slots = slots
    self.spellingStart = spellingStart
    self.spellingBytes = spellingBytes
    self.levels = levels
    self.logFrequency = logFrequency
    self.foldSlots = foldSlots
    self.foldNext = foldNext
    self.deletionHash = deletionHash
    self.deletionEntry = deletionEntry
    self.deletionBuckets = deletionBuckets
    self.alphabet = UnsafeBufferPointer(start: alphabet, count: alphabetCount)
  }

  // MARK: - Lookups

  @inline(__always)
  func key(_ index: Int) -> UnsafeBufferPointer<UInt32> {
    let start = Int(keyStart[index])
    return UnsafeBufferPointer(start: pool + start, count: Int(keyStart[index + 1]) - start)
  }

  @inline(__always)
  func firstIndex(forKey key: ArraySlice<UInt32>, hash: UInt32) -> Int? {
    var slot = Self.slot(hash, mask)
    while true {
      let stored = slots[slot]
      if stored == 0 { return nil }
      let index = Int(stored & 0xFFFF_FFFF) - 1
      if UInt32(truncatingIfNeeded: stored >> 32) == hash {
        let candidate = self.key(index)
        if candidate.count == key.count && candidate.elementsEqual(key) { return index }
      }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  func mayContain(hash: UInt32) -> Bool {
    var slot = Self.slot(hash, mask)
    while true {
      let stored = slots[slot]
      if stored == 0 { return false }
      if UInt32(truncatingIfNeeded: stored >> 32) == hash { return true }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  func nextWithSameKey(_ index: Int) -> Int? {
    let next = sameKey[index]
    return next >= 0 ? Int(next) : nil
  }

  func spelling(_ index: Int) -> String {
    let start = Int(spellingStart[index])
    let bytes = UnsafeBufferPointer(
      start: spellingBytes + start, count: Int(spellingStart[index + 1]) - start)
    return String(decoding: bytes, as: UTF8.self)
  }

  func level(_ index: Int) -> UInt8? {
    let level = levels[index]
    return level == 0 ? nil : level
  }

  func frequency(_ index: Int) -> Double? {
    let value = logFrequency[index]
    return value.isNaN ? nil : exp(Double(value))
  }

  /// ln(frequency) of entry `index`, or nil.
  @inline(__always)
  func logFrequency(_ index: Int) -> Double? {
    let value = logFrequency[index]
    return value.isNaN ? nil : Double(value)
  }

  func indices(folded: [UInt32]) -> [Int] {
    let hash = Lexicon.hash(folded)
    var slot = Self.slot(hash, foldMask)
    while true {
      let stored = foldSlots[slot]
      if stored == 0 { return [] }
      if UInt32(truncatingIfNeeded: stored >> 32) == hash {
        let first = Int(stored & 0xFFFF_FFFF) - 1
        let key = self.key(first)
        if key.count == folded.count, zip(key, folded).allSatisfy({ AccentFolding.base($0) == $1 })
        {
          var result: [Int] = []
          var index: Int32 = Int32(first)
          while index >= 0 {
            result.append(Int(index))
            index = foldNext[Int(index)]
          }
          return result
        }
      }
      slot = (slot + 1) & foldMask
    }
  }

  func forEachDeletion(hash: UInt32, _ body: (Int) -> Void) {
    let bucket = Int(hash >> 16)
    var low = Int(deletionBuckets[bucket])
    var high = Int(deletionBuckets[bucket + 1])
    // The first entry with this hash (binary search), then the run.
    while low < high {
      let middle = (low + high) / 2
      if deletionHash[middle] < hash { low = middle + 1 } else { high = middle }
    }
    while low < deletionCount, deletionHash[low] == hash {
      body(Int(deletionEntry[low]))
      low += 1
    }
  }

  /// The table slot where a hash's probe starts (the hash's bits mixed).
  @inline(__always)
  static func slot(_ hash: UInt32, _ mask: Int) -> Int {
    var mixed = hash ^ (hash >> 16)
    mixed = mixed &* 0x45D9_F3B
    return Int(mixed ^ (mixed >> 16)) & mask
  }

  /// The raw bytes (to write a cache file).
  var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: storage.base, count: storage.size)
  }
}

// MARK: - Building

extension LexiconImage {
  /// The longest key the one-deletion index covers: longer words are corrected one edit away.
  static let longestIndexedKey = 24

  /// Builds an image from words and their levels, most common first; a word listed again
  /// later keeps its first (lowest) level.
  static func build(
    words: some Sequence<(String, UInt8?)>, frequencies: WordFrequencies?
  ) -> LexiconImage {
    var seen: Set<String> = []
    seen.reserveCapacity(words.underestimatedCount)
    var pool: [UInt32] = []
    var keyStart: [UInt32] = [0]
    var keyHash: [UInt32] = []
    var spellingStart: [UInt32] = [0]
    var spellingBytes: [UInt8] = []
    var levels: [UInt8] = []
    var logFrequency: [Float32] = []
    var longestKey = 0
    pool.reserveCapacity(1 << 20)
    for (word, level) in words {
      let normalized = Lexicon.normalizeApostrophes(word)
      guard !normalized.isEmpty, seen.insert(normalized).inserted else { continue }
      let key = Lexicon.key(normalized)
      longestKey = max(longestKey, key.count)
      pool.append(contentsOf: key)
      keyStart.append(UInt32(pool.count))
      keyHash.append(Lexicon.hash(key))
      spellingBytes.append(contentsOf: normalized.utf8)
      spellingStart.append(UInt32(spellingBytes.count))
      levels.append(level ?? 0)
      if let frequency = frequencies?.frequency(of: normalized) {
        logFrequency.append(Float32(log(frequency)))
      } else {
        logFrequency.append(.nan)
      }
    }
    let count = levels.count
    func key(_ index: Int) -> ArraySlice<UInt32> {
      pool[Int(keyStart[index])..<Int(keyStart[index + 1])]
    }
    // The key table; entries with the same key chain behind the first (more common) one.
    var capacity = 16
    while capacity < count * 4 { capacity <<= 1 }
    var slots = [UInt64](repeating: 0, count: capacity)
    var sameKey = [Int32](repeating: -1, count: count)
    var lastWithKey: [Int32] = Array(0..<Int32(count))
    for index in 0..<count {
      var slot = slot(keyHash[index], capacity - 1)
      while slots[slot] != 0 {
        let other = Int(slots[slot] & 0xFFFF_FFFF) - 1
        if keyHash[other] == keyHash[index], key(other) == key(index) {
          let last = Int(lastWithKey[other])
          sameKey[last] = Int32(index)
          lastWithKey[other] = Int32(index)
          slot = -1
          break
        }
        slot = (slot + 1) & (capacity - 1)
      }
      if slot >= 0 { slots[slot] = UInt64(keyHash[index]) << 32 | UInt64(index + 1) }
    }
    // The folded table: entries by their key without accents.
    var foldSlots = [UInt64](repeating: 0, count: capacity)
    var foldNext = [Int32](repeating: -1, count: count)
    var foldLast: [Int: Int] = [:]
    for index in 0..<count {
      let folded = key(index).map { AccentFolding.base($0) }
      let hash = Lexicon.hash(folded)
      var slot = slot(hash, capacity - 1)
      while foldSlots[slot] != 0 {
        let first = Int(foldSlots[slot] & 0xFFFF_FFFF) - 1
        if UInt32(truncatingIfNeeded: foldSlots[slot] >> 32) == hash,
          key(first).map({ AccentFolding.base($0) }) == folded
        {
          let last = foldLast[first] ?? first
          foldNext[last] = Int32(index)
          foldLast[first] = index
          slot = -1
          break
        }
        slot = (slot + 1) & (capacity - 1)
      }
      if slot >= 0 { foldSlots[slot] = UInt64(hash) << 32 | UInt64(index + 1) }
    }
    // The one-deletion index: each word under its whole key and under every key with one
    // scalar left out, sorted by hash.
    var deletions: [UInt64] = []
    let hasFrequencies = logFrequency.contains { !$0.isNaN }
    for index in 0..<count {
      let entryKey = Array(key(index))
      guard entryKey.count >= 2, entryKey.count <= longestIndexedKey else { continue }
      // With frequencies, only the words people use (a rare word two edits away is no guess).
      if hasFrequencies, logFrequency[index].isNaN { continue }
      deletions.append(UInt64(Lexicon.hash(entryKey)) << 32 | UInt64(index))
      for position in entryKey.indices {
        if position > 0, entryKey[position] == entryKey[position - 1] { continue }
        var deleted = entryKey
        deleted.remove(at: position)
        deletions.append(UInt64(Lexicon.hash(deleted)) << 32 | UInt64(index))
      }
    }
    deletions.sort()
    let deletionHash = deletions.map { UInt32(truncatingIfNeeded: $0 >> 32) }
    let deletionEntry = deletions.map { UInt32(truncatingIfNeeded: $0) }
    var buckets = [UInt32](repeating: 0, count: bucketCount + 1)
    var cursor = 0
    for bucket in 0...bucketCount {
      while cursor < deletionHash.count, Int(deletionHash[cursor] >> 16) < bucket { cursor += 1 }
      buckets[bucket] = UInt32(cursor)
    }
    // The alphabet: the distinct scalars, letters and the apostrophe.
    var low = [Bool](repeating: false, count: 0x800)
    var high: Set<UInt32> = []
    for scalar in pool {
      if scalar < 0x800 { low[Int(scalar)] = true } else { high.insert(scalar) }
    }
    let alphabet = (low.indices.filter { low[$0] }.map(UInt32.init) + high.sorted()).filter {
      $0 == 0x27 || Unicode.Scalar($0)?.properties.isAlphabetic == true
    }

    var writer = ImageWriter()
    writer.add(.pool, pool)
    writer.add(.keyStart, keyStart)
    writer.add(.keyHash, keyHash)
    writer.add(.sameKey, sameKey)
    writer.add(.slots, slots)
    writer.add(.spellingStart, spellingStart)
    writer.add(.spellingBytes, spellingBytes)
    writer.add(.levels, levels)
    writer.add(.logFrequency, logFrequency)
    writer.add(.foldSlots, foldSlots)
    writer.add(.foldNext, foldNext)
    writer.add(.deletionHash, deletionHash)
    writer.add(.deletionEntry, deletionEntry)
    writer.add(.deletionBuckets, buckets)
    writer.add(.alphabet, alphabet)
    let flags: UInt64 = (levels.contains { $0 != 0 } ? 1 : 0) | (hasFrequencies ? 2 : 0)
    let storage = writer.finish(
      fields: [
        UInt64(count), UInt64(capacity), UInt64(capacity), UInt64(deletionHash.count), flags,
        UInt64(longestKey), UInt64(alphabet.count),
      ])
    // The writer's own layout: reading it back cannot fail.
    guard let image = LexiconImage(storage: storage) else {
      preconditionFailure("a freshly built lexicon image does not read back")
    }
    return image
  }

  /// Lays out sections 8-byte aligned after the header.
  private struct ImageWriter {
    var size = LexiconImage.headerSize
    var chunks: [(offset: Int, bytes: [UInt8])] = []
    var offsets = [UInt64](repeating: 0, count: Section.allCases.count)

    mutating func add<T>(_ section: Section, _ array: [T]) {
      let bytes = array.withUnsafeBytes { Array($0) }
      offsets[section.rawValue] = UInt64(size)
      chunks.append((size, bytes))
      size += (bytes.count + 7) & ~7
    }

    /// The buffer: header (magic, version, size, then `fields`, then the section offsets at
    /// field 16) and the sections.
    func finish(fields: [UInt64]) -> Storage {
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
      buffer.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      let header = buffer.assumingMemoryBound(to: UInt64.self)
      header[0] = LexiconImage.magic
      header[1] = LexiconImage.version
      header[2] = UInt64(size)
      for (index, field) in fields.enumerated() { header[3 + index] = field }
      for (index, offset) in offsets.enumerated() { header[16 + index] = offset }
      for chunk in chunks {
        chunk.bytes.withUnsafeBytes { source in
          guard let base = source.baseAddress else { return }
          buffer.advanced(by: chunk.offset).copyMemory(from: base, byteCount: source.count)
        }
      }
      return Storage(allocated: buffer, size: size)
    }
  }
}
