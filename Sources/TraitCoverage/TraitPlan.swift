public import InputTraits

/// A covering array over a model: the fewest configurations found such that every valid
/// t-tuple not already covered by a recording appears in at least one of them, every one
/// satisfies the constraints, and the given rows are kept.
///
/// The same model, constraints, strength, seed, rows and recordings give the same plan.
///
/// ```swift
/// let plan = try TraitPlan(model: TraitModel(preset: "core8"), constraints: .ios, strength: 2)
/// plan.rows.count        // 112
/// plan.traits(ofRow: 0)  // a TextInputTraits to test with
/// ```
public struct TraitPlan: Sendable {
  /// How hard the generator works after construction.
  public enum Effort: String, Sendable, CaseIterable {
    /// Construction only.
    case quick
    /// A short post-optimization (the default).
    case standard
    /// A long post-optimization.
    case thorough

    var budget: Int {
      switch self {
      case .quick: 0
      case .standard: 2_000_000
      case .thorough: 200_000_000
      }
    }
  }

  /// The model.
  public let model: TraitModel
  /// The constraints.
  public let constraints: ConstraintSet
  /// t.
  public let strength: Int
  /// The random seed.
  public let seed: UInt64
  /// The configurations, one value per model parameter; the included rows come first.
  public let rows: [[TraitValue]]
  /// How many rows were given with `include`.
  public let includedRows: Int
  /// Valid t-tuples of the model.
  public let validTuples: Int
  /// Valid t-tuples the seed recordings already cover.
  public let recordedTuples: Int
  /// A lower bound on the rows any plan of the remaining tuples needs.
  public let lowerBound: Int

  /// Generates a plan.
  ///
  /// - Parameters:
  ///   - model: The traits and values to cover.
  ///   - constraints: The rules every row satisfies.
  ///   - strength: t, 1 to 3 and at most the number of parameters.
  ///   - seed: The random seed; the same inputs and seed give the same plan.
  ///   - recorded: Configurations already tested; the plan covers only what they miss.
  ///   - include: Rows the plan must contain; nil values are chosen by the generator.
  ///   - effort: How long the post-optimization may work.
  /// - Throws: ``CoverageError`` for unsatisfiable constraints, a bad strength, or an
  ///   included row that breaks a constraint.
  public init(
    model: TraitModel, constraints: ConstraintSet, strength: Int, seed: UInt64 = 0,
    recorded: TraitRecording? = nil, include: [[TraitValue?]] = [], effort: Effort = .standard
  ) throws(CoverageError) {
    let compiled = try CompiledModel(model: model, constraints: constraints)
    let space = try compiled.space(strength: strength)
    let valid = ValidTuples.mask(space: space, oracle: compiled.oracle)
    var recordedRows: [[UInt8]] = []
    for entry in recorded?.entries ?? [] {
      guard case .success(let row) = compiled.row(of: entry.record.traits) else { continue }
      if let counted = compiled.violations(row).isEmpty ? row : compiled.normalized(row) {
        recordedRows.append(counted)
      }
    }
    let base = TupleCoverage(space: space, rows: recordedRows).counts
    var includes: [[UInt8]] = []
    for (n, row) in include.enumerated() {
      let cells = zip(model.parameters, row).map { parameter, value in
        value.flatMap { parameter.values.firstIndex(of: $0) }.map { UInt8($0) }
          ?? TupleSpace.dontCare
      }
      guard compiled.oracle.isValid(cells) else {
        throw CoverageError(
          code: .invalidRow,
          message: "included row \(n + 1) breaks the constraints "
            + "'\(constraints.name)'")
      }
      includes.append(cells)
    }
    var needed = valid
    var recordedTuples = 0
    for tuple in needed.indices where needed[tuple] && base[tuple] > 0 {
      needed[tuple] = false
      recordedTuples += 1
    }
    let bound = LowerBound.compute(space: space, oracle: compiled.oracle, needed: needed)
    var options = CoveringArrayGenerator.Options()
    options.seed = seed
    options.optimizationBudget = effort.budget
    options.lowerBound = max(bound, includes.count)
    options.precedence = compiled.precedence
    let generator = CoveringArrayGenerator(
      space: space, oracle: compiled.oracle, needed: needed, includes: includes,
      options: options)
    let cells = needed.contains(true) || !includes.isEmpty ? generator.generate() : []
    self.model = model
    self.constraints = constraints
    self.strength = strength
    self.seed = seed
    self.rows = cells.map { compiled.values($0) }
    self.includedRows = includes.count
    self.validTuples = valid.filter { $0 }.count
    self.recordedTuples = recordedTuples
    self.lowerBound = bound
  }

  /// The traits of row `index`: UIKit's defaults, then the row's values.
  public func traits(ofRow index: Int) -> TextInputTraits { model.traits(for: rows[index]) }
}
