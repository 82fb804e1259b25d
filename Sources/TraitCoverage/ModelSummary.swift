package import JSONCoding

/// What `kbsim coverage model` prints: a model's parameters and values, its constraints, the
/// size of its space and of the valid part, and the tuples per strength with a lower bound on
/// any plan.
///
/// ```swift
/// let summary = try ModelSummary(model: TraitModel(preset: "core8"), constraints: .ios)
/// summary.validConfigurations     // 23520
/// summary.strengths[1].valid      // 619 pairs
/// print(summary.text())
/// ```
public struct ModelSummary: Sendable {
  /// Tuples at one strength.
  public struct Strength: Sendable {
    /// t.
    public var strength: Int
    /// Every t-tuple.
    public var total: Int
    /// The tuples some valid configuration contains.
    public var valid: Int
    /// A lower bound on the rows of any plan that covers them.
    public var lowerBound: Int
  }

  /// The model.
  public let model: TraitModel
  /// The constraints.
  public let constraints: ConstraintSet
  /// Every configuration.
  public let configurations: Double
  /// The configurations that satisfy the constraints.
  public let validConfigurations: Double
  /// t = 1 … min(3, parameters).
  public let strengths: [Strength]

  /// Summarizes `model` under `constraints`.
  ///
  /// - Throws: ``CoverageError`` for unsatisfiable constraints.
  public init(model: TraitModel, constraints: ConstraintSet) throws(CoverageError) {
    let compiled = try CompiledModel(model: model, constraints: constraints)
    self.model = model
    self.constraints = constraints
    self.configurations = model.configurationCount
    self.validConfigurations = compiled.validConfigurationCount
    var strengths: [Strength] = []
    for t in 1...min(3, model.parameters.count) {
      let space = try compiled.space(strength: t)
      let valid = ValidTuples.mask(space: space, oracle: compiled.oracle)
      strengths.append(
        Strength(
          strength: t, total: space.tupleCount, valid: valid.filter { $0 }.count,
          lowerBound: LowerBound.compute(space: space, oracle: compiled.oracle, needed: valid)))
    }
    self.strengths = strengths
  }

  /// The summary for a terminal.
  public func text() -> String {
    var lines: [String] = []
    lines.append(
      "model \(model.name): \(model.parameters.count) parameters, "
        + "\(Self.count(configurations)) configurations")
    let share = configurations > 0 ? validConfigurations * 100 / configurations : 0
    lines.append(
      "constraints \(constraints.name): \(constraints.constraints.count) constraint"
        + "\(constraints.constraints.count == 1 ? "" : "s"), "
        + "\(Self.count(validConfigurations)) valid configurations (\(Self.percent(share)) %)")
    lines.append("")
    lines += TextLayout.table(
      [["parameter", "values"]]
        + model.parameters.map { parameter in
          [
            "\(parameter.name) (\(parameter.values.count))",
            parameter.values.map(\.description).joined(separator: ", "),
          ]
        })
    if !constraints.constraints.isEmpty {
      lines.append("")
      lines.append("constraints")
      for constraint in constraints.constraints {
        lines.append("  \(constraint.label): \(constraint.rule)")
      }
    }
    lines.append("")
    lines += TextLayout.table(
      [["strength", "tuples", "valid", "excluded", "plan lower bound"]]
        + strengths.map { s in
          [
            "t=\(s.strength)", "\(s.total)", "\(s.valid)", "\(s.total - s.valid)",
            "\(s.lowerBound)",
          ]
        }, rightAligned: [1, 2, 3, 4])
    return lines.joined(separator: "\n") + "\n"
  }

  /// The summary as JSON.
  package var json: JSONValue {
    .object(
      JSONObject([
        ("model", .string(model.name)),
        ("constraints", .string(constraints.name)),
        (
          "parameters",
          .array(
            JSONArray(
              model.parameters.map { parameter in
                .object(
                  JSONObject([
                    ("trait", .string(parameter.name)),
                    ("values", .array(JSONArray(parameter.values.map(\.json)))),
                  ]))
              }))
        ),
        ("constraintList", .array(JSONArray(constraints.constraints.map(\.json)))),
        ("configurations", .number(JSONNumber(configurations))),
        ("validConfigurations", .number(JSONNumber(validConfigurations))),
        (
          "strengths",
          .object(
            JSONObject(
              strengths.map { s in
                (
                  "\(s.strength)",
                  .object(
                    JSONObject([
                      ("tuples", .number(JSONNumber(Double(s.total)))),
                      ("valid", .number(JSONNumber(Double(s.valid)))),
                      ("lowerBound", .number(JSONNumber(Double(s.lowerBound)))),
                    ]))
                )
              }))
        ),
      ]))
  }

  static func count(_ value: Double) -> String { formatNumber(value) }
  static func percent(_ value: Double) -> String { formatPercent(value) }
}

extension TraitConstraint {
  /// The constraint as JSON, in the constraint-file format plus its label.
  package var json: JSONValue {
    func conditions(_ list: [Condition]) -> JSONValue {
      .object(
        JSONObject(
          list.map { condition in
            (
              condition.trait,
              condition.values.count == 1
                ? condition.values[0].json : .array(JSONArray(condition.values.map(\.json)))
            )
          }))
    }
    var members: [(String, JSONValue)] = [("label", .string(label))]
    switch kind {
    case .implication(let ifs, let thens):
      if !ifs.isEmpty { members.append(("if", conditions(ifs))) }
      members.append(("then", conditions(thens)))
    case .exclusion(let nots):
      members.append(("not", conditions(nots)))
    }
    if let note { members.append(("note", .string(note))) }
    return .object(JSONObject(members))
  }
}
