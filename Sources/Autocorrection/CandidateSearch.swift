/// Finds a typed word's candidates in a ``Lexicon`` without calling hunspell: every word one
/// edit away (a letter substituted, left out, inserted, or two letters swapped; an apostrophe
/// left out; lower case for a capitalized word), looked up in the lexicon's hash table, scored
/// by the ``SpellingModel``.
struct CandidateSearch: Sendable {
  let lexicon: Lexicon
  let model: SpellingModel
  /// Every scalar of the lexicon's keys (letters and the apostrophe), sorted.
  let alphabet: [UInt32]

  init(lexicon: Lexicon, model: SpellingModel) {
    self.lexicon = lexicon
    self.model = model
    alphabet = lexicon.alphabet()
  }

  /// The lexicon entries one edit away from `typed` (lower-cased scalars), each with the best
  /// channel score of the edits that reach it.
  func search(_ typed: [UInt32]) -> [(entry: Int, channel: Double, edit: Edit)] {
    var found: [Int: (channel: Double, edit: Edit)] = [:]
    var key = typed
    let count = typed.count
    func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? "?" }
    func consider(_ channel: Double, _ edit: Edit) {
      guard let first = lexicon.firstIndex(forKey: key[...], hash: Lexicon.hash(key[...])) else {
        return
      }
      for index in lexicon.chain(from: first) {
        if let known = found[index], known.channel >= channel { continue }
        found[index] = (channel, edit)
      }
    }
    // Substitutions.
    for position in 0..<count {
      let original = typed[position]
      for letter in alphabet where letter != original {
        key[position] = letter
        consider(
          model.substitution(typed: scalar(original), intended: scalar(letter)),
          .substitution(position: position, intended: scalar(letter), typed: scalar(original)))
      }
      key[position] = original
    }
    // Omissions: the candidate has one more letter.
    key.append(0)
    for position in 0...count {
      // key = typed[..<position] + letter + typed[position...]
      for index in stride(from: count, to: position, by: -1) { key[index] = typed[index - 1] }
      for index in 0..<position { key[index] = typed[index] }
      let previous = position > 0 ? scalar(typed[position - 1]) : nil
      for letter in alphabet {
        key[position] = letter
        consider(
          model.omission(of: scalar(letter), after: previous),
          .omission(position: position, letter: scalar(letter)))
      }
    }
    // Insertions: the candidate has one letter fewer.
    if count > 1 {
      key = Array(typed.dropFirst())
      for position in 0..<count {
        if position > 0 { key[position - 1] = typed[position - 1] }
        let before = position > 0 ? scalar(typed[position - 1]) : nil
        let after = position + 1 < count ? scalar(typed[position + 1]) : nil
        consider(
          model.insertion(of: scalar(typed[position]), before: before, after: after),
          .insertion(position: position, letter: scalar(typed[position])))
      }
    }
    // Transpositions.
    key = typed
    for position in 0..<(max(count, 1) - 1) where typed[position] != typed[position + 1] {
      key.swapAt(position, position + 1)
      consider(model.transposition, .transposition(position: position))
      key.swapAt(position, position + 1)
    }
    return found.map { ($0.key, $0.value.channel, $0.value.edit) }
  }
}

extension Lexicon {
  /// The distinct letters (and the apostrophe) of every key, sorted.
  func alphabet() -> [UInt32] {
    var seen: Set<UInt32> = []
    for index in 0..<count {
      for scalar in Lexicon.key(entry(index).spelling) where scalar == 0x27
        || Unicode.Scalar(scalar)?.properties.isAlphabetic == true
      {
        seen.insert(scalar)
      }
    }
    return seen.sorted()
  }
}
