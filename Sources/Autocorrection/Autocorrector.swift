public import KeyboardModel
public import Spelling

/// Autocorrection and spell checking behind the typing engine's ``KeyboardModel/TextCorrecting``
/// seam: hunspell decides what is misspelled and what is a word; candidates are the words one
/// edit away (from a word list, else checked with hunspell), ranked by what a thumb on *this*
/// keyboard does (``SpellingModel``) and by how common each word is (Debian's SCOWL sizes for
/// English; German and French lists have no sizes, so every word is as likely).
///
/// It leaves alone what iOS leaves alone (``WordShape``), expands the contraction table
/// (``Contractions``), keeps the typed case, and never changes a person's own words
/// (``UserWords``). It is immutable and `Sendable`: engines on several threads can share one.
///
/// ```swift
/// let corrector = try Autocorrector.load(language: "en_US", keyboard: keyboard)
/// let engine = try TypingEngine(keyboard: keyboard, corrector: corrector)
/// engine.type("teh quick brwon fox ")
/// engine.committedText  // "The quick brown fox "
/// corrector.candidates(for: "brwon").first?.word  // "brown"
/// ```
public struct Autocorrector: TextCorrecting, Sendable {
  /// The hunspell dictionary.
  public let dictionary: SpellingDictionary
  /// The word list (English with commonness levels, German, French), or nil.
  public let lexicon: Lexicon?
  /// The ranking model of the keyboard's letters plane.
  public let model: SpellingModel
  /// The options.
  public let options: AutocorrectionOptions
  /// The person's own words.
  public let userWords: UserWords
  let search: CandidateSearch<Lexicon>?

  /// A corrector for a dictionary, a word list and a keyboard plane's geometry.
  public init(
    dictionary: SpellingDictionary, lexicon: Lexicon?, geometry: KeyGeometry,
    options: AutocorrectionOptions = AutocorrectionOptions(), userWords: UserWords = UserWords()
  ) {
    self.dictionary = dictionary
    self.lexicon = lexicon
    model = SpellingModel(geometry: geometry)
    self.options = options
    self.userWords = userWords
    search = lexicon.map { [model] in
      CandidateSearch(source: $0, letters: Set($0.alphabet()), model: model)
    }
  }

  /// Loads the dictionary for `language` and its word list (``Lexicon/load(language:)``), for
  /// the keyboard's initial (letters) plane.
  ///
  /// - Throws: ``Spelling/SpellingError`` when the dictionary is missing (naming its package)
  ///   or cannot be loaded. A missing word list is no error: candidates then come from
  ///   hunspell's check alone.
  public static func load(
    language: String, keyboard: VirtualKeyboard, locator: DictionaryLocator = DictionaryLocator(),
    userWords: UserWords = UserWords(), options: AutocorrectionOptions? = nil
  ) throws(SpellingError) -> Autocorrector {
    let dictionary = try SpellingDictionary(language: language, locator: locator)
    let lexicon = Lexicon.load(language: language)
    return Autocorrector(
      dictionary: dictionary, lexicon: lexicon,
      geometry: KeyGeometry(plane: keyboard.initialPlane),
      options: options ?? AutocorrectionOptions(language: language), userWords: userWords)
  }

  // MARK: - TextCorrecting

  /// Reviews a finished word: leave it, expand it, correct it, or flag it.
  public func review(_ boundary: WordBoundary) -> WordReview {
    guard boundary.isAutocorrectionEnabled || boundary.isSpellCheckingEnabled else { return .keep }
    let word = boundary.word
    let shape = WordShape(word: word, token: boundary.token)
    guard shape.leaveAloneReason == nil, !userWords.contains(word) else { return .keep }
    if boundary.isAutocorrectionEnabled, options.expandsContractions,
      let expansion = Contractions.expansion(
        of: word, language: options.language, apostrophe: boundary.apostrophe),
      expansion != word
    {
      return WordReview(replacement: expansion, kind: .contraction)
    }
    if isKnown(word) { return .keep }
    if boundary.isAutocorrectionEnabled,
      let best = candidates(for: word, apostrophe: boundary.apostrophe, limit: 1).first,
      best.score >= options.minimumScore
    {
      return WordReview(replacement: best.word, kind: .spelling)
    }
    return .misspelled
  }

  // MARK: - Words

  /// Whether the word is spelled correctly: in the word list in a compatible case, accepted by
  /// hunspell, or one of the person's words.
  public func isKnown(_ word: String) -> Bool {
    if let lexicon {
      let typed = Lexicon.normalizeApostrophes(word)
      for entry in lexicon.entries(matching: Lexicon.key(typed))
      where Self.caseFits(typed: typed, spelling: entry.spelling) {
        return true
      }
    }
    return dictionary.check(word) || userWords.contains(word)
  }

