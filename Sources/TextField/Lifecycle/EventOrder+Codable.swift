public import Diagnostics
import JSONCoding

extension EventOrder: Decodable {
  enum CodingKeys: String, DescribedCodingKey {
    case preset, beginControlEvent, endControlEvent, keyboardHide, beginSelectionChange
    case selectionChange, clearOnBeginSendsChange, clearButtonSendsEditingChanged
    case autocorrectionIsSeparateChange, primaryAction, programmaticSelectionChange
    static let noun = "eventOrder key"
  }

  /// Decodes a preset name (`"canonical"`, `"legacy"`) or an object of a preset and the
  /// members that differ from it: `{"preset": "legacy", "selectionChange": "afterNotification"}`.
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      self = try Self.preset(named: name)
      return
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let name = try c.decodeIfPresent(PresetName.self, forKey: .preset) {
      self = name.order
    } else {
      self = .canonical
    }
    beginControlEvent =
      try c.decodeIfPresent(ControlEventPlacement.self, forKey: .beginControlEvent)
      ?? beginControlEvent
    endControlEvent =
      try c.decodeIfPresent(ControlEventPlacement.self, forKey: .endControlEvent) ?? endControlEvent
    keyboardHide =
      try c.decodeIfPresent(KeyboardHidePlacement.self, forKey: .keyboardHide) ?? keyboardHide
    beginSelectionChange =
      try c.decodeIfPresent(BeginSelectionChange.self, forKey: .beginSelectionChange)
      ?? beginSelectionChange
    selectionChange =
      try c.decodeIfPresent(SelectionChangePlacement.self, forKey: .selectionChange)
      ?? selectionChange
    clearOnBeginSendsChange =
      try c.decodeIfPresent(Bool.self, forKey: .clearOnBeginSendsChange) ?? clearOnBeginSendsChange
    clearButtonSendsEditingChanged =
      try c.decodeIfPresent(Bool.self, forKey: .clearButtonSendsEditingChanged)
      ?? clearButtonSendsEditingChanged
    autocorrectionIsSeparateChange =
      try c.decodeIfPresent(Bool.self, forKey: .autocorrectionIsSeparateChange)
      ?? autocorrectionIsSeparateChange
    primaryAction =
      try c.decodeIfPresent(PrimaryActionPlacement.self, forKey: .primaryAction) ?? primaryAction
    programmaticSelectionChange =
      try c.decodeIfPresent(Bool.self, forKey: .programmaticSelectionChange)
      ?? programmaticSelectionChange
  }

  /// The preset named `name`.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/invalidProperty`` and a
  ///   did-you-mean.
  public static func preset(named name: String) throws(TextFieldError) -> EventOrder {
    if let match = presets.first(where: { $0.name == name }) { return match.order }
    let names = presets.map(\.name)
    let suggestion = Suggestion(for: name, among: names)
    throw TextFieldError(
      code: .invalidProperty,
      message: "unknown eventOrder preset \(quoted(name))\(suggestion.clause) "
        + "(valid: \(names.joined(separator: ", ")))",
      suggestion: suggestion)
  }
}

extension EventOrder.ControlEventPlacement: NamedChoice, Decodable {
  static let choiceName = "control event placement"

  /// Decodes the case's name.
  public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder) }
}
extension EventOrder.KeyboardHidePlacement: NamedChoice, Decodable {
  static let choiceName = "keyboardHide"

  /// Decodes the case's name.
  public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder) }
}
extension EventOrder.BeginSelectionChange: NamedChoice, Decodable {
  static let choiceName = "beginSelectionChange"

  /// Decodes the case's name.
  public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder) }
}
extension EventOrder.SelectionChangePlacement: NamedChoice, Decodable {
  static let choiceName = "selectionChange"

  /// Decodes the case's name.
  public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder) }
}
extension EventOrder.PrimaryActionPlacement: NamedChoice, Decodable {
  static let choiceName = "primaryAction"

  /// Decodes the case's name.
  public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder) }
}

/// A preset's name in an `eventOrder` object, decoded with its did-you-mean.
private struct PresetName: Decodable {
  var order: EventOrder

  init(from decoder: any Decoder) throws {
    order = try EventOrder.preset(named: decoder.singleValueContainer().decode(String.self))
  }
}
