import Foundation
import TestSupport
import Testing

/// End-to-end tests of `kbsim lint`: golden files for output, messages verbatim for bad input.
struct LintCommandTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func example(_ name: String) throws -> String {
    try String(
      contentsOf: root.appendingPathComponent("examples/lint/\(name)"), encoding: .utf8)
  }

  @Test func signUpFormInText() throws {
    let result = try KbsimProcess.run(
      ["lint", "--traits", "-"], stdin: Self.example("signup.json"))
    #expect(result.status == 1)
    #expect(result.stderr == "")
    try Golden.expect(result.stdout, matches: "signup.txt")
  }

  @Test func signUpFormInJSON() throws {
    let result = try KbsimProcess.run(
      ["lint", "--traits", "-", "--format", "json"], stdin: Self.example("signup.json"))
    #expect(result.status == 1)
    try Golden.expect(result.stdout, matches: "signup.json")
    // The output is JSON with one finding per line of the text report's findings.
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let document = try #require(object as? [String: Any])
    #expect((document["findings"] as? [Any])?.count == 11)
    #expect(document["fields"] as? Int == 4)
  }

  @Test func anEmailKeyboardIsAnErrorFromOptionsAlone() throws {
    let result = try KbsimProcess.run(["lint", "--keyboard-type", "emailAddress"])
    #expect(result.status == 1)
    try Golden.expect(result.stdout, matches: "email-keyboard.txt")
  }

  @Test func theSameFromATraitsFile() throws {
    let result = try KbsimProcess.run(
      ["lint", "--traits", "-", "--name", "email"], stdin: #"{"keyboardType":"emailAddress"}"#)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "<stdin>: error: email: autocapitalizationType is sentences, UIKit's default, for an "
          + "email address: its first letter is typed as a capital [email-autocapitalization]\n"
          + "  fix: autocapitalizationType = none\n"))
  }

  @Test func warningsAloneExitZero() throws {
    let result = try KbsimProcess.run(
      ["lint", "--traits", "-"],
      stdin:
        #"{"name":"amount","traits":{"keyboardType":"decimalPad"},"hasInputAccessoryView":true}"#)
    #expect(result.status == 0)
    try Golden.expect(result.stdout, matches: "amount.txt")
  }

  @Test func aCleanFieldHasNoFindings() throws {
    let result = try KbsimProcess.run(
      [
        "lint", "--keyboard-type", "emailAddress", "--autocapitalization", "none",
        "--autocorrection", "no", "--content-type", "emailAddress",
      ])
    #expect(result.status == 0)
    #expect(result.stdout == "no findings in 1 field\n")
  }

  @Test func optionsOverrideATraitsFile() throws {
    let result = try KbsimProcess.run(
      [
        "lint", "--traits", "-", "--autocapitalization", "none", "--disable",
        "address-autocorrection",
        "--disable", "email-content-type",
      ],
      stdin: #"{"keyboardType":"emailAddress"}"#)
    #expect(result.status == 0)
    #expect(result.stdout == "no findings in 1 field\n")
  }

  @Test func iPadSkipsTheNumberPadRules() throws {
    let phone = try KbsimProcess.run(["lint", "--keyboard-type", "numberPad"])
    let pad = try KbsimProcess.run(["lint", "--keyboard-type", "numberPad", "--idiom", "pad"])
    #expect(phone.stdout.contains("[number-pad-without-dismiss]"))
    #expect(!pad.stdout.contains("[number-pad-without-dismiss]"))
    #expect(pad.status == 0)
  }
}
