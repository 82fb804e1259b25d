/// The person who makes typos (``TypoModel``): misses keys on the current plane while typing
/// the intended letters, and learns at each word's end what became of each slip.
extension TypingCore {
  mutating func typeWithTypos(
    _ scalars: [Unicode.Scalar], model: TypoModel, drain: ((inout [TypingEvent]) -> Void)? = nil
  ) {
    var index = 0
    words.intendedStart = 0
    while index < scalars.count {
      if let drain, log.events.count >= Self.drainBatch { drain(&log.events) }
      let scalar = scalars[index]
      guard Self.isWordScalar(scalar) else {
        if words.pendingTypos.isEmpty {
          index += typeCharacter(in: scalars, at: index)
        } else {
          words.lastBoundary = nil
          let typedWord = String(
            decoding: text.bytes[min(words.wordStart, text.count)...], as: UTF8.self)
          let intended = String(String.UnicodeScalarView(scalars[words.intendedStart..<index]))
          index += typeCharacter(in: scalars, at: index)
          resolveTypos(typed: typedWord, intended: intended)
        }
        words.intendedStart = index
        words.wordStart = text.count
        continue
      }
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      guard hardware == nil, Self.isLetter(scalar), words.typoMaker.strikes(),
        let slip = words.typoMaker.slip(for: scalar, next: next, geometry: geometry())
      else {
        index += typeCharacter(in: scalars, at: index)
        continue
      }
      let intended = Array(scalars[index..<(index + slip.consumed)])
      record(slip.kind, at: index, intended: intended, typed: slip.typed)
      for letter in slip.typed { typeLetter(letter, at: index) }
      index += slip.consumed
    }
    // The last word is unfinished: its typos have no outcome yet.
    let unfinished = String(
      String.UnicodeScalarView(scalars[min(words.intendedStart, scalars.count)...]))
    for pending in words.pendingTypos { words.typos[pending].word = unfinished }
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
      index: log.scalarBase + index, kind: kind,
      intended: String(String.UnicodeScalarView(intended)),
      typed: String(String.UnicodeScalarView(typed)), word: "")
    words.pendingTypos.append(words.typos.count)
    words.typos.append(typo)
  }

  /// The word with pending typos ended: what became of it.
  mutating func resolveTypos(typed: String, intended: String) {
    defer { words.pendingTypos.removeAll() }
    guard !words.pendingTypos.isEmpty else { return }
    let final = words.lastBoundary?.final ?? typed
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
