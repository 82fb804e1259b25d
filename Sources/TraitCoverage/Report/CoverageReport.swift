public import InputTraits

/// What a recording exercised of a model: per value and per t-tuple, exactly, with every
/// missing tuple, and the recorded configurations worth a look.
///
/// A tuple is *valid* when some configuration that satisfies the constraints contains it;
/// only valid tuples count. A recorded configuration that breaks a constraint counts as the
/// configuration iOS runs when the broken constraints each force one value (as iOS forces
/// autocorrection off for secure entry); it is flagged unless every forced value replaced a
/// `.default` (which is simply how iOS resolves the field). Otherwise it does not count. A configuration
/// with a value outside the model does not count either; lint errors are flagged and count.
///
/// ```swift
/// let recording = try TraitRecording(contentsOf: ["traits.jsonl"])
/// let report = try CoverageReport(
///   recording: recording, model: TraitModel(preset: "core8"), constraints: .ios, strength: 2)
/// report.strengths[1].percent  // pairwise coverage, 0–100
/// print(report.text())
/// ```
public struct CoverageReport: Sendable {
  /// Coverage at one strength.
  public struct StrengthCoverage: Sendable {
    /// t.
    public var strength: Int
    /// Valid tuples.
    public var total: Int
    /// Valid tuples the recording covers.
    public var covered: Int
    /// Tuples no valid configuration contains.
    public var excluded: Int
    /// Every valid tuple not covered, in the model's order.
    public var missing: [TraitTuple]
    /// `covered / total` in percent (100 when there is nothing to cover).
    public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }
  }

  /// Why a recorded configuration is flagged.
  public enum Flag: Hashable, Sendable, CustomStringConvertible {
    /// It breaks a constraint; `countedAs` is the configuration it counts as, if any.
    case constraint(label: String, rule: String)
    /// A trait has a value the model does not list.
    case outsideModel(trait: String, value: TraitValue)
    /// The trait linter reports an error.
    case lint(rule: String, message: String)

    /// One line.
    public var description: String {
      switch self {
      case .constraint(let label, let rule): "breaks \(label): \(rule)"
      case .outsideModel(let trait, let value): "\(trait) = \(value) is not in the model"
      case .lint(let rule, let message): "lint error \(rule): \(message)"
      }
    }
  }

  /// A recorded configuration with flags.
  public struct FlaggedConfiguration: Sendable {
    /// The record and its place.
    public var entry: TraitRecording.Entry
    /// The flags.
    public var flags: [Flag]
    /// The model values it counts as (after forced values), or nil when it does not count.
    public var countedAs: [TraitValue]?
  }

  /// The model.
  public let model: TraitModel
  /// The constraints.
  public let constraints: ConstraintSet
  /// Records read.
  public let configurations: Int
  /// Records that count toward coverage.
  public let countedConfigurations: Int
  /// Distinct counted configurations.
  public let distinctConfigurations: Int
  /// Coverage for t = 1 … the requested strength.
  public let strengths: [StrengthCoverage]
  /// Counted configurations per parameter and value.
  public let valueCounts: [[Int]]
  /// Values no valid configuration has, per parameter.
  public let excludedValues: [[Bool]]
  /// Flagged configurations, in recording order.
  public let flagged: [FlaggedConfiguration]
  /// Pair coverage for the heat maps (nil with fewer than two parameters).
  package let pairs: PairCoverage?

  /// Analyses `recording` against `model` under `constraints`, for t = 1 … `strength`.
  ///
  /// - Throws: ``CoverageError`` for unsatisfiable constraints or a strength above the number
  ///   of parameters.
  public init(
    recording: TraitRecording, model: TraitModel, constraints: ConstraintSet, strength: Int,
    lint: TraitLinter = TraitLinter()
  ) throws(CoverageError) {
    let compiled = try CompiledModel(model: model, constraints: constraints)
    let spaces = try (1...max(strength, 1)).map { (t) throws(CoverageError) in
      try compiled.space(strength: t)
    }
    self.model = model
    self.constraints = constraints
    self.configurations = recording.entries.count
    var rows: [[UInt8]] = []
    var flagged: [FlaggedConfiguration] = []
    var valueCounts = model.parameters.map { [Int](repeating: 0, count: $0.values.count) }
    // Lint each distinct field once (suites record the same fields over and over), on all
    // cores.
    var keyIndex: [LintKey: Int] = [:]
    var keys: [LintKey] = []
    let keyOfEntry = recording.entries.map { entry in
      let key = LintKey(traits: entry.record.traits, field: entry.record.field ?? "field")
      if let index = keyIndex[key] { return index }
      keyIndex[key] = keys.count
      keys.append(key)
      return keys.count - 1
    }
    let lintFlags = Parallel.map(keys) { @Sendable key in
      lint.lint(key.traits, name: key.field).filter { $0.severity == .error }
        .map { Flag.lint(rule: $0.rule, message: $0.message) }
    }
    for (n, entry) in recording.entries.enumerated() {
      var flags: [Flag] = []
      var counted: [UInt8]?
      switch compiled.row(of: entry.record.traits) {
      case .failure(let outside):
        let parameter = model.parameters[outside.index]
        flags.append(
          .outsideModel(
            trait: parameter.name, value: parameter.dimension.value(of: entry.record.traits)))
      case .success(let row):
        let broken = compiled.violations(row)
        counted = broken.isEmpty ? row : compiled.normalized(row)
        // A `.default` that iOS resolves to the forced value (a secure field's autocorrection)
        // is how iOS reads the field, not a mistake: it counts as resolved, unflagged.
        let resolvedDefaults =
          counted.map { normalized in
            zip(row.indices, zip(row, normalized)).allSatisfy { p, values in
              values.0 == values.1
                || model.parameters[p].values[Int(values.0)].description == "default"
            }
          } ?? false
        if !resolvedDefaults {
          for index in broken {
            let constraint = constraints.constraints[index]
            flags.append(.constraint(label: constraint.label, rule: constraint.rule))
          }
        }
      }
      flags += lintFlags[keyOfEntry[n]]
      if let counted {
        rows.append(counted)
        for (p, value) in counted.enumerated() { valueCounts[p][Int(value)] += 1 }
      }
      if !flags.isEmpty {
        flagged.append(
          FlaggedConfiguration(
            entry: entry, flags: flags, countedAs: counted.map { compiled.values($0) }))
      }
    }
    self.countedConfigurations = rows.count
    let distinct = TupleCoverage.distinct(rows)
    self.distinctConfigurations = distinct.count
    self.valueCounts = valueCounts
    self.flagged = flagged
    var strengths: [StrengthCoverage] = []
    var pairCounts: (valid: [Bool], counts: [Int32])?
    for space in spaces.prefix(strength) {
      let valid = ValidTuples.mask(space: space, oracle: compiled.oracle)
      let coverage = TupleCoverage(space: space, distinct: distinct)
      if space.strength == 2 { pairCounts = (valid, coverage.counts) }
      var summary = StrengthCoverage(
        strength: space.strength, total: 0, covered: 0, excluded: 0, missing: [])
      for tuple in 0..<space.tupleCount {
        if !valid[tuple] {
          summary.excluded += 1
        } else if coverage.counts[tuple] > 0 {
          summary.total += 1
          summary.covered += 1
        } else {
          summary.total += 1
          let cells = space.cells(ofTuple: tuple)
          summary.missing.append(
            TraitTuple(
              (0..<cells.count).map { i in
                let parameter = model.parameters[cells.column(i)]
                return (parameter.name, parameter.values[Int(cells.value(i))])
              }))
        }
      }
      strengths.append(summary)
    }
    self.strengths = strengths
    let singles = spaces[0]
    let singleValid = ValidTuples.mask(space: singles, oracle: compiled.oracle)
    self.excludedValues = model.parameters.indices.map { p in
      (0..<model.parameters[p].values.count).map { !singleValid[singles.offsets[p] + $0] }
    }
    self.pairs =
      model.parameters.count >= 2
      ? PairCoverage(compiled: compiled, distinct: distinct, known: pairCounts) : nil
  }
}

