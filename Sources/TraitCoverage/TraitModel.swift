public import InputTraits

/// The parameter space of a coverage analysis: traits and the values each may take.
///
/// Three presets follow the facts (docs/sources.md#trait-models-and-constraints): `core8` (keyboard
/// type, capitalization, autocorrection, spell checking, return key, auto-enabled return key,
/// appearance, secure entry: 62,208 configurations), `core8+tct` (and the 45 content types of iOS
/// 10–17.4 plus unset) and `full16` (and smart quotes, dashes and insert/delete, inline prediction,
/// password rules unset/set, Writing Tools, math expression completion). A model file picks its own
/// traits and values (docs/coverage.md).
///
/// ```swift
/// let model = try TraitModel(preset: "core8")
/// model.parameters.map(\.values.count)  // [12, 4, 3, 3, 12, 2, 3, 2]
/// model.configurationCount              // 62208
/// ```
public struct TraitModel: Hashable, Sendable {
  /// One trait of the model and the values it takes.
  public struct Parameter: Hashable, Sendable {
    /// The trait's name, such as `keyboardType`.
    public var name: String
    /// The values the model varies, each one of the trait's values.
    public var values: [TraitValue]

    /// A parameter.
    public init(name: String, values: [TraitValue]) {
      self.name = name
      self.values = values
    }

    /// The trait behind the parameter.
    public var dimension: TraitDimension { TraitDimension.known(name) }
  }

  /// The model's name: a preset's name or the file's.
  public var name: String
  /// The parameters, in order.
  public var parameters: [Parameter]

  /// The presets' names.
  public static let presetNames = ["core8", "core8+tct", "full16"]

  static let core8Traits = [
    "keyboardType", "autocapitalizationType", "autocorrectionType", "spellCheckingType",
    "returnKeyType", "enablesReturnKeyAutomatically", "keyboardAppearance", "isSecureTextEntry",
  ]
  static let full16Additions = [
    "smartQuotesType", "smartDashesType", "smartInsertDeleteType", "inlinePredictionType",
    "passwordRules", "writingToolsBehavior", "mathExpressionCompletionType",
  ]

  /// A preset: `core8`, `core8+tct` or `full16`.
  ///
  /// - Throws: ``CoverageError`` with code ``CoverageErrorCode/unknownModel``.
  public init(preset: String) throws(CoverageError) {
    let traits: [String]
    switch preset {
    case "core8": traits = Self.core8Traits
    case "core8+tct": traits = Self.core8Traits + ["textContentType"]
    case "full16": traits = Self.core8Traits + ["textContentType"] + Self.full16Additions
    default:
      throw .unknown(.unknownModel, "model", preset, valid: Self.presetNames)
    }
    self.name = preset
    self.parameters = traits.map { Parameter(name: $0, values: TraitDimension.known($0).values) }
  }

  /// A model of the given parameters, checked: known traits, each once, known values, each
  /// once, at least one value each.
  ///
  /// - Throws: ``CoverageError``.
  public init(name: String, parameters: [Parameter]) throws(CoverageError) {
    guard !parameters.isEmpty else {
      throw CoverageError(code: .invalidModel, message: "model '\(name)' has no parameters")
    }
    var seen = Set<String>()
    for parameter in parameters {
      guard let dimension = TraitDimension.named(parameter.name) else {
        throw .unknown(.unknownParameter, "trait", parameter.name, valid: TraitDimension.names)
      }
      guard seen.insert(parameter.name).inserted else {
        throw CoverageError(
          code: .invalidModel, message: "model '\(name)' lists \(parameter.name) twice")
      }
      guard !parameter.values.isEmpty else {
        throw CoverageError(
          code: .invalidModel, message: "model '\(name)': \(parameter.name) has no values")
      }
      var values = Set<TraitValue>()
      for value in parameter.values {
        guard dimension.index(of: value) != nil else {
          throw .unknown(
            .unknownValue, parameter.name, value.description,
            valid: dimension.values.map(\.description))
        }
        guard values.insert(value).inserted else {
          throw CoverageError(
            code: .invalidModel,
            message: "model '\(name)': \(parameter.name) lists \(value) twice")
        }
      }
    }
    self.name = name
    self.parameters = parameters
  }

  /// A preset by name, or a model file (any name that is not a preset).
  ///
  /// - Throws: ``CoverageError``; an unknown name that looks like a preset (no `.json`, no
  ///   `/`) suggests the closest preset.
  public static func load(_ nameOrPath: String) throws(CoverageError) -> TraitModel {
    if presetNames.contains(nameOrPath) { return try TraitModel(preset: nameOrPath) }
    if !nameOrPath.hasSuffix(".json") && !nameOrPath.contains("/") {
      throw .unknown(.unknownModel, "model", nameOrPath, valid: presetNames + ["FILE.json"])
    }
    return try TraitModel(contentsOf: nameOrPath)
  }

  /// The number of configurations (the product of the value counts).
  public var configurationCount: Double {
    parameters.reduce(1.0) { $0 * Double($1.values.count) }
  }

  /// The parameter called `name`, with its position.
  public func parameter(named name: String) -> (index: Int, parameter: Parameter)? {
    parameters.firstIndex { $0.name == name }.map { ($0, parameters[$0]) }
  }

  /// The traits of a configuration: UIKit's defaults, then each parameter's value.
  public func traits(for values: [TraitValue]) -> TextInputTraits {
    var traits = TextInputTraits()
    for (parameter, value) in zip(parameters, values) {
      parameter.dimension.set(value, in: &traits)
    }
    return traits
  }

  /// The model's values for `traits`, or the first parameter whose value the model does not
  /// list.
  public func values(of traits: TextInputTraits) -> Result<[TraitValue], OutsideValue> {
    var values: [TraitValue] = []
    for parameter in parameters {
      let value = parameter.dimension.value(of: traits)
      guard parameter.values.contains(value) else {
        return .failure(OutsideValue(parameter: parameter.name, value: value))
      }
      values.append(value)
    }
    return .success(values)
  }

  /// A trait value a configuration has that the model does not list.
  public struct OutsideValue: Error, Hashable, Sendable {
    /// The parameter.
    public var parameter: String
    /// The value.
    public var value: TraitValue
  }
}
