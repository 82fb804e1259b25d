import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

@Suite(.requires(.xkb))
struct AutoShiftTests {
  /// The contexts of docs/sources.md#auto-shift-rule with the expected shift state under both
  /// readings of the autoshift regex: (text before the caret, whole-context, Typist's range).
  ///
  /// The first nine rows are its table of sample contexts; the rest follow its numbered rules.
  static let contexts: [(String, Bool, Bool)] = [
    ("", true, true),
    ("Hello.", false, true),
    ("Hello. ", true, true),
    ("He said \"Stop.\" ", true, false),
    ("e.g. ", true, true),
    ("Hello   ", true, true),
    ("Hello… ", false, false),
    ("Hello... ", true, true),
    ("It costs 3.50 ", false, false),
    // Rule 2: after a newline, spaces and opening punctuation allowed.
    ("first line\n", true, true),
    ("first line\n (", true, true),
    // Rule 3: closing quotes, then whitespace, then opening punctuation.
    ("Hello. (", true, true),
    ("Hello. \u{201C}", true, true),
    ("Stop.\u{201D} ", true, false),
    ("Really?! ", true, true),
    // Rule 7: a clause delimiter, a number, mid-word.
    ("Hello, ", false, false),
    ("3.50", false, false),
    ("Hello wor", false, false),
    // Rule 4 needs three whitespace characters; two are not enough.
    ("Hello  ", false, false),
    ("Hello\u{A0}\u{A0}\u{A0}", true, true),
  ]

  @Test(arguments: contexts)
  func sentencesFollowTheAutoshiftRegex(_ context: String, _ whole: Bool, _ typist: Bool) throws {
    let engine = try TypingFixture.engine(initialText: context)
    #expect((engine.shiftKeyState == .shift) == whole, "whole context: \(context.debugDescription)")
    var options = TypingOptions()
    options.autoShiftRange = .afterLastDelimiter
    let typistEngine = try TypingFixture.engine(options: options, initialText: context)
    #expect((typistEngine.shiftKeyState == .shift) == typist, "Typist: \(context.debugDescription)")
  }

  /// `.words`: start of field, or after whitespace / newline, skipping opening punctuation
  /// (docs/sources.md#shift-key-behaviour).
  static let words: [(String, Bool)] = [
    ("", true), ("jane", false), ("jane ", true), ("jane (", true), ("line\n", true),
    ("o'", false), ("a-", false),
  ]

  @Test(arguments: words)
  func wordsShiftAtEveryWordStart(_ context: String, _ expected: Bool) throws {
    let engine = try TypingFixture.engine(
      traits: TextInputTraits(autocapitalizationType: .words), initialText: context)
    #expect((engine.shiftKeyState == .shift) == expected, "\(context.debugDescription)")
  }

  @Test func allCharactersShiftsEveryLetter() throws {
    let traits = TextInputTraits(autocapitalizationType: .allCharacters)
    let result = try TypingFixture.type("ca 94", traits: traits)
    #expect(result.committed == "CA 94")
    #expect(result.taps == 6)  // c a space 123 9 4: no shift taps at all
  }

  @Test func noneNeverShifts() throws {
    let result = try TypingFixture.type(
      "hello. world", traits: TextInputTraits(autocapitalizationType: .none))
    #expect(result.committed == "hello. world")
  }

  @Test(arguments: [KeyboardType.numberPad, .phonePad, .namePhonePad])
  func autocapitalizationIsIgnoredOnPads(_ type: KeyboardType) throws {
    // Apple: ignored for numberPad, phonePad, namePhonePad
    // (docs/sources.md#autocapitalization-per-keyboard [H]).
    let engine = try TypingFixture.engine(type, idiom: .pad)
    #expect(engine.shiftKeyState == .off)
    engine.type("ab")
    #expect(engine.committedText == "ab")
  }

  @Test func deletingBackToASentenceStartShiftsAgain() throws {
    // docs/sources.md#shift-key-behaviour: the decision is a function of the text before the caret,
    // re-evaluated after deletes.
    let engine = try TypingFixture.engine()
    engine.type("Hi. A")
    #expect(engine.shiftKeyState == .off)
    engine.tap(.backspace)
    #expect(engine.committedText == "Hi. ")
    #expect(engine.shiftKeyState == .shift)
  }

  @Test func autoCapitalizationSettingOffDisablesIt() throws {
    var options = TypingOptions()
    options.settings.autoCapitalization = false
    #expect(try TypingFixture.type("hi. there", options: options).committed == "hi. there")
  }

  @Test func exactModeTypesLowerCaseUnderAllCharacters() throws {
    var options = TypingOptions()
    options.mode = .exact
    let traits = TextInputTraits(autocapitalizationType: .allCharacters)
    let result = try TypingFixture.type("Ab", traits: traits, options: options)
    #expect(result.committed == "Ab")
    #expect(result.extraTaps == 1)  // one shift tap to cancel auto-shift for "b"
    #expect(result.taps == 3)
  }
}
