import Autocorrection
import Diagnostics
import Foundation
import KeyboardModel
import Simulation
import Spelling

/// The corrector on real people's misspellings (``MisspellingCorpus``), side by side with
/// hunspell's first suggestion in the same process, by corpus and by edit distance; and on how
/// German and French speakers type (transliterated umlauts and `ß`, accents left out, keyboard
/// slips on the `de` and `fr` layouts).
///
/// Every corrector comes from a ``Simulation/TypingSession`` of the language's layout.
struct RealMisspellingBenchmark {
  /// One corpus's figures for pairs one edit away, or two and more.
  struct Row {
    var corpus: String
    var language: String
    var distance: String
    var pairs = 0
    var correctorRight = 0
    var noCandidate = 0
    /// Pairs hunspell also suggested for (a deterministic sample of large corpora).
    var hunspellPairs = 0
    var correctorRightOnHunspellPairs = 0
    var hunspellRight = 0
  }

  /// The figures.
  struct Figures {
    var rows: [Row] = []
    /// Pairs left out: the typed word is itself a word (a corrector keeps real words).
    var realWordPairs: [String: Int] = [:]
    /// Pairs left out: hunspell rejects the intended word.
    var unknownIntended: [String: Int] = [:]
    var correctorMicroseconds: [Double] = []
    var hunspellMicroseconds: [Double] = []
    var languageChecks: [(name: String, right: Int, total: Int)] = []
  }

  /// At most this many pairs per corpus go to `Hunspell_suggest` (tens of milliseconds each).
  var hunspellPairsPerCorpus = 1500

  func run(corpora: [MisspellingCorpus]) throws -> Figures {
    var figures = Figures()
    var sessions: [String: TypingSession] = [:]
    func corrector(_ language: String) throws -> Autocorrector {
      let layout = language.hasPrefix("de") ? "de" : language.hasPrefix("fr") ? "fr" : "us"
      if let session = sessions[layout] { return try session.autocorrector() }
      let session = try TypingSession(layout: layout)
      sessions[layout] = session
      return try session.autocorrector()
    }
    let clock = ContinuousClock()
    for corpus in corpora {
      let corrector = try corrector(corpus.language)
      var one = Row(corpus: corpus.name, language: corpus.language, distance: "1")
      var more = Row(corpus: corpus.name, language: corpus.language, distance: "2+")
      let stride = max(1, corpus.pairs.count / hunspellPairsPerCorpus)
      for (number, pair) in corpus.pairs.enumerated() {
        if corrector.isKnown(pair.typed) {
          figures.realWordPairs[corpus.name, default: 0] += 1
          continue
        }
        guard corrector.dictionary.check(pair.intended) else {
          figures.unknownIntended[corpus.name, default: 0] += 1
          continue
        }
        let distance = Self.edits(pair.typed.lowercased(), pair.intended.lowercased())
        var first: String?
        let elapsed = clock.measure {
          first = corrector.candidates(for: pair.typed, limit: 1).first?.word
        }
        figures.correctorMicroseconds.append(Self.microseconds(elapsed))
        let right = first.map { Self.same($0, pair.intended) } ?? false
        var hunspell: Bool?
        if number % stride == 0 {
          var suggestion: String?
          let elapsed = clock.measure {
            suggestion = corrector.dictionary.suggest(pair.typed).first
          }
          figures.hunspellMicroseconds.append(Self.microseconds(elapsed))
          hunspell = suggestion.map { Self.same($0, pair.intended) } ?? false
        }
        func count(_ row: inout Row) {
          row.pairs += 1
          if right { row.correctorRight += 1 }
          if first == nil { row.noCandidate += 1 }
          if let hunspell {
            row.hunspellPairs += 1
            if right { row.correctorRightOnHunspellPairs += 1 }
            if hunspell { row.hunspellRight += 1 }
          }
        }
        if distance <= 1 { count(&one) } else { count(&more) }
      }
      figures.rows += [one, more]
    }
    figures.languageChecks = try languageChecks(corrector)
    return figures
  }

  /// German and French as their speakers type, on each language's most frequent words: umlauts
  /// and `ß` written `ae oe ue ss`, every accent left out, and one keyboard slip on the
  /// language's own layout (``KeyboardModel/TypoMaker``).
  func languageChecks(_ corrector: (String) throws -> Autocorrector) throws -> [(
    name: String, right: Int, total: Int
  )] {
    var checks: [(name: String, right: Int, total: Int)] = []
    for (language, layout) in [("de_DE", "de"), ("fr_FR", "fr")] {
      let corrector = try corrector(language)
      guard let frequencies = WordFrequencies.load(language: language) else { continue }
      let words = frequencies.frequencies.sorted { $0.value > $1.value }.prefix(20_000)
        .map(\.key).filter { $0.count >= 3 && corrector.isKnown($0) }
      // Transliteration (German) or accents left out (French).
      var right = 0
      var total = 0
      for word in words where word.contains(where: { !$0.isASCII && $0.isLetter }) {
        let typed =
          language.hasPrefix("de")
          ? word.replacingOccurrences(of: "ä", with: "ae").replacingOccurrences(of: "ö", with: "oe")
            .replacingOccurrences(of: "ü", with: "ue").replacingOccurrences(of: "ß", with: "ss")
          : word.folding(options: [.diacriticInsensitive], locale: nil)
        guard typed != word, !corrector.isKnown(typed) else { continue }
        total += 1
        if let first = corrector.candidates(for: typed, limit: 1).first?.word,
          Self.same(first, word)
        {
          right += 1
        }
        if total == 1000 { break }
      }
      checks.append(
        (
          language.hasPrefix("de") ? "de: ä ö ü ß typed as ae oe ue ss" : "fr: accents left out",
          right, total
        ))
      // One keyboard slip on the language's layout.
      let keyboard = try TypingSession(layout: layout).keyboard(for: .default)
      let geometry = KeyGeometry(plane: keyboard.initialPlane)
      var maker = TypoMaker(model: TypoModel(rate: 1, seed: 0x5EED))
      var slips = 0
      var slipRight = 0
      var attempts = 0
      while slips < 1000, attempts < 20_000, !words.isEmpty {
        attempts += 1
        let intended = words[maker.index(below: min(words.count, 5000))]
        let letters = Array(intended.unicodeScalars)
        let position = maker.index(below: letters.count)
        guard letters[position].properties.isAlphabetic,
          let slip = maker.slip(
            for: letters[position],
            next: position + 1 < letters.count ? letters[position + 1] : nil, geometry: geometry)
        else { continue }
        var typed = letters
        typed.replaceSubrange(position..<(position + slip.consumed), with: slip.typed)
        let typedWord = String(String.UnicodeScalarView(typed))
        guard !corrector.isKnown(typedWord) else { continue }
        slips += 1
        if let first = corrector.candidates(for: typedWord, limit: 1).first?.word,
          Self.same(first, intended)
        {
          slipRight += 1
        }
      }
      checks.append(("\(layout): one keyboard slip on the \(layout) layout", slipRight, slips))
    }
    return checks
  }

