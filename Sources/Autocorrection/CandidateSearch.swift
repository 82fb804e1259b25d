import Spelling

/// Where ``CandidateSearch`` looks up the strings one edit away from a typed word.
protocol CandidateSource {
  /// Whether some word's key may have this hash (a quick reject before the key is built).
  func mayContain(hash: UInt32) -> Bool
  /// Calls `body` with the index of every word whose lower-cased key is `key`.
  func forEachWord(key: [UInt32], hash: UInt32, _ body: (Int) -> Void)
}

/// Finds a typed word's candidates without `Hunspell_suggest`: every word one edit away (a
/// letter substituted, left out, inserted, or two letters swapped; an apostrophe left out),
/// looked up in a ``CandidateSource`` — a ``Lexicon``'s hash table, or hunspell's check for
/// words no list has — and scored by the ``SpellingModel``.
struct CandidateSearch<Source: CandidateSource> {
  let source: Source
  let model: SpellingModel
  /// The letters a thumb can hit: the plane's letters that the source uses, and the
  /// apostrophe.
  let alphabet: [UInt32]
  /// The source's accented letters by base letter (`e` → `é è ê ë`): substituted only for
  /// their base (a skipped long press), never as a missed key.
  let accented: [UInt32: [UInt32]]

  /// A search for the words of `source`, whose keys use `letters` (lower case).
  init(source: Source, letters: Set<UInt32>, model: SpellingModel) {
    self.source = source
    self.model = model
    let plane = Set(model.geometry.letters.map(\.value))
    alphabet = letters.filter { plane.contains($0) || $0 == 0x27 }.sorted()
    var accented: [UInt32: [UInt32]] = [:]
    for letter in letters.sorted() where !plane.contains(letter) && letter != 0x27 {
      guard let scalar = Unicode.Scalar(letter) else { continue }
      let base = model.base(scalar)
      if base != letter { accented[base, default: []].append(letter) }
    }
    self.accented = accented
  }

  /// The words one edit away from `typed` (lower-cased scalars), each with the best channel
  /// score of the edits that reach it.
  func search(_ typed: [UInt32]) -> [(entry: Int, channel: Double, edit: Edit)] {
    var work = 0
    return search(typed, work: &work)
  }

