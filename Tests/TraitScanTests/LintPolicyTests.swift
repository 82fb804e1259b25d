import Foundation
import InputTraits
import JSONCoding
import Testing
import TraitScan

/// What a project decides about its findings: configuration, comments, baselines, and the
/// formats CI reads.
struct LintPolicyTests {
  static func finding(
    _ rule: String = "number-pad-without-dismiss", file: String = "App/Main.storyboard",
    line: Int = 12, field: String = "pinField", severity: LintSeverity = .warning
  ) -> ScanFinding {
    ScanFinding(
      file: file, line: line, column: 5, severity: severity, rule: rule, field: field,
      message: "\(field): keyboardType numberPad has no return key", fix: [],
      advice: "add an inputAccessoryView")
  }

  @Test func aConfigurationSwitchesRulesOffChangesSeveritiesAndIgnoresFindings() throws {
    let configuration = try ScanConfiguration.decode(
      """
      {"rules": {"email-content-type": "off", "number-pad-without-dismiss": "error"},
       "exclude": ["*/Pods/*"], "idiom": "pad", "failOn": "warning",
       "ignore": [{"rule": "return-key-on-pad", "field": "pinField"},
                  {"file": "*/Legacy/*"}]}
      """, source: ".kbsim.json")
    #expect(configuration.disabledRules == ["email-content-type"])
    #expect(configuration.idiom == .pad)
    #expect(configuration.failOn == .warning)
    #expect(configuration.excludes == ["*/Pods/*"])
    #expect(configuration.apply(to: Self.finding())?.severity == .error)
    #expect(configuration.apply(to: Self.finding("return-key-on-pad")) == nil)
    #expect(configuration.apply(to: Self.finding(file: "App/Legacy/Old.xib")) == nil)
    #expect(configuration.apply(to: Self.finding("email-content-type")) == nil)
  }

  @Test(arguments: [
    (
      #"{"rules": {"email-autocap": "off"}}"#,
      "x.json:1:29: at rules.email-autocap: unknown rule id 'email-autocap'; did you mean "
        + "'email-autocapitalization'?"
    ),
    (
      #"{"rules": {"email-content-type": "loud"}}"#,
      "x.json:1:34: at rules.email-content-type: unknown setting 'loud'; expected off, info, "
        + "warning or error"
    ),
    (
      #"{"ignore": [{"rule": "*"}]}"#,
      "x.json:1:13: at ignore[0]: an ignore entry needs a file or a field"
    ),
    (
      #"{"idiom": "tablet"}"#,
      "x.json:1:11: at idiom: unknown idiom 'tablet'; expected phone or pad"
    ),
  ])
  func aBadConfigurationIsOneLineNamingThePlace(text: String, message: String) {
    #expect(throws: (any Error).self) { try ScanConfiguration.decode(text, source: "x.json") }
    do {
      _ = try ScanConfiguration.decode(text, source: "x.json")
    } catch {
      #expect("\(error)".hasPrefix(message), "\(error)")
    }
  }

  @Test func commentsSuppressALineTheNextLineOrASpan() {
    let text = """
      a // kbsim:disable-line number-pad-without-dismiss
      // kbsim:disable-next-line
      c
      // kbsim:disable email-autocapitalization, address-autocorrection
      e
      // kbsim:enable email-autocapitalization
      g
      """
    let suppressions = InlineSuppressions(text: text)
    #expect(suppressions.covers(line: 1, rule: "number-pad-without-dismiss"))
    #expect(!suppressions.covers(line: 1, rule: "return-key-on-pad"))
    #expect(suppressions.covers(line: 3, rule: "anything"))
    #expect(suppressions.covers(line: 5, rule: "email-autocapitalization"))
    #expect(!suppressions.covers(line: 7, rule: "email-autocapitalization"))
    #expect(suppressions.covers(line: 7, rule: "address-autocorrection"))
    #expect(!suppressions.covers(line: 2, rule: "anything"))
  }

  @Test func aBaselineExcusesEachRecordedFindingOnceWhereverItMoved() throws {
    let old = [Self.finding(line: 12), Self.finding(field: "amountField")]
    let baseline = try JSON.decode(
      LintBaseline.self, from: LintBaseline(old).json, source: "baseline.json")
    #expect(baseline.count == 2)
    let later = [
      Self.finding(line: 40), Self.finding(line: 41), Self.finding(field: "amountField"),
      Self.finding("return-key-on-pad"),
    ]
    let (new, known) = baseline.filter(later)
    #expect(known == 2)
    #expect(new.map(\.line) == [41, 12])
  }

  @Test func thePolicyCountsWhatEachStepLeavesOut() {
    var configuration = ScanConfiguration()
    configuration.disabledRules = ["return-key-on-pad"]
    let policy = LintPolicy(
      configuration: configuration, baseline: LintBaseline([Self.finding(field: "known")]))
    let findings = [
      Self.finding(), Self.finding("return-key-on-pad"), Self.finding(field: "known"),
      Self.finding(line: 3, field: "quiet"),
    ]
    let outcome = policy.apply(to: findings) { _ in "1\n// kbsim:disable-next-line\nx\n" }
    #expect(outcome.findings.map(\.field) == ["pinField"])
    #expect((outcome.ignored, outcome.suppressed, outcome.baselined) == (1, 1, 1))
    #expect(policy.fails(outcome.findings) == false)  // warnings; failOn is error
  }

  @Test func annotationsEscapeWhatWorkflowCommandsNeed() {
    var finding = Self.finding(file: "App/A,B:C.swift", severity: .error)
    finding.message = "100% wrong\nreally"
    #expect(
      GitHubAnnotations.lines([finding])
        == "::error file=App/A%2CB%3AC.swift,line=12,col=5,title=number-pad-without-dismiss::"
        + "100%25 wrong%0Areally. Fix: add an inputAccessoryView\n")
  }

  @Test func theSARIFLogNamesEveryRuleAndLocatesEveryResult() throws {
    let text = LintSARIF(findings: [Self.finding(file: "App/My App/Main.storyboard")], version: "9")
      .text
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == ScanLinter.allRuleIDs)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let index = try #require(result["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "number-pad-without-dismiss")
    #expect(result["level"] as? String == "warning")
    let location = try #require(
      ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
    #expect(
      (location["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "App/My%20App/Main.storyboard")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 12)
  }
}
