import InputTraits
import KeyboardModel
import TestSupport
import Testing

/// Typing a long text a piece at a time types what typing it whole does.
///
/// Each piece ends after a space or a line break (`TypingEngine.pieceLength`). These tests type
/// texts whole and with every space and line break ending a piece, and expect the same field,
/// events, refusals, typos and corrections.
@Suite(.requires(.xkb))
struct TypingPieceTests {
  /// Replaces "dont" and "teh", and marks "wrod" misspelled, at word boundaries.
  struct Corrector: TextCorrecting {
    func review(_ boundary: WordBoundary) -> WordReview {
      guard boundary.isAutocorrectionEnabled else { return .keep }
      switch boundary.word {
      case "dont": return WordReview(replacement: "don\(boundary.apostrophe)t", kind: .contraction)
      case "teh": return WordReview(replacement: "the", kind: .spelling)
      default: return .keep
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var type: KeyboardType = .default
    var text: String
    var traits: TextInputTraits? = nil
    var mode: TypingOptions.Mode = .natural
    var isMultiline = false
    var typos: TypoModel? = nil
    var corrects = false

    var testDescription: String { name }
  }

  static let prose =
    "Hello world. THIS IS LOUD NOW ok?  Two  spaces, \"quotes\" and 'single' -- dashes... "
    + "I dont know teh answer, dont you? ÉCOLE été naïve ǂ 👍🏽 👨‍👩‍👧 done.  "

  static let cases: [Case] = [
    Case(name: "prose, natural", text: prose, corrects: true),
    Case(name: "prose, exact", text: prose, mode: .exact),
    Case(name: "prose with typos", text: prose + prose, typos: TypoModel(rate: 0.3, seed: 7)),
    Case(
      name: "lines in a text view", text: "First line\nsecond LINE\r\nthird\n\nlast one \n",
      isMultiline: true),
    Case(
      name: "lines in a single-line field", text: "go\nnext one\nOK then\n"),
    Case(name: "URL keyboard", type: .URL, text: "www.apple.com then example.com/a b.org "),
    Case(name: "email keyboard", type: .emailAddress, text: "John@example.com and x@y.org "),
    Case(name: "number pad refusals", type: .numberPad, text: "12 ab 34\n5 6 - 7 "),
    Case(
      name: "secure entry",
      text: "secret pass WORD 1 2",
      traits: TextInputTraits(keyboardType: .asciiCapable, isSecureTextEntry: true)),
  ]

  @Test(arguments: cases)
  func piecesTypeWhatTheWholeTextTypes(_ example: Case) throws {
    var options = TypingOptions()
    options.mode = example.mode
    options.isMultiline = example.isMultiline
    options.typos = example.typos
    let whole = try TypingFixture.engine(
      example.type, traits: example.traits, options: options, corrector: Corrector())
    whole.pieceLength = 1 << 40  // one piece
    whole.type(example.text)
    let pieces = try TypingFixture.engine(
      example.type, traits: example.traits, options: options, corrector: Corrector())
    pieces.pieceLength = 1
    pieces.type(example.text)

    #expect(pieces.result == whole.result)
    #expect(pieces.events == whole.events)
    #expect(pieces.typos == whole.typos)
    #expect(pieces.corrections == whole.corrections)
    #expect(pieces.misspellings == whole.misspellings)
    #expect(pieces.invariantViolations == [])
    // The cases reach what they are about: something was typed, and refusals, typos and
    // corrections where the case has them.
    #expect(!whole.committedText.isEmpty)
    if example.type == .numberPad { #expect(!whole.refusals.isEmpty) }
    if example.typos != nil { #expect(!whole.typos.isEmpty) }
    if example.corrects { #expect(whole.corrections.map(\.typed) == ["dont", "teh", "dont"]) }
  }

  /// Refusals and typos give their place in the whole text, also after the first piece.
  @Test func positionsCountFromTheStartOfTheWholeText() throws {
    let engine = try TypingFixture.engine(.numberPad)
    engine.pieceLength = 1
    engine.type("1 2 x 3 y")
    // The number pad has no space and no letters: every piece after the first has refusals.
    #expect(engine.refusals.map(\.character) == [" ", " ", "x", " ", " ", "y"])
    #expect(engine.refusals.map(\.index) == [1, 3, 4, 5, 7, 8])
  }
}
