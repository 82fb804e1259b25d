public import Diagnostics
import Foundation
import JSONCoding

/// A field as a script describes it: its kind, its initial text, its properties and its
/// delegate's rules, all in one object.
///
/// ```json
/// {"kind": "textField", "text": "", "borderStyle": "roundedRect",
///  "traits": {"keyboardType": "numberPad"},
///  "delegate": {"maxLength": 6, "allowedCharacters": "0-9", "shouldReturn": "next"}}
/// ```
///
/// ```swift
/// let description = try JSON.decode(FieldDescription.self, from: json, source: "script.json")
/// let field = try window.add(description, id: "code")
/// ```
public struct FieldDescription: Sendable {
  /// `textField` (the default) or `textView`.
  public var kind: TextInputKind
  /// The initial text (a text field folds line breaks into spaces).
  public var text: String
  /// The text field's properties (for a `textField`).
  public var fieldProperties: TextFieldProperties
  /// The text view's properties (for a `textView`).
  public var viewProperties: TextViewProperties
  /// The delegate's rules; nil for no delegate (UIKit's default answers).
  public var delegate: DelegateRules?

  /// A text field with default properties.
  public init(
    kind: TextInputKind = .textField, text: String = "",
    fieldProperties: TextFieldProperties = TextFieldProperties(),
    viewProperties: TextViewProperties = TextViewProperties(), delegate: DelegateRules? = nil
  ) {
    self.kind = kind
    self.text = text
    self.fieldProperties = fieldProperties
    self.viewProperties = viewProperties
    self.delegate = delegate
  }

  /// The largest initial text accepted, in UTF-16 units: 1,000,000.
  public static let maximumTextLength = 1_000_000
}

extension FieldDescription: Decodable {
  enum CodingKeys: String, DescribedCodingKey {
    case kind, text, delegate
    static let noun = "field key"
  }

  /// Short spellings of the input accessory's keys, as presentation scripts write them.
  enum AccessoryKeys: String, DescribedCodingKey {
    case accessoryHeight, accessoryViewID
    static let noun = "field key"
  }

  /// Decodes `kind`, `text` and `delegate`, and the kind's properties from the same object;
  /// an unknown key names the closest property.
  public init(from decoder: any Decoder) throws {
    // The short keys first, so that an unknown key is named by the kind's property noun.
    let accessory = try decoder.container(keyedBy: AccessoryKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    kind = try c.decodeIfPresent(TextInputKind.self, forKey: .kind) ?? .textField
    text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
    guard text.utf16.count <= Self.maximumTextLength else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: c.codingPath + [CodingKeys.text],
          debugDescription:
            "text is \(text.utf16.count) UTF-16 units, more than \(Self.maximumTextLength)"))
    }
    delegate = try c.decodeIfPresent(DelegateRules.self, forKey: .delegate)
    fieldProperties = TextFieldProperties()
    viewProperties = TextViewProperties()
    switch kind {
    case .textField: fieldProperties = try TextFieldProperties(from: decoder)
    case .textView: viewProperties = try TextViewProperties(from: decoder)
    }
    let height = try accessory.length(.accessoryHeight)
    let id = try accessory.decodeIfPresent(String.self, forKey: .accessoryViewID)
    switch kind {
    case .textField:
      try Self.merge(height, id, into: &fieldProperties, from: accessory)
    case .textView:
      try Self.merge(height, id, into: &viewProperties, from: accessory)
    }
  }

  /// Puts the short accessory keys into the properties, which must not give them too.
  private static func merge<Properties: InputAccessoryProperties>(
    _ height: CGFloat?, _ id: String?, into properties: inout Properties,
    from c: KeyedDecodingContainer<AccessoryKeys>
  ) throws {
    func conflict(_ key: AccessoryKeys, _ long: String) -> DecodingError {
      DecodingError.dataCorrupted(
        .init(
          codingPath: c.codingPath + [JSONKey.key(long)],
          debugDescription: "give \(key.stringValue) or \(long), not both"))
    }
    if let height {
      guard properties.inputAccessoryViewHeight == nil else {
        throw conflict(.accessoryHeight, "inputAccessoryViewHeight")
      }
      // A height of 0 is no accessory, as presentation scripts always meant it.
      properties.inputAccessoryViewHeight = height > 0 ? height : nil
    }
    if let id {
      guard properties.inputAccessoryViewID == nil else {
        throw conflict(.accessoryViewID, "inputAccessoryViewID")
      }
      properties.inputAccessoryViewID = id
    }
  }
}

/// The accessory properties a text field and a text view share.
protocol InputAccessoryProperties {
  var inputAccessoryViewHeight: CGFloat? { get set }
  var inputAccessoryViewID: String? { get set }
}

extension TextFieldProperties: InputAccessoryProperties {}
extension TextViewProperties: InputAccessoryProperties {}

extension TextInputWindow {
  /// Adds the field `description` describes, named `id`, with a ``RulesDelegate`` for its
  /// rules that the window keeps alive.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/duplicateField``.
  @discardableResult
  public func add(_ description: FieldDescription, id: String) throws(TextFieldError)
    -> TextInputView
  {
    let rules = description.delegate.map(RulesDelegate.init)
    let view: TextInputView
    switch description.kind {
    case .textField:
      let field = TextField(id: id, text: description.text, properties: description.fieldProperties)
      field.delegate = rules
      view = field
    case .textView:
      let textView = TextView(
        id: id, text: description.text, properties: description.viewProperties)
      textView.delegate = rules
      view = textView
    }
    try add(view)
    if let rules { keepAlive(rules) }
    return view
  }
}
