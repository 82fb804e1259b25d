import InputTraits
import Testing
import TraitCoverage

struct SignUpCoverageTests {
  // Three traits of a sign-up form, and the two configurations its tests exercised.
  let model: TraitModel
  let recorder = TraitRecorder()  // in memory; TraitRecorder(path:) appends JSON Lines

  init() throws {
    model = try TraitModel(
      name: "sign-up",
      parameters: [
        .init(
          name: "keyboardType",
          values: [.name("default"), .name("emailAddress"), .name("numberPad")]),
        .init(name: "isSecureTextEntry", values: [.bool(false), .bool(true)]),
        .init(name: "autocorrectionType", values: [.name("default"), .name("no")]),
      ])
    try recorder.record(
      TextInputTraits(keyboardType: .emailAddress, autocorrectionType: .no), field: "email")
    try recorder.record(
      TextInputTraits(autocorrectionType: .no, isSecureTextEntry: true), field: "password")
  }

  @Test func pairsTheTestsMissed() throws {
    let report = try CoverageReport(
      recording: TraitRecording(records: recorder.records), model: model, constraints: .ios,
      strength: 2)
    let pairs = report.strengths[1]
    // iOS turns autocorrection off in secure fields: that pair cannot be tested.
    #expect(pairs.excluded == 1)
    #expect(pairs.total == 15)
    #expect(pairs.covered == 6)
  }

  @Test func thePlanCoversTheRest() throws {
    let recorded = TraitRecording(records: recorder.records)
    let plan = try TraitPlan(model: model, constraints: .ios, strength: 2, recorded: recorded)
    let planned = plan.rows.indices.map {
      TraitRecord(traits: plan.traits(ofRow: $0), source: .test)
    }
    let report = try CoverageReport(
      recording: TraitRecording(records: recorder.records + planned), model: model,
      constraints: .ios, strength: 2)
    #expect(report.strengths[1].percent == 100)
  }
}
