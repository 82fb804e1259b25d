public import KeyboardModel
public import Spelling

/// Autocorrection and spell checking behind the typing engine's ``KeyboardModel/TextCorrecting``
/// seam: hunspell decides what is misspelled; candidates are ranked by what a thumb on *this*
/// keyboard does (``SpellingModel``) and by how common each word is (Debian's SCOWL sizes for
/// English, hunspell's own order elsewhere).
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
  /// The word list with commonness levels (English), or nil.
  public let lexicon: Lexicon?
  /// The ranking model of the keyboard's letters plane.
  public let model: SpellingModel
  /// The options.
  public let options: AutocorrectionOptions
  /// The person's own words.
  public let userWords: UserWords
  let search: CandidateSearch?

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
    search = lexicon.map { CandidateSearch(lexicon: $0, model: SpellingModel(geometry: geometry)) }
  }

  /// Loads the dictionary for `language` and, for English, the SCOWL word list, for the
  /// keyboard's initial (letters) plane.
  ///
  /// - Throws: ``Spelling/SpellingError`` when the dictionary is missing (naming its package)
  ///   or cannot be loaded. A missing SCOWL list is no error: candidates then come from
  ///   hunspell's suggestions.
  public static func load(
    language: String, keyboard: VirtualKeyboard, locator: DictionaryLocator = DictionaryLocator(),
    userWords: UserWords = UserWords(), options: AutocorrectionOptions? = nil
  ) throws(SpellingError) -> Autocorrector {
    let dictionary = try SpellingDictionary(language: language, locator: locator)
    let lexicon = language.hasPrefix("en") ? try? Lexicon.scowl() : nil
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

  /// The ranked candidates for a misspelled word, best first, in the typed case.
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
    func add(_ spelling: String, channel: Double, prior: Double, edit: Edit, level: UInt8?) {
      var channel = channel
      // A capital the person did not type is one more thing the thumb got wrong.
      if shape.casing == .lower, edit != .capitalization, spelling.first?.isUppercase == true {
        channel += SpellingModel.untypedCapital
      }
      var text = shape.apply(to: spelling)
      text = Self.withApostrophe(text, apostrophe)
      ranked.append(
        RankedCandidate(
          word: text, score: channel + prior, channel: channel, prior: prior, edit: edit,
          level: level))
    }
    if let lexicon, let search {
      for entry in lexicon.entries(matching: key)
      where !Self.caseFits(typed: typed, spelling: entry.spelling) {
        add(
          entry.spelling, channel: SpellingModel.missingCapital,
          prior: SpellingModel.prior(level: entry.level), edit: .capitalization, level: entry.level)
      }
      for (index, channel, edit) in search.search(key) {
        let entry = lexicon.entry(index)
        add(
          entry.spelling, channel: channel, prior: SpellingModel.prior(level: entry.level),
          edit: edit, level: entry.level)
      }
    } else {
      for (rank, suggestion) in dictionary.suggest(word).enumerated() {
        let (channel, edit) = EditClassifier.classify(
          typed: key, candidate: Lexicon.key(Lexicon.normalizeApostrophes(suggestion)),
          model: model)
        guard edit != .none else { continue }
        add(
          suggestion, channel: channel, prior: -SpellingModel.rankStep * Double(rank), edit: edit,
          level: nil)
      }
    }
    ranked.sort {
      if $0.score != $1.score { return $0.score > $1.score }
      if $0.level != $1.level { return ($0.level ?? .max) < ($1.level ?? .max) }
      return $0.word < $1.word
    }
    var seen: Set<String> = []
    return Array(ranked.filter { seen.insert($0.word).inserted }.prefix(limit))
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
