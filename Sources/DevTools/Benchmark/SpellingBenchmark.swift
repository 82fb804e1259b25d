import Autocorrection
import Foundation
package import JSONCoding
import KeyboardModel
import Simulation
import Spelling

/// The autocorrection figures of `kbsim bench`: quality against hunspell's first suggestion, speed
/// against `Hunspell_suggest`, typing throughput with typos and autocorrection on, the corrector's
/// memory and load time.
///
/// Everything runs in this process, on the same words.
package struct SpellingBenchmark {
  /// One confusion: a typo whose first candidate was not the intended word.
  struct Confusion {
    var intended: String
    var typed: String
    var got: String
  }

  /// The figures.
  package struct Figures {
    var corpus: String
    var typos: Int
    var realWordTypos: Int
    var correctorRightFirst: Int
    var hunspellWords: Int
    var correctorRightFirstOnHunspellWords: Int
    var hunspellRightFirst: Int
    var correctorMedianMicroseconds: Double
    var hunspellMedianMicroseconds: Double
    var knownWordsChecked: Int
    var knownWordsChanged: [String]
    var contractionsExpanded: [String]
    var confusions: [Confusion]
    var dictionaryLoadMilliseconds: Double
    var lexiconLoadMilliseconds: Double
    var lexiconWords: Int
    var correctorMemoryMiB: Double
    var typing: TypingBenchmark.Result
    var typingWithoutTypos: TypingBenchmark.Result
    var typingWithoutCorrector: TypingBenchmark.Result
    var typeWallMillisecondsPlain: Double
    var typeWallMillisecondsCorrecting: Double
    /// `kbsim type hi` as a new process per layout: without and with autocorrection.
    var typeHi: [(layout: String, plain: Double, correcting: Double)]
    /// The real misspellings, when the corpora are there.
    var real: RealMisspellingBenchmark.Figures?

    var speedRatio: Double { hunspellMedianMicroseconds / correctorMedianMicroseconds }
  }

  /// Where Debian's `fortunes` package installs its English fortune files.
  static let fortunesDirectory = "/usr/share/games/fortunes"

  /// The loaded English corrector and what loading it cost.
  package struct Loaded {
    var dictionary: SpellingDictionary
    var lexicon: Lexicon
    var corrector: Autocorrector
    var dictionaryTime: Duration
    var lexiconTime: Duration
    var memoryMiB: Double
  }

  /// Loads the corrector from a typing session, as every engine gets it.
  ///
  /// Run it first, before other benchmarks allocate memory. The lexicon's time is that of mapping its compiled file
  /// (built first if it is not there yet); hunspell's is that of loading the dictionary, which
  /// the corrector does on its first check.
  package static func load() throws -> Loaded {
    let before = allocatedBytes()
    let lexiconStart = ContinuousClock.now
    let session = try TypingSession(layout: "us")
    let corrector = try session.autocorrector()
    let lexiconTime = ContinuousClock.now - lexiconStart
    let dictionary = corrector.dictionary
    guard let lexicon = corrector.lexicon else {
      throw SpellingError(
        code: .dictionaryNotFound, message: "no SCOWL word lists; install scowl")
    }
    let dictionaryStart = ContinuousClock.now
    dictionary.load()
    let dictionaryTime = ContinuousClock.now - dictionaryStart
    _ = corrector.candidates(for: "teh")
    let memory = Double(max(0, allocatedBytes() - before)) / Double(1 << 20)
    return Loaded(
      dictionary: dictionary, lexicon: lexicon, corrector: corrector,
      dictionaryTime: dictionaryTime, lexiconTime: lexiconTime, memoryMiB: memory)
  }

  package static func run(
    _ loaded: Loaded, words count: Int, hunspellWords: Int, englishText: String, repetitions: Int
  ) throws -> Figures {
    let (dictionary, lexicon, corrector) = (loaded.dictionary, loaded.lexicon, loaded.corrector)
    let (dictionaryTime, lexiconTime, memory) = (
      loaded.dictionaryTime, loaded.lexiconTime, loaded.memoryMiB
    )
    let geometry = corrector.model.geometry

    let (corpusName, allTokens) = corpus(fallback: englishText)
    let tokens = allTokens.filter { corrector.isKnown($0) }
    var maker = TypoMaker(model: TypoModel(rate: 1, seed: 0x5EED))
    var samples: [(intended: String, typed: String)] = []
    var realWords = 0
    var attempts = 0
    while samples.count < count, attempts < count * 20, !tokens.isEmpty {
      attempts += 1
      let intended = tokens[maker.index(below: tokens.count)]
      let letters = Array(intended.unicodeScalars)
      let position = maker.index(below: letters.count)
      guard letters[position].properties.isAlphabetic,
        let slip = maker.slip(
          for: letters[position], next: position + 1 < letters.count ? letters[position + 1] : nil,
          geometry: geometry)
      else { continue }
      var typed = letters
      typed.replaceSubrange(position..<(position + slip.consumed), with: slip.typed)
      let typedWord = String(String.UnicodeScalarView(typed))
      if corrector.isKnown(typedWord) {
        realWords += 1
        continue
      }
      samples.append((intended, typedWord))
    }

    var correctorTimes: [Double] = []
    var right = 0
    var rightOnHunspellWords = 0
    var confusions: [Confusion] = []
    let clock = ContinuousClock()
    for (index, sample) in samples.enumerated() {
      var first: String?
      let elapsed = clock.measure {
        first = corrector.candidates(for: sample.typed, limit: 1).first?.word
      }
      correctorTimes.append(microseconds(elapsed))
      if first == sample.intended {
        right += 1
        if index < hunspellWords { rightOnHunspellWords += 1 }
      } else if confusions.count < 12 {
        confusions.append(
          Confusion(intended: sample.intended, typed: sample.typed, got: first ?? "—"))
      }
    }
    var hunspellTimes: [Double] = []
    var hunspellRight = 0
    for sample in samples.prefix(hunspellWords) {
      var first: String?
      let elapsed = clock.measure { first = dictionary.suggest(sample.typed).first }
      hunspellTimes.append(microseconds(elapsed))
      if first == sample.intended { hunspellRight += 1 }
    }

    // Correctly typed words are never changed (the contraction table aside).
    var changed: [String] = []
    var contractions: [String] = []
    let known = Set(tokens).sorted()
    for word in known {
      let review = corrector.review(
        WordBoundary(
          word: word, terminator: " ", isAutocorrectionEnabled: true, isSpellCheckingEnabled: true))
      guard let replacement = review.replacement else { continue }
      if review.kind == .contraction {
        contractions.append("\(word)→\(replacement)")
      } else {
        changed.append("\(word)→\(replacement)")
      }
    }

    var options = TypingOptions()
    options.isMultiline = true
    options.typos = TypoModel(rate: 0.03, seed: 42)
    var clean = options
    clean.typos = nil
    let text = englishText.replacingOccurrences(of: "\r", with: "\n")
    // Every engine from a typing session, the loaded corrector handed to it as its own.
    func measure(_ options: TypingOptions, _ correction: TypingSession.Correction) throws
      -> TypingBenchmark.Result
    {
      let session = try TypingSession(layout: "us", options: options, correction: correction)
      return try TypingBenchmark(session: session, text: text).measure(repetitions: repetitions)
    }
    let typed = try measure(options, .custom(corrector))
    let withoutTypos = try measure(clean, .custom(corrector))
    let withoutCorrector = try measure(options, .off)
    let plain = try ProcessTimer.medianMilliseconds(
      ["type", "--autocorrection", "no", "Hello there"], runs: 9)
    let correcting = try ProcessTimer.medianMilliseconds(["type", "teh quick brwon fox "], runs: 9)
    var typeHi: [(layout: String, plain: Double, correcting: Double)] = []
    for layout in ["us", "de", "fr"] {
      // The first run builds the layout's compiled lexicon if it is not cached yet.
      _ = try ProcessTimer.medianMilliseconds(["type", "--layout", layout, "hi"], runs: 1)
      typeHi.append(
        (
          layout,
          try ProcessTimer.medianMilliseconds(
            ["type", "--layout", layout, "--autocorrection", "no", "hi"], runs: 9),
          try ProcessTimer.medianMilliseconds(["type", "--layout", layout, "hi"], runs: 9)
        ))
    }
    let corpora = MisspellingCorpus.available()
    let real = corpora.isEmpty ? nil : try RealMisspellingBenchmark().run(corpora: corpora)

    return Figures(
      corpus: corpusName, typos: samples.count, realWordTypos: realWords,
      correctorRightFirst: right, hunspellWords: min(hunspellWords, samples.count),
      correctorRightFirstOnHunspellWords: rightOnHunspellWords, hunspellRightFirst: hunspellRight,
      correctorMedianMicroseconds: median(correctorTimes),
      hunspellMedianMicroseconds: median(hunspellTimes), knownWordsChecked: known.count,
      knownWordsChanged: changed, contractionsExpanded: contractions, confusions: confusions,
      dictionaryLoadMilliseconds: milliseconds(dictionaryTime),
      lexiconLoadMilliseconds: milliseconds(lexiconTime), lexiconWords: lexicon.count,
      correctorMemoryMiB: memory, typing: typed, typingWithoutTypos: withoutTypos,
      typingWithoutCorrector: withoutCorrector,
      typeWallMillisecondsPlain: plain, typeWallMillisecondsCorrecting: correcting,
      typeHi: typeHi, real: real)
  }

  /// The English fortune files' words (lower-cased, the ones the corrector knows), or the
  /// benchmark text's when the `fortunes` package is missing.
  static func corpus(fallback: String) -> (String, [String]) {
    var text = ""
    var name = "fortunes"
    if let files = try? FileManager.default.contentsOfDirectory(atPath: fortunesDirectory) {
      for file in files.sorted() where !file.contains(".") && file != "ascii-art" {
        if let data = FileManager.default.contents(atPath: fortunesDirectory + "/" + file) {
          text += String(decoding: data, as: UTF8.self) + "\n"
        }
      }
    }
    if text.isEmpty {
      text = fallback
      name = "the benchmark text (install fortunes for a larger corpus)"
    }
    var tokens: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      if (scalar.value < 0x80 && scalar.properties.isAlphabetic) || scalar == "'" {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        tokens.append(current)
        current = ""
      }
    }
    let words = tokens.map { $0.trimmingCharacters(in: ["'"]).lowercased() }.filter {
      $0.count >= 2
    }
    return (name, words)
  }

  /// The process's resident set size, from /proc/self/statm (0 where there is none).
  ///
  /// Measured around the corrector's load before the other benchmarks allocate anything, so the
  /// difference is the corrector's.
  static func allocatedBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    return values.sorted()[values.count / 2]
  }

  static func microseconds(_ duration: Duration) -> Double { milliseconds(duration) * 1000 }

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) * 1e-15
  }
}