  /// The ranked candidates for a misspelled word, best first, in the typed case: words hunspell
  /// accepts, one edit away.
  ///
  /// The words come from the word list; when it has none one edit away, from a compound of a
  /// listed word and a listed word one edit away (German,
  /// ``AutocorrectionOptions/correctsCompounds``); without a list, from hunspell's check of
  /// every string one edit away, for words of letters only up to ``checkedLength`` long; when
  /// still none, the word after an elided article (`l'ecole`: `école`,
  /// ``Contractions/elision(of:language:)``).
  ///
  /// ```swift
  /// corrector.candidates(for: "Teh").map(\.word)  // ["The", "Tech", "Ten", …]
  /// ```
  ///
  /// - Parameters:
  ///   - word: The typed word.
  ///   - apostrophe: The apostrophe the candidates are written with.
  ///   - limit: The most candidates returned.
  /// - Returns: The candidates, best first; empty when nothing is one edit away.
  public func candidates(
    for word: String, apostrophe: Character = "'", limit: Int = 10
  ) -> [RankedCandidate] {
    let typed = Lexicon.normalizeApostrophes(word)
    let key = Lexicon.key(typed)
    let shape = WordShape(word: word, token: word)
    var ranked: [RankedCandidate] = []
    // Words of a list without sizes that hunspell has not checked yet (5 % of wfrench it
    // rejects: never offer one).
    var unchecked: Set<String> = []
    func add(_ spelling: String, channel: Double, edit: Edit, level: UInt8?, checked: Bool = true) {
      var channel = channel
      // A capital the person did not type is one more thing the thumb got wrong.
      if shape.casing == .lower, edit != .capitalization, spelling.first?.isUppercase == true {
        channel += SpellingModel.untypedCapital
      }
      var text = shape.apply(to: spelling)
      text = Self.withApostrophe(text, apostrophe)
      let prior = prior(level: level)
      if !checked { unchecked.insert(text) }
      ranked.append(
        RankedCandidate(
          word: text, score: channel + prior, channel: channel, prior: prior, edit: edit,
          level: level))
    }
    if let lexicon, let search {
      for entry in lexicon.entries(matching: key)
      where !Self.caseFits(typed: typed, spelling: entry.spelling) {
        add(
          entry.spelling, channel: SpellingModel.missingCapital, edit: .capitalization,
          level: entry.level, checked: lexicon.isRanked)
      }
      for (index, channel, edit) in search.search(key) {
        let entry = lexicon.entry(index)
        add(
          entry.spelling, channel: channel, edit: edit, level: entry.level,
          checked: lexicon.isRanked)
      }
    }
    if ranked.isEmpty, let lexicon, let search, options.correctsCompounds {
      for (spelling, channel, edit) in Self.compoundCandidates(
        key, lexicon: lexicon, search: search)
      {
        add(spelling, channel: channel, edit: edit, level: nil, checked: false)
      }
    }
    if lexicon == nil, (2...Self.checkedLength).contains(key.count),
      key.allSatisfy({ Unicode.Scalar($0)?.properties.isAlphabetic == true })
    {
      let words = CheckedWords(dictionary: dictionary)
      let letters = CheckedWords.letters.union(model.geometry.letters.map(\.value))
      let checked = CandidateSearch(source: words, letters: letters, model: model)
      for (index, channel, edit) in checked.search(key) {
        add(words.spellings[index], channel: channel, edit: edit, level: nil)
      }
    }
    if ranked.isEmpty,
      let (article, rest) = Contractions.elision(of: word, language: options.language)
    {
      let offset = article.unicodeScalars.count
      return candidates(for: rest, apostrophe: apostrophe, limit: limit).compactMap {
        var candidate = $0
        candidate.word = Self.withApostrophe(article, apostrophe) + candidate.word
        candidate.edit = candidate.edit.shifted(by: offset)
        // `qu'` before a consonant is no word: hunspell checks the article with the word.
        return dictionary.check(candidate.word) ? candidate : nil
      }
    }
    ranked.sort {
      if $0.score != $1.score { return $0.score > $1.score }
      if $0.level != $1.level { return ($0.level ?? .max) < ($1.level ?? .max) }
      return $0.word < $1.word
    }
    var seen: Set<String> = []
    var best: [RankedCandidate] = []
    for candidate in ranked where best.count < limit && seen.insert(candidate.word).inserted {
      if unchecked.contains(candidate.word), !dictionary.check(candidate.word) { continue }
      best.append(candidate)
    }
    return best
  }

  /// The longest word (in scalars) whose one-edit strings are checked with hunspell when the
  /// language has no word list: about 60 checks per letter, 10–50 µs each.
  public static let checkedLength = 24

  /// The prior of a candidate: its SCOWL size's in a ranked list (``SpellingModel/prior(level:)``),
  /// ``SpellingModel/unrankedPrior`` when the list has no sizes or there is no list.
  func prior(level: UInt8?) -> Double {
    lexicon?.isRanked == true ? SpellingModel.prior(level: level) : SpellingModel.unrankedPrior
  }

  /// Whether a typed spelling is an accepted case form of a dictionary spelling (hunspell's
  /// rule): exact, all capitals, or capitalized for a lower-case word.
  static func caseFits(typed: String, spelling: String) -> Bool {
    if typed == spelling { return true }
    if typed == typed.uppercased(), typed != typed.lowercased() { return true }
    if spelling == spelling.lowercased(), let first = typed.first, first.isUppercase {
      return typed.dropFirst() == spelling.dropFirst()
        && String(first).lowercased() == String(spelling.prefix(1))
    }
    return false
  }

  /// `word` with its apostrophes written as `apostrophe`.
  static func withApostrophe(_ word: String, _ apostrophe: Character) -> String {
    let other: Character = apostrophe == "'" ? "\u{2019}" : "'"
    guard word.contains(other) else { return word }
    return String(word.map { $0 == other ? apostrophe : $0 })
  }
}
