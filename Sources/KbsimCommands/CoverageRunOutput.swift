import JSONCoding
import KeyboardModel
import TraitCoverage

/// The rows of a plan grouped by what typing the same text committed, with the trait values
/// all of a group's rows share (where the plan varies them).
struct CoverageRunOutput {
  struct Group {
    var committed: String
    var rows: [Int]
    var refused: [String]
    /// The values every row of the group has, for traits the plan varies.
    var traits: [(trait: String, value: TraitValue)]
  }

  let file: PlanFile
  let text: String
  let results: [TypingResult]
  let groups: [Group]

  init(file: PlanFile, text: String, results: [TypingResult]) {
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

  /// The groups, largest first.
  func rendered() -> String {
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
  var json: JSONValue {
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
  func jsonLines() -> String {
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
