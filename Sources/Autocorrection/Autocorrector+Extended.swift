/// The candidates beyond one slip: accents left out, the language's misspelling patterns, two
/// edits, and two words typed without the space.
extension Autocorrector {
  /// Words whose letters without accents are the typed word's (`deja` → `déjà`, `ecole` →
  /// `école`): each accent left out costs ``SpellingModel/missingAccent``.
  func accentCandidates(
    _ key: [UInt32], lexicon: Lexicon, work: inout Int
  ) -> [(entry: Int, channel: Double, edit: Edit)] {
    let folded = Lexicon.fold(key)
    work += key.count
    var found: [(entry: Int, channel: Double, edit: Edit)] = []
    for index in lexicon.indices(folded: folded) {
      let candidate = lexicon.key(index)
      var edits: [Edit] = []
      for (position, (typed, intended)) in zip(key, candidate).enumerated() where typed != intended
      {
        edits.append(
          .substitution(
            position: position, intended: Unicode.Scalar(intended) ?? "?",
            typed: Unicode.Scalar(typed) ?? "?"))
      }
      // One accent is the one-edit search's; none is the typed word.
      guard edits.count >= 2 else { continue }
      found.append((index, Double(edits.count) * SpellingModel.missingAccent, .edits(edits)))
    }
    return found
  }

  /// Words one misspelling pattern away (the `REP` table), with perhaps one more slip, and
  /// words two edits away (the one-deletion index, each checked with ``ChannelAlignment``).
  func extendedCandidates(
    _ key: [UInt32], lexicon: Lexicon, search: CandidateSearch<Lexicon>, work: inout Int
  ) -> [(entry: Int, channel: Double, edit: Edit)] {
    var best: [Int: (channel: Double, edit: Edit)] = [:]
    func offer(_ index: Int, _ channel: Double, _ edit: Edit) {
      if let known = best[index], known.channel >= channel { return }
      best[index] = (channel, edit)
    }
    func text(_ scalars: [UInt32]) -> String {
      String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }
    // The misspelling patterns (one rule at one place).
    for (variant, position, rule) in replacements.variants(of: key) {
      work += variant.count
      if let first = lexicon.firstIndex(forKey: variant[...], hash: Lexicon.hash(variant)) {
        for index in lexicon.chain(from: first) {
          offer(
            index, SpellingModel.patternReplacement,
            .pattern(position: position, typed: text(rule.from), intended: text(rule.to), then: []))
        }
      }
    }
    // Two edits: the typed word and each string one edit from it, whole and with one scalar
    // left out, looked up in the one-deletion index; what is found is aligned with the typed
    // word and kept when two edits explain it.
    if key.count >= Self.shortestTwoEditWord, key.count <= LexiconImage.longestIndexedKey + 2 {
      var seen: Set<Int> = []
      let alignment = ChannelAlignment(model: model)
      var hashes = DeletionHashes(capacity: key.count + 1)
      Self.forEachOneEditString(key, alphabet: search.alphabet) { variant in
        hashes.forEach(of: variant) { hash in
          work += 1
          lexicon.forEachDeletion(hash: hash) { index in
            guard seen.insert(index).inserted else { return }
            let candidate = lexicon.key(index)
            work += candidate.count
            guard let (channel, edits) = alignment.score(typed: key, candidate: candidate),
              edits.count == 2
            else { return }
            offer(index, channel, .edits(edits))
          }
        }
      }
    }
    return best.map { ($0.key, $0.value.channel, $0.value.edit) }
  }

  /// The shortest typed word searched two edits away: shorter ones have too many neighbours.
  static let shortestTwoEditWord = 4

