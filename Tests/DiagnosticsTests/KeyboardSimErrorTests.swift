import Diagnostics
import Testing

struct KeyboardSimErrorTests {
  struct InnerError: KeyboardSimError {
    enum Code: String, Hashable, Sendable, CustomStringConvertible {
      case unknownLayout
      var description: String { rawValue }
    }
    var code: Code
    var message: String
    var underlying: (any Error & Sendable)?
    var suggestion: Suggestion?
    var description: String { message }
    init(code: Code, message: String, underlying: (any Error & Sendable)?, suggestion: Suggestion?)
    {
      self.code = code
      self.message = message
      self.underlying = underlying
      self.suggestion = suggestion
    }
  }

  struct OuterError: KeyboardSimError {
    enum Code: String, Hashable, Sendable, CustomStringConvertible {
      case xkb
      var description: String { rawValue }
    }
    var code: Code
    var message: String
    var underlying: (any Error & Sendable)?
    var suggestion: Suggestion?
    var description: String { message }
    init(code: Code, message: String, underlying: (any Error & Sendable)?, suggestion: Suggestion?)
    {
      self.code = code
      self.message = message
      self.underlying = underlying
      self.suggestion = suggestion
    }
  }

  @Test func wrappingKeepsTheCauseItsCodeAndItsSuggestion() {
    let inner = InnerError.unknown("layout", "frr", among: ["fr", "de"], code: .unknownLayout)
    let outer = OuterError(wrapping: inner, code: .xkb, context: "keyboard 'default'")
    #expect(outer.message == "keyboard 'default': unknown layout 'frr'; did you mean 'fr'?")
    #expect(outer.code == .xkb)
    #expect(outer.suggestion?.candidate == "fr")
    #expect((outer.underlying as? InnerError)?.code == .unknownLayout)
    #expect(outer.hasCause(InnerError.self, code: .unknownLayout))
    #expect(outer.causes.count == 2)
  }

  @Test func unknownListsTheValidNamesWhenAsked() {
    let error = InnerError.unknown(
      "keyboardType", "emial", among: ["default", "emailAddress"], code: .unknownLayout,
      place: "--keyboard-type", listingValid: true)
    #expect(
      error.message
        == "unknown keyboardType 'emial' at --keyboard-type; did you mean 'emailAddress'? "
        + "(valid: default, emailAddress)")
  }

  @Test func messagesEscapeControlCharacters() {
    #expect(quoted("a\nb\tc\u{7}") == #"'a\nb\tc\u{7}'"#)
    #expect(escapingControlCharacters("plain é") == "plain é")
    #expect(escapingControlCharacters("x\u{2028}y\r") == #"x\u{2028}y\r"#)
  }
}
