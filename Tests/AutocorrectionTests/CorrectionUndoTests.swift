import Autocorrection
import InputTraits
import KeyboardModel
import TestSupport
import Testing

/// Undoing a correction (docs/sources.md#autocorrection-commit-and-undo): Backspace right after the
/// terminator (iOS 3, Android), the offered original (iOS 4+), the underline tap (iOS 17); a
/// reverted word is not corrected again in the field.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct CorrectionUndoTests {
  static let lower = TextInputTraits(autocapitalizationType: .none)

  @Test func backspaceRightAfterTheTerminatorRestoresTheTypedWord() throws {
    let engine = try CorrectorFixture.typed("teh ", traits: Self.lower)
    #expect(engine.committedText == "the ")
    engine.tap(.backspace)
    #expect(engine.committedText == "teh ")  // the space stays (Android's revertCommit)
    #expect(engine.corrections.isEmpty)
    #expect(engine.learnedWords == ["teh"])
    #expect(engine.events.contains { if case .revertCorrection = $0 { true } else { false } })
    engine.checkInvariants()
    engine.type("teh ")
    #expect(engine.committedText == "teh teh ")  // not corrected again in this field
  }

  @Test func anyOtherTapDisarmsTheRevert() throws {
    let engine = try CorrectorFixture.typed("teh ", traits: Self.lower)
    engine.type("a")
    engine.tap(.backspace)
    #expect(engine.committedText == "the ")
    engine.tap(.backspace)
    #expect(engine.committedText == "the")
    #expect(engine.corrections.count == 1)  // the corrected word is still whole
    engine.tap(.backspace)
    #expect(engine.committedText == "th")
    #expect(engine.corrections.isEmpty)  // now it is not
    engine.checkInvariants()
  }

  @Test func offerOriginalLetsBackspaceDeleteAndARevertTapTakeTheOriginal() throws {
    var options = TypingOptions()
    options.correctionUndo = .offerOriginal
    let engine = try CorrectorFixture.typed("teh ", traits: Self.lower, options: options)
    #expect(engine.tap(.revert) == false)  // the caret is not at the corrected word
    engine.tap(.backspace)
    #expect(engine.committedText == "the")
    #expect(engine.events.contains { if case .offerOriginal = $0 { true } else { false } })
    #expect(engine.tap(.revert))
    #expect(engine.committedText == "teh")
    engine.checkInvariants()
  }

  @Test func underlinedCorrectionsRevertWithATapLater() throws {
    var options = TypingOptions()
    options.correctionUndo = .underlineTapToRevert
    let engine = try CorrectorFixture.typed("teh cat sat ", traits: Self.lower, options: options)
    #expect(engine.committedText == "the cat sat ")
    engine.tap(.backspace)
    #expect(engine.committedText == "the cat sat")  // Backspace deletes as usual
    #expect(engine.tap(.revert))
    #expect(engine.committedText == "teh cat sat")
    #expect(engine.tap(.revert) == false)
    engine.checkInvariants()
  }
}

/// Ranges of corrections and misspellings in UTF-16 (NSRange) and graphemes, after text whose
/// two counts differ.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct WordRangeTests {
  // 👍🏽 is one grapheme of two scalars and four UTF-16 units; e + U+0301 is one grapheme of two
  // units.
  static let cases: [(initial: String, utf16: Int, graphemes: Int)] = [
    ("", 0, 0),
    ("\u{1F44D}\u{1F3FD} ", 5, 2),
    ("e\u{301} ", 3, 2),
    ("\u{1F44D}\u{1F3FD} e\u{301} ", 8, 4),
    ("\u{1F1EB}\u{1F1F7}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} ", 13, 3),
  ]

  @Test(arguments: cases)
  func correctionRangesCountBothUnits(_ initial: String, _ utf16: Int, _ graphemes: Int) throws {
    let traits = TextInputTraits(autocapitalizationType: .none, spellCheckingType: .yes)
    let engine = try CorrectorFixture.typed("teh cat xqzv ", traits: traits, initialText: initial)
    let correction = try #require(engine.corrections.first)
    #expect(correction.range.utf16 == .init(location: utf16, length: 3))
    #expect(correction.range.graphemes == .init(location: graphemes, length: 3))
    let misspelling = try #require(engine.misspellings.first)
    #expect(misspelling.word == "xqzv")
    #expect(misspelling.range.utf16 == .init(location: utf16 + 8, length: 4))
    #expect(misspelling.range.graphemes == .init(location: graphemes + 8, length: 4))
    // The same figures, counted by Swift's own views of the committed text.
    let text = engine.committedText
    let index = try #require(text.range(of: "xqzv"))
    #expect(text.utf16.distance(from: text.startIndex, to: index.lowerBound) == utf16 + 8)
    #expect(text.distance(from: text.startIndex, to: index.lowerBound) == graphemes + 8)
  }
}

/// Corrections and misspellings describe the final text: a word the person goes back into and
/// changes loses its record.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct WordRecordTests {
  @Test func aWordExtendedAfterItsCorrectionIsNoLongerACorrection() throws {
    var options = TypingOptions()
    options.correctionUndo = .offerOriginal
    let engine = try CorrectorFixture.typed(
      "teh ", traits: CorrectionUndoTests.lower, options: options)
    engine.tap(.backspace)
    engine.type("m ")
    #expect(engine.committedText == "them ")
    #expect(engine.corrections.isEmpty)
    engine.checkInvariants()
  }

  @Test func aMisspellingRetypedIsFlaggedOnce() throws {
    let traits = TextInputTraits(
      autocapitalizationType: .none, autocorrectionType: .no, spellCheckingType: .yes)
    let engine = try CorrectorFixture.typed("xqzv ", traits: traits)
    engine.tap(.backspace)
    engine.type("w ")
    #expect(engine.misspellings.map(\.word) == ["xqzvw"])
    engine.checkInvariants()
  }
}
