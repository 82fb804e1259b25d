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
  /// The language's misspelling patterns (the `.aff` file's `REP` table).
  public let replacements: ReplacementTable
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
    replacements = ReplacementTable(affixPath: dictionary.affixPath)
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
  ///
  /// The word is letters only: the quotes and apostrophes around it are the engine's
  /// (``KeyboardModel/WordBoundary/trailing``). A word that ends before an apostrophe and is a
  /// dropped-g form of a known word (`livin’`, `nothin’`) is an elision and stays. A word
  /// whose capital only auto-shift made (``KeyboardModel/WordBoundary/isAutoCapitalized``) is
  /// judged as typed, in lower case, and the capital is given back to the replacement.
  public func review(_ boundary: WordBoundary) -> WordReview {
    var work = 0
    return review(boundary, work: &work)
  }

  /// ``review(_:)``, adding the lookups it makes to `work` (the linear-time tests compare
  /// counts, not clocks).
  package func review(_ boundary: WordBoundary, work: inout Int) -> WordReview {
    work += boundary.word.unicodeScalars.count + boundary.token.unicodeScalars.count
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
    if boundary.trailing.first.map(Self.isApostrophe) == true, isElision(word) { return .keep }
    let autoCapital = boundary.isAutoCapitalized && shape.casing == .capitalized
    let judged = autoCapital ? Self.lowercasingFirst(word) : word
    if isKnown(judged) { return .keep }
    if boundary.isAutocorrectionEnabled,
      let best = candidates(
        for: judged, apostrophe: boundary.apostrophe, limit: 1, autoCapitalized: autoCapital,
        work: &work
      ).first,
      best.score >= options.minimumScore
    {
      let replacement = autoCapital ? WordShape.capitalizing(best.word) : best.word
      return replacement == word ? .keep : WordReview(replacement: replacement, kind: .spelling)
    }
    if autoCapital, isKnown(word) { return .keep }
    return .misspelled
  }

  /// Whether a word before an apostrophe drops a `g` (`livin’` for `living`, English): an
  /// elision, not a misspelling.
  func isElision(_ word: String) -> Bool {
    guard options.language.hasPrefix("en"), word.count >= 3,
      word.lowercased().hasSuffix("in")
    else { return false }
    return isKnown(word + "g")
  }

  static func isApostrophe(_ character: Character) -> Bool {
    character == "'" || character == "\u{2019}"
  }

  /// `Se` → `se`.
  static func lowercasingFirst(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.lowercased() + word.dropFirst()
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
  /// accepts.
  ///
  /// The words come from the word list: one edit away, with accents the person left out
  /// (`deja` → `déjà`), and — when none of those is a likely, common word — by the language's
  /// misspelling patterns (the `.aff` file's `REP` table: `fuer` → `für`, `Strasse` →
  /// `Straße`), two edits away (the list's one-deletion index), or as two words typed without
  /// the space (`thecat` → `the cat`). When the list has nothing: a compound of a listed word
  /// and a listed word one edit away (German, ``AutocorrectionOptions/correctsCompounds``);
  /// without a list, hunspell's check of every string one edit away, for words of letters only
  /// up to ``checkedLength`` long; when still none, the word after an elided article
  /// (`l'ecole`: `école`, ``Contractions/elision(of:language:)``).
  ///
  /// ```swift
  /// corrector.candidates(for: "Teh").map(\.word)  // ["The", "Ten", "Tech", …]
  /// ```
  ///
  /// - Parameters:
  ///   - word: The typed word.
  ///   - apostrophe: The apostrophe the candidates are written with.
  ///   - limit: The most candidates returned.
  ///   - autoCapitalized: The word was typed in lower case and auto-shift alone would capitalize
  ///     it: a capitalized-only word (`paris` → `Paris`) costs nothing then.
  /// - Returns: The candidates, best first; empty when nothing is near.
  public func candidates(
    for word: String, apostrophe: Character = "'", limit: Int = 10, autoCapitalized: Bool = false
  ) -> [RankedCandidate] {
    var work = 0
    return candidates(
      for: word, apostrophe: apostrophe, limit: limit, autoCapitalized: autoCapitalized,
      work: &work)
  }

  /// ``candidates(for:apostrophe:limit:autoCapitalized:)``, counting the lookups it makes in
  /// `work` (the linear-time tests compare counts, not clocks).
  func candidates(
    for word: String, apostrophe: Character, limit: Int, autoCapitalized: Bool,
    work: inout Int
  ) -> [RankedCandidate] {
    let typed = Lexicon.normalizeApostrophes(word)
    let key = Lexicon.key(typed)
    let shape = WordShape(word: word, token: word)
    var ranked: [RankedCandidate] = []
    // Words of a list without sizes that hunspell has not checked yet (5 % of wfrench it
    // rejects: never offer one).
    var unchecked: Set<String> = []
    func add(
      _ spelling: String, channel: Double, edit: Edit, index: Int?, checked: Bool = true,
      prior given: Double? = nil
    ) {
      var channel = channel
      // A capital the person did not type is one more thing the thumb got wrong.
      if shape.casing == .lower, edit != .capitalization, spelling.first?.isUppercase == true,
        !autoCapitalized
      {
        channel += SpellingModel.untypedCapital
      }
      if edit == .capitalization, autoCapitalized { channel = 0 }
      var text = shape.apply(to: spelling)
      text = Self.withApostrophe(text, apostrophe)
      let prior = given ?? index.map { self.prior(of: $0) } ?? self.prior(level: nil)
      if !checked { unchecked.insert(text) }
      ranked.append(
        RankedCandidate(
          word: text, score: channel + prior, channel: channel, prior: prior, edit: edit,
          level: index.flatMap { lexicon?.level($0) }))
    }
    // A key longer than any listed word plus two edits has no candidate in the list.
    let searchable = lexicon.map { key.count <= $0.longestKey + ChannelAlignment.maximumEdits }
    if let lexicon, let search, searchable == true {
      work += key.count
      if let first = lexicon.firstIndex(forKey: key[...], hash: Lexicon.hash(key)) {
        for index in lexicon.chain(from: first)
        where !Self.caseFits(typed: typed, spelling: lexicon.spelling(index)) {
          add(
            lexicon.spelling(index), channel: SpellingModel.missingCapital,
            edit: .capitalization, index: index, checked: lexicon.isRanked)
        }
      }
      for (index, channel, edit) in search.search(key, work: &work) {
        add(
          lexicon.spelling(index), channel: channel, edit: edit, index: index,
          checked: lexicon.isRanked)
      }
      for (index, channel, edit) in accentCandidates(key, lexicon: lexicon, work: &work) {
        add(
          lexicon.spelling(index), channel: channel, edit: edit, index: index,
          checked: lexicon.isRanked)
      }
      let best = ranked.map(\.score).max() ?? -.infinity
      if best < Self.extendedSearchBelow {
        for (index, channel, edit) in extendedCandidates(
          key, lexicon: lexicon, search: search, work: &work)
        {
          add(
            lexicon.spelling(index), channel: channel, edit: edit, index: index,
            checked: lexicon.isRanked)
        }
        for (spelling, score, prior, edit) in splitCandidates(key, lexicon: lexicon, work: &work) {
          add(spelling, channel: score - prior, edit: edit, index: nil, prior: prior)
        }
      }
    }
    if ranked.isEmpty, let lexicon, let search, options.correctsCompounds, searchable == true {
      for (spelling, channel, edit) in Self.compoundCandidates(
        key, lexicon: lexicon, search: search)
      {
        add(spelling, channel: channel, edit: edit, index: nil, checked: false, prior: 0)
      }
    }
    if lexicon == nil, (2...Self.checkedLength).contains(key.count),
      key.allSatisfy({ Unicode.Scalar($0)?.properties.isAlphabetic == true })
    {
      let words = CheckedWords(dictionary: dictionary)
      let letters = CheckedWords.letters.union(model.geometry.letters.map(\.value))
      let checked = CandidateSearch(source: words, letters: letters, model: model)
      for (index, channel, edit) in checked.search(key, work: &work) {
        add(words.spellings[index], channel: channel, edit: edit, index: nil, prior: 0)
      }
    }
    // The word after an elided article, corrected on its own (`jusqu'a` → `jusqu'à`), competes
    // with the whole word's candidates.
    if let (article, rest) = Contractions.elision(of: word, language: options.language) {
      let offset = article.unicodeScalars.count
      for var candidate in candidates(
        for: rest, apostrophe: apostrophe, limit: limit, autoCapitalized: false, work: &work)
      {
        candidate.word = Self.withApostrophe(article, apostrophe) + candidate.word
        candidate.edit = candidate.edit.shifted(by: offset)
        // `qu'` before a consonant is no word: hunspell checks the article with the word.
        if dictionary.check(candidate.word) { ranked.append(candidate) }
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
      // A word that begins or ends with an apostrophe is punctuation's business.
      if let first = candidate.word.first, let last = candidate.word.last,
        Self.isApostrophe(first) || Self.isApostrophe(last)
      {
        continue
      }
      if unchecked.contains(candidate.word), !dictionary.check(candidate.word) { continue }
      best.append(candidate)
    }
    return best
  }

  /// Below this score the best nearby candidate is weak (a rare word, or a far slip), and
  /// the corrector also tries misspelling patterns, two edits and a missing space.
  public static let extendedSearchBelow = 1.0

  /// The longest word (in scalars) whose one-edit strings are checked with hunspell when the
  /// language has no word list: about 60 checks per letter, 10–50 µs each.
  public static let checkedLength = 24

  /// The prior of a candidate without a list entry: SCOWL's unlisted prior in a ranked list,
  /// the frequency list's floor with frequencies, ``SpellingModel/unrankedPrior`` otherwise.
  func prior(level: UInt8?) -> Double {
    if lexicon?.hasFrequencies == true { return SpellingModel.prior(logFrequency: nil) }
    return lexicon?.isRanked == true
      ? SpellingModel.prior(level: level) : SpellingModel.unrankedPrior
  }

  /// The prior of list entry `index`: from its frequency when the list has frequencies
  /// (``SpellingModel/prior(logFrequency:)``), else from its SCOWL size
  /// (``SpellingModel/prior(level:)``), else ``SpellingModel/unrankedPrior``.
  func prior(of index: Int) -> Double {
    guard let lexicon else { return SpellingModel.unrankedPrior }
    if lexicon.hasFrequencies {
      return SpellingModel.prior(logFrequency: lexicon.image.logFrequency(index))
    }
    return lexicon.isRanked
      ? SpellingModel.prior(level: lexicon.level(index)) : SpellingModel.unrankedPrior
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
