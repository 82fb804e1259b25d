import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

/// The engine's state stays consistent (``TypingEngine/checkInvariants()``) after every step of
/// sessions that exercise each rule: planes, shift and caps lock, smart punctuation and its
/// undo, secure entry, the return key, focus changes, the hardware keyboard.
@Suite(.requires(.xkb))
struct TypingInvariantTests {
  /// One step of a session.
  enum Step: Sendable, CustomStringConvertible {
    case type(String)
    case tap(KeyTap)
    case refocus
    case wait(Duration)

    var description: String {
      switch self {
      case .type(let text): "type \(text.debugDescription)"
      case .tap(let tap): "tap \(tap)"
      case .refocus: "refocus"
      case .wait(let duration): "wait \(duration)"
      }
    }
  }

  /// A session: a field's traits, options and steps.
  struct Session: Sendable, CustomTestStringConvertible {
    var name: String
    var traits: TextInputTraits
    var options = TypingOptions()
    var initialText = ""
    var steps: [Step]
    var testDescription: String { name }
  }

  static let sessions: [Session] = {
    var exact = TypingOptions()
    exact.mode = .exact
    var hardware = TypingOptions()
    hardware.usesHardwareKeyboard = true
    var textView = TypingOptions()
    textView.isMultiline = true
    return [
      Session(
        name: "sentences, digits, punctuation", traits: TextInputTraits(),
        steps: [.type("Hello. I have 2 cats, ok?  Yes..."), .tap(.backspace), .tap(.backspace)]),
      Session(
        name: "caps lock and shift taps", traits: TextInputTraits(),
        steps: [.type("NASA rocks"), .tap(.shift), .tap(.shift), .type("ABC"), .tap(.shift)]),
      Session(
        name: "smart quotes undone in exact mode", traits: TextInputTraits(), options: exact,
        steps: [.type("\"Don't\" -- she said..."), .tap(.backspace)]),
      Session(
        name: "secure field regains focus", traits: TextInputTraits(isSecureTextEntry: true),
        initialText: "old",
        steps: [
          .refocus, .type("pa"), .wait(.seconds(3)), .type("ss"), .tap(.backspace), .refocus,
          .tap(.backspace),
        ]),
      Session(
        name: "return key enabled automatically",
        traits: TextInputTraits(enablesReturnKeyAutomatically: true),
        steps: [.tap(.return), .type("a"), .tap(.backspace), .tap(.return), .type("b\n")]),
      Session(
        name: "text view line breaks", traits: TextInputTraits(), options: textView,
        steps: [.type("one\ntwo\n\nthree"), .tap(.plane("numbers")), .tap(.key("space"))]),
      Session(
        name: "email keyboard", traits: TextInputTraits(keyboardType: .emailAddress),
        steps: [.type("john@example.com"), .tap(.plane("numbers")), .tap(.backspace)]),
      Session(
        name: "number pad refusals", traits: TextInputTraits(keyboardType: .numberPad),
        steps: [.type("12a3\n"), .tap(.backspace)]),
      Session(
        name: "hardware keyboard", traits: TextInputTraits(keyboardType: .numberPad),
        options: hardware, steps: [.type("any text, 42\n"), .tap(.backspace)]),
      // A secure field counts its graphemes edit by edit (one mask each): what it refuses
      // (emoji, combining marks) among what it types, deleted and cleared.
      Session(
        name: "secure field graphemes", traits: TextInputTraits(isSecureTextEntry: true),
        initialText: "e\u{301}",
        steps: [
          .type("a👍🏽é🇫🇷b"), .tap(.backspace), .tap(.backspace), .type("e\u{301}x🇩🇪"),
          .refocus, .type("z"), .wait(.seconds(3)), .tap(.backspace), .tap(.backspace),
        ]),
      Session(
        name: "secure field on a hardware keyboard",
        traits: TextInputTraits(isSecureTextEntry: true), options: hardware,
        steps: [.type("naïve é e\u{301}"), .tap(.backspace), .type("👍🏽")]),
    ]
  }()

  @Test(arguments: sessions)
  func stateStaysConsistentAfterEveryStep(_ session: Session) throws {
    let engine = try TypingFixture.engine(
      session.traits.keyboardType, traits: session.traits, options: session.options,
      initialText: session.initialText)
    #expect(engine.invariantViolations == [], "after creation")
    for step in session.steps {
      switch step {
      case .type(let text): engine.type(text)
      case .tap(let tap): engine.tap(tap)
      case .refocus:
        engine.endEditing()
        engine.beginEditing()
      case .wait(let duration): engine.advance(by: duration)
      }
      #expect(engine.invariantViolations == [], "after \(step)")
    }
  }
}