extension SpellingBenchmark.Figures {
  /// The report's lines.
  package var text: String {
    let percent = { (part: Int, whole: Int) in fixed(100 * Double(part) / Double(max(whole, 1)), 1)
    }
    var lines = ["Autocorrection (en_US, us letters plane; corpus: \(corpus))"]
    lines.append(
      "  quality: \(typos) single-edit typos of in-dictionary words (\(realWordTypos) more made "
        + "real words and were skipped): right word first \(percent(correctorRightFirst, typos)) %")
    lines.append(
      "  on the first \(hunspellWords): corrector \(percent(correctorRightFirstOnHunspellWords, hunspellWords)) %, "
        + "hunspell's first suggestion \(percent(hunspellRightFirst, hunspellWords)) %")
    lines.append(
      "  speed per misspelled word (median): corrector \(fixed(correctorMedianMicroseconds, 1)) µs, "
        + "Hunspell_suggest \(fixed(hunspellMedianMicroseconds / 1000, 1)) ms: "
        + "\(fixed(speedRatio, 0))× faster")
    lines.append(
      "  correctly typed words: \(knownWordsChecked) distinct corpus words checked, "
        + "\(knownWordsChanged.count) changed\(knownWordsChanged.isEmpty ? "" : " (" + knownWordsChanged.prefix(10).joined(separator: ", ") + ")"); "
        + "contraction table: \(contractionsExpanded.joined(separator: ", "))")
    if !confusions.isEmpty {
      lines.append(
        "  confusions (typed → got, intended): "
          + confusions.map { "\($0.typed) → \($0.got) (\($0.intended))" }.joined(separator: ", "))
    }
    lines.append(
      "  load: hunspell en_US \(fixed(dictionaryLoadMilliseconds, 1)) ms (on the first check), "
        + "compiled lexicon (\(lexiconWords) words, mapped) \(fixed(lexiconLoadMilliseconds, 1)) ms; memory of the loaded "
        + "corrector \(fixed(correctorMemoryMiB, 1)) MiB")
    lines.append(
      "  typing 1 MiB of English with 3 % typos, autocorrection on: "
        + "\(fixed(typing.scalarsPerSecond / 1e6, 2)) M characters/s wall, "
        + "\(fixed(typing.scalarsPerCPUSecond / 1e6, 2)) M/s CPU (\(typing.taps) taps); "
        + "without the typos \(fixed(typingWithoutTypos.scalarsPerSecond / 1e6, 2)) M/s, "
        + "typos without a corrector \(fixed(typingWithoutCorrector.scalarsPerSecond / 1e6, 2)) M/s"
    )
    lines.append(
      "  kbsim type as a new process (median of 9): without autocorrection "
        + "\(fixed(typeWallMillisecondsPlain, 1)) ms, with \(fixed(typeWallMillisecondsCorrecting, 1)) ms"
    )
    lines.append(
      "  kbsim type hi as a new process (median of 9), without → with autocorrection: "
        + typeHi.map {
          "\($0.layout) \(fixed($0.plain, 1)) → \(fixed($0.correcting, 1)) ms "
            + "(\(fixed($0.correcting / $0.plain, 2))×)"
        }.joined(separator: ", "))
    if let real {
      lines.append(real.text)
    } else {
      lines.append(
        "  real misspellings: no corpora in \(MisspellingCorpus.directory) "
          + "(Tools/spelling-corpora.sh fetches them)")
    }
    return lines.joined(separator: "\n")
  }

