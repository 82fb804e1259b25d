package import JSONCoding

extension CoverageReport {
  /// The report as JSON: the model, the constraints, the counts, every strength with every
  /// missing tuple, the configurations per value, and the flagged configurations.
  ///
  /// ```json
  /// {"model": "core8", "constraints": "ios", "configurations": 4, …,
  ///  "strengths": {"2": {"covered": 25, "total": 619, "percent": 4.038772,
  ///                      "missing": [{"keyboardType": "default", "autocapitalizationType": "none"}, …]}}}
  /// ```
  package var json: JSONValue {
    var strengthMembers: [(String, JSONValue)] = []
    for s in strengths {
      strengthMembers.append(
        (
          "\(s.strength)",
          .object(
            JSONObject([
              ("covered", .number(JSONNumber(Double(s.covered)))),
              ("total", .number(JSONNumber(Double(s.total)))),
              ("percent", .number(JSONNumber(s.percent))),
              ("excluded", .number(JSONNumber(Double(s.excluded)))),
              ("missing", .array(JSONArray(s.missing.map(\.json)))),
            ]))
        ))
    }
    let values = JSONObject(
      model.parameters.enumerated().map { p, parameter in
        (
          parameter.name,
          .object(
            JSONObject(
              parameter.values.enumerated().map { n, value in
                (value.description, .number(JSONNumber(Double(valueCounts[p][n]))))
              }))
        )
      })
    return .object(
      JSONObject([
        ("model", .string(model.name)),
        ("constraints", .string(constraints.name)),
        ("configurations", .number(JSONNumber(Double(configurations)))),
        ("counted", .number(JSONNumber(Double(countedConfigurations)))),
        ("distinct", .number(JSONNumber(Double(distinctConfigurations)))),
        ("strengths", .object(JSONObject(strengthMembers))),
        ("values", .object(values)),
        ("flagged", .array(JSONArray(flagged.map(\.json)))),
      ]))
  }
}

extension CoverageReport.FlaggedConfiguration {
  /// `{"place": "r.jsonl:3", "source": "type", "field": …, "test": …, "traits": {…},
  /// "flags": […], "countedAs": {…} | null}`.
  package var json: JSONValue {
    let record = entry.record
    let traits = (try? JSONValue(encoding: record.traits)) ?? .object(JSONObject())
    return .object(
      JSONObject([
        ("place", .string(entry.place)),
        ("source", .string(record.source.rawValue)),
        ("field", record.field.map(JSONValue.string) ?? .null),
        ("test", record.test.map(JSONValue.string) ?? .null),
        ("traits", traits),
        ("flags", .array(JSONArray(flags.map(\.json)))),
        ("counted", .bool(countedAs != nil)),
      ]))
  }
}

extension CoverageReport.Flag {
  /// `{"kind": "constraint", "label": …, "rule": …}`, `{"kind": "outsideModel", …}`,
  /// `{"kind": "lint", "rule": …, "message": …}`.
  package var json: JSONValue {
    switch self {
    case .constraint(let label, let rule):
      ["kind": "constraint", "label": .string(label), "rule": .string(rule)]
    case .outsideModel(let trait, let value):
      ["kind": "outsideModel", "trait": .string(trait), "value": value.json]
    case .lint(let rule, let message):
      ["kind": "lint", "rule": .string(rule), "message": .string(message)]
    }
  }
}