  /// Equal ignoring case and the apostrophe's glyph.
  static func same(_ a: String, _ b: String) -> Bool {
    func fold(_ word: String) -> String {
      word.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
    }
    return fold(a) == fold(b)
  }

  /// How many edits apart two words are: Levenshtein's distance (``Diagnostics/Suggestion``),
  /// with two swapped neighbours counted as one edit.
  static func edits(_ a: String, _ b: String) -> Int {
    let distance = Suggestion.editDistance(a, b)
    guard distance == 2 else { return distance }
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    guard x.count == y.count else { return distance }
    let differing = x.indices.filter { x[$0] != y[$0] }
    if differing.count == 2, differing[1] == differing[0] + 1, x[differing[0]] == y[differing[1]],
      x[differing[1]] == y[differing[0]]
    {
      return 1
    }
    return distance
  }

  static func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e6 + Double(attoseconds) * 1e-12
  }
}

extension RealMisspellingBenchmark.Figures {
  /// The report: a table per corpus and distance, the totals, the language checks.
  var text: String {
    func percent(_ part: Int, _ whole: Int) -> String {
      whole == 0 ? "—" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
    }
    var lines = [
      "Real misspellings (first candidate right; hunspell's first suggestion on the same pairs, "
        + "a sample of at most 1,500 pairs per corpus):",
      "  | corpus | edits | pairs | corrector | no candidate | hunspell pairs | corrector on them | hunspell |",
      "  |---|---|---|---|---|---|---|---|",
    ]
    for row in rows where row.pairs > 0 {
      lines.append(
        "  | \(row.corpus) (\(row.language)) | \(row.distance) | \(row.pairs) | "
          + "\(percent(row.correctorRight, row.pairs)) | \(percent(row.noCandidate, row.pairs)) | "
          + "\(row.hunspellPairs) | \(percent(row.correctorRightOnHunspellPairs, row.hunspellPairs)) | "
          + "\(percent(row.hunspellRight, row.hunspellPairs)) |")
    }
    // Totals over the English corpora without the whole Birkbeck corpus, and with it.
    for (label, filter) in [
      (
        "English, all pairs (without the whole Birkbeck corpus)",
        { (row: RealMisspellingBenchmark.Row) in
          row.language == "en_US" && row.corpus != "Birkbeck (whole)"
        }
      ),
      ("Birkbeck (whole)", { $0.corpus == "Birkbeck (whole)" }),
    ] {
      for distance in ["1", "2+", "all"] {
        let selected = rows.filter { filter($0) && (distance == "all" || $0.distance == distance) }
        let pairs = selected.map(\.pairs).reduce(0, +)
        guard pairs > 0 else { continue }
        let right = selected.map(\.correctorRight).reduce(0, +)
        let hunspellPairs = selected.map(\.hunspellPairs).reduce(0, +)
        lines.append(
          "  \(label), \(distance == "all" ? "all" : distance + " edit" + (distance == "1" ? "" : "s")): "
            + "\(pairs) pairs, corrector \(percent(right, pairs)); on \(hunspellPairs) pairs "
            + "corrector \(percent(selected.map(\.correctorRightOnHunspellPairs).reduce(0, +), hunspellPairs)), "
            + "hunspell \(percent(selected.map(\.hunspellRight).reduce(0, +), hunspellPairs))")
      }
    }
    let left = realWordPairs.merging(unknownIntended) { $0 + $1 }
    if !left.isEmpty {
      lines.append(
        "  left out: typed word is a real word "
          + realWordPairs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", ")
          + "; hunspell rejects the intended word "
          + unknownIntended.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", "))
    }
    let corrector = SpellingBenchmark.median(correctorMicroseconds)
    let hunspell = SpellingBenchmark.median(hunspellMicroseconds)
    lines.append(
      String(
        format:
          "  speed on real misspellings (median): corrector %.1f µs, Hunspell_suggest %.1f ms: %.0f× faster",
        corrector, hunspell / 1000, hunspell / corrector))
    for check in languageChecks {
      lines.append(
        "  \(check.name): \(percent(check.right, check.total)) of \(check.total) words right first")
    }
    return lines.joined(separator: "\n")
  }
}
