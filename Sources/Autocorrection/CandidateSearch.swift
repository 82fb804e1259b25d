/// Finds a typed word's candidates in a ``Lexicon`` without calling hunspell: every word one
/// edit away (a letter substituted, left out, inserted, or two letters swapped; an apostrophe
/// left out; lower case for a capitalized word), looked up in the lexicon's hash table, scored
/// by the ``SpellingModel``.
struct CandidateSearch: Sendable {
  let lexicon: Lexicon
  let model: SpellingModel
  /// The letters a thumb can hit: the plane's letters that the lexicon uses, and the
  /// apostrophe.
  let alphabet: [UInt32]
  /// The lexicon's accented letters by base letter (`e` → `é è ê ë`): substituted only for
  /// their base (a skipped long press), never as a missed key.
  let accented: [UInt32: [UInt32]]

  init(lexicon: Lexicon, model: SpellingModel) {
    self.lexicon = lexicon
    self.model = model
    let letters = Set(lexicon.alphabet())
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

  /// The lexicon entries one edit away from `typed` (lower-cased scalars), each with the best
  /// channel score of the edits that reach it.
  func search(_ typed: [UInt32]) -> [(entry: Int, channel: Double, edit: Edit)] {
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
      guard lexicon.mayContain(hash: hash) else { return }
      key.removeAll(keepingCapacity: true)
      build()
      guard let first = lexicon.firstIndex(forKey: key[...], hash: hash) else { return }
      let score = channel()
      for index in lexicon.chain(from: first) {
        if let known = found[index], known.channel >= score { continue }
        found[index] = (score, edit())
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
