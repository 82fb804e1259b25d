import Testing
import TraitCoverage

/// Every generated plan is a covering array of the valid tuples (checked independently of the
/// generator) whose rows satisfy the constraints, at most PICT's size and at most the best
/// size known from any tool on the constrained rows (docs/sources.md#covering-array-sizes).
struct PlanTests {
  /// (model, strength, ios, PICT 3.2's size, best known size).
  static let rows: [(String, Int, Bool, Int, Int)] = [
    ("core8", 2, false, 144, 144), ("core8", 2, true, 113, 112),
    ("core8", 3, false, 579, 576), ("core8", 3, true, 504, 458),
    ("core8+tct", 2, false, 553, 552), ("core8+tct", 2, true, 702, 698),
    ("core8+tct", 3, false, 6_624, 6_624), ("core8+tct", 3, true, 5_239, 5_169),
    ("full16", 2, false, 553, 552), ("full16", 2, true, 708, 698),
    ("full16", 3, false, 6_624, 6_624), ("full16", 3, true, 5_224, 5_224),
  ]

  @Test(arguments: rows)
  func planIsAValidCoveringArray(_ row: (String, Int, Bool, Int, Int)) throws {
    let (name, strength, ios, pict, best) = row
    let model = try TraitModel(preset: name)
    let plan = try TraitPlan(model: model, constraints: ios ? .ios : .none, strength: strength)
    let positions = IndependentCheck.positions(plan)
    #expect(
      IndependentCheck.missingCount(rows: positions, model: model, strength: strength, ios: ios)
        == 0)
    if ios {
      let broken = IndependentCheck.rows(plan).filter { !IndependentCheck.satisfiesIOS($0) }
      #expect(broken.isEmpty)
    }
    #expect(plan.rows.count <= pict)
    if ios { #expect(plan.rows.count <= best) }
    #expect(plan.rows.count >= plan.lowerBound)
  }

  /// The lower bounds are at least the facts' split bounds, and never above a plan that
  /// exists (the best known size).
  @Test(arguments: [
    ("core8", 2, false, 144, 144), ("core8", 2, true, 112, 112), ("core8", 3, false, 576, 576),
    ("core8", 3, true, 432, 458), ("core8+tct", 2, true, 690, 698),
    ("core8+tct", 3, true, 5_152, 5_169),
  ])
  func lowerBoundsAreSound(_ name: String, _ strength: Int, _ ios: Bool, _ facts: Int, _ best: Int)
    throws
  {
    let summary = try ModelSummary(model: TraitModel(preset: name), constraints: ios ? .ios : .none)
    let bound = summary.strengths[strength - 1].lowerBound
    #expect(bound >= facts)
    #expect(bound <= best)
  }

  /// With the pair split, the bound for core8+tct+ios at t=2 is the best known size: 698
  /// configurations are optimal there.
  @Test func pairSplitProvesTheBestKnownSizeOptimal() throws {
    let summary = try ModelSummary(model: TraitModel(preset: "core8+tct"), constraints: .ios)
    #expect(summary.strengths[1].lowerBound == 698)
  }

  @Test func theSameSeedGivesTheSamePlan() throws {
    let model = try TraitModel(preset: "core8")
    let first = try TraitPlan(model: model, constraints: .ios, strength: 3, seed: 7)
    let second = try TraitPlan(model: model, constraints: .ios, strength: 3, seed: 7)
    #expect(first.rows == second.rows)
    let other = try TraitPlan(model: model, constraints: .ios, strength: 3, seed: 8)
    #expect(other.rows != first.rows)
    #expect(
      IndependentCheck.missingCount(
        rows: IndependentCheck.positions(other), model: model, strength: 3, ios: true) == 0)
  }
}
