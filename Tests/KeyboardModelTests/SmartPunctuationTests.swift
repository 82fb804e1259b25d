import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

@Suite(.requires(.xkb))
struct SmartPunctuationTests {
  /// docs/sources.md#smart-quotes: `"` is a left quote when opening (start, after whitespace or an
  /// opener), a right quote otherwise; English glyphs ‘ ’ ’ “ ”.
  static let english: [(String, String)] = [
    ("\"Hi,\" she said.", "\u{201C}Hi,\u{201D} she said."),
    ("'Yes'", "\u{2018}Yes\u{2019}"),
    ("don't", "Don\u{2019}t"),
    ("rock 'n' roll", "Rock \u{2018}n\u{2019} roll"),
    ("(\"a\")", "(\u{201C}A\u{201D})"),
  ]

  @Test(arguments: english)
  func smartQuotes(_ typed: String, _ committed: String) throws {
    #expect(try TypingFixture.type(typed).committed == committed)
  }

  @Test func germanAndFrenchGlyphs() throws {
    // German ‚ ’ ‘ „ “ and French « » (TISmartPunctuationOptions, docs/sources.md#smart-quotes).
    #expect(try TypingFixture.type("\"Hallo\"", layout: "de").committed == "\u{201E}Hallo\u{201C}")
    #expect(try TypingFixture.type("\"Salut\"", layout: "fr").committed == "\u{AB}Salut\u{BB}")
  }

  /// docs/sources.md#smart-dashes-and-ellipsis: `-` after one hyphen becomes an em dash, or an en
  /// dash after a digit; `-` after an en dash makes it an em dash; `.` after `..` is an ellipsis.
  static let dashes: [(String, String)] = [
    ("wait--what", "Wait\u{2014}what"),
    ("10--20", "10\u{2013}20"),
    ("10---20", "10\u{2014}20"),
    ("a-b", "A-b"),
    ("Wait...", "Wait\u{2026}"),
  ]

  @Test(arguments: dashes)
  func smartDashesAndEllipsis(_ typed: String, _ committed: String) throws {
    #expect(try TypingFixture.type(typed).committed == committed)
  }

  @Test func doubleSpaceIsThePeriodShortcut() throws {
    // ". " replaces the two spaces, then auto-shift engages (docs/sources.md#double-space-period,
    // docs/sources.md#auto-shift-rule).
    #expect(try TypingFixture.type("Hi  there").committed == "Hi. There")
    var options = TypingOptions()
    options.settings.periodShortcut = false
    #expect(try TypingFixture.type("Hi  there", options: options).committed == "Hi  there")
  }

  @Test func smartPunctuationIsOffOnTheEmailKeyboard() throws {
    // .default: "disabled for email address and password keyboards" (docs/sources.md#smart-quotes)
    // — but autocapitalization is not (docs/sources.md#autocapitalization-per-keyboard).
    #expect(try TypingFixture.type("it's--ok", .emailAddress).committed == "It's--ok")
  }

  @Test func declaredNoTurnsThemOff() throws {
    let traits = TextInputTraits(smartQuotesType: .no, smartDashesType: .no)
    #expect(try TypingFixture.type("don't--", traits: traits).committed == "Don't--")
  }

  @Test func backspaceUndoesTheSmartReplacementFirst() throws {
    let engine = try TypingFixture.engine(initialText: "don")
    engine.type("'")
    #expect(engine.committedText == "don\u{2019}")
    engine.tap(.backspace)
    #expect(engine.committedText == "don'")
    engine.tap(.backspace)
    #expect(engine.committedText == "don")
  }

  static let exact: [(String, Int)] = [
    ("don't", 2),  // shift to cancel auto-shift for "d"; ' → ’, backspace restores '
    ("a--b", 2),  // shift for "a"; -- → —, backspace restores --
    ("Hi  there", 1),  // ". " → backspace restores the two spaces
    ("Wait...", 1),
    ("\"Hi\"", 2),  // both quotes undone; H is auto-shifted after the opening quote
  ]

  @Test(arguments: exact)
  func exactModeUndoesEveryReplacement(_ typed: String, _ extra: Int) throws {
    var options = TypingOptions()
    options.mode = .exact
    let result = try TypingFixture.type(typed, options: options)
    #expect(result.committed == typed)
    #expect(result.extraTaps == extra)
  }

  @Test func longPressAlternatesAreTakenLiterally() throws {
    // ’ is a long-press alternate of '; a chosen glyph is not smart-replaced.
    #expect(try TypingFixture.type("\u{2019}90s").committed == "\u{2019}90s")
  }
}
