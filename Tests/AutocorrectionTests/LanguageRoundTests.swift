import Autocorrection
import InputTraits
import KeyboardModel
import Spelling
import TestSupport
import Testing
import XKB

/// German and French with Debian's dictionaries (hunspell-de-de, hunspell-fr): umlauts,
/// elision, and candidates in hunspell's own order on the layout's letters plane.
struct LanguageRoundTests {
  static func engine(layout: String, language: String, traits: TextInputTraits) throws
    -> TypingEngine
  {
    let keyboard = try KeyboardCatalog().keyboard(for: .default, idiom: .phone, layout: layout)
    let corrector = try Autocorrector.load(language: language, keyboard: keyboard)
    return try TypingEngine(
      keyboard: keyboard, traits: traits, compose: try? ComposeTable(locale: "en_US.UTF-8"),
      corrector: corrector)
  }

  @Test(
    .requires(.hunspell("de_DE"), .xkb),
    arguments: [
      ("Mädhcen ", "Mädchen "), ("Strsße ", "Straße "), ("schön ", "schön "), ("Grüße ", "Grüße "),
    ])
  func germanUmlautsAndSharpS(_ typed: String, _ expected: String) throws {
    let engine = try Self.engine(
      layout: "de", language: "de_DE", traits: TextInputTraits(autocapitalizationType: .none))
    engine.type(typed)
    #expect(engine.committedText == expected)
    engine.checkInvariants()
  }

  @Test(
    .requires(.hunspell("fr_FR"), .xkb),
    arguments: [
      (false, "l'ecole ", "l'école "), (true, "l'ecole ", "l\u{2019}école "),
      (false, "l'école ", "l'école "), (false, "aujourd'hui ", "aujourd'hui "),
    ])
  func frenchElisionKeepsTheApostropheTheFieldTypes(
    _ smart: Bool, _ typed: String, _ expected: String
  ) throws {
    let traits = TextInputTraits(autocapitalizationType: .none, smartQuotesType: smart ? .yes : .no)
    let engine = try Self.engine(layout: "fr", language: "fr_FR", traits: traits)
    engine.type(typed)
    #expect(engine.committedText == expected)
  }

  @Test(.requires(.hunspell("de_DE"), .xkb))
  func germanSpellCheckingFlagsWhatItCannotFix() throws {
    let traits = TextInputTraits(
      autocapitalizationType: .none, autocorrectionType: .no, spellCheckingType: .yes)
    let engine = try Self.engine(layout: "de", language: "de_DE", traits: traits)
    engine.type("das Mädhcen ")
    #expect(engine.misspellings.map(\.word) == ["Mädhcen"])
    #expect(engine.misspellings.first?.range.utf16 == .init(location: 4, length: 7))
  }
}

/// Two engines on two threads at once, sharing one corrector and its hunspell handle
/// (`make sanitize-thread` runs this under ThreadSanitizer).
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct ConcurrentTypingTests {
  @Test func twoEnginesOnTwoThreadsShareOneCorrector() async throws {
    let corrector = try CorrectorFixture.corrector()
    let keyboard = try #require(CorrectorFixture.keyboard)
    let text = String(repeating: "teh quick brwon fox jumsp ovre the lazy dgo. ", count: 30)
    let expected = String(repeating: "the quick brown fox jumps over the lazy dog. ", count: 30)
    let results = await withTaskGroup(of: String.self) { group in
      for _ in 0..<2 {
        group.addTask {
          var options = TypingOptions()
          options.recordsEvents = false
          let traits = TextInputTraits(autocapitalizationType: .none)
          guard
            let engine = try? TypingEngine(
              keyboard: keyboard, traits: traits, options: options, corrector: corrector)
          else { return "" }
          engine.type(text)
          return engine.committedText
        }
      }
      var all: [String] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results == [expected, expected])
  }
}
