import Autocorrection
import InputTraits
import KeyboardModel
import TestSupport
import Testing

/// What the English corrector does to words at a boundary, through the typing engine.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct AutocorrectorTests {
  @Test func theIssuesExampleHolds() throws {
    // Auto-shift gives "Teh"; the correction keeps the typed case (docs/autocorrection.md).
    let engine = try CorrectorFixture.typed("teh quick brwon fox ")
    #expect(engine.committedText == "The quick brown fox ")
    #expect(engine.corrections.map(\.typed) == ["Teh", "brwon"])
    #expect(engine.corrections.map(\.corrected) == ["The", "brown"])
    #expect(engine.misspellings.isEmpty)
  }

  @Test(arguments: [
    (TextInputTraits(keyboardType: .emailAddress), "Teh quick brwon fox "),
    (TextInputTraits(autocorrectionType: .no), "Teh quick brwon fox "),
    (TextInputTraits(keyboardType: .URL), "Teh quick brwon fox "),
    (TextInputTraits(keyboardType: .webSearch), "Teh quick brwon fox "),
  ])
  func nothingIsCorrectedWhereAutocorrectionIsOff(_ traits: TextInputTraits, _ expected: String)
    throws
  {
    let engine = try CorrectorFixture.typed("teh quick brwon fox ", traits: traits)
    #expect(engine.committedText == expected)
    #expect(engine.corrections.isEmpty)
  }

  @Test func spellCheckingAloneReportsTheMisspellingWithItsRange() throws {
    let traits = TextInputTraits(autocorrectionType: .no, spellCheckingType: .yes)
    let engine = try CorrectorFixture.typed("teh cat ", traits: traits)
    #expect(engine.committedText == "Teh cat ")
    #expect(engine.misspellings.map(\.word) == ["Teh"])
    #expect(
      engine.misspellings.first?.range
        == WordRange(utf16: .init(location: 0, length: 3), graphemes: .init(location: 0, length: 3))
    )
  }

  @Test func aSecureFieldIsNeverTouchedEvenWithAutocorrectionDeclaredYes() throws {
    var options = TypingOptions()
    options.traitResolution.secureEntryOverridesExplicitValues = false
    let traits = TextInputTraits(
      autocorrectionType: .yes, spellCheckingType: .yes, isSecureTextEntry: true)
    let engine = try CorrectorFixture.typed("teh pasword ", traits: traits, options: options)
    #expect(engine.committedText == "teh pasword ")
    #expect(engine.corrections.isEmpty && engine.misspellings.isEmpty)
  }

  static let leftAlone = [
    "abc123", "john@exmaple.com", "NASA", "iPhne", "camelCse", "x", "path/to/fiel",
    "example.cmo", "v2.0beta",
  ]

  @Test(arguments: leftAlone)
  func iOSLeavesTheseAlone(_ word: String) throws {
    let traits = TextInputTraits(autocapitalizationType: .none, spellCheckingType: .yes)
    let engine = try CorrectorFixture.typed(word + " ", traits: traits)
    #expect(engine.committedText == word + " ")
    #expect(engine.misspellings.isEmpty)
  }

  @Test(arguments: [
    ("teh", "the"), ("Teh", "The"), ("brwon", "brown"), ("Brwon", "Brown"), ("london", "London"),
  ])
  func theTypedCaseIsKept(_ typed: String, _ expected: String) throws {
    let corrector = try CorrectorFixture.corrector()
    let review = corrector.review(
      WordBoundary(
        word: typed, terminator: " ", isAutocorrectionEnabled: true, isSpellCheckingEnabled: true))
    #expect(review.replacement == expected)
  }

  @Test(arguments: [
    ("dont", true, "don\u{2019}t"), ("dont", false, "don't"), ("im", true, "I\u{2019}m"),
    ("cant", false, "can't"), ("i", true, "I"), ("ive", true, "I\u{2019}ve"),
    ("Dont", false, "Don't"), ("youre", true, "you\u{2019}re"),
  ])
  func contractionsFollowTheSmartQuotesSetting(
    _ typed: String, _ smartQuotes: Bool, _ expected: String
  ) throws {
    let traits = TextInputTraits(
      autocapitalizationType: .none, smartQuotesType: smartQuotes ? .yes : .no)
    let engine = try CorrectorFixture.typed(typed + " ", traits: traits)
    #expect(engine.committedText == expected + " ")
    #expect(engine.corrections.first?.kind == .contraction)
  }

  @Test(arguments: ["well", "were", "hell", "shell", "its", "lets", "ill", "shed"])
  func realWordsThatLookLikeContractionsStay(_ word: String) throws {
    let traits = TextInputTraits(autocapitalizationType: .none)
    let engine = try CorrectorFixture.typed(word + " ", traits: traits)
    #expect(engine.committedText == word + " ")
  }

  @Test func aPersonsOwnWordsAreNeverCorrected() throws {
    let base = try CorrectorFixture.corrector()
    let corrector = Autocorrector(
      dictionary: base.dictionary, lexicon: base.lexicon, geometry: base.model.geometry,
      userWords: UserWords(["jdoe"]))
    let traits = TextInputTraits(autocapitalizationType: .none, spellCheckingType: .yes)
    let engine = try CorrectorFixture.engine(traits: traits, corrector: corrector)
    engine.type("jdoe ")
    #expect(engine.committedText == "jdoe ")
    #expect(engine.misspellings.isEmpty)
    let plain = try CorrectorFixture.typed("jdoe ", traits: traits)
    #expect(plain.committedText != "jdoe ")  // without the word, the corrector rewrites it
  }

  @Test func rankedCandidatesExplainTheirScores() throws {
    let candidates = try CorrectorFixture.corrector().candidates(for: "brwon", limit: 3)
    let first = try #require(candidates.first)
    #expect(first.word == "brown")
    #expect(first.edit == .transposition(position: 2))
    #expect(abs(first.score - (first.channel + first.prior)) < 1e-9)
    #expect(candidates.map(\.score) == candidates.map(\.score).sorted(by: >))
  }

  @Test(arguments: ["the", "keyboard", "quick", "don't", "I", "Paris", "email"])
  func correctlyTypedWordsAreKnown(_ word: String) throws {
    #expect(try CorrectorFixture.corrector().isKnown(word))
  }
}
