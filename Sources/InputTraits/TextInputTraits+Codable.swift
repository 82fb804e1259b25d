public import Diagnostics
public import Foundation
import JSONCoding

extension TextInputTraits: Codable {
  /// The JSON keys: UIKit's Swift property names.
  package enum CodingKeys: String, DescribedCodingKey {
    case keyboardType, autocapitalizationType, autocorrectionType, spellCheckingType
    case smartQuotesType, smartDashesType, smartInsertDeleteType, inlinePredictionType
    case writingToolsBehavior, mathExpressionCompletionType
    case keyboardAppearance, returnKeyType, enablesReturnKeyAutomatically, isSecureTextEntry
    case textContentType, passwordRules

    /// Messages call a key of a traits object a trait: `unknown trait 'keyboardTyp'`.
    public static let noun = "trait"
  }

  /// Decodes a traits object; missing keys take UIKit's defaults.
  ///
  /// With the strict decoder of `JSONCoding` (``init(json:source:)-(String,_)``), unknown keys are
  /// errors that suggest the nearest trait.
  public init(from decoder: any Decoder) throws {
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

  /// Decodes one traits object from JSON.
  ///
  /// ```swift
  /// let traits = try TextInputTraits(json: #"{"keyboardType": "emailAddress"}"#)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The JSON text's bytes (UTF-8).
  ///   - source: How messages name the input (a file path, `<stdin>`).
  /// - Throws: ``/Diagnostics/JSONError`` whose one-line message names the line, column and key,
  ///   such as `form.json:1:17: at keyboardType: unknown keyboardType 'emial'; did you mean
  ///   'emailAddress'? (valid: …)`.
  public init(json: Data, source: String) throws(JSONError) {
    self = try JSON.decode(TextInputTraits.self, from: json, source: source)
  }

  /// Decodes one traits object from JSON text; messages name it `source`.
  public init(json: String, source: String = "traits") throws(JSONError) {
    try self.init(json: Data(json.utf8), source: source)
  }
}

extension TextContentType: Codable {
  /// Decodes a Swift constant name (`oneTimeCode`) or a UIKit raw string (`one-time-code`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    guard let value = TextContentType(name: string) else {
      let valid = TextContentType.catalog.map(\.name)
      throw TraitError.unknownValue(string, trait: "textContentType", valid: valid)
    }
    self = value
  }

  /// Encodes the Swift constant name, or the raw string of a custom value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
