import Foundation
import TestSupport
import Testing

/// `kbsim type` with autocorrection, spell checking and typos, and `kbsim correct`, end to end.
///
/// Three realistic fields are golden JSONL files in `Goldens/SpellingCommandTests/`.
@Suite(.requires(.xkb, .hunspell("en_US"), .scowl))
struct SpellingCommandTests {
  @Test func theIssuesExamplesHold() throws {
    let json = try KbsimProcess.run(["type", "--format", "json", "teh quick brwon fox "])
    #expect(json.status == 0)
    #expect(json.stdout.hasPrefix(#"{"committed":"The quick brown fox ","#))
    #expect(
      json.stdout.contains(
        #""corrections":[{"typed":"Teh","corrected":"The","kind":"spelling","range":{"location":0,"length":3},"graphemeRange":{"location":0,"length":3}},"#
      ))
    let email = try KbsimProcess.run([
      "type", "--keyboard-type", "emailAddress", "teh quick brwon fox ",
    ])
    #expect(email.stdout == "Teh quick brwon fox \n")
    let off = try KbsimProcess.run(["type", "--autocorrection", "no", "teh quick brwon fox "])
    #expect(off.stdout == "Teh quick brwon fox \n")
    let checked = try KbsimProcess.run(
      ["type", "--autocorrection", "no", "--spell-checking", "yes", "--format", "json", "teh cat "])
    #expect(
      checked.stdout.contains(
        #""misspelled":[{"word":"Teh","range":{"location":0,"length":3},"graphemeRange":{"location":0,"length":3}}]"#
      ))
  }

  /// A message: default traits, a person who makes typos.
  @Test func messageFieldGolden() throws {
    let result = try KbsimProcess.run([
      "type", "--format", "jsonl", "--typos", "0.08", "--seed", "4",
      "see you at the station tomorrow, dont be late ",
    ])
    #expect(result.status == 0)
    try Golden.expect(result.stdout, matches: "message.jsonl")
  }

  /// A username with UIKit's defaults: autocorrection rewrites the handle (the lint's warning).
  @Test func usernameFieldGolden() throws {
    let result = try KbsimProcess.run([
      "type", "--format", "jsonl", "--content-type", "username", "jdoe ",
    ])
    #expect(result.status == 0)
    try Golden.expect(result.stdout, matches: "username.jsonl")
  }

  /// A search field: webSearch resolves autocorrection off, so the typos stay.
  @Test func searchFieldGolden() throws {
    let result = try KbsimProcess.run([
      "type", "--format", "jsonl", "--keyboard-type", "webSearch", "--typos", "0.1", "--seed", "9",
      "swift keyboard simulator\n",
    ])
    #expect(result.status == 0)
    try Golden.expect(result.stdout, matches: "search.jsonl")
  }

  @Test func correctPrintsRankedCandidates() throws {
    let result = try KbsimProcess.run(["correct", "brwon", "the"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "brwon: misspelled")
    #expect(lines.dropFirst().first?.hasPrefix("  brown ") == true)
    #expect(lines.contains("the: correct"))
  }

  private func expectFailure(
    _ result: ProcessResult, _ prefix: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status != 0, sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("Error: \(prefix)"), sourceLocation: sourceLocation)
    #expect(result.stderr.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
  }

  @Test func aMissingDictionaryNamesThePackage() throws {
    expectFailure(
      try KbsimProcess.run(["type", "--language", "is_IS", "teh "]),
      "no hunspell dictionary for is_IS; install hunspell-is")
  }

  @Test func anUnknownLanguageIsRejected() throws {
    expectFailure(
      try KbsimProcess.run(["type", "--language", "english", "teh "]),
      "unknown language 'english'")
  }

  @Test(arguments: ["-0.1", "1.5", "nan"])
  func typosOutsideZeroToOneAreRejected(_ rate: String) throws {
    expectFailure(
      try KbsimProcess.run(["type", "--typos=\(rate)", "teh "]), "--typos must be between 0 and 1")
  }

  @Test func userWordsWithInvalidUTF8NameTheFileAndLine() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID()).txt")
      .path
    try Data([0x6A, 0x64, 0x6F, 0x65, 0x0A, 0x62, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    expectFailure(
      try KbsimProcess.run(["type", "--user-words", path, "teh "]), "'\(path)':2: not valid UTF-8")
  }

  @Test func corruptAndUnreadableDictionariesAreOneLineErrors() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dicts-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("SET UTF-8\n".utf8).write(to: directory.appendingPathComponent("xx_XX.aff"))
    try Data("garbage\n".utf8).write(to: directory.appendingPathComponent("xx_XX.dic"))
    expectFailure(
      try KbsimProcess.run([
        "type", "--language", "xx_XX", "--dictionary-dir", directory.path, "a ",
      ]),
      "'\(directory.path)/xx_XX.dic':1: not a hunspell dictionary")
  }

  @Test func typingWithoutAutocorrectionLoadsNoDictionary() throws {
    // A language without a dictionary is no error when no trait needs one.
    let result = try KbsimProcess.run([
      "type", "--language", "is_IS", "--autocorrection", "no", "teh ",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "Teh \n")
  }
}
