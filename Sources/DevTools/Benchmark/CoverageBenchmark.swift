import Foundation
import InputTraits
import JSONCoding
import TraitCoverage

/// The covering-array benchmark of `kbsim coverage bench`: the twelve rows of the facts
/// (docs/sources.md#covering-array-sizes), each generated, timed, and checked by the exact coverage
/// code; and the exact coverage of 100,000 recorded full16 configurations at t = 3.
package struct CoverageBenchmark {
  /// One row of the facts' table.
  package struct Row {
    var model: String
    var strength: Int
    var constraints: String
    var lowerBound: Int
    var pict: Int
    var bestKnown: Int
    var pictSeconds: Double
  }

  /// docs/sources.md#covering-array-sizes: lower bound (split), PICT 3.2 (default seed), best known
  /// from any tool, PICT's whole-process time.
  static let rows: [Row] = [
    Row(
      model: "core8", strength: 2, constraints: "none", lowerBound: 144, pict: 144, bestKnown: 144,
      pictSeconds: 0.004),
    Row(
      model: "core8", strength: 2, constraints: "ios", lowerBound: 112, pict: 113, bestKnown: 112,
      pictSeconds: 0.013),
    Row(
      model: "core8", strength: 3, constraints: "none", lowerBound: 576, pict: 579, bestKnown: 576,
      pictSeconds: 0.046),
    Row(
      model: "core8", strength: 3, constraints: "ios", lowerBound: 432, pict: 504, bestKnown: 458,
      pictSeconds: 0.032),
    Row(
      model: "core8+tct", strength: 2, constraints: "none", lowerBound: 552, pict: 553,
      bestKnown: 552, pictSeconds: 0.022),
    Row(
      model: "core8+tct", strength: 2, constraints: "ios", lowerBound: 690, pict: 702,
      bestKnown: 698, pictSeconds: 0.042),
    Row(
      model: "core8+tct", strength: 3, constraints: "none", lowerBound: 6624, pict: 6624,
      bestKnown: 6624, pictSeconds: 1.697),
    Row(
      model: "core8+tct", strength: 3, constraints: "ios", lowerBound: 5152, pict: 5239,
      bestKnown: 5169, pictSeconds: 1.370),
    Row(
      model: "full16", strength: 2, constraints: "none", lowerBound: 552, pict: 553, bestKnown: 552,
      pictSeconds: 0.035),
    Row(
      model: "full16", strength: 2, constraints: "ios", lowerBound: 690, pict: 708, bestKnown: 698,
      pictSeconds: 0.045),
    Row(
      model: "full16", strength: 3, constraints: "none", lowerBound: 6624, pict: 6624,
      bestKnown: 6624, pictSeconds: 4.580),
    Row(
      model: "full16", strength: 3, constraints: "ios", lowerBound: 5152, pict: 5224,
      bestKnown: 5224, pictSeconds: 3.756),
  ]

  /// A measured row.
  package struct Measurement {
    var row: Row
    var size: Int
    /// Our own lower bound (at least the facts').
    var lowerBound: Int
    var seconds: Double
    /// Valid tuples the plan misses and rows that break a constraint: both 0 for a good plan.
    var missing: Int
    var invalidRows: Int

    var checked: Bool { missing == 0 && invalidRows == 0 }
  }

  /// The exact-coverage measurement.
  package struct CoverageMeasurement {
    var configurations: Int
    var readSeconds: Double
    var analysisSeconds: Double
    /// Processor time of the process (all threads) for reading and analysing.
    var cpuSeconds: Double
    var triples: Int
    var covered: Int
  }

  /// What `kbsim coverage bench` measures.
  package enum Part: String, CaseIterable, Sendable { case all, plans, coverage }

  /// Measures `part`: every row's plan (median of `repetitions` generations) and the exact
  /// coverage of `configurations` random configurations.
  package static func run(part: Part, repetitions: Int, configurations: Int, seed: UInt64)
    throws -> CoverageBenchReport
  {
    var measurements: [Measurement] = []
    var coverage: CoverageMeasurement?
    if part != .coverage {
      for row in rows {
        measurements.append(try measure(row, repetitions: repetitions, seed: seed))
      }
    }
    if part != .plans {
      coverage = try measureCoverage(count: configurations, seed: seed)
    }
    return CoverageBenchReport(measurements: measurements, coverage: coverage)
  }

  /// Generates and checks one row, timing the median of `repetitions` generations.
  static func measure(_ row: Row, repetitions: Int, seed: UInt64) throws -> Measurement {
    let model = try TraitModel(preset: row.model)
    let constraints = try ConstraintSet.load(row.constraints)
    var times: [Double] = []
    var plans: [TraitPlan] = []
    for _ in 0..<max(1, repetitions) {
      let start = DispatchTime.now().uptimeNanoseconds
      plans.append(
        try TraitPlan(model: model, constraints: constraints, strength: row.strength, seed: seed))
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let result = plans[plans.count - 1]
    // The check: the plan's rows as a recording, through the exact coverage of the report.
    let records = result.rows.indices.map {
      TraitRecord(traits: result.traits(ofRow: $0), source: "plan")
    }
    let report = try CoverageReport(
      recording: TraitRecording(records: records), model: model, constraints: constraints,
      strength: row.strength, lint: TraitLinter(disabledRules: Set(TraitLintRule.all.map(\.id))))
    let top = report.strengths[row.strength - 1]
    let invalid = report.flagged.filter { configuration in
      configuration.flags.contains { if case .constraint = $0 { true } else { false } }
    }.count
    return Measurement(
      row: row, size: result.rows.count, lowerBound: result.lowerBound, seconds: median(times),
      missing: top.total - top.covered, invalidRows: invalid)
  }

  /// Reads `count` random full16 configurations from JSON Lines and reports them at t = 3.
  static func measureCoverage(count: Int, seed: UInt64) throws -> CoverageMeasurement {
    let model = try TraitModel(preset: "full16")
    var random = SeededRandom(seed: seed)
    var text = ""
    text.reserveCapacity(count * 200)
    for n in 0..<count {
      let values = model.parameters.map { $0.values[random.next(below: $0.values.count)] }
      let record = TraitRecord(
        traits: model.traits(for: values), source: "test", field: "field\(n % 50)",
        test: "test\(n % 1000)")
      text += record.jsonLine
      text += "\n"
    }
    let data = Array(text.utf8)
    let cpuStart = processorSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    let recording = try TraitRecording(data: data, source: "bench.jsonl")
    let read = DispatchTime.now().uptimeNanoseconds
    let report = try CoverageReport(
      recording: recording, model: model, constraints: .none, strength: 3)
    let end = DispatchTime.now().uptimeNanoseconds
    let cpu = processorSeconds() - cpuStart
    let triples = report.strengths[2]
    return CoverageMeasurement(
      configurations: recording.entries.count, readSeconds: Double(read - start) / 1e9,
      analysisSeconds: Double(end - read) / 1e9, cpuSeconds: cpu, triples: triples.total,
      covered: triples.covered)
  }

  /// The processor time the process has used, all threads.
  static func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }
}
