import Foundation
import JSONCoding
import TraitCoverage

extension FuzzTarget {
  /// A coverage model file, summarised under the iOS constraints as `kbsim coverage model`
  /// does.
  static let coverageModel = FuzzTarget(
    "coverage-model", "coverage model files (TraitModel): parsed, summarised",
    seeds: [.files(under: ["examples/coverage"], extensions: ["json"])]
  ) { data in
    let model = try TraitModel(data: data, source: "model.json")
    let summary = try ModelSummary(model: model, constraints: .ios)
    _ = summary.text()
    try OutputRules.json(JSONWriter.line(summary.json), "model summary")
  }

  /// A constraint file, summarised with the core8 model.
  static let coverageConstraints = FuzzTarget(
    "coverage-constraints", "coverage constraint files (ConstraintSet): parsed, summarised",
    seeds: [.files(under: ["examples/coverage"], extensions: ["json"])]
  ) { data in
    let constraints = try ConstraintSet(data: data, source: "rules.json")
    let summary = try ModelSummary(model: TraitModel(preset: "core8"), constraints: constraints)
    try OutputRules.json(JSONWriter.line(summary.json), "model summary")
  }

  /// A plan file (`--include`, `kbsim coverage run`), its rows resolved against core8.
  static let coveragePlan = FuzzTarget(
    "coverage-plan", "coverage plan files (PlanFile, JSON Lines): parsed, rows resolved",
    seeds: [.generated(PlanSeeds.plans)]
  ) { data in
    let plan = try PlanFile(data: data, source: "plan.jsonl")
    _ = try plan.rows(for: TraitModel(preset: "core8"), constraints: .ios)
  }

  /// A recording (JSON Lines of trait records), reported against core8 at strength 2 in text
  /// and JSON.
  static let coverageRecording = FuzzTarget(
    "coverage-recording", "coverage recordings (TraitRecording, JSON Lines): parsed, reported",
    seeds: [
      .files(under: ["examples/coverage"], extensions: ["jsonl"]),
      .lines(under: ["examples/coverage"], extensions: ["jsonl"]),
    ]
  ) { data in
    let recording = try TraitRecording(data: data, source: "recording.jsonl")
    let report = try CoverageReport(
      recording: recording, model: TraitModel(preset: "core8"), constraints: .ios, strength: 2)
    _ = report.text()
    try OutputRules.json(JSONWriter.line(report.json), "coverage report")
  }
}
