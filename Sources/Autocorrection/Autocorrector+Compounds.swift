extension Autocorrector {
  /// The shortest part of a compound that is looked up.
  static let shortestPart = 3

  /// Candidates for a compound no list holds, by its parts.
  ///
  /// The typed word is split where one side is a listed word (the first part may end in a
  /// linking `s`: `Wohnungs|schlüsel`), and the other side is corrected one edit away in the
  /// list. The first part keeps the list's spelling (`Gartenzaun`), the rest is lower case
  /// (`farbe`); hunspell checks the whole before it is offered. The cost is one hash lookup per
  /// split and one list search per split with a listed side.
  ///
  /// `Gartenzaunfarbr`: `gartenzaun` is listed, `farbr` is one edit from `farbe` →
  /// `Gartenzaunfarbe`.
  static func compoundCandidates(
    _ key: [UInt32], lexicon: Lexicon, search: CandidateSearch<Lexicon>
  ) -> [(spelling: String, channel: Double, edit: Edit)] {
    guard key.count >= 2 * shortestPart else { return [] }
    var found: [(spelling: String, channel: Double, edit: Edit)] = []
    for split in shortestPart...(key.count - shortestPart) {
      let head = Array(key[..<split])
      let tail = Array(key[split...])
      if let first = listedHead(head, lexicon) {
        for (index, channel, edit) in search.search(tail) {
          let rest = lexicon.entry(index).spelling.lowercased()
          found.append((first + rest, channel, edit.shifted(by: split)))
        }
      }
      if !lexicon.entries(matching: tail).isEmpty {
        let rest = text(tail)
        for (index, channel, edit) in search.search(head) {
          found.append((lexicon.entry(index).spelling + rest, channel, edit))
        }
      }
    }
    return found
  }

  /// The list's spelling of a compound's first part, with its linking `s` (`Wohnungs`).
  private static func listedHead(_ head: [UInt32], _ lexicon: Lexicon) -> String? {
    if let entry = lexicon.entries(matching: head).first { return entry.spelling }
    guard head.last == 0x73, let entry = lexicon.entries(matching: Array(head.dropLast())).first
    else { return nil }
    return entry.spelling + "s"
  }

  private static func text(_ key: [UInt32]) -> String {
    String(String.UnicodeScalarView(key.compactMap(Unicode.Scalar.init)))
  }
}
