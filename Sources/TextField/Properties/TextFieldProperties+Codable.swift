import Foundation
import InputTraits
import JSONCoding

extension TextFieldProperties: Decodable {
  enum CodingKeys: String, DescribedCodingKey {
    case placeholder, borderStyle, clearButtonMode, clearsOnBeginEditing, clearsOnInsertion
    case leftView, leftViewMode, rightView, rightViewMode, isEnabled, textAlignment
    case layoutDirection, inputViewHeight, inputViewID, inputAccessoryViewHeight
    case inputAccessoryViewID, adjustsFontSizeToFitWidth, minimumFontSize, fontSize, traits, frame,
      hasEditingDidEndOnExitAction, contentScaleFactor
    static let noun = "field key"
  }

  /// Decodes the properties from UIKit's property names; absent keys keep UIKit's defaults:
  /// `{"borderStyle": "roundedRect", "clearButtonMode": "whileEditing",
  /// "frame": {"x": 16, "y": 200, "width": 361, "height": 34}, "traits": {…}}`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    placeholder = try c.decodeIfPresent(String.self, forKey: .placeholder)
    borderStyle = try c.decodeIfPresent(BorderStyle.self, forKey: .borderStyle) ?? borderStyle
    clearButtonMode =
      try c.decodeIfPresent(ViewMode.self, forKey: .clearButtonMode) ?? clearButtonMode
    clearsOnBeginEditing = try c.decodeIfPresent(Bool.self, forKey: .clearsOnBeginEditing) ?? false
    clearsOnInsertion = try c.decodeIfPresent(Bool.self, forKey: .clearsOnInsertion) ?? false
    leftView = try c.decodeIfPresent(JSONGeometry.Size.self, forKey: .leftView)?.value
    leftViewMode = try c.decodeIfPresent(ViewMode.self, forKey: .leftViewMode) ?? leftViewMode
    rightView = try c.decodeIfPresent(JSONGeometry.Size.self, forKey: .rightView)?.value
    rightViewMode = try c.decodeIfPresent(ViewMode.self, forKey: .rightViewMode) ?? rightViewMode
    isEnabled = try c.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true
    textAlignment =
      try c.decodeIfPresent(TextAlignment.self, forKey: .textAlignment) ?? textAlignment
    layoutDirection =
      try c.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? layoutDirection
    inputViewHeight = try c.length(.inputViewHeight)
    inputViewID = try c.decodeIfPresent(String.self, forKey: .inputViewID)
    inputAccessoryViewHeight = try c.length(.inputAccessoryViewHeight)
    inputAccessoryViewID = try c.decodeIfPresent(String.self, forKey: .inputAccessoryViewID)
    adjustsFontSizeToFitWidth =
      try c.decodeIfPresent(Bool.self, forKey: .adjustsFontSizeToFitWidth) ?? false
    minimumFontSize = try c.fontSize(.minimumFontSize, allowsZero: true) ?? 0
    fontSize = try c.fontSize(.fontSize, allowsZero: false) ?? fontSize
    traits = try c.decodeIfPresent(TextInputTraits.self, forKey: .traits) ?? traits
    frame = try c.decodeIfPresent(JSONGeometry.Rect.self, forKey: .frame)?.value ?? frame
    hasEditingDidEndOnExitAction =
      try c.decodeIfPresent(Bool.self, forKey: .hasEditingDidEndOnExitAction) ?? false
    if let scale = try c.decodeIfPresent(Double.self, forKey: .contentScaleFactor) {
      guard [1, 2, 3].contains(scale) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: c.codingPath + [CodingKeys.contentScaleFactor],
            debugDescription: "contentScaleFactor must be 1, 2 or 3, got \(formatNumber(scale))"))
      }
      contentScaleFactor = CGFloat(scale)
    }
  }
}

extension TextViewProperties: Decodable {
  enum CodingKeys: String, DescribedCodingKey {
    case isEditable, clearsOnInsertion, traits, frame, inputViewHeight, inputViewID
    case inputAccessoryViewHeight, inputAccessoryViewID, fontSize
    static let noun = "text view property"
  }

  /// Decodes the properties from UIKit's property names; absent keys keep UIKit's defaults.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    isEditable = try c.decodeIfPresent(Bool.self, forKey: .isEditable) ?? true
    clearsOnInsertion = try c.decodeIfPresent(Bool.self, forKey: .clearsOnInsertion) ?? false
    traits = try c.decodeIfPresent(TextInputTraits.self, forKey: .traits) ?? traits
    frame = try c.decodeIfPresent(JSONGeometry.Rect.self, forKey: .frame)?.value ?? frame
    inputViewHeight = try c.length(.inputViewHeight)
    inputViewID = try c.decodeIfPresent(String.self, forKey: .inputViewID)
    inputAccessoryViewHeight = try c.length(.inputAccessoryViewHeight)
    inputAccessoryViewID = try c.decodeIfPresent(String.self, forKey: .inputAccessoryViewID)
    fontSize = try c.fontSize(.fontSize, allowsZero: false) ?? fontSize
  }
}

extension KeyedDecodingContainer {
  /// A length in points, checked like every geometry value; nil when absent.
  func length(_ key: Key) throws -> CGFloat? {
    guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
    return try JSONGeometry.checkLength(value, codingPath: codingPath + [key])
  }

  /// A font size: more than 0 (or 0 when `allowsZero`) and at most 1,000 pt; nil when absent.
  func fontSize(_ key: Key, allowsZero: Bool) throws -> CGFloat? {
    guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
    guard value.isFinite, allowsZero ? value >= 0 : value > 0, value <= 1000 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [key],
          debugDescription: "\(key.stringValue) must be a point size "
            + "\(allowsZero ? "from 0" : "above 0") to 1000, got \(formatNumber(value))"))
    }
    return CGFloat(value)
  }
}
