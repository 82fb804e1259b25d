import Foundation
internal import JSONInput

extension TextInputTraits: Codable {
  /// The JSON keys: UIKit's Swift property names.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case keyboardType, autocapitalizationType, autocorrectionType, spellCheckingType
    case smartQuotesType, smartDashesType, smartInsertDeleteType, inlinePredictionType
    case writingToolsBehavior, mathExpressionCompletionType
    case keyboardAppearance, returnKeyType, enablesReturnKeyAutomatically, isSecureTextEntry
    case textContentType, passwordRules
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes a traits object; missing keys take UIKit's defaults, unknown keys throw.
  public init(from decoder: any Decoder) throws {
    let raw = try decoder.container(keyedBy: AnyKey.self)
    let valid = CodingKeys.allCases.map(\.rawValue)
    for key in raw.allKeys where CodingKeys(rawValue: key.stringValue) == nil {
      let hint = valid.closest(to: key.stringValue).map { "; did you mean '\($0)'?" } ?? ""
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [key],
          debugDescription:
            "unknown trait '\(key.stringValue)'\(hint) (valid: \(valid.joined(separator: ", ")))"))
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    keyboardType = try c.decodeIfPresent(KeyboardType.self, forKey: .keyboardType) ?? keyboardType
    autocapitalizationType =
      try c.decodeIfPresent(AutocapitalizationType.self, forKey: .autocapitalizationType)
      ?? autocapitalizationType
    autocorrectionType =
      try c.decodeIfPresent(AutocorrectionType.self, forKey: .autocorrectionType)
      ?? autocorrectionType
    spellCheckingType =
      try c.decodeIfPresent(SpellCheckingType.self, forKey: .spellCheckingType)
      ?? spellCheckingType
    smartQuotesType =
      try c.decodeIfPresent(SmartQuotesType.self, forKey: .smartQuotesType) ?? smartQuotesType
    smartDashesType =
      try c.decodeIfPresent(SmartDashesType.self, forKey: .smartDashesType) ?? smartDashesType
    smartInsertDeleteType =
      try c.decodeIfPresent(SmartInsertDeleteType.self, forKey: .smartInsertDeleteType)
      ?? smartInsertDeleteType
    inlinePredictionType =
      try c.decodeIfPresent(InlinePredictionType.self, forKey: .inlinePredictionType)
      ?? inlinePredictionType
    writingToolsBehavior =
      try c.decodeIfPresent(WritingToolsBehavior.self, forKey: .writingToolsBehavior)
      ?? writingToolsBehavior
    mathExpressionCompletionType =
      try c.decodeIfPresent(
        MathExpressionCompletionType.self, forKey: .mathExpressionCompletionType)
      ?? mathExpressionCompletionType
    keyboardAppearance =
      try c.decodeIfPresent(KeyboardAppearance.self, forKey: .keyboardAppearance)
      ?? keyboardAppearance
    returnKeyType =
      try c.decodeIfPresent(ReturnKeyType.self, forKey: .returnKeyType) ?? returnKeyType
    enablesReturnKeyAutomatically =
      try c.decodeIfPresent(Bool.self, forKey: .enablesReturnKeyAutomatically) ?? false
    isSecureTextEntry = try c.decodeIfPresent(Bool.self, forKey: .isSecureTextEntry) ?? false
    textContentType = try c.decodeIfPresent(TextContentType.self, forKey: .textContentType)
    passwordRules = try c.decodeIfPresent(String.self, forKey: .passwordRules)
  }

  /// Encodes every trait that differs from UIKit's default, as Interface Builder does.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    let d = TextInputTraits()
    if keyboardType != d.keyboardType { try c.encode(keyboardType, forKey: .keyboardType) }
    if autocapitalizationType != d.autocapitalizationType {
      try c.encode(autocapitalizationType, forKey: .autocapitalizationType)
    }
    if autocorrectionType != d.autocorrectionType {
      try c.encode(autocorrectionType, forKey: .autocorrectionType)
    }
    if spellCheckingType != d.spellCheckingType {
      try c.encode(spellCheckingType, forKey: .spellCheckingType)
    }
    if smartQuotesType != d.smartQuotesType {
      try c.encode(smartQuotesType, forKey: .smartQuotesType)
    }
    if smartDashesType != d.smartDashesType {
      try c.encode(smartDashesType, forKey: .smartDashesType)
    }
    if smartInsertDeleteType != d.smartInsertDeleteType {
      try c.encode(smartInsertDeleteType, forKey: .smartInsertDeleteType)
    }
    if inlinePredictionType != d.inlinePredictionType {
      try c.encode(inlinePredictionType, forKey: .inlinePredictionType)
    }
    if writingToolsBehavior != d.writingToolsBehavior {
      try c.encode(writingToolsBehavior, forKey: .writingToolsBehavior)
    }
    if mathExpressionCompletionType != d.mathExpressionCompletionType {
      try c.encode(mathExpressionCompletionType, forKey: .mathExpressionCompletionType)
    }
    if keyboardAppearance != d.keyboardAppearance {
      try c.encode(keyboardAppearance, forKey: .keyboardAppearance)
    }
    if returnKeyType != d.returnKeyType { try c.encode(returnKeyType, forKey: .returnKeyType) }
    if enablesReturnKeyAutomatically {
      try c.encode(true, forKey: .enablesReturnKeyAutomatically)
    }
    if isSecureTextEntry { try c.encode(true, forKey: .isSecureTextEntry) }
    try c.encodeIfPresent(textContentType, forKey: .textContentType)
    try c.encodeIfPresent(passwordRules, forKey: .passwordRules)
  }

  /// Decodes one traits object from JSON text.
  ///
  /// - Throws: ``TraitError`` whose message names the key and, for JSON syntax errors, the line
  ///   and column.
  public init(json: String) throws(TraitError) {
    do {
      self = try JSONInput.decode(TextInputTraits.self, from: Data(json.utf8), source: "traits")
    } catch {
      throw TraitError(code: .invalidValue, message: error.message)
    }
  }
}

extension TextContentType: Codable {
  /// Decodes a Swift constant name (`oneTimeCode`) or a UIKit raw string (`one-time-code`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    guard let value = TextContentType(name: string) else {
      let valid = TextContentType.catalog.map(\.name)
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: TraitError.unknownValue(string, trait: "textContentType", valid: valid)
          .message)
    }
    self = value
  }

  /// Encodes the Swift constant name, or the raw string of a custom value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
