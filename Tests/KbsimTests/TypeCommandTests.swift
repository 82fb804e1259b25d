import Foundation
import TestSupport
import Testing

/// `kbsim type` end to end.
///
/// Outputs are compared exactly, with `Goldens/TypeCommandTests/` for the long ones
/// (`RECORD_SNAPSHOTS=1` rewrites a golden file and fails the test).
@Suite(.requires(.xkb))
struct TypeCommandTests {
  @Test func emailAddressKeyboardCapitalizesAndLintWarns() throws {
    // The README's first example: default autocapitalization is .sentences
    // (docs/sources.md#trait-defaults).
    let result = try KbsimProcess.run([
      "type", "--keyboard-type", "emailAddress", "john@example.com",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "John@example.com\n")
    #expect(result.stderr.contains("lint: error email-autocapitalization:"))
  }

  @Test func emailAddressAsJSONCarriesTheLint() throws {
    let result = try KbsimProcess.run(
      ["type", "--keyboard-type", "emailAddress", "--format", "json", "john@example.com"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    try Golden.expect(result.stdout, matches: "email.json")
  }

  @Test func passwordShowsBulletsWithTheLastCharacter() throws {
    let result = try KbsimProcess.run(["type", "--secure", "--format", "json", "Tr0ub4dor&3"])
    try Golden.expect(result.stdout, matches: "password.json")
  }

  @Test func numberPadRefusesLettersAsJSONL() throws {
    let result = try KbsimProcess.run(
      ["type", "--keyboard-type", "numberPad", "--format", "jsonl", "12a"])
    #expect(result.status == 0)
    try Golden.expect(result.stdout, matches: "numberPad.jsonl")
  }

  @Test func refusedCharactersGoToStandardErrorInTextMode() throws {
    let result = try KbsimProcess.run(["type", "--keyboard-type", "numberPad", "12a"])
    #expect(result.stdout == "12\n")
    #expect(result.stderr.contains(#"refused: "a" at 2: not on the numberPad keyboard"#))
  }

  @Test(arguments: [
    ("de", "12,50", "12,50\n"), ("us", "12.50", "12.50\n"), ("us", "12,50", "1250\n"),
  ])
  func decimalPadTypesTheLocaleSeparator(_ layout: String, _ text: String, _ expected: String)
    throws
  {
    let result = try KbsimProcess.run(
      ["type", "--keyboard-type", "decimalPad", "--layout", layout, text])
    #expect(result.stdout == expected)
  }

  @Test func exactModeCountsTheExtraTaps() throws {
    let result = try KbsimProcess.run(["type", "--mode", "exact", "--format", "json", "don't"])
    // Shift to cancel auto-shift for "d", backspace to undo ’: 5 characters + 123 + ABC + 2.
    #expect(
      result.stdout
        == #"{"committed":"don't","displayed":"don't","taps":9,"extraTaps":2,"refused":[],"#
        + #""returnKey":{"label":"return","enabled":true},"corrections":[],"misspelled":[],"lint":[]}"#
        + "\n")
  }

  @Test func multilineCommitsLineBreaks() throws {
    let single = try KbsimProcess.run(["type", "Hi\nthere"])
    #expect(single.stdout == "Hithere\n")
    let multi = try KbsimProcess.run(["type", "--multiline", "Hi\nthere"])
    #expect(multi.stdout == "Hi\nThere\n")
  }

  @Test func hardwareKeyboardTypesLettersIntoANumberPad() throws {
    let result = try KbsimProcess.run(
      ["type", "--keyboard-type", "numberPad", "--hardware-keyboard", "abc"])
    #expect(result.stdout == "abc\n")
  }

  @Test func tapsAreKeysOnTheCurrentPlane() throws {
    let result = try KbsimProcess.run(["type", "--taps", "h", "i", "123", "1", "space", "e>eacute"])
    #expect(result.stdout == "Hi1 é\n")
  }

  @Test func textComesFromStandardInput() throws {
    let result = try KbsimProcess.run(["type", "-"], stdin: "hello")
    #expect(result.stdout == "Hello\n")
  }

  @Test func traitsFileAndOptionsCombine() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("type-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"{"keyboardType":"emailAddress","autocapitalizationType":"none","returnKeyType":"next"}"#
      .write(to: file, atomically: true, encoding: .utf8)
    let result = try KbsimProcess.run(
      ["type", "--traits", file.path, "--auto-enable-return-key", "--format", "json", "a@b.c"])
    #expect(result.stdout.hasPrefix(#"{"committed":"a@b.c","displayed":"a@b.c","taps":5,"#))
    #expect(result.stdout.contains(#""returnKey":{"label":"Next","enabled":true}"#))
  }

  @Test func iPadNumberPadIsTheFullKeyboard() throws {
    let result = try KbsimProcess.run(
      ["type", "--keyboard-type", "numberPad", "--idiom", "pad", "--format", "json", "12ab"])
    #expect(result.stdout.hasPrefix(#"{"committed":"12ab","#))
  }
}
