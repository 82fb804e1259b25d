import Autocorrection
import KeyboardModel
import Spelling
import TestSupport
import Testing

/// German and French candidates come from Debian's word lists (wngerman, wfrench) and
/// hunspell's check, never from `Hunspell_suggest` (tens to hundreds of milliseconds a word on
/// de_DE and fr_FR: a text with hundreds of distinct misspellings took minutes).
@Suite(.requires(.hunspell("de_DE"), .hunspell("fr_FR"), .xkb))
struct WordListTests {
  static func corrector(layout: String, language: String) throws -> Autocorrector {
    let keyboard = try KeyboardCatalog().keyboard(for: .default, idiom: .phone, layout: layout)
    return try Autocorrector.load(language: language, keyboard: keyboard)
  }

  static let german = try? corrector(layout: "de", language: "de_DE")
  static let french = try? corrector(layout: "fr", language: "fr_FR")

  @Test func theListsLoadWithoutLevels() throws {
    let german = try #require(Self.german)
    let lexicon = try #require(german.lexicon)
    #expect(lexicon.count > 300_000)
    #expect(!lexicon.isRanked)
    #expect(
      lexicon.entries(matching: Array("straße".unicodeScalars.map(\.value))).first?.spelling
        == "Straße")
  }

  @Test(arguments: [
    ("Mädhcen", "Mädchen"), ("Strsße", "Straße"), ("Hauzs", "Haus"), ("mädchen", "Mädchen"),
  ])
  func germanWordsOfTheList(_ typed: String, _ expected: String) throws {
    let german = try #require(Self.german)
    #expect(german.candidates(for: typed).first?.word == expected)
  }

  /// Compounds no list can hold: a listed part and a part one edit from a listed word, the
  /// whole checked by hunspell.
  @Test(arguments: [
    ("Gartenzaunfarbr", "Gartenzaunfarbe"), ("Haustürschlüsssel", "Haustürschlüssel"),
    ("Grtenzaunfarbe", "Gartenzaunfarbe"),
  ])
  func germanCompoundsOutsideTheList(_ typed: String, _ expected: String) throws {
    let german = try #require(Self.german)
    let lexicon = try #require(german.lexicon)
    let key = Array(expected.lowercased().unicodeScalars.map(\.value))
    #expect(lexicon.entries(matching: key).isEmpty)
    #expect(german.candidates(for: typed).first?.word == expected)
  }

  /// French writes no closed compounds: its corrector does not split words.
  @Test func frenchDoesNotJoinCompounds() throws {
    let french = try #require(Self.french)
    #expect(!french.options.correctsCompounds)
    #expect(try #require(Self.german).options.correctsCompounds)
  }

  /// Without a word list every string one edit away is checked with hunspell, for words up to
  /// `checkedLength` letters.
  @Test func withoutAListHunspellChecksTheStringsOneEditAway() throws {
    let german = try #require(Self.german)
    let bare = Autocorrector(
      dictionary: german.dictionary, lexicon: nil, geometry: german.model.geometry,
      options: german.options)
    #expect(bare.candidates(for: "Gartenzaunfarbr").first?.word == "Gartenzaunfarbe")
    #expect(bare.candidates(for: "Strsße").first?.word == "Straße")
    let long = String(repeating: "Gartenzaun", count: 3) + "farbr"  // 35 letters
    #expect(long.count > Autocorrector.checkedLength)
    #expect(bare.candidates(for: long).isEmpty)
  }

  /// wfrench lists `abatant`; hunspell rejects it: the corrector never offers it.
  @Test func frenchListWordsHunspellRejectsAreNeverOffered() throws {
    let french = try #require(Self.french)
    #expect(french.dictionary.check("abatant") == false)
    #expect(!french.candidates(for: "abatanr").map(\.word).contains("abatant"))
  }

  @Test(arguments: [("l'ecole", "l'école"), ("jusqu'a", "jusqu'à"), ("L'ecole", "L'école")])
  func frenchElisionCorrectsTheWordAfterTheArticle(_ typed: String, _ expected: String) throws {
    let french = try #require(Self.french)
    #expect(french.candidates(for: typed).first?.word == expected)
  }

  /// The edit's position counts from the start of the whole word, article included.
  @Test func anElidedWordsEditCountsTheArticle() throws {
    let french = try #require(Self.french)
    let best = try #require(french.candidates(for: "l'ecole").first)
    #expect(best.edit == .substitution(position: 2, intended: "é", typed: "e"))
  }

  @Test func contractionsKnowFrenchElisions() {
    let capital = Contractions.elision(of: "L’ecole", language: "fr_FR")
    #expect(capital?.0 == "L’" && capital?.1 == "ecole")
    let que = Contractions.elision(of: "qu'il", language: "fr_CA")
    #expect(que?.0 == "qu'" && que?.1 == "il")
    #expect(Contractions.elision(of: "aujourd'hui", language: "fr_FR") == nil)
    #expect(Contractions.elision(of: "l'", language: "fr_FR") == nil)
    #expect(Contractions.elision(of: "l'ecole", language: "de_DE") == nil)
  }
}
