import Foundation
import TestSupport
import Testing

/// Bad input to `kbsim type`: one line on stderr, non-zero exit, nothing on stdout.
@Suite(.requires(.xkb))
struct TypeBadInputTests {
  private func expectFailure(
    _ result: ProcessResult, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status != 0, sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
    #expect(result.stderr == "Error: \(message)\n", sourceLocation: sourceLocation)
  }

  @Test func unknownTraitValueListsTheValidOnes() throws {
    expectFailure(
      try KbsimProcess.run(["type", "--keyboard-type", "emial", "x"]),
      "unknown keyboardType 'emial' at --keyboard-type; did you mean 'emailAddress'? (valid: "
        + "default, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, "
        + "emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad, alphabet)")
  }

  @Test func unknownTraitNameInAFileListsTheValidOnes() throws {
    let file = try temporaryFile(#"{"keyboardTyp":"URL"}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try KbsimProcess.run(["type", "--traits", file, "x"])
    #expect(result.status != 0)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: \(file):1:2: at keyboardTyp: unknown trait 'keyboardTyp'; did you mean 'keyboardType'? (valid: keyboardType, "
      ))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func wrongJSONTypeNamesTheKey() throws {
    let file = try temporaryFile(#"{"isSecureTextEntry":"yes"}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    expectFailure(
      try KbsimProcess.run(["type", "--traits", file, "x"]),
      "\(file):1:22: at isSecureTextEntry: expected a boolean, found a string")
  }

  @Test func unknownKeysymInALayoutFileNamesFilePlaneRowAndKey() throws {
    let layouts = try copyLayouts()
    defer { try? FileManager.default.removeItem(at: layouts) }
    let file = layouts.appendingPathComponent("keyboards/numberPad.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: #""keysym": "5""#, with: #""keysym": "Retrun""#)
      .write(to: file, atomically: true, encoding: .utf8)
    expectFailure(
      try KbsimProcess.run(
        ["type", "--layouts-dir", layouts.path, "--keyboard-type", "numberPad", "1"]),
      "\(file.path): phone plane 'pad' row 2 key 2: unknown keysym 'Retrun'; did you mean 'Return'?"
    )
  }

  @Test func missingLayoutFileNamesTheKeyboardType() throws {
    let layouts = try copyLayouts()
    defer { try? FileManager.default.removeItem(at: layouts) }
    let file = layouts.appendingPathComponent("keyboards/twitter.json")
    try FileManager.default.removeItem(at: file)
    expectFailure(
      try KbsimProcess.run([
        "type", "--layouts-dir", layouts.path, "--keyboard-type", "twitter", "x",
      ]),
      "no keyboard layout for keyboardType 'twitter': \(file.path) does not exist")
  }

  @Test func invalidUTF8ArgumentIsRefused() throws {
    let result = try KbsimProcess.shell(#"exec "$0" type "$(printf 'ab\377c')""#)
    expectFailure(result, "argument 2 ('ab\\xFFc') is not valid UTF-8")
  }

  @Test func invalidUTF8OnStandardInputIsRefused() throws {
    let result = try KbsimProcess.shell(#"printf 'ab\377' | "$0" type -"#)
    expectFailure(result, "standard input is not valid UTF-8: byte 0xFF at offset 2")
  }

  @Test func unknownLayoutSuggestsOne() throws {
    expectFailure(
      try KbsimProcess.run(["type", "--layout", "frr", "x"]),
      "unknown layout 'frr'; did you mean 'fr'?")
  }

  @Test func tapNotOnThePlaneIsNamed() throws {
    expectFailure(
      try KbsimProcess.run(["type", "--taps", "a", "1"]),
      "tap 2 '1': no such key on the letters plane")
  }

  private func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("type-\(UUID()).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private func copyLayouts() throws -> URL {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts")
    let target = FileManager.default.temporaryDirectory.appendingPathComponent("layouts-\(UUID())")
    try FileManager.default.copyItem(at: source, to: target)
    return target
  }
}
