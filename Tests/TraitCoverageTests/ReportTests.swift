import InputTraits
import JSONCoding
import TestSupport
import Testing
import TraitCoverage

/// Reports of the sign-up example (examples/coverage): what they count, and their four
/// renderings as golden files.
struct ReportTests {
  static func signUp(strength: Int = 2) throws -> CoverageReport {
    let model = try TraitModel(
      data: try Repository.exampleBytes("coverage/signup-model.json"), source: "signup-model.json")
    let constraints = try ConstraintSet(
      data: try Repository.exampleBytes("coverage/signup-rules.json"), source: "signup-rules.json")
    let recording = try TraitRecording(
      data: try Repository.exampleBytes("coverage/signup.jsonl"), source: "signup.jsonl")
    return try CoverageReport(
      recording: recording, model: model, constraints: constraints, strength: strength)
  }

  @Test func countsTheSignUpFields() throws {
    let report = try Self.signUp(strength: 3)
    #expect(report.configurations == 4)
    #expect(report.countedConfigurations == 4)
    #expect(report.strengths.map(\.covered) == (1...3).map { Self.recount(strength: $0) })
    #expect(report.strengths.map(\.total) == [18, 125, 432])
    #expect(report.strengths[1].missing.count == 125 - 58)
    // The code field declares Next on a number pad, which has no return key: it counts as
    // returnKeyType = default.
    #expect(report.flagged.count == 1)
    #expect(report.flagged[0].entry.record.field == "code")
    #expect(report.flagged[0].countedAs?[3] == .name("default"))
  }

  /// The covered tuples of the four sign-up rows (as the recording declares them, the code
  /// field's return key forced to default), recounted as sets of strings.
  static func recount(strength: Int) -> Int {
    let rows: [[String]] = [
      ["default", "words", "default", "next", "false", "name"],
      ["emailAddress", "none", "no", "next", "false", "emailAddress"],
      ["default", "sentences", "no", "done", "true", "newPassword"],
      ["numberPad", "sentences", "default", "default", "false", "oneTimeCode"],
    ]
    var tuples = Set<String>()
    for row in rows {
      func choose(_ start: Int, _ chosen: [String]) {
        if chosen.count == strength {
          tuples.insert(chosen.joined(separator: ","))
          return
        }
        for i in start..<row.count { choose(i + 1, chosen + ["\(i)=\(row[i])"]) }
      }
      choose(0, [])
    }
    return tuples.count
  }

  @Test func outsideValuesAndBrokenExclusionsDoNotCount() throws {
    let model = try TraitModel(
      data: try Repository.exampleBytes("coverage/signup-model.json"), source: "signup-model.json")
    let constraints = try ConstraintSet(
      data: try Repository.exampleBytes("coverage/signup-rules.json"), source: "signup-rules.json")
    let records = [
      TraitRecord(traits: TextInputTraits(keyboardType: .twitter), source: .test, field: "handle"),
      TraitRecord(
        traits: TextInputTraits(keyboardType: .numberPad, textContentType: .name), source: .test),
      TraitRecord(traits: TextInputTraits(isSecureTextEntry: true), source: .test, field: "pin"),
      TraitRecord(
        traits: TextInputTraits(textContentType: .newPassword), source: .test, field: "new"),
    ]
    let report = try CoverageReport(
      recording: TraitRecording(records: records), model: model, constraints: constraints,
      strength: 2)
    #expect(report.countedConfigurations == 2)
    #expect(report.flagged.map(\.entry.record.field) == ["handle", nil, "new"])
    #expect(report.flagged.map { $0.countedAs == nil } == [true, true, false])
    #expect(
      report.flagged[0].flags == [.outsideModel(trait: "keyboardType", value: .name("twitter"))])
    // Secure entry with autocorrection default is how iOS resolves the field: counted as
    // autocorrection no, not flagged. A new-password field left visible breaks a rule the app
    // chose: flagged, and counted as the secure field the rule forces.
    #expect(report.flagged[2].countedAs?[4] == .bool(true))
  }

  @Test func lintErrorsAreFlaggedAndCounted() throws {
    let records = [
      TraitRecord(
        traits: TextInputTraits(keyboardType: .emailAddress), source: .type, field: "email")
    ]
    let report = try CoverageReport(
      recording: TraitRecording(records: records), model: TraitModel(preset: "core8"),
      constraints: .ios, strength: 1)
    #expect(report.countedConfigurations == 1)
    #expect(
      report.flagged.first?.flags.contains {
        if case .lint("email-autocapitalization", _) = $0 { true } else { false }
      } == true)
  }

  @Test func textGolden() throws {
    try Golden.expect(Self.signUp().text(missingLimit: 10), matches: "signup.txt")
  }

  @Test func markdownGolden() throws {
    try Golden.expect(Self.signUp().markdown(missingLimit: 10), matches: "signup.md")
  }

  @Test func jsonGolden() throws {
    try Golden.expect(
      JSONWriter.pretty(Self.signUp().json, style: .inlineLeaves) + "\n", matches: "signup.json")
  }

  @Test func htmlGolden() throws {
    try Golden.expect(Self.signUp().html(), matches: "signup.html")
  }

  @Test func htmlIsSelfContained() throws {
    let html = try Self.signUp().html()
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("<img"))
    // One heat map per pair of the six parameters.
    #expect(html.components(separatedBy: "<figure class=\"heatmap\"").count - 1 == 15)
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let json = try Self.signUp().json
    let object = try #require(json.objectValue)
    #expect(
      object.keys == [
        "model", "constraints", "configurations", "counted", "distinct", "strengths", "values",
        "flagged",
      ])
    let pairs = try #require(object["strengths"]?.objectValue?["2"]?.objectValue)
    #expect(pairs.keys == ["covered", "total", "percent", "excluded", "missing"])
    #expect(pairs["covered"] == .number(JSONNumber(58)))
  }
}