  /// ``search(_:)``, adding the number of lookups it makes to `work`.
  func search(_ typed: [UInt32], work: inout Int) -> [(entry: Int, channel: Double, edit: Edit)] {
    work += typed.count * (alphabet.count * 2 + 2) + alphabet.count
    var found: [Int: (channel: Double, edit: Edit)] = [:]
    let count = typed.count
    let base = Lexicon.base
    // powers[k] = base^k; prefix[i] = hash(typed[..<i]); suffix[i] = hash(typed[i...]).
    var powers = [UInt32](repeating: 1, count: count + 2)
    for k in 1..<powers.count { powers[k] = powers[k - 1] &* base }
    var prefix = [UInt32](repeating: 0, count: count + 1)
    for i in 0..<count { prefix[i + 1] = prefix[i] &* base &+ typed[i] &+ 1 }
    var suffix = [UInt32](repeating: 0, count: count + 1)
    for i in stride(from: count - 1, through: 0, by: -1) {
      suffix[i] = (typed[i] &+ 1) &* powers[count - 1 - i] &+ suffix[i + 1]
    }
    let whole = prefix[count]
    var key: [UInt32] = []
    key.reserveCapacity(count + 1)
    func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? "?" }
    func consider(_ hash: UInt32, _ channel: () -> Double, _ edit: () -> Edit, _ build: () -> Void)
    {
      guard source.mayContain(hash: hash) else { return }
      key.removeAll(keepingCapacity: true)
      build()
      var score: Double?
      source.forEachWord(key: key, hash: hash) { index in
        let channel = score ?? channel()
        score = channel
        if let known = found[index], known.channel >= channel { return }
        found[index] = (channel, edit())
      }
    }
    // Substitutions.
    for position in 0..<count {
      let original = typed[position]
      let weight = powers[count - 1 - position]
      let without = whole &- (original &+ 1) &* weight
      for letter in alphabet + (accented[original] ?? []) where letter != original {
        consider(
          without &+ (letter &+ 1) &* weight,
          { model.substitution(typed: scalar(original), intended: scalar(letter)) },
          { .substitution(position: position, intended: scalar(letter), typed: scalar(original)) },
          {
            key.append(contentsOf: typed)
            key[position] = letter
          })
      }
    }
    // Omissions: the candidate has one more letter, at `position`.
    for position in 0...count {
      let head = prefix[position] &* powers[count - position + 1]
      let weight = powers[count - position]
      let previous = position > 0 ? scalar(typed[position - 1]) : nil
      for letter in alphabet {
        consider(
          head &+ (letter &+ 1) &* weight &+ suffix[position],
          { model.omission(of: scalar(letter), after: previous) },
          { .omission(position: position, letter: scalar(letter)) },
          {
            key.append(contentsOf: typed[..<position])
            key.append(letter)
            key.append(contentsOf: typed[position...])
          })
      }
    }
    // Insertions: the candidate lacks the letter at `position`.
    if count > 1 {
      for position in 0..<count {
        let before = position > 0 ? scalar(typed[position - 1]) : nil
        let after = position + 1 < count ? scalar(typed[position + 1]) : nil
        consider(
          prefix[position] &* powers[count - position - 1] &+ suffix[position + 1],
          { model.insertion(of: scalar(typed[position]), before: before, after: after) },
          { .insertion(position: position, letter: scalar(typed[position])) },
          {
            key.append(contentsOf: typed[..<position])
            key.append(contentsOf: typed[(position + 1)...])
          })
      }
    }
    // Transpositions.
    for position in 0..<(max(count, 1) - 1) where typed[position] != typed[position + 1] {
      let a = typed[position] &+ 1
      let b = typed[position + 1] &+ 1
      let high = powers[count - 1 - position]
      let low = powers[count - 2 - position]
      consider(
        whole &- a &* high &- b &* low &+ b &* high &+ a &* low,
        { model.transposition },
        { .transposition(position: position) },
        {
          key.append(contentsOf: typed)
          key.swapAt(position, position + 1)
        })
    }
    return found.map { ($0.key, $0.value.channel, $0.value.edit) }
  }
}

extension CandidateSearch: Sendable where Source: Sendable {}

extension Lexicon: CandidateSource {
  func forEachWord(key: [UInt32], hash: UInt32, _ body: (Int) -> Void) {
    guard let first = firstIndex(forKey: key[...], hash: hash) else { return }
    for index in chain(from: first) { body(index) }
  }
}

/// hunspell as a ``CandidateSource``, for words no list has (German compounds, languages
/// without a list): each one-edit string is checked, capitalized first (hunspell accepts a
/// lower-case word capitalized too, so one check rejects most strings); the words found are
/// numbered in the order found.
final class CheckedWords: CandidateSource {
  let dictionary: SpellingDictionary
  private(set) var spellings: [String] = []
  private var numbers: [String: Int] = [:]

  init(dictionary: SpellingDictionary) { self.dictionary = dictionary }

  /// The letters tried: the plane's (the caller's), the apostrophe, and the lower-case Latin
  /// letters with accents (U+00C0 ..< U+0180) in place of their base letter.
  static let letters: Set<UInt32> = {
    var letters: Set<UInt32> = [0x27]
    for value in UInt32(0xC0)..<0x180 {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isLowercase else { continue }
      letters.insert(value)
    }
    return letters
  }()

  func mayContain(hash: UInt32) -> Bool { true }

  func forEachWord(key: [UInt32], hash: UInt32, _ body: (Int) -> Void) {
    let lower = String(String.UnicodeScalarView(key.compactMap(Unicode.Scalar.init)))
    guard let first = lower.first else { return }
    let capitalized = first.uppercased() + lower.dropFirst()
    guard dictionary.check(capitalized) else { return }
    let spelling = dictionary.check(lower) ? lower : capitalized
    if let number = numbers[spelling] { return body(number) }
    numbers[spelling] = spellings.count
    spellings.append(spelling)
    body(spellings.count - 1)
  }
}
