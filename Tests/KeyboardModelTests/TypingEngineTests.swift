import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

@Suite(.requires(.xkb))
struct TypingEngineTests {
  @Test func emailKeyboardCapitalizesTheFirstLetter() throws {
    // Default autocapitalization is .sentences (docs/sources.md#trait-defaults) and the
    // emailAddress keyboard still auto-capitalizes
    // (docs/sources.md#autocapitalization-per-keyboard); \A shifts
    // (docs/sources.md#auto-shift-rule).
    let result = try TypingFixture.type("john@example.com", .emailAddress)
    #expect(result.committed == "John@example.com")
    // 16 characters, every one on the email keyboard's letters plane (@ and . included,
    // docs/sources.md#keys-per-keyboard-type).
    #expect(result.taps == 16)
    #expect(result.extraTaps == 0)
    #expect(result.refused.isEmpty)
  }

  @Test func exactModeCancelsAutoShiftWithOneExtraTap() throws {
    var options = TypingOptions()
    options.mode = .exact
    let result = try TypingFixture.type("john@example.com", .emailAddress, options: options)
    #expect(result.committed == "john@example.com")
    #expect(result.taps == 17)  // 16 + one shift tap that turns auto-shift off for "j"
    #expect(result.extraTaps == 1)
  }

  @Test func shiftIsTappedOnlyForCapitalsTheKeyboardIsNotGiving() throws {
    // H comes from auto-shift; W needs a shift tap (after "Hello " no rule shifts).
    let result = try TypingFixture.type("Hello World")
    #expect(result.committed == "Hello World")
    #expect(result.taps == 12)  // 11 characters + 1 shift
  }

  @Test func runsOfCapitalsUseCapsLock() throws {
    // N from auto-shift (1); "ASA" is a run of 3: double tap (2) + 3 letters; space (1);
    // "r" taps shift to unlock (1) + "rocks" (5) = 13.
    let result = try TypingFixture.type("NASA rocks")
    #expect(result.committed == "NASA rocks")
    #expect(result.taps == 13)
  }

  @Test func accentedLettersAreLongPressAlternates() throws {
    let result = try TypingFixture.type("café")
    #expect(result.committed == "Café")
    #expect(result.taps == 4)  // c a f, then a long press on e choosing é
  }

  @Test func digitsNeedThePlaneSwitchAndSpaceGoesBackToLetters() throws {
    // I, space, h a v e, space, 123, 2, space (back to letters), c a t s = 14.
    let result = try TypingFixture.type("I have 2 cats")
    #expect(result.committed == "I have 2 cats")
    #expect(result.taps == 14)
    var options = TypingOptions()
    options.returnsToLettersAfterSpace = false
    let staying = try TypingFixture.type("I have 2 cats", options: options)
    #expect(staying.taps == 15)  // one more: ABC before "c"
  }

  /// Emoji that start below U+231A (the first scalar shown as emoji by default) are emoji only
  /// with U+FE0F or a keycap after them: ©️, 1️⃣ and #️⃣ open the emoji keyboard, while the
  /// same 1 and # without those scalars type from the numbers plane.
  @Test func textDefaultScalarsAreEmojiOnlyWithTheirSelectors() throws {
    let engine = try TypingFixture.engine()
    engine.type("Hi ©️ 1️⃣ #️⃣ 1# ok")
    #expect(engine.invariantViolations == [])
    #expect(engine.result.committed == "Hi ©️ 1️⃣ #️⃣ 1# ok")
    #expect(engine.result.refused.isEmpty)
    let emojiOpenings = engine.events.filter {
      if case .plane("emoji", _) = $0 { true } else { false }
    }
    #expect(emojiOpenings.count == 3)
  }

