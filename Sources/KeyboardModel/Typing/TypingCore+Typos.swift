import Foundation

/// The person who makes typos (``TypoModel``): misses keys on the current plane while typing
/// the intended letters, and learns at each word's end what became of each slip.
extension TypingCore {
  mutating func typeWithTypos(_ scalars: [Unicode.Scalar], model: TypoModel) {
    let total = model.substitution + model.omission + model.transposition + model.insertion
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard Self.isWordScalar(scalar) else {
        words.lastBoundary = nil
        let typedWord = String(decoding: text.bytes[min(words.wordStart, text.count)...], as: UTF8.self)
        index += typeCharacter(in: scalars, at: index)
        resolveTypos(typed: typedWord)
        words.wordStart = text.count
        continue
      }
      if words.intendedWord.isEmpty { words.wordStart = text.count }
      words.intendedWord.unicodeScalars.append(scalar)
      guard hardware == nil, scalar.properties.isAlphabetic, words.dice.unit() < model.rate,
        let neighbour = pickNeighbour(of: scalar)
      else {
        index += typeCharacter(in: scalars, at: index)
        continue
      }
      var pick = words.dice.unit() * (total > 0 ? total : 1)
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if pick >= model.substitution + model.omission,
        pick < model.substitution + model.omission + model.transposition,
        next.map({ $0.properties.isAlphabetic && $0 != scalar }) != true
      {
        pick = 0  // nothing to swap with: a substitution instead
      }
      let cased = Self.matchCase(neighbour, to: scalar)
      if pick < model.substitution {
        record(.substitution, at: index, intended: [scalar], typed: [cased])
        typeLetter(cased, at: index)
        index += 1
      } else if pick < model.substitution + model.omission {
        record(.omission, at: index, intended: [scalar], typed: [])
        index += 1
      } else if pick < model.substitution + model.omission + model.transposition, let next {
        words.intendedWord.unicodeScalars.append(next)
        record(.transposition, at: index, intended: [scalar, next], typed: [next, scalar])
        typeLetter(next, at: index + 1)
        typeLetter(scalar, at: index)
        index += 2
      } else {
        let before = words.dice.next() & 1 == 0
        record(
          .insertion, at: index, intended: [scalar], typed: before ? [cased, scalar] : [scalar, cased])
        if before { typeLetter(cased, at: index) }
        typeLetter(scalar, at: index)
        if !before { typeLetter(cased, at: index) }
        index += 1
      }
    }
  }

  /// Types one letter whose intended position is `index` (for refusals).
  private mutating func typeLetter(_ scalar: Unicode.Scalar, at index: Int) {
    guard let route = compiled.route(for: scalar, from: display.plane) else {
      refuse(scalar, at: index, reason: "not on the \(setup.keyboard.keyboardType.name) keyboard")
      return
    }
    type(route, scalars: [scalar], at: 0)
  }

  /// A neighbouring letter of `scalar`'s key on the current plane, drawn by distance.
  private mutating func pickNeighbour(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let plane = display.plane
    if words.geometries[plane] == nil {
      words.geometries[plane] = KeyGeometry(plane: setup.keyboard.planes[plane])
    }
    guard let neighbours = words.geometries[plane]?.neighbours(of: scalar), !neighbours.isEmpty
    else { return nil }
    let weights = neighbours.map { exp(-($0.distance * $0.distance) / (2 * 0.8 * 0.8)) }
    var pick = words.dice.unit() * weights.reduce(0, +)
    for (neighbour, weight) in zip(neighbours, weights) {
      pick -= weight
      if pick < 0 { return neighbour.letter }
    }
    return neighbours.last?.letter
  }

  private static func matchCase(_ letter: Unicode.Scalar, to model: Unicode.Scalar) -> Unicode.Scalar {
    guard model.properties.isUppercase else { return letter }
    let upper = letter.properties.uppercaseMapping.unicodeScalars
    return upper.count == 1 ? upper.first ?? letter : letter
  }

  private mutating func record(
    _ kind: Typo.Kind, at index: Int, intended: [Unicode.Scalar], typed: [Unicode.Scalar]
  ) {
    let typo = Typo(
      index: index, kind: kind, intended: String(String.UnicodeScalarView(intended)),
      typed: String(String.UnicodeScalarView(typed)), word: "")
    words.pendingTypos.append(words.typos.count)
    words.typos.append(typo)
  }

  /// The word with pending typos ended: what became of it.
  mutating func resolveTypos(typed: String) {
    defer {
      words.pendingTypos.removeAll()
      words.intendedWord = ""
    }
    guard !words.pendingTypos.isEmpty else { return }
    let final = words.lastBoundary?.final ?? typed
    let intended = words.intendedWord
    let outcome: Typo.Outcome =
      Self.sameWord(final, intended) ? .fixed : Self.sameWord(final, typed) ? .missed : .worse
    for index in words.pendingTypos {
      words.typos[index].word = intended
      words.typos[index].result = final
      words.typos[index].outcome = outcome
      if setup.records { log.events.append(.typo(words.typos[index])) }
    }
  }

  /// Equal ignoring case and the apostrophe's glyph.
  static func sameWord(_ a: String, _ b: String) -> Bool {
    func fold(_ word: String) -> String {
      String(
        String.UnicodeScalarView(
          word.lowercased().unicodeScalars.map { $0 == "\u{2019}" ? "'" : $0 }))
    }
    return fold(a) == fold(b)
  }
}
