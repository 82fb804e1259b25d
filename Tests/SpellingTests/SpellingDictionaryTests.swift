import Foundation
import Spelling
import TestSupport
import Testing

/// The hunspell wrapper: loading by language and by path, check and suggest, encodings, and
/// the one-line errors for missing, unreadable and corrupt dictionaries.
struct SpellingDictionaryTests {
  static let fixtures = Bundle.module.resourceURL?.appendingPathComponent("Fixtures").path ?? ""

  static func fixture(_ name: String) -> String { fixtures + "/" + name }

  @Test(.requires(.hunspell("en_US")))
  func englishChecksAndSuggests() throws {
    let english = try SpellingDictionary(language: "en_US")
    #expect(english.check("keyboard"))
    #expect(english.check("don’t"))  // en_US.aff maps ’ to ' (ICONV)
    #expect(!english.check("teh"))
    // hunspell 1.7.1 with hunspell-en-us 2020.12.07 (docs/sources.md#contractions).
    #expect(english.suggest("teh").first == "the")
    #expect(english.encoding == "UTF-8")
    #expect(english.language == "en_US")
  }

  @Test(.requires(.hunspell("en_US")))
  func extraWordsAreAcceptedFromLoadOn() throws {
    let english = try SpellingDictionary(language: "en_US", extraWords: ["jdoe"])
    #expect(english.check("jdoe"))
  }

  @Test func aLatin1DictionaryTakesAndGivesSwiftStrings() throws {
    let latin = try SpellingDictionary(
      affixPath: Self.fixture("latin1.aff"), dictionaryPath: Self.fixture("latin1.dic"))
    #expect(latin.encoding == "ISO8859-1")
    #expect(latin.check("café"))
    #expect(latin.check("naïve"))
    #expect(!latin.check("cafe"))
    #expect(latin.suggest("cafe").contains("café"))
    #expect(!latin.check("日本"))  // no Latin-1 spelling: not a word, no crash
  }

  @Test func aMissingDictionaryNamesTheDebianPackage() {
    let locator = DictionaryLocator(directories: [Self.fixtures])
    let error = #expect(throws: SpellingError.self) {
      try SpellingDictionary(language: "de_DE", locator: locator)
    }
    #expect(error?.code == .dictionaryNotFound)
    #expect(
      error?.message.hasPrefix("no hunspell dictionary for de_DE; install hunspell-de-de") == true)
  }

  @Test(arguments: [
    ("en_US", "hunspell-en-us"), ("de_DE", "hunspell-de-de"), ("fr_FR", "hunspell-fr"),
    ("fr", "hunspell-fr"), ("pt_BR", "hunspell-pt-br"), ("es_ES", "hunspell-es"),
    ("nb_NO", "hunspell-no"),
  ])
  func debianPackageNames(_ language: String, _ package: String) {
    #expect(DictionaryLocator.debianPackage(for: language) == package)
  }

  @Test(arguments: ["english", "e", "en_", "en US", "12_34", "en_US\n"])
  func malformedLanguageNamesAreRejected(_ language: String) {
    let error = #expect(throws: SpellingError.self) {
      try DictionaryLocator(directories: []).locate(language)
    }
    #expect(error?.code == .unknownLanguage)
    #expect(error?.message.contains("\n") == false)
  }

  @Test func missingAndDirectoryPathsAreUnreadable() throws {
    let missing = #expect(throws: SpellingError.self) {
      try SpellingDictionary(
        affixPath: "/nonexistent.aff", dictionaryPath: Self.fixture("latin1.dic"))
    }
    #expect(missing?.code == .unreadableFile)
    #expect(missing?.message == "'/nonexistent.aff': no such file")
    let directory = #expect(throws: SpellingError.self) {
      try SpellingDictionary(affixPath: Self.fixtures, dictionaryPath: Self.fixture("latin1.dic"))
    }
    #expect(directory?.code == .unreadableFile)
    #expect(directory?.message.hasSuffix("is a directory") == true)
  }

  @Test(arguments: [
    ("corrupt.aff", "corrupt.dic", "corrupt.dic"), ("binary.aff", "binary.dic", "binary.aff"),
  ])
  func corruptFilesAreOneLineErrorsNamingTheFile(
    _ affix: String, _ dictionary: String, _ named: String
  ) {
    let error = #expect(throws: SpellingError.self) {
      try SpellingDictionary(
        affixPath: Self.fixture(affix), dictionaryPath: Self.fixture(dictionary))
    }
    #expect(error?.code == .corruptDictionary)
    #expect(error?.message.contains(named) == true)
    #expect(error?.message.contains("\n") == false)
  }

  @Test(.requires(.hunspell("en_US")))
  func oneDictionaryIsSharedAcrossThreads() async throws {
    let english = try SpellingDictionary(language: "en_US")
    let words = ["keyboard", "teh", "brwon", "quick", "fxo", "the"]
    let results = await withTaskGroup(of: [Bool].self) { group in
      for _ in 0..<4 {
        group.addTask { (0..<50).flatMap { _ in words.map { english.check($0) } } }
      }
      var all: [[Bool]] = []
      for await result in group { all.append(result) }
      return all
    }
    let expected = Array(repeating: [true, false, false, true, false, true], count: 50).flatMap {
      $0
    }
    #expect(results.allSatisfy { $0 == expected })
  }
}
