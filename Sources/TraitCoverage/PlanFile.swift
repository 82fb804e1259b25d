public import InputTraits
internal import JSONCoding

/// A plan file as `kbsim coverage plan --format jsonl` writes it, read back: one
/// `{"row": n, "traits": {…}}` per line.
///
/// Used as `--include` rows (traits left out are chosen by the generator) and by
/// `kbsim coverage run`.
///
/// ```swift
/// let plan = try PlanFile(contentsOf: "plan.jsonl")
/// let rows = try plan.rows(for: TraitModel(preset: "core8"), constraints: .ios)
/// ```
public struct PlanFile: Sendable {
  /// One line of the file.
  public struct Line: Sendable {
    /// The line number.
    public var line: Int
    /// The row number the line gives, if any.
    public var row: Int?
    /// The traits the line names, as model values, in the line's order.
    public var values: [(trait: String, value: TraitValue)]
    /// The traits: UIKit's defaults, then the line's values.
    public var traits: TextInputTraits
  }

  /// The file's name in messages.
  public var source: String
  /// The lines with a row, in order.
  public var lines: [Line]

  /// Reads a plan file (`-` for standard input).
  ///
  /// - Throws: ``CoverageError`` naming the line: malformed JSON, unknown keys, unknown traits
  ///   or values (with a suggestion), or no rows at all.
  public init(contentsOf path: String) throws(CoverageError) {
    let input: InputFile
    do {
      input = try InputFile.read(path)
    } catch {
      throw CoverageError(wrapping: error, code: .unreadable)
    }
    try self.init(data: input.data, source: input.source)
  }

  /// Parses plan lines from `data`.
  public init(data: some Collection<UInt8>, source: String) throws(CoverageError) {
    self.source = source
    var lines: [Line] = []
    for (number, document) in try CoverageJSON.lines(data, source: source) {
      guard case .object(let object) = document.root else {
        throw CoverageJSON.error(
          document, at: [],
          "expected a plan row {\"row\": n, \"traits\": {…}}, found "
            + document.root.kind, code: .invalidRow)
      }
      try CoverageJSON.checkKeys(
        object, ["row", "traits"], noun: "plan row key", document: document, path: [],
        code: .invalidRow)
      var row: Int?
      if let value = object["row"] {
        guard case .number(let number) = value, number.value == number.value.rounded(),
          number.value >= 1, number.value < 1e9
        else {
          throw CoverageJSON.error(
            document, at: [.key("row")], "expected a row number (1 or more)", code: .invalidRow)
        }
        row = Int(number.value)
      }
      guard case .object(let traitsObject)? = object["traits"] else {
        throw CoverageJSON.error(
          document, at: object["traits"] == nil ? [] : [.key("traits")],
          "expected \"traits\": an object of trait values", code: .invalidRow)
      }
      var values: [(trait: String, value: TraitValue)] = []
      var traits = TextInputTraits()
      for member in traitsObject.members {
        let path: [JSONKey] = [.key("traits"), .key(member.key)]
        guard let dimension = TraitDimension.named(member.key) else {
          throw CoverageJSON.unknown(
            document, at: path, "trait", member.key, valid: TraitDimension.names,
            code: .unknownParameter)
        }
        let value = try CoverageJSON.traitValue(
          member.value, of: dimension, document: document, path: path)
        dimension.set(value, in: &traits)
        values.append((member.key, value))
      }
      lines.append(Line(line: number, row: row, values: values, traits: traits))
    }
    guard !lines.isEmpty else {
      throw CoverageError(code: .emptyRecording, message: "\(source): the plan has no rows")
    }
    self.lines = lines
  }

  /// The rows as values of `model` (nil where a line leaves a trait out), each satisfying
  /// `constraints` as far as it goes.
  ///
  /// - Throws: ``CoverageErrorCode/invalidRow`` naming the line for a trait that is not a
  ///   parameter of the model (a plan from another model), a value the model does not list,
  ///   or a row no valid configuration extends.
  public func rows(for model: TraitModel, constraints: ConstraintSet) throws(CoverageError)
    -> [[TraitValue?]]
  {
    let compiled = try CompiledModel(model: model, constraints: constraints)
    var rows: [[TraitValue?]] = []
    for line in lines {
      var row = [TraitValue?](repeating: nil, count: model.parameters.count)
      for (trait, value) in line.values {
        let place = "\(source):\(line.line)"
        guard let (index, parameter) = model.parameter(named: trait) else {
          throw CoverageError(
            code: .invalidRow,
            message: "\(place): \(trait) is not a parameter of model '\(model.name)' "
              + "(a plan of another model?)")
        }
        guard parameter.values.contains(value) else {
          throw .unknown(
            .invalidRow, "\(trait) value", value.description,
            valid: parameter.values.map(\.description),
            context: "\(place): model '\(model.name)'")
        }
        row[index] = value
      }
      let cells = zip(model.parameters, row).map { parameter, value in
        value.flatMap { parameter.values.firstIndex(of: $0) }.map { UInt8($0) }
          ?? TupleSpace.dontCare
      }
      if !compiled.oracle.isValid(cells) {
        let broken =
          cells.contains(TupleSpace.dontCare)
          ? [] : compiled.violations(cells).map { constraints.constraints[$0].label }
        let which =
          broken.isEmpty
          ? "no configuration with these values satisfies '\(constraints.name)'"
          : "the row breaks \(broken.joined(separator: ", "))"
        throw CoverageError(code: .invalidRow, message: "\(source):\(line.line): \(which)")
      }
      rows.append(row)
    }
    return rows
  }
}