/// A field's traits and name, the input of the linter.
private struct LintKey: Hashable, Sendable {
  var traits: TextInputTraits
  var field: String
}

/// Per pair of parameters, the state of every value pair: covered, missing or excluded.
package struct PairCoverage: Sendable {
  /// A cell of a heat map.
  package enum State: Sendable { case covered, missing, excluded }

  let space: TupleSpace
  let valid: [Bool]
  let counts: [Int32]

  init(
    compiled: CompiledModel, distinct: [(row: [UInt8], count: Int32)],
    known: (valid: [Bool], counts: [Int32])?
  ) {
    let space = TupleSpace(domains: compiled.domains, strength: 2)
    self.space = space
    self.valid = known?.valid ?? ValidTuples.mask(space: space, oracle: compiled.oracle)
    self.counts = known?.counts ?? TupleCoverage(space: space, distinct: distinct).counts
  }

  /// The state of value `a` of parameter `p` with value `b` of parameter `q` (p < q).
  package func state(_ p: Int, _ a: Int, _ q: Int, _ b: Int) -> State {
    let combination = pairIndex(p, q)
    let tuple = space.offsets[combination] + a * space.domains[q] + b
    if !valid[tuple] { return .excluded }
    return counts[tuple] > 0 ? .covered : .missing
  }

  /// Rows covering value pair (a, b) of parameters p < q.
  package func count(_ p: Int, _ a: Int, _ q: Int, _ b: Int) -> Int {
    Int(counts[space.offsets[pairIndex(p, q)] + a * space.domains[q] + b])
  }

  private func pairIndex(_ p: Int, _ q: Int) -> Int {
    // Combinations are in lexicographic order: (0,1), (0,2), …, (1,2), …
    let k = space.columnCount
    return p * (2 * k - p - 1) / 2 + (q - p - 1)
  }
}
