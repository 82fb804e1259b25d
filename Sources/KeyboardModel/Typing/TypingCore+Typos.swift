/// The person who makes typos (``TypoModel``): misses keys on the current plane while typing
/// the intended letters, and learns at each word's end what became of each slip.
extension TypingCore {
  mutating func typeWithTypos(_ scalars: [Unicode.Scalar], model: TypoModel) {
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard Self.isWordScalar(scalar) else {
        words.lastBoundary = nil
        let typedWord = String(
          decoding: text.bytes[min(words.wordStart, text.count)...], as: UTF8.self)
        index += typeCharacter(in: scalars, at: index)
        resolveTypos(typed: typedWord)
        words.wordStart = text.count
        continue
      }
      if words.intendedWord.isEmpty { words.wordStart = text.count }
      words.intendedWord.unicodeScalars.append(scalar)
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      guard hardware == nil, scalar.properties.isAlphabetic, words.typoMaker.strikes(),
        let slip = words.typoMaker.slip(for: scalar, next: next, geometry: geometry())
      else {
        index += typeCharacter(in: scalars, at: index)
        continue
      }
      let intended = Array(scalars[index..<(index + slip.consumed)])
      if slip.consumed == 2, let next { words.intendedWord.unicodeScalars.append(next) }
      record(slip.kind, at: index, intended: intended, typed: slip.typed)
      for letter in slip.typed { typeLetter(letter, at: index) }
      index += slip.consumed
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

  /// The key geometry of the current plane (built once per plane).
  private mutating func geometry() -> KeyGeometry {
    let plane = display.plane
    if let known = words.geometries[plane] { return known }
    let geometry = KeyGeometry(plane: setup.keyboard.planes[plane])
    words.geometries[plane] = geometry
    return geometry
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
