import Testing
import TraitCoverage

/// Tuple totals and valid counts against the facts (docs/sources.md#covering-array-sizes) and
/// against the independent ios rules.
struct TupleCountTests {
  /// (model, strength, all tuples, valid under ios or nil where the facts give none).
  static let facts: [(String, Int, Int, Int?)] = [
    ("core8", 2, 671, nil), ("core8+tct", 2, 2_557, nil), ("full16", 2, 4_572, nil),
    ("core8", 3, 5_743, 4_791), ("core8+tct", 3, 36_609, 33_265), ("full16", 3, 107_592, 103_156),
  ]

  @Test(arguments: facts)
  func totalsMatchTheFacts(_ row: (String, Int, Int, Int?)) throws {
    let (name, strength, total, validUnderIOS) = row
    let model = try TraitModel(preset: name)
    let none = try ModelSummary(model: model, constraints: .none)
    #expect(none.strengths[strength - 1].total == total)
    #expect(none.strengths[strength - 1].valid == total)
    let ios = try ModelSummary(model: model, constraints: .ios)
    #expect(ios.strengths[strength - 1].total == total)
    if let validUnderIOS { #expect(ios.strengths[strength - 1].valid == validUnderIOS) }
  }

  /// The valid tuples the oracle finds are those the ios rules, written out independently,
  /// allow: every strength, the two smaller models (full16 at t=3 is covered by the facts).
  @Test(arguments: ["core8", "core8+tct"], [1, 2, 3])
  func validTuplesMatchTheIndependentRules(_ name: String, _ strength: Int) throws {
    let model = try TraitModel(preset: name)
    let summary = try ModelSummary(model: model, constraints: .ios)
    let independent = IndependentCheck.tuples(of: model, strength: strength, ios: true)
    #expect(summary.strengths[strength - 1].total == independent.count)
    #expect(summary.strengths[strength - 1].valid == independent.filter(\.valid).count)
  }

  @Test func modelSizesMatchTheFacts() throws {
    let sizes = try ["core8", "core8+tct", "full16"].map {
      try TraitModel(preset: $0).configurationCount
    }
    #expect(sizes == [62_208, 2_861_568, 5_562_888_192])
    let valid = try ["core8", "core8+tct", "full16"].map {
      try ModelSummary(model: TraitModel(preset: $0), constraints: .ios).validConfigurations
    }
    #expect(valid == [23_520, 1_081_920, 2_103_252_480])
  }

  /// The valid core8 configurations, counted by brute force with the independent rules.
  @Test func validCore8ConfigurationsByBruteForce() throws {
    let model = try TraitModel(preset: "core8")
    var count = 0
    func walk(_ p: Int, _ configuration: [String: String]) {
      if p == model.parameters.count {
        if IndependentCheck.satisfiesIOS(configuration) { count += 1 }
        return
      }
      for value in model.parameters[p].values {
        var next = configuration
        next[model.parameters[p].name] = value.description
        walk(p + 1, next)
      }
    }
    walk(0, [:])
    #expect(count == 23_520)
  }

  @Test func presetsHaveTheFactsDomains() throws {
    #expect(
      try TraitModel(preset: "core8").parameters.map(\.values.count) == [12, 4, 3, 3, 12, 2, 3, 2])
    #expect(try TraitModel(preset: "core8+tct").parameters.last?.values.count == 46)
    #expect(
      try TraitModel(preset: "full16").parameters.map(\.values.count)
        == [12, 4, 3, 3, 12, 2, 3, 2, 46, 3, 3, 3, 3, 2, 4, 3])
    #expect(
      try TraitModel(preset: "full16").parameters.map(\.name).suffix(7) == [
        "smartQuotesType", "smartDashesType", "smartInsertDeleteType", "inlinePredictionType",
        "passwordRules", "writingToolsBehavior", "mathExpressionCompletionType",
      ])
  }
}