  /// Calls `body` with `key` and every string one edit from it over `alphabet` (substitution,
  /// omission, insertion, transposition), all in one reused buffer.
  static func forEachOneEditString(
    _ key: [UInt32], alphabet: [UInt32], _ body: (UnsafeBufferPointer<UInt32>) -> Void
  ) {
    let count = key.count
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count + 1) { buffer in
      guard let base = buffer.baseAddress else { return }
      func load(_ n: Int) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: base, count: n)
      }
      for i in 0..<count { base[i] = key[i] }
      body(load(count))
      for position in 0..<count {
        let original = key[position]
        for letter in alphabet where letter != original {
          base[position] = letter
          body(load(count))
        }
        base[position] = original
        if position + 1 < count, original != key[position + 1] {
          base[position] = key[position + 1]
          base[position + 1] = original
          body(load(count))
          base[position] = original
          base[position + 1] = key[position + 1]
        }
      }
      // Omissions of the typed word's letters.
      for position in 0..<count {
        var j = 0
        for i in 0..<count where i != position {
          base[j] = key[i]
          j += 1
        }
        body(load(count - 1))
      }
      // Insertions.
      for position in 0...count {
        for i in 0..<position { base[i] = key[i] }
        for i in position..<count { base[i + 1] = key[i] }
        for letter in alphabet {
          base[position] = letter
          body(load(count + 1))
        }
      }
    }
  }

  /// The hashes of a key and of each key with one scalar of it left out, from prefix and
  /// suffix hashes in reused buffers.
  struct DeletionHashes {
    var prefix: [UInt32]
    var suffix: [UInt32]
    var powers: [UInt32]

    init(capacity: Int) {
      prefix = [UInt32](repeating: 0, count: capacity + 2)
      suffix = [UInt32](repeating: 0, count: capacity + 2)
      powers = [UInt32](repeating: 1, count: capacity + 2)
      for k in 1..<powers.count { powers[k] = powers[k - 1] &* Lexicon.base }
    }

    mutating func forEach(of key: UnsafeBufferPointer<UInt32>, _ body: (UInt32) -> Void) {
      let count = key.count
      guard count + 1 < prefix.count else { return }
      prefix[0] = 0
      for i in 0..<count { prefix[i + 1] = prefix[i] &* Lexicon.base &+ key[i] &+ 1 }
      suffix[count] = 0
      for i in stride(from: count - 1, through: 0, by: -1) {
        suffix[i] = (key[i] &+ 1) &* powers[count - 1 - i] &+ suffix[i + 1]
      }
      body(prefix[count])
      for position in 0..<count {
        if position > 0, key[position] == key[position - 1] { continue }
        body(prefix[position] &* powers[count - 1 - position] &+ suffix[position + 1])
      }
    }
  }

  /// Two listed words typed without the space between them (`thecat` → `the cat`), each a word
  /// people use (a frequency of at least ``shortestSplitFrequency``, or SCOWL size 35 at most),
  /// scored as one missing space and both words' priors (their joint probability: one
  /// ``SpellingModel/frequencyOffset`` less).
  func splitCandidates(
    _ key: [UInt32], lexicon: Lexicon, work: inout Int
  ) -> [(spelling: String, score: Double, prior: Double, edit: Edit)] {
    guard key.count >= 3, key.allSatisfy({ Unicode.Scalar($0)?.properties.isAlphabetic == true })
    else { return [] }
    func commonWord(_ part: ArraySlice<UInt32>) -> (spelling: String, prior: Double)? {
      work += part.count
      guard let first = lexicon.firstIndex(forKey: part, hash: Lexicon.hash(part)) else {
        return nil
      }
      for index in lexicon.chain(from: first) {
        let spelling = lexicon.spelling(index)
        // The list's case for names, but a lower-case part for a lower-case word.
        if lexicon.hasFrequencies {
          guard let frequency = lexicon.frequency(index),
            frequency >= Self.shortestSplitFrequency(length: part.count)
          else { continue }
        } else if lexicon.isRanked {
          guard let level = lexicon.level(index), level <= 35 else { continue }
        } else {
          return nil
        }
        return (spelling, prior(of: index))
      }
      return nil
    }
    var found: [(spelling: String, score: Double, prior: Double, edit: Edit)] = []
    for split in 1..<key.count {
      guard let left = commonWord(key[..<split]), let right = commonWord(key[split...]) else {
        continue
      }
      let prior = left.prior + right.prior - SpellingModel.frequencyOffset
      found.append(
        (
          left.spelling + " " + right.spelling, SpellingModel.missingSpace + prior, prior,
          .space(position: split)
        ))
    }
    return found
  }

  /// The least frequency of a part of a split word: one-letter parts must be very common
  /// words (`a`, `I`), longer ones words people use.
  static func shortestSplitFrequency(length: Int) -> Double {
    length == 1 ? 1e-3 : length == 2 ? 1e-5 : 1e-6
  }
}
