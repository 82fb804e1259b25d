import Diagnostics
import Testing

struct KeyboardSimErrorTests {
  struct InnerCode: ErrorCode {
    typealias Details = Place
    static var unknownLayout: Self { Self(description: "unknownLayout") }
    var description: String
  }
  struct Place: ErrorDetails {
    var line: Int?
    var log: [String] = []
  }
  typealias InnerError = ModuleError<InnerCode>

  struct OuterCode: ErrorCode {
    static var xkb: Self { Self(description: "xkb") }
    var description: String
  }
  typealias OuterError = ModuleError<OuterCode>

  @Test func detailsReadAndWriteAsTheErrorsOwnMembers() {
    var error = InnerError(code: .unknownLayout, message: "unknown layout 'frr'")
    #expect(error.line == nil && error.log.isEmpty)
    error.line = 3
    error.log.append("xkbcomp: no symbols")
    #expect(error.details.line == 3 && error.details.log == ["xkbcomp: no symbols"])
    let wrapped = OuterError(wrapping: error, code: .xkb, context: "layout 'frr'")
    #expect((wrapped.underlying as? InnerError)?.line == 3)
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

  /// A message that takes text from the input verbatim is still one line.
  ///
  /// The error escapes it when it is made, when it is set, and when it wraps another error;
  /// text already escaped by `quoted` stays as it is.
  @Test func errorMessagesAreOneLineHoweverTheyAreBuilt() {
    var error = InnerError(code: .unknownLayout, message: "unexpected code 'priv\u{17} x'\n")
    #expect(error.message == #"unexpected code 'priv\u{17} x'\n"#)
    #expect(error.description == error.message)
    error.message = "line 1\nline 2 \(quoted("a\tb"))"
    #expect(error.message == #"line 1\nline 2 'a\tb'"#)
    let wrapped = OuterError(wrapping: error, code: .xkb, context: "file\r")
    #expect(wrapped.message == #"file\r: line 1\nline 2 'a\tb'"#)
  }
}
