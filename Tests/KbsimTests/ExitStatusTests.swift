import Foundation
import KbsimCommands
import TestSupport
import Testing

/// One exit-status convention for every command, as the README documents it: 0 done, 1
/// findings (an error finding of `lint` or `scan --lint`, coverage below `--fail-under`), 2 bad
/// input or a failure, 64 a command line that does not parse or an option value out of range.
@Suite(.requires(.xkb, .compose))
struct ExitStatusTests {
  /// Per command: arguments it accepts, arguments whose input it cannot use, and (for the
  /// commands that judge) arguments with findings.
  struct Case: Sendable, CustomTestStringConvertible {
    var command: String
    var good: [String]?
    var badInput: [String]?
    var findings: [String]? = nil
    var testDescription: String { command }
  }

  static let cases: [Case] = [
    Case(
      command: "type", good: ["type", "hi"],
      badInput: ["type", "--traits", "/nonexistent.json", "hi"]),
    Case(
      command: "correct", good: ["correct", "teh"],
      badInput: ["correct", "--user-words", "/nonexistent", "teh"]),
    Case(
      command: "lint",
      good: [
        "lint", "--keyboard-type", "emailAddress", "--autocapitalization", "none",
        "--autocorrection", "no", "--spell-checking", "no",
      ],
      badInput: ["lint", "--traits", "/nonexistent.json"],
      findings: ["lint", "--keyboard-type", "emailAddress"]),
    Case(
      command: "scan", good: ["scan", Repository.example("scan/SignUp/LoginView.swift")],
      badInput: ["scan", "/nonexistent"], findings: ["scan", Repository.example("scan"), "--lint"]),
    Case(command: "press", good: ["press", "AC01"], badInput: ["press", "AC01+"]),
    Case(command: "plan", good: ["plan", "abc"], badInput: ["plan", "--layout", "us", "ü"]),
    Case(command: "layouts", good: ["layouts", "--matching", "german"], badInput: nil),
    Case(
      command: "devices", good: ["devices"], badInput: ["devices", "--layouts-dir", "/nonexistent"]),
    Case(
      command: "frame", good: ["frame", "--device", "iphone-15"],
      badInput: ["frame", "--device", "iphone-99"]),
    Case(
      command: "simulate", good: ["simulate", Repository.example("simulate/signup-iphone15.json")],
      badInput: ["simulate", "/nonexistent.json"]),
    Case(
      command: "inset", good: ["inset", Repository.example("inset/b1.json")],
      badInput: ["inset", "/nonexistent.json"]),
    Case(
      command: "coverage", good: ["coverage", "model", "--model", "core8"],
      badInput: ["coverage", "report", "/nonexistent.jsonl"],
      findings: [
        "coverage", "report", Repository.example("coverage/signup.jsonl"), "--model",
        Repository.example("coverage/signup-model.json"), "--fail-under", "99",
      ]),
    // The benchmarks and the verification run for minutes: their command lines only.
    Case(command: "bench", good: nil, badInput: nil),
    Case(command: "bench-scan", good: nil, badInput: nil),
    Case(command: "verify-layouts", good: nil, badInput: nil),
  ]

  @Test func everyCommandHasACase() {
    let names = KBSim.configuration.subcommands.compactMap { $0.configuration.commandName }
    #expect(Set(names) == Set(Self.cases.map(\.command)))
  }

  @Test(arguments: cases)
  func statusesFollowTheConvention(_ test: Case) throws {
    if let good = test.good {
      let result = try KbsimProcess.run(good)
      #expect(result.status == 0, "\(good): \(result.stderr)")
    }
    if let bad = test.badInput {
      let result = try KbsimProcess.run(bad)
      #expect(result.status == 2, "\(bad): \(result.stderr)")
      // `scan` reports each file it could not read as `error: PATH: …` and goes on.
      let prefix = test.command == "scan" ? "error: " : "Error: "
      #expect(result.stderr.hasPrefix(prefix), "\(bad): \(result.stderr)")
    }
    if let findings = test.findings {
      let result = try KbsimProcess.run(findings)
      #expect(result.status == 1, "\(findings): \(result.stderr)")
    }
    let usage = try KbsimProcess.run([test.command, "--no-such-option"])
    #expect(usage.status == 64, "\(test.command) --no-such-option: \(usage.stderr)")
  }
}
