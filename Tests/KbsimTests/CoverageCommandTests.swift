import Foundation
import TestSupport
import Testing

/// `kbsim coverage` end to end, as a process.
struct CoverageCommandTests {
  static let model = Repository.example("coverage/signup-model.json")
  static let rules = Repository.example("coverage/signup-rules.json")
  static let recording = Repository.example("coverage/signup.jsonl")

  static func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-coverage-\(UUID().uuidString)-\(name)").path
  }

  @Test func modelSummaryOfCore8() throws {
    let run = try KbsimProcess.run(["coverage", "model"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    try Golden.expect(run.stdout, matches: "model-core8-ios.txt")
  }

  @Test func reportOfTheSignUpRecording() throws {
    let run = try KbsimProcess.run(
      [
        "coverage", "report", "-", "--model", Self.model, "--constraints", Self.rules,
        "--format", "markdown", "--missing-limit", "5",
      ], stdin: try String(contentsOfFile: Self.recording, encoding: .utf8))
    #expect(run.status == 0)
    // The constraint labels name the rules file by its path; compare without it.
    try Golden.expect(
      run.stdout.replacingOccurrences(of: Self.rules, with: "signup-rules.json"),
      matches: "signup-report.md")
  }

  @Test func failUnderExitsOne() throws {
    let run = try KbsimProcess.run([
      "coverage", "report", Self.recording, "--model", Self.model, "--fail-under", "50",
    ])
    #expect(run.status == 1)
    #expect(run.stderr == "coverage: t=2 coverage 45 % is below --fail-under 50 %\n")
    #expect(run.stdout.hasPrefix("Trait coverage of sign-up form"))
    let passing = try KbsimProcess.run([
      "coverage", "report", Self.recording, "--model", Self.model, "--fail-under", "40",
    ])
    #expect(passing.status == 0)
  }

  @Test func outputFileIsWrittenWholeOrNotAtAll() throws {
    let path = Self.temporary("report.html")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let good = try KbsimProcess.run([
      "coverage", "report", Self.recording, "--format", "html", "--output", path,
    ])
    #expect(good.status == 0)
    #expect(good.stdout.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    let missing = Self.temporary("never.html")
    let bad = try KbsimProcess.run([
      "coverage", "report", Self.recording, "--strength", "9", "--output", missing,
    ])
    #expect(bad.status == 2)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func planWithSeedsThenRunIt() throws {
    let plan = try KbsimProcess.run([
      "coverage", "plan", "--model", Self.model, "--constraints", Self.rules, "--seed-from",
      Self.recording,
    ])
    #expect(plan.status == 0)
    let lines = plan.stdout.split(separator: "\n")
    #expect(lines.count == 11)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"row\":") })
    #expect(plan.stderr.hasPrefix("11 configurations cover the 67 valid pairs of sign-up form"))
    let path = Self.temporary("plan.jsonl")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try plan.stdout.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try KbsimProcess.run(["coverage", "run", path, "--text", "jane"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("typed \"jane\" into 11 configurations of \(path): "))
    #expect(run.stdout.contains("\"Jane\""))
    #expect(run.stdout.contains("\"jane\""))
  }

  @Test func theSameSeedGivesTheSamePlanText() throws {
    let first = try KbsimProcess.run(["coverage", "plan", "--seed", "3", "--format", "csv"])
    let second = try KbsimProcess.run(["coverage", "plan", "--seed", "3", "--format", "csv"])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.hasPrefix("row,keyboardType,autocapitalizationType,"))
    #expect(first.stdout.split(separator: "\n").count == 113)
  }

  @Test func includedRowsComeFirst() throws {
    let path = Self.temporary("include.jsonl")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try #"{"traits":{"keyboardType":"URL","returnKeyType":"go","isSecureTextEntry":false}}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try KbsimProcess.run(["coverage", "plan", "--include", path, "--format", "json"])
    #expect(run.status == 0)
    #expect(run.stdout.contains(#""includedRows": 1"#))
    let first = try #require(run.stdout.range(of: #""traits": {"#))
    #expect(run.stdout[first.upperBound...].hasPrefix(#""keyboardType": "URL", "#))
  }

  @Test func recordingFromTypeLintAndSimulate() throws {
    let path = Self.temporary("traits.jsonl")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let typed = try KbsimProcess.run([
      "type", "--keyboard-type", "emailAddress", "--field", "email", "--record", path,
      "jane@example.com",
    ])
    #expect(typed.status == 0)
    let linted = try KbsimProcess.run(
      ["lint", "--traits", Repository.example("lint/signup.json")],
      environment: ["KBSIM_RECORD": path])
    #expect(linted.status == 1)
    let simulated = try KbsimProcess.run([
      "simulate", Repository.example("simulate/signup-typed-iphone15.json"), "--record", path,
    ])
    #expect(simulated.status == 0)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 1 + 4 + 4)
    #expect(
      lines[0]
        == #"{"traits":{"keyboardType":"emailAddress"},"source":"type","field":"email","test":null}"#
    )
    #expect(lines[1].contains(#""source":"lint","field":"fullName""#))
    #expect(lines[5].contains(#""source":"simulate","field":"name""#))
  }

  /// Bad input: one line on stderr naming the input, a non-zero exit, nothing on stdout.
  static let badInput: [(arguments: [String], stdin: String, message: String)] = [
    (
      ["coverage", "model", "--model", "core9"], "",
      "Error: unknown model 'core9'; did you mean 'core8'? (valid: core8, core8+tct, full16, FILE.json)\n"
    ),
    (["coverage", "report", "-"], "", "Error: <stdin>: the recording is empty (no records)\n"),
    (
      ["coverage", "report", "-"], #"{"traits":{"returnKeyType":"nxt"},"source":"type"}"#,
      "Error: <stdin>:1:28: at traits.returnKeyType: unknown returnKeyType 'nxt'; did you mean 'next'? "
        + "(valid: default, go, google, join, next, route, search, send, yahoo, done, emergencyCall, continue)\n"
    ),
    (["coverage", "plan", "--strength", "4"], "", "Error: strength 4 is not 1, 2 or 3\n"),
    (
      ["coverage", "plan", "--constraints", "ios2"], "",
      "Error: unknown constraint set 'ios2'; did you mean 'ios'? (valid: none, ios, FILE.json)\n"
    ),
    (
      ["coverage", "run", "-", "--text", "a"], #"{"row":1,"traits":{"keyboardTyp":"URL"}}"#,
      "Error: <stdin>:1:34: at traits.keyboardTyp: unknown trait 'keyboardTyp'; did you mean 'keyboardType'? "
        + "(valid: keyboardType, autocapitalizationType, autocorrectionType, spellCheckingType, returnKeyType, "
        + "enablesReturnKeyAutomatically, keyboardAppearance, isSecureTextEntry, textContentType, smartQuotesType, "
        + "smartDashesType, smartInsertDeleteType, inlinePredictionType, passwordRules, writingToolsBehavior, "
        + "mathExpressionCompletionType)\n"
    ),
    (
      ["coverage", "plan", "--include", "-"], #"{"row":1,"traits":{"textContentType":"URL"}}"#,
      "Error: <stdin>:1: textContentType is not a parameter of model 'core8' (a plan of another model?)\n"
    ),
  ]

  @Test(arguments: badInput)
  func badInputIsOneLine(_ arguments: [String], _ stdin: String, _ message: String) throws {
    let run = try KbsimProcess.run(arguments, stdin: stdin)
    #expect(run.status != 0)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == message)
  }
}

