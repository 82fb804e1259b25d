package import JSONCoding

extension TraitPlan {
  /// One line per row: `{"row": n, "traits": {…every model parameter…}}`.
  public func jsonLines() -> String {
    rows.indices.map { JSONWriter.line(rowJSON($0)) + "\n" }.joined()
  }

  /// The plan and its figures as one JSON document.
  package var json: JSONValue {
    .object(
      JSONObject([
        ("model", .string(model.name)),
        ("constraints", .string(constraints.name)),
        ("strength", .number(JSONNumber(Double(strength)))),
        ("seed", .number(JSONNumber(Double(seed)))),
        ("rows", .number(JSONNumber(Double(rows.count)))),
        ("lowerBound", .number(JSONNumber(Double(lowerBound)))),
        ("includedRows", .number(JSONNumber(Double(includedRows)))),
        ("validTuples", .number(JSONNumber(Double(validTuples)))),
        ("recordedTuples", .number(JSONNumber(Double(recordedTuples)))),
        ("plan", .array(JSONArray(rows.indices.map(rowJSON)))),
      ]))
  }

  /// A header of parameter names, then one line per row; `null` is an empty cell.
  public func csv() -> String {
    func cell(_ text: String) -> String {
      guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
        return text
      }
      return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
    var lines = [(["row"] + model.parameters.map(\.name)).map(cell).joined(separator: ",")]
    for (n, row) in rows.enumerated() {
      let cells = row.map { value in value == .null ? "" : cell(value.description) }
      lines.append((["\(n + 1)"] + cells).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A summary line, then the rows as an aligned table.
  public func text() -> String {
    var lines = [summary]
    lines.append("")
    lines += TextLayout.table(
      [["row"] + model.parameters.map(\.name)]
        + rows.enumerated().map { n, row in ["\(n + 1)"] + row.map(\.description) },
      rightAligned: [0])
    return lines.joined(separator: "\n") + "\n"
  }

  /// `112 configurations cover all 619 valid pairs of core8 (constraints ios); lower bound 112`.
  public var summary: String {
    let what = ["", "values", "pairs", "triples"][strength]
    let rowsText = "\(rows.count) configuration\(rows.count == 1 ? "" : "s")"
    let scope = "of \(model.name) (constraints \(constraints.name))"
    var text =
      recordedTuples > 0
      ? "\(rowsText) cover the \(validTuples - recordedTuples) valid \(what) \(scope) that the "
        + "recordings miss (they cover \(recordedTuples) of \(validTuples))"
      : "\(rowsText) cover all \(validTuples) valid \(what) \(scope)"
    text += "; lower bound \(lowerBound)"
    if includedRows > 0 { text += "; \(includedRows) included row\(includedRows == 1 ? "" : "s")" }
    return text
  }

  private func rowJSON(_ index: Int) -> JSONValue {
    .object(
      JSONObject([
        ("row", .number(JSONNumber(Double(index + 1)))),
        (
          "traits",
          .object(JSONObject(zip(model.parameters, rows[index]).map { ($0.name, $1.json) }))
        ),
      ]))
  }
}

extension String {
  /// Every occurrence of `target` replaced by `replacement` (no Foundation).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