  @Test func lettersOnANumberPadAreRefused() throws {
    let result = try TypingFixture.type("12a3", .numberPad)
    #expect(result.committed == "123")
    #expect(result.taps == 3)
    #expect(
      result.refused == [Refusal(character: "a", index: 2, reason: "not on the numberPad keyboard")]
    )
    #expect(result.returnKey == nil)
  }

  @Test func newlineIsTheReturnActionInASingleLineField() throws {
    let engine = try TypingFixture.engine()
    engine.type("Hi\nthere")
    #expect(engine.committedText == "Hithere")
    #expect(engine.events.contains(.returnAction(label: "return")))
    #expect(engine.result.taps == 8)
  }

  @Test func newlineIsALineBreakInAMultilineField() throws {
    var options = TypingOptions()
    options.isMultiline = true
    // After a newline auto-shift engages (docs/sources.md#auto-shift-rule).
    let result = try TypingFixture.type("Hi\nthere", options: options)
    #expect(result.committed == "Hi\nThere")
  }

  @Test func newlineWithoutAReturnKeyIsRefused() throws {
    let result = try TypingFixture.type("1\n2", .numberPad)
    #expect(result.committed == "12")
    #expect(
      result.refused == [
        Refusal(character: "\n", index: 1, reason: "no return key on the numberPad keyboard")
      ])
  }

  @Test func backspaceDeletesOneGrapheme() throws {
    for initial in ["e\u{301}", "🇩🇪", "👩‍👩‍👧"] {
      let engine = try TypingFixture.engine(initialText: "a" + initial)
      #expect(engine.tap(.backspace))
      #expect(engine.committedText == "a", "\(initial.unicodeScalars.map(\.value))")
    }
  }

  @Test func explicitTapsFollowThePlanes() throws {
    let engine = try TypingFixture.engine()
    #expect(engine.tap(.keysym(try Keysym(name: "h"))))  // auto-shift at the start: "H"
    #expect(engine.tap(.plane("numbers")))
    #expect(engine.currentPlane.name == "numbers")
    #expect(engine.tap(.keysym(try Keysym(name: "1"))))
    #expect(!engine.tap(.keysym(try Keysym(name: "a"))))  // not on the numbers plane
    #expect(engine.tap(.key("ABC")))
    #expect(engine.tap(.alternate(try Keysym(name: "e"), choose: try Keysym(name: "egrave"))))
    #expect(engine.committedText == "H1è")
    #expect(engine.result.taps == 5)
  }

  @Test func shiftTappedWhileAutoShiftedGivesALowerCaseLetter() throws {
    // docs/sources.md#shift-key-behaviour [L]: tapping shift while auto-engaged turns it off for
    // one letter.
    let engine = try TypingFixture.engine()
    #expect(engine.shiftKeyState == .shift)
    engine.tap(.shift)
    #expect(engine.shiftKeyState == .off)
    engine.tap(.keysym(try Keysym(name: "h")))
    engine.tap(.keysym(try Keysym(name: "i")))
    #expect(engine.committedText == "hi")
  }

  @Test func doubleTapOnShiftLocksCapitals() throws {
    let engine = try TypingFixture.engine(initialText: "x ")
    #expect(engine.shiftKeyState == .off)
    engine.tap(.shift)
    #expect(engine.shiftKeyState == .shift)
    engine.tap(.shift)  // 0.2 s later: within the 0.5 s double-tap window
    #expect(engine.shiftKeyState == .capsLock)
    for name in ["a", "b"] { engine.tap(.keysym(try Keysym(name: name))) }
    #expect(engine.committedText == "x AB")
    engine.tap(.shift)
    #expect(engine.shiftKeyState == .off)
  }

  @Test func iPadCommaKeyGivesExclamationMarkWithShift() throws {
    let engine = try TypingFixture.engine(idiom: .pad, initialText: "x")
    engine.tap(.key("!,"))
    engine.tap(.shift)
    engine.tap(.key("!,"))
    #expect(engine.committedText == "x,!")
  }

  @Test(.requires(.compose))
  func hardwareKeyboardTypesAnythingIntoAnyField() throws {
    var options = TypingOptions()
    options.usesHardwareKeyboard = true
    let pad = try TypingFixture.type("abc", .numberPad, options: options)
    #expect(pad.committed == "abc")
    #expect(pad.taps == 3)
    #expect(pad.refused.isEmpty)
    let capital = try TypingFixture.type("Ab", .numberPad, options: options)
    #expect(capital.taps == 3)  // LFSH+AC01, AC02
    // de: é is dead_acute (AE12) then e (xkb-data symbols/de; docs/sources.md#compose-client-loop).
    let german = try TypingFixture.type("é", .default, layout: "de", options: options)
    #expect(german.committed == "é")
    #expect(german.taps == 2)
  }
}