/// `kbsim coverage SUBCOMMAND --help` fits 80 columns and lists exactly the formats it prints.
struct CoverageHelpTests {
  static let formats: [(subcommand: String, formats: [String])] = [
    ("model", ["text", "json"]), ("report", ["text", "markdown", "json", "html"]),
    ("plan", ["jsonl", "json", "csv", "text"]), ("run", ["text", "json", "jsonl"]),
    ("bench", ["text", "json"]),
  ]

  @Test(arguments: formats)
  func helpFitsAndListsTheFormats(subcommand: String, formats: [String]) throws {
    let narrow = try KbsimProcess.run(
      ["coverage", subcommand, "--help"], environment: ["COLUMNS": "80"])
    #expect(narrow.status == 0)
    let long = narrow.stdout.split(separator: "\n").filter {
      $0.count > 80 && !$0.hasPrefix("USAGE:") && !$0.hasPrefix("kbsim ")
    }
    #expect(long.isEmpty, "\(subcommand): \(long)")
    let wide = try KbsimProcess.run(
      ["coverage", subcommand, "--help"], environment: ["COLUMNS": "200"])
    let line = wide.stdout.split(separator: "\n").first {
      $0.contains("--format <format>") && $0.contains("(values: ")
    }
    let values = line?.split(separator: "(values: ").last?.split(separator: ";").first
      .map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    #expect(values == formats, "\(subcommand)")
  }
}
