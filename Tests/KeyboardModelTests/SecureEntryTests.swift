import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

/// Secure text entry (docs/sources.md#secure-text-entry; docs/sources.md#secure-text-entry).
@Suite(.requires(.xkb))
struct SecureEntryTests {
  static let secure = TextInputTraits(isSecureTextEntry: true)

  @Test func textIsKeptAndShownAsBulletsWithTheLastCharacterVisible() throws {
    let engine = try TypingFixture.engine(traits: Self.secure)
    engine.type("abc")
    // setToSecureValues: autocapitalization none, so "abc" stays lower case.
    #expect(engine.committedText == "abc")
    #expect(engine.displayedText == "\u{25CF}\u{25CF}c")
    engine.advance(by: .milliseconds(1999))
    #expect(engine.displayedText == "\u{25CF}\u{25CF}c")
    engine.advance(by: .milliseconds(1))  // 2.0 s after the last keystroke
    #expect(engine.displayedText == "\u{25CF}\u{25CF}\u{25CF}")
  }

  @Test func aNewKeystrokeObscuresThePreviousOne() throws {
    let engine = try TypingFixture.engine(traits: Self.secure)
    engine.type("a")
    engine.advance(by: .milliseconds(1500))
    engine.type("b")
    #expect(engine.displayedText == "\u{25CF}b")
    engine.advance(by: .milliseconds(1900))  // 1.9 s after "b": still visible (the timer restarted)
    #expect(engine.displayedText == "\u{25CF}b")
  }

  @Test func backspaceObscuresEverything() throws {
    let engine = try TypingFixture.engine(traits: Self.secure)
    engine.type("ab")
    engine.tap(.backspace)
    #expect(engine.committedText == "a")
    #expect(engine.displayedText == "\u{25CF}")
  }

  @Test func firstKeystrokeAfterRefocusClearsTheField() throws {
    let engine = try TypingFixture.engine(traits: Self.secure)
    engine.type("abc")
    engine.endEditing()
    engine.beginEditing()
    engine.type("d")
    #expect(engine.committedText == "d")
    #expect(engine.events.contains(.secureClear))
    engine.type("e")
    #expect(engine.committedText == "de")  // only the first edit clears
  }

  @Test func backspaceAfterRefocusClearsTheWholeField() throws {
    let engine = try TypingFixture.engine(traits: Self.secure, initialText: "secret")
    engine.tap(.backspace)
    #expect(engine.committedText == "")
  }

  @Test func smartPunctuationAndThePeriodShortcutAreOff() throws {
    #expect(try TypingFixture.type("a--b  c'd", traits: Self.secure).committed == "a--b  c'd")
  }

  @Test func theMaskIsAnOption() throws {
    var options = TypingOptions()
    options.secureMask = "\u{2022}"
    let engine = try TypingFixture.engine(traits: Self.secure, options: options)
    engine.type("ab")
    #expect(engine.displayedText == "\u{2022}b")
  }

  /// `display` events say what changed, in constant size: the length in masks and the
  /// character still revealed, never the whole masked text (docs/limits.md: a 20,000-character
  /// password printed 603 MB of events).
  @Test func displayEventsCarryTheLengthAndTheRevealedCharacter() throws {
    var options = TypingOptions()
    options.recordsEvents = true
    let engine = try TypingFixture.engine(traits: Self.secure, options: options)
    engine.type("ab")
    engine.advance(by: .seconds(2))
    let displays = engine.events.compactMap { event -> String? in
      guard case .display(let length, let revealed, let milliseconds) = event else { return nil }
      return "\(milliseconds) \(length) \(revealed ?? "nil")"
    }
    #expect(displays == ["200 1 a", "400 2 b", "2400 2 nil"])
  }

  /// One mask per grapheme (a secure field types no emoji or combining mark, but a paste can
  /// put them in): an emoji with a skin tone, a flag and a letter with a combining accent are
  /// one each, and the count follows typing and deleting.
  @Test func masksCountGraphemes() throws {
    let engine = try TypingFixture.engine(traits: Self.secure)
    engine.setContext("👍🏽🇫🇷e\u{301}", clearsOnNextEdit: false)
    engine.type("x")
    #expect(engine.displayedText == "\u{25CF}\u{25CF}\u{25CF}x")
    engine.tap(.backspace)
    engine.tap(.backspace)
    #expect(engine.displayedText == "\u{25CF}\u{25CF}")
    #expect(engine.invariantViolations == [])
  }

  @Test func aFieldThatIsNotSecureShowsItsText() throws {
    let engine = try TypingFixture.engine()
    engine.type("ab")
    #expect(engine.displayedText == "Ab")
  }
}
