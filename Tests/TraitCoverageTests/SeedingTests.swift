import InputTraits
import Testing
import TraitCoverage

/// Included rows stay in the plan; recorded configurations shrink it.
struct SeedingTests {
  static func core8() throws -> TraitModel { try TraitModel(preset: "core8") }

  @Test(arguments: [2, 3])
  func includedRowsAreKept(_ strength: Int) throws {
    let include: [[TraitValue?]] = [
      [
        .name("emailAddress"), .name("none"), .name("no"), .name("no"), .name("next"), .bool(false),
        .name("default"), .bool(false),
      ],
      [.name("numberPad"), nil, nil, nil, nil, nil, .name("dark"), .bool(true)],
      [nil, nil, .name("yes"), nil, .name("go"), nil, nil, nil],
    ]
    let plan = try TraitPlan(
      model: try Self.core8(), constraints: .ios, strength: strength, include: include)
    #expect(plan.includedRows == 3)
    for (row, given) in zip(plan.rows, include) {
      for (value, wanted) in zip(row, given) where wanted != nil { #expect(value == wanted) }
    }
    #expect(plan.rows[1][4] == .name("default"))  // a number pad has no return key
    #expect(
      IndependentCheck.missingCount(
        rows: IndependentCheck.positions(plan), model: try Self.core8(), strength: strength,
        ios: true)
        == 0)
  }

  @Test func anIncludedRowThatBreaksAConstraintIsAnError() {
    let include: [[TraitValue?]] = [[nil, nil, .name("yes"), nil, nil, nil, nil, .bool(true)]]
    #expect {
      try TraitPlan(model: try Self.core8(), constraints: .ios, strength: 2, include: include)
    } throws: { ($0 as? CoverageError)?.code == .invalidRow }
  }

  @Test func recordedConfigurationsReduceThePlan() throws {
    let full = try TraitPlan(model: try Self.core8(), constraints: .ios, strength: 2)
    // Half of a complete plan, recorded: the rest of the plan covers what it misses.
    let recorded = (0..<(full.rows.count / 2)).map {
      TraitRecord(traits: full.traits(ofRow: $0), source: .test)
    }
    let remaining = try TraitPlan(
      model: try Self.core8(), constraints: .ios, strength: 2,
      recorded: TraitRecording(records: recorded)
    )
    #expect(remaining.rows.count < full.rows.count)
    #expect(remaining.recordedTuples > 0)
    let together =
      IndependentCheck.positions(full).prefix(full.rows.count / 2)
      + IndependentCheck.positions(remaining)
    #expect(
      IndependentCheck.missingCount(
        rows: Array(together), model: try Self.core8(), strength: 2, ios: true) == 0)
  }

  @Test func aCompleteRecordingLeavesNothingToPlan() throws {
    let full = try TraitPlan(model: try Self.core8(), constraints: .ios, strength: 2)
    let recorded = full.rows.indices.map {
      TraitRecord(traits: full.traits(ofRow: $0), source: .test)
    }
    let remaining = try TraitPlan(
      model: try Self.core8(), constraints: .ios, strength: 2,
      recorded: TraitRecording(records: recorded)
    )
    #expect(remaining.rows.isEmpty)
    #expect(remaining.recordedTuples == remaining.validTuples)
  }
}
