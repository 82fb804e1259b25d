internal import Diagnostics
package import InputTraits

/// A model and a constraint set turned into the integer-coded form the engine works on:
/// value indices per parameter, clauses, the validity oracle, and the order hints for the
/// generator.
///
/// ```swift
/// let compiled = try CompiledModel(model: TraitModel(preset: "core8"), constraints: .ios)
/// compiled.validConfigurationCount  // 23520
/// ```
package struct CompiledModel: Sendable {
  /// One constraint over the model's columns.
  struct Rule: Sendable {
    /// Literals that must all hold for the rule to apply (an exclusion's conditions).
    var conditions: [ConstraintOracle.Literal]
    /// Literals that must all hold when the conditions do (empty for an exclusion).
    var consequences: [ConstraintOracle.Literal]
    /// Whether the rule can never apply (a condition on a trait outside the model fails).
    var isInert: Bool
    /// Whether the conditions themselves are excluded (an exclusion).
    var forbidsConditions: Bool

    /// The rule as clauses: a clause holds when one of its literals does.
    func clauses(domains: [Int]) -> [[ConstraintOracle.Literal]] {
      if isInert { return [] }
      let negated = conditions.map { literal in
        (literal.column, ~literal.allowed & ((1 << UInt64(domains[literal.column])) - 1))
      }
      if forbidsConditions || consequences.isEmpty { return [negated] }
      return consequences.map { negated + [$0] }
    }

    /// Whether a full row satisfies the rule.
    func holds(_ row: [UInt8]) -> Bool {
      if isInert { return true }
      let applies = conditions.allSatisfy { $0.allowed & (1 << UInt64(row[$0.column])) != 0 }
      if !applies { return true }
      if forbidsConditions || consequences.isEmpty { return false }
      return consequences.allSatisfy { $0.allowed & (1 << UInt64(row[$0.column])) != 0 }
    }
  }

  package let model: TraitModel
  package let constraints: ConstraintSet
  /// The number of values of each parameter.
  package let domains: [Int]
  package let oracle: ConstraintOracle
  /// (condition column, consequence column) pairs of the implications.
  package let precedence: [(before: Int, after: Int)]
  let rules: [Rule]
  /// Per parameter, the model position of each of the trait's values (-1: not in the model).
  private let positions: [[Int]]
  private let dimensions: [TraitDimension]

  /// Compiles `model` under `constraints`.
  ///
  /// - Throws: ``CoverageError`` ``CoverageErrorCode/unsatisfiable`` naming the smallest set
  ///   of constraints that excludes every configuration, or
  ///   ``CoverageErrorCode/constraintsTooLarge``.
  package init(model: TraitModel, constraints: ConstraintSet) throws(CoverageError) {
    self.model = model
    self.constraints = constraints
    let domains = model.parameters.map(\.values.count)
    self.domains = domains
    dimensions = model.parameters.map(\.dimension)
    positions = model.parameters.map { parameter in
      parameter.dimension.values.map { parameter.values.firstIndex(of: $0) ?? -1 }
    }
    let rules = constraints.constraints.map { Self.compile($0, model: model) }
    self.rules = rules
    var precedence: [(before: Int, after: Int)] = []
    for rule in rules where !rule.isInert {
      for condition in rule.conditions {
        for consequence in rule.consequences where condition.column != consequence.column {
          if !precedence.contains(where: { $0 == (condition.column, consequence.column) }) {
            precedence.append((condition.column, consequence.column))
          }
        }
      }
    }
    self.precedence = precedence
    do {
      oracle = try ConstraintOracle(
        domains: domains, clauses: rules.flatMap { $0.clauses(domains: domains) })
    } catch {
      throw Self.explain(error, rules: rules, constraints: constraints, model: model)
    }
  }

  private static func compile(_ constraint: TraitConstraint, model: TraitModel) -> Rule {
    var rule = Rule(conditions: [], consequences: [], isInert: false, forbidsConditions: false)
    func literal(_ condition: TraitConstraint.Condition) -> (ConstraintOracle.Literal?, Bool) {
      guard let (index, parameter) = model.parameter(named: condition.trait) else {
        // A trait outside the model keeps its UIKit default.
        let fixed = condition.values.contains(TraitDimension.known(condition.trait).defaultValue)
        return (nil, fixed)
      }
      var mask: UInt64 = 0
      for (n, value) in parameter.values.enumerated() where condition.values.contains(value) {
        mask |= 1 << UInt64(n)
      }
      return ((index, mask), true)
    }
    let (conditions, consequences): ([TraitConstraint.Condition], [TraitConstraint.Condition])
    switch constraint.kind {
    case .implication(let ifs, let thens): (conditions, consequences) = (ifs, thens)
    case .exclusion(let nots): (conditions, consequences) = (nots, [])
    }
    for condition in conditions {
      let (lit, fixed) = literal(condition)
      if let lit { rule.conditions.append(lit) } else if !fixed { rule.isInert = true }
    }
    for consequence in consequences {
      // A consequence on a trait outside the model holds: the model does not vary the trait,
      // and iOS gives it the forced value whatever the test declares.
      if let lit = literal(consequence).0 { rule.consequences.append(lit) }
    }
    switch constraint.kind {
    case .implication:
      // Every consequence is outside the model: nothing to enforce.
      if rule.consequences.isEmpty { rule.isInert = true }
    case .exclusion:
      rule.forbidsConditions = true
    }
    return rule
  }

  private static func explain(
    _ failure: ConstraintOracle.Failure, rules: [Rule], constraints: ConstraintSet,
    model: TraitModel
  ) -> CoverageError {
    switch failure {
    case .tooLarge(let columns, let combinations):
      let names = columns.map { model.parameters[$0].name }.joined(separator: ", ")
      return CoverageError(
        code: .constraintsTooLarge,
        message: "\(constraints.name): the constraints tie together \(names): "
          + "\(combinations) or more combinations, more than "
          + "\(ConstraintOracle.enumerationLimit) can be enumerated")
    case .unsatisfiable:
      // The smallest set found by dropping constraints one at a time while the rest still
      // excludes every configuration.
      let domains = model.parameters.map(\.values.count)
      var kept = Array(rules.indices)
      for index in rules.indices {
        let trial = kept.filter { $0 != index }
        let clauses = trial.flatMap { rules[$0].clauses(domains: domains) }
        do {
          _ = try ConstraintOracle(domains: domains, clauses: clauses)
        } catch .unsatisfiable {
          kept = trial
        } catch {}
      }
      let named = kept.map {
        "\(constraints.constraints[$0].label) (\(constraints.constraints[$0].rule))"
      }
      let what =
        named.count == 1
        ? "constraint \(named[0]) excludes every configuration of model '\(model.name)'"
        : "constraints \(named.joined(separator: " and ")) together exclude every "
          + "configuration of model '\(model.name)'"
      return CoverageError(code: .unsatisfiable, message: "\(constraints.name): \(what)")
    }
  }

  /// The number of configurations that satisfy the constraints.
  package var validConfigurationCount: Double { oracle.validConfigurationCount }

  /// A tuple space of `strength`, checked against the number of parameters.
  ///
  /// - Throws: ``CoverageErrorCode/invalidStrength``.
  package func space(strength: Int) throws(CoverageError) -> TupleSpace {
    guard (1...3).contains(strength) else {
      throw CoverageError(
        code: .invalidStrength, message: "strength \(strength) is not 1, 2 or 3")
    }
    guard strength <= domains.count else {
      throw CoverageError(
        code: .invalidStrength,
        message: "strength \(strength) is above the \(domains.count) parameter"
          + "\(domains.count == 1 ? "" : "s") of model '\(model.name)'")
    }
    return TupleSpace(domains: domains, strength: strength)
  }

  /// The value indices of a configuration given as model values.
  package func row(_ values: [TraitValue]) -> [UInt8] {
    zip(model.parameters, values).map { parameter, value in
      value == .null && !parameter.values.contains(.null)
        ? TupleSpace.dontCare : UInt8(parameter.values.firstIndex(of: value) ?? 0xFF)
    }
  }

  /// The row of a configuration, or the index of the first parameter whose value the model
  /// does not list.
  package func row(of traits: TextInputTraits) -> Result<[UInt8], OutsideParameter> {
    var row = [UInt8](repeating: 0, count: domains.count)
    for p in 0..<domains.count {
      let position = dimensions[p].position(traits)
      let index = position < 0 ? -1 : positions[p][position]
      if index < 0 { return .failure(OutsideParameter(index: p)) }
      row[p] = UInt8(index)
    }
    return .success(row)
  }

  /// A parameter whose value a configuration has is not in the model.
  package struct OutsideParameter: Error { package var index: Int }

  /// The model values of a row.
  package func values(_ row: [UInt8]) -> [TraitValue] {
    zip(model.parameters, row).map { $0.values[Int($1)] }
  }

  /// The constraints a full row breaks (indices into ``constraints``).
  package func violations(_ row: [UInt8]) -> [Int] {
    rules.indices.filter { !rules[$0].holds(row) }
  }

  /// The row iOS would actually run for a row that breaks an implication.
  ///
  /// When every broken implication's consequences each name one value, those values are
  /// forced, as iOS forces autocorrection off for secure entry. Nil when an exclusion, or an implication with a choice of values, is broken.
  package func normalized(_ row: [UInt8]) -> [UInt8]? {
    var current = row
    for _ in 0...rules.count {
      let broken = violations(current)
      if broken.isEmpty { return current }
      var changed = false
      for index in broken {
        let rule = rules[index]
        guard !rule.forbidsConditions, !rule.consequences.isEmpty,
          rule.consequences.allSatisfy({ $0.allowed.nonzeroBitCount == 1 })
        else { return nil }
        for consequence in rule.consequences {
          let value = UInt8(consequence.allowed.trailingZeroBitCount)
          if current[consequence.column] != value {
            current[consequence.column] = value
            changed = true
          }
        }
      }
      if !changed { return nil }
    }
    return violations(current).isEmpty ? current : nil
  }
}
