package import JSONCoding
public import KeyboardModel
public import TraitCoverage

/// One text typed into a field with each configuration of a coverage plan (`kbsim coverage
/// run`), the rows grouped by what they committed, each group with the trait values all of its
/// rows share where the plan varies them: which trait combinations change the text.
///
/// ```swift
/// let run = try PlanRun(typing: "jane@example.com", into: PlanFile(contentsOf: "plan.jsonl"),
///                       session: TypingSession())
/// run.groups.map(\.committed)  // ["Jane@example.com", "jane@example.com"]
/// ```
public struct PlanRun {
  /// The rows that committed one text.
  public struct Group {
    /// What they committed.
    public var committed: String
    /// Their row numbers.
    public var rows: [Int]
    /// The characters their keyboards refused.
    public var refused: [String]
    /// The values every row of the group has, for traits the plan varies.
    public var traits: [(trait: String, value: TraitValue)]
  }

  /// The plan.
  public let file: PlanFile
  /// The text typed.
  public let text: String
  /// What each row's field ended with, in plan order.
  public let results: [TypingResult]
  /// The groups, largest first.
  public let groups: [Group]

  /// Types `text` into a new field for each row of `plan`, every engine from `session` (the
  /// row's traits decide its keyboard and corrector).
  ///
  /// - Throws: ``SimulationError`` when a keyboard or the dictionary cannot be loaded.
  public init(typing text: String, into plan: PlanFile, session: TypingSession)
    throws(SimulationError)
  {
    var results: [TypingResult] = []
    for line in plan.lines {
      let engine = try session.engine(for: line.traits)
      engine.type(text)
      results.append(engine.result)
    }
    self.init(file: plan, text: text, results: results)
  }

  /// Groups the `results` of typing `text` into each row of `file`.
  public init(file: PlanFile, text: String, results: [TypingResult]) {
    self.file = file
    self.text = text
    self.results = results
    var order: [String] = []
    var members: [String: [Int]] = [:]
    for (index, result) in results.enumerated() {
      if members[result.committed] == nil { order.append(result.committed) }
      members[result.committed, default: []].append(index)
    }
    // Every trait's values over the whole plan, in first-seen order.
    var traitOrder: [String] = []
    var all: [String: [TraitValue]] = [:]
    for line in file.lines {
      for (trait, value) in line.values {
        if all[trait] == nil { traitOrder.append(trait) }
        if !(all[trait]?.contains(value) ?? false) { all[trait, default: []].append(value) }
      }
    }
    groups = order.map { committed in
      let indices = members[committed, default: []]
      var refused: [String] = []
      for index in indices {
        for refusal in results[index].refused where !refused.contains(refusal.character) {
          refused.append(refusal.character)
        }
      }
      var traits: [(trait: String, value: TraitValue)] = []
      if indices.count < results.count {
        for trait in traitOrder where all[trait, default: []].count > 1 {
          let values = indices.map { index in
            file.lines[index].values.first(where: { $0.trait == trait })?.value
          }
          if let first = values[0], values.allSatisfy({ $0 == first }) {
            traits.append((trait, first))
          }
        }
      }
      return Group(
        committed: committed, rows: indices.map { file.lines[$0].row ?? ($0 + 1) },
        refused: refused, traits: traits)
    }.sorted { $0.rows.count > $1.rows.count }
  }

  /// The groups, largest first, as `kbsim coverage run` prints them.
  package func rendered() -> String {
    var lines = [
      "typed \(JSONWriter.string(text)) into \(results.count) configuration"
        + "\(results.count == 1 ? "" : "s") of \(file.source): \(groups.count) distinct result"
        + "\(groups.count == 1 ? "" : "s")"
    ]
    for group in groups {
      lines.append("")
      lines.append(
        "\(JSONWriter.string(group.committed))  \(group.rows.count) row\(group.rows.count == 1 ? "" : "s"): "
          + Self.ranges(group.rows))
      if !group.traits.isEmpty {
        lines.append(
          "  all with " + group.traits.map { "\($0.trait) = \($0.value)" }.joined(separator: ", "))
      }
      if !group.refused.isEmpty {
        lines.append("  refused: " + group.refused.map(JSONWriter.string).joined(separator: " "))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"text": …, "rows": n, "results": [{"committed": …, "rows": […], "shared": {…}, "refused": […]}]}`.
  package var json: JSONValue {
    .object(
      JSONObject([
        ("text", .string(text)),
        ("plan", .string(file.source)),
        ("rows", .number(JSONNumber(Double(results.count)))),
        (
          "results",
          .array(
            JSONArray(
              groups.map { group in
                .object(
                  JSONObject([
                    ("committed", .string(group.committed)),
                    ("rows", .array(JSONArray(group.rows.map { .number(JSONNumber(Double($0))) }))),
                    ("shared", .object(JSONObject(group.traits.map { ($0.trait, $0.value.json) }))),
                    ("refused", .array(JSONArray(group.refused.map(JSONValue.string)))),
                  ]))
              }))
        ),
      ]))
  }

  /// One line per row: `{"row": n, "committed": …, "displayed": …, "refused": […]}`.
  package func jsonLines() -> String {
    results.enumerated().map { index, result in
      JSONWriter.line(
        .object(
          JSONObject([
            ("row", .number(JSONNumber(Double(file.lines[index].row ?? (index + 1))))),
            ("committed", .string(result.committed)),
            ("displayed", .string(result.displayed)),
            ("refused", .array(JSONArray(result.refused.map { .string($0.character) }))),
          ]))) + "\n"
    }.joined()
  }

  /// `1-3 5 7-9`.
  static func ranges(_ rows: [Int]) -> String {
    var parts: [String] = []
    var start = rows.first
    var previous = rows.first
    for row in rows.dropFirst() + [Int.min] {
      if let p = previous, row == p + 1 {
        previous = row
        continue
      }
      if let s = start, let p = previous { parts.append(s == p ? "\(s)" : "\(s)-\(p)") }
      start = row
      previous = row
    }
    return parts.joined(separator: " ")
  }
}
