import Autocorrection
import Foundation
import InputTraits
import KeyboardModel
import TestSupport
import Testing

/// Punctuation is never the corrector's business: quotes and apostrophes around a word bound it
/// (docs/sources.md#word-boundary-apostrophes), and a correction replaces letters only.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct PunctuationBoundaryTests {
  /// What people typed with smart quotes on (the default traits) and what the field must hold.
  static let cases: [(typed: String, expected: String)] = [
    ("say 'yes' now ", "Say ‘yes’ now "),
    ("\"'quoted'\" ", "“‘Quoted’” "),
    ("the dogs' bowls ", "The dogs’ bowls "),
    ("she said 'teh end' ", "She said ‘the end’ "),
    ("swimmin' livin' bein' ", "Swimmin’ livin’ bein’ "),
    ("the boys' teh ", "The boys’ the "),
    ("'teh' ", "‘The’ "),
    ("the boss' teh ", "The boss’ the "),
    ("he said \"teh\". ", "He said “the”. "),
  ]

  @Test(arguments: cases)
  func quotesAndApostrophesStayWhereTheyWere(_ typed: String, _ expected: String) throws {
    let engine = try CorrectorFixture.typed(typed)
    #expect(engine.committedText == expected)
  }

  @Test func aClosingQuoteIsNotPartOfTheCorrectedWord() throws {
    let engine = try CorrectorFixture.typed("she said 'teh end' ")
    #expect(engine.corrections.map(\.typed) == ["teh"])
    #expect(engine.corrections.map(\.corrected) == ["the"])
  }

  @Test func withSmartQuotesOffTheStraightApostropheBoundsTheWordToo() throws {
    let traits = TextInputTraits(smartQuotesType: .no)
    let engine = try CorrectorFixture.typed("say 'teh' and the dogs' bowls ", traits: traits)
    #expect(engine.committedText == "Say 'the' and the dogs' bowls ")
  }

  @Test func aWordInsideQuotesIsStillCorrectedAndRevertible() throws {
    let engine = try CorrectorFixture.engine()
    engine.type("'teh' ")
    #expect(engine.committedText == "‘The’ ")
    engine.tap(.backspace)
    #expect(engine.committedText == "‘Teh’ ")
  }

  /// Real prose with its quotes and apostrophes, typed with smart punctuation on: the runs of
  /// punctuation between words are the same whether autocorrection is on or off (a missing
  /// space put back adds whitespace only, and whitespace is not compared).
  @Test(.requires(.licenseTexts))
  func autocorrectionNeverChangesTheSkeletonOfPunctuation() throws {
    let prose = try String(contentsOfFile: "/usr/share/common-licenses/GPL-3", encoding: .utf8)
    // Real text, and the text with words typed the way people type them.
    let sample = String(prose.prefix(12_000))
    let sloppy = Self.sloppy(sample)
    for text in [sample, sloppy] {
      let on = try CorrectorFixture.engine(options: Self.multiline())
      let off = try CorrectorFixture.engine(
        traits: TextInputTraits(autocorrectionType: .no), options: Self.multiline())
      on.type(text)
      off.type(text)
      #expect(Self.skeleton(on.committedText) == Self.skeleton(off.committedText))
      #expect(!on.corrections.isEmpty)
    }
  }

  static func multiline() -> TypingOptions {
    var options = TypingOptions()
    options.isMultiline = true
    return options
  }

  /// Every fifth word of five letters or more with its second and third letters swapped.
  static func sloppy(_ text: String) -> String {
    var count = 0
    return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      let letters = Array(word)
      guard letters.count >= 5, letters.allSatisfy(\.isLetter) else { return String(word) }
      count += 1
      guard count % 5 == 0 else { return String(word) }
      var swapped = letters
      swapped.swapAt(1, 2)
      return String(swapped)
    }.joined(separator: " ")
  }

  /// The runs of punctuation between words, without whitespace; an apostrophe between two
  /// letters belongs to its word.
  static func skeleton(_ text: String) -> [String] {
    let characters = Array(text)
    var runs: [String] = []
    var run = ""
    for (index, character) in characters.enumerated() {
      let medial =
        (character == "'" || character == "’") && index > 0 && index + 1 < characters.count
        && characters[index - 1].isLetter && characters[index + 1].isLetter
      if character.isLetter || character.isNumber || medial {
        if !run.isEmpty { runs.append(run) }
        run = ""
      } else if !character.isWhitespace {
        run.append(character)
      }
    }
    if !run.isEmpty { runs.append(run) }
    return runs
  }
}

/// A sentence-initial word is judged as the person typed it, before auto-shift capitalized it.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb, .wordFrequencies("en")))
struct AutoCapitalizedWordTests {
  @Test(arguments: ["se you ", "teh end ", "hte cat ", "thecat sat "])
  func autoShiftChangesOnlyTheCaseOfTheCorrection(_ typed: String) throws {
    let shifted = try CorrectorFixture.typed(typed)
    let lower = try CorrectorFixture.typed(
      typed, traits: TextInputTraits(autocapitalizationType: AutocapitalizationType.none))
    #expect(shifted.committedText == WordShape.capitalizing(lower.committedText))
    #expect(shifted.committedText != typed)
  }

  @Test func seYouIsSeeYou() throws {
    #expect(try CorrectorFixture.typed("se you ").committedText == "See you ")
  }

  @Test func aNameTypedInLowerCaseAtTheStartKeepsTheCapitalAutoShiftGaveIt() throws {
    #expect(
      try CorrectorFixture.typed("paris is nice. paris ").committedText
        == "Paris is nice. Paris ")
  }

  @Test func aCapitalThePersonTypedIsTheirs() throws {
    // Shift tapped by hand (exact mode types the capital with the shift key).
    var options = TypingOptions()
    options.mode = .exact
    let engine = try CorrectorFixture.typed("The cat. Se ", options: options)
    #expect(engine.committedText.hasPrefix("The cat. "))
  }
}

/// Candidates beyond one slip, ranked with word frequencies.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb, .wordFrequencies("en")))
struct ExtendedCandidateTests {
  @Test(arguments: [
    ("hte", "the"), ("thecat", "the cat"), ("definately", "definitely"),
    ("begginings", "beginnings"), ("remmitance", "remittance"), ("econcomial", "economical"),
    ("speciall", "special"), ("recieve", "receive"), ("untill", "until"),
  ])
  func theLikelyWordComesFirst(_ typed: String, _ expected: String) throws {
    let corrector = try CorrectorFixture.corrector()
    #expect(corrector.candidates(for: typed, limit: 1).first?.word == expected)
  }

  @Test func twoWordsTypedWithoutTheSpaceAreSplit() throws {
    let engine = try CorrectorFixture.typed("thecat sat onthe mat ")
    #expect(engine.committedText == "The cat sat on the mat ")
  }

  @Test func aCorrectlySpelledWordIsNeverSplit() throws {
    let engine = try CorrectorFixture.typed("nowhere therapist together ")
    #expect(engine.committedText == "Nowhere therapist together ")
  }
}
