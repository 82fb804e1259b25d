import Testing
import TraitCoverage

/// Bad models, constraints, recordings and plan rows: one line naming the input, the line and
/// column, and the nearest valid name.
struct InputErrorTests {
  static func error(_ body: () throws -> Void) -> CoverageError? {
    do {
      try body()
      return nil
    } catch {
      return error as? CoverageError
    }
  }

  static func model(_ json: String) throws -> TraitModel {
    try TraitModel(data: Array(json.utf8), source: "m.json")
  }

  static func constraints(_ json: String) throws -> ConstraintSet {
    try ConstraintSet(data: Array(json.utf8), source: "c.json")
  }

  @Test func unknownTraitInAModelSuggestsTheNearest() throws {
    let error = try #require(
      Self.error {
        _ = try Self.model(
          "{\"parameters\": [\n  \"keyboardType\",\n  {\"trait\": \"retunKeyType\"}]}")
      })
    #expect(error.code == .unknownParameter)
    #expect(error.suggestion?.candidate == "returnKeyType")
    #expect(
      error.message.hasPrefix(
        "m.json:3:13: at parameters[1].trait: unknown trait 'retunKeyType'; did you mean 'returnKeyType'?"
      ))
  }

  @Test func unknownValueInAModelSuggestsTheNearest() throws {
    let error = try #require(
      Self.error {
        _ = try Self.model(
          #"{"parameters": [{"trait": "keyboardType", "values": ["default", "emial"]}]}"#)
      })
    #expect(error.code == .unknownValue)
    #expect(error.suggestion?.candidate == "emailAddress")
    #expect(
      error.message.hasPrefix(
        "m.json:1:65: at parameters[0].values[1]: unknown keyboardType 'emial'"))
  }

  @Test func modelKeysAndShapesAreChecked() throws {
    #expect(
      Self.error { _ = try Self.model(#"{"parameter": []}"#) }?.suggestion?.candidate
        == "parameters")
    #expect(Self.error { _ = try Self.model(#"{"parameters": []}"#) }?.code == .invalidModel)
    #expect(
      Self.error { _ = try Self.model(#"{"parameters": ["keyboardType", "keyboardType"]}"#) }?
        .message
        == "m.json:1:33: at parameters[1]: keyboardType is listed twice")
    #expect(
      Self.error {
        _ = try Self.model(
          #"{"parameters": [{"trait": "isSecureTextEntry", "values": [true, true]}]}"#)
      }?
      .code == .invalidModel)
    #expect(
      Self.error {
        _ = try Self.model(#"{"parameters": [{"trait": "isSecureTextEntry", "values": ["true"]}]}"#)
      }?
      .code == .unknownValue)
  }

  @Test func contentTypesReadByNameOrRawString() throws {
    let model = try Self.model(
      #"{"parameters": [{"trait": "textContentType", "values": [null, "one-time-code", "username"]}]}"#
    )
    #expect(model.parameters[0].values == [.null, .name("oneTimeCode"), .name("username")])
  }

  @Test func unknownModelNameSuggestsAPreset() throws {
    let error = try #require(Self.error { _ = try TraitModel.load("core9") })
    #expect(error.code == .unknownModel)
    #expect(
      error.message
        == "unknown model 'core9'; did you mean 'core8'? (valid: core8, core8+tct, full16, FILE.json)"
    )
  }

  @Test func unknownTraitInAConstraintSuggestsTheNearest() throws {
    let error = try #require(
      Self.error {
        _ = try Self.constraints(
          "[\n {\"if\": {\"isSecureTextEntri\": true}, \"then\": {\"autocorrectionType\": \"no\"}}]"
        )
      })
    #expect(error.code == .unknownParameter)
    #expect(error.suggestion?.candidate == "isSecureTextEntry")
    #expect(error.message.hasPrefix("c.json:2:31: at [0].if.isSecureTextEntri: unknown trait"))
  }

  @Test func constraintShapesAreChecked() throws {
    #expect(
      Self.error { _ = try Self.constraints(#"[{"iff": {}}]"#) }?.suggestion?.candidate == "if")
    #expect(
      Self.error { _ = try Self.constraints(#"[{"if": {"keyboardType": "URL"}}]"#) }?.message
        == #"c.json:1:2: at [0]: expected "then" (with "if") or "not""#)
    #expect(
      Self.error {
        _ = try Self.constraints(
          #"[{"not": {"keyboardType": "URL"}, "then": {"returnKeyType": "go"}}]"#)
      }?
      .code == .invalidConstraint)
    #expect(
      Self.error { _ = try Self.constraints(#"{"extends": "iOS"}"#) }?.suggestion?.candidate
        == "ios")
    #expect(
      Self.error { _ = try Self.constraints(#"[{"not": {"returnKeyType": ["go", "goo"]}}]"#) }?
        .suggestion?
        .candidate == "go")
  }

  @Test func unsatisfiableConstraintsNameTheConflict() throws {
    let constraints = try Self.constraints(
      """
      {"extends": "ios", "constraints": [
        {"then": {"isSecureTextEntry": true}},
        {"not": {"keyboardType": "URL"}},
        {"if": {"isSecureTextEntry": true}, "then": {"autocorrectionType": "yes"}}
      ]}
      """)
    let error = try #require(
      Self.error {
        _ = try TraitPlan(model: TraitModel(preset: "core8"), constraints: constraints, strength: 2)
      })
    #expect(error.code == .unsatisfiable)
    #expect(
      error.message
        == "c.json: constraints ios 1 (if isSecureTextEntry = true then autocorrectionType = no) and "
        + "c.json:2 (always isSecureTextEntry = true) and c.json:4 (if isSecureTextEntry = true then "
        + "autocorrectionType = yes) together exclude every configuration of model 'core8'")
  }

  @Test func aSingleImpossibleConstraintIsNamed() throws {
    let constraints = try Self.constraints(#"[{"not": {"isSecureTextEntry": [true, false]}}]"#)
    let error = try #require(
      Self.error {
        _ = try ModelSummary(model: TraitModel(preset: "core8"), constraints: constraints)
      })
    #expect(
      error.message
        == "c.json: constraint c.json:1 (not (isSecureTextEntry ∈ {true, false})) excludes every "
        + "configuration of model 'core8'")
  }

  @Test(arguments: [0, 4, 9])
  func strengthOutsideTheModelIsAnError(_ strength: Int) throws {
    let model = try Self.model(
      #"{"parameters": ["keyboardType", "returnKeyType", "isSecureTextEntry"]}"#)
    let error = try #require(
      Self.error { _ = try TraitPlan(model: model, constraints: .ios, strength: strength) })
    #expect(error.code == .invalidStrength)
  }

  @Test func strengthAboveTheParametersSaysSo() throws {
    let model = try Self.model(#"{"name": "two", "parameters": ["keyboardType", "returnKeyType"]}"#)
    let error = try #require(
      Self.error { _ = try TraitPlan(model: model, constraints: .none, strength: 3) })
    #expect(error.message == "strength 3 is above the 2 parameters of model 'two'")
  }

  @Test func badRecordLinesNameTheLine() throws {
    let text = """
      {"traits":{"keyboardType":"URL"},"source":"test"}

      {"traits":{"keyboardType":"URLL"},"source":"test"}
      """
    let error = try #require(
      Self.error { _ = try TraitRecording(data: Array(text.utf8), source: "r.jsonl") })
    #expect(error.code == .invalidRecording)
    #expect(
      error.message.hasPrefix("r.jsonl:3:27: at traits.keyboardType: unknown keyboardType 'URLL'"))
    #expect(error.suggestion?.candidate == "URL")
  }

  @Test func recordsReadFastAndStrictlyAlike() throws {
    // Lines in the common shape and lines only the strict decoder reads (raw values,
    // aliases, raw content-type strings) give the same records.
    let common =
      #"{"traits":{"keyboardType":"asciiCapable","textContentType":"oneTimeCode","passwordRules":"minlength: 8;"},"source":"test","field":"code","test":null}"#
    let unusual =
      #"{"test":null,"field":"code","source":"test","traits":{"keyboardType":"alphabet","textContentType":"one-time-code","passwordRules":"minlength: 8;"}}"#
    let raw =
      #"{"traits":{"keyboardType":1,"textContentType":"one-time-code","passwordRules":"minlength: 8;"},"source":"test","field":"code"}"#
    let records = try TraitRecording(
      data: Array([common, unusual, raw].joined(separator: "\n").utf8), source: "r.jsonl"
    )
    .entries.map(\.record)
    #expect(records.count == 3)
    #expect(records[0] == records[1])
    #expect(records[0] == records[2])
  }

  @Test func planRowsFromAnotherModelAreRejected() throws {
    let plan = try PlanFile(
      data: Array(#"{"row":1,"traits":{"keyboardType":"URL","textContentType":"URL"}}"#.utf8),
      source: "p.jsonl")
    let error = try #require(
      Self.error { _ = try plan.rows(for: TraitModel(preset: "core8"), constraints: .ios) })
    #expect(error.code == .invalidRow)
    #expect(
      error.message
        == "p.jsonl:1: textContentType is not a parameter of model 'core8' (a plan of another model?)"
    )
  }

  @Test func planRowsThatBreakTheConstraintsAreRejected() throws {
    let plan = try PlanFile(
      data: Array("\n{\"traits\":{\"keyboardType\":\"numberPad\",\"returnKeyType\":\"go\"}}".utf8),
      source: "p.jsonl")
    let error = try #require(
      Self.error { _ = try plan.rows(for: TraitModel(preset: "core8"), constraints: .ios) })
    #expect(error.message == "p.jsonl:2: no configuration with these values satisfies 'ios'")
  }
}