  /// The figures as JSON.
  package var json: JSONValue {
    [
      "corpus": .string(corpus),
      "typos": .number(typos),
      "realWordTypos": .number(realWordTypos),
      "correctorRightFirst": .number(correctorRightFirst),
      "hunspellWords": .number(hunspellWords),
      "correctorRightFirstOnHunspellWords": .number(correctorRightFirstOnHunspellWords),
      "hunspellRightFirst": .number(hunspellRightFirst),
      "correctorMedianMicroseconds": .number(correctorMedianMicroseconds),
      "hunspellMedianMicroseconds": .number(hunspellMedianMicroseconds),
      "speedRatio": .number(speedRatio),
      "knownWordsChecked": .number(knownWordsChecked),
      "knownWordsChanged": .array(JSONArray(knownWordsChanged.map { .string($0) })),
      "dictionaryLoadMilliseconds": .number(dictionaryLoadMilliseconds),
      "lexiconLoadMilliseconds": .number(lexiconLoadMilliseconds),
      "correctorMemoryMiB": .number(correctorMemoryMiB),
      "typingCharactersPerSecond": .number(typing.scalarsPerSecond),
      "typingCharactersPerCPUSecond": .number(typing.scalarsPerCPUSecond),
      "typeWallMillisecondsPlain": .number(typeWallMillisecondsPlain),
      "typeWallMillisecondsCorrecting": .number(typeWallMillisecondsCorrecting),
    ]
  }
}
