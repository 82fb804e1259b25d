import Foundation
import InputTraits
import JSONCoding
import KeyboardModel
import KeyboardPresentation
import TextField

/// The JSON shape of a form script (internal; ``FormScript`` is the model): the presentation
/// script's settings, and fields, focus order, event order, scroll view and steps.
struct FormScriptFile: Decodable {
  var settings: ScriptFile.ScriptSettings
  var fields: [FormScript.Field]
  var focusOrder: [String]?
  var eventOrder: EventOrder?
  var scrollView: JSONValue?
  var steps: [FormStep]

  enum CodingKeys: String, DescribedCodingKey {
    case fields, focusOrder, eventOrder, scrollView, steps
    static let noun = "script key"
  }

  init(from decoder: any Decoder) throws {
    // Every key declared before anything decodes (settings first, as messages list them), so an
    // error in the settings is not mistaken for one of these keys being unknown.
    _ = try decoder.container(keyedBy: ScriptFile.ScriptSettings.CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    settings = try ScriptFile.ScriptSettings(from: decoder)
    fields = []
    if c.contains(.fields) {
      let members = try c.nestedContainer(keyedBy: JSONKey.self, forKey: .fields)
      for key in members.allKeys {
        let field = try members.decode(FieldFile.self, forKey: key)
        fields.append(field.field(id: key.stringValue))
      }
    }
    focusOrder = try c.decodeIfPresent([String].self, forKey: .focusOrder)
    if let order = focusOrder {
      var seen: Set<String> = []
      for (index, id) in order.enumerated() where !seen.insert(id).inserted {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: c.codingPath + [CodingKeys.focusOrder, JSONKey.index(index)],
            debugDescription: "'\(id)' is listed twice"))
      }
    }
    eventOrder = try c.decodeIfPresent(EventOrder.self, forKey: .eventOrder)
    scrollView = try c.decodeIfPresent(JSONValue.self, forKey: .scrollView)
    steps = try c.decode([StepFile].self, forKey: .steps).map(\.step)
  }

  /// One field: the keyboard's keys (`traits`, `accessoryHeight`, `accessoryViewID`,
  /// `inputViewHeight`, `inputViewID`) and the text field's (`kind`, `text`, `delegate` and the
  /// properties), read from the same object.
  struct FieldFile: Decodable {
    var keyboard: ScriptFile.FieldFile
    var description: FieldDescription
    var accessoryHeight: CGFloat?

    enum CodingKeys: String, CodingKey {
      case accessoryHeight, inputAccessoryViewHeight
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      keyboard = try ScriptFile.FieldFile(from: decoder)
      description = try FieldDescription(from: decoder)
      if c.contains(.accessoryHeight), c.contains(.inputAccessoryViewHeight) {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: c.codingPath + [CodingKeys.inputAccessoryViewHeight],
            debugDescription: "give accessoryHeight or inputAccessoryViewHeight, not both"))
      }
    }

    /// The keyboard's traits go to the view's properties; input view heights given in either
    /// place go to both.
    static func share<Properties>(
      _ properties: inout Properties, with inputField: inout InputField
    ) where Properties: InputViewHeights {
      properties.traits = inputField.traits
      if let height = properties.inputAccessoryViewHeight {
        inputField.accessoryHeight = height
      } else if inputField.accessoryHeight > 0 {
        properties.inputAccessoryViewHeight = inputField.accessoryHeight
      }
      properties.inputViewHeight = properties.inputViewHeight ?? inputField.inputViewHeight
      inputField.inputViewHeight = properties.inputViewHeight
    }

    func field(id: String) -> FormScript.Field {
      var inputField = keyboard.field(id: id)
      var description = description
      switch description.kind {
      case .textField:
        Self.share(&description.fieldProperties, with: &inputField)
      case .textView:
        Self.share(&description.viewProperties, with: &inputField)
      }
      return FormScript.Field(id: id, inputField: inputField, description: description)
    }
  }

  /// One step: a text-field step, or a presentation step.
  struct StepFile: Decodable {
    var step: FormStep

    /// Every step key, for the did-you-mean of a misspelt one.
    enum Key: String, DescribedCodingKey {
      case focus, resign, rotate, hardwareKeyboard, wait, predictiveBar, inputMode
      case reloadInputViews, undock, split, dock, float, dragKeyboard, endDrag, type
      case clear, `return`, tapOutside, paste, select, setText, taps
      static let noun = "step"
    }

    init(from decoder: any Decoder) throws {
      guard let c = try? decoder.container(keyedBy: Key.self) else {
        step = .keyboard(try SimulationStep(from: decoder))
        return
      }
      guard c.allKeys.count == 1, let key = c.allKeys.first,
        FormStep.fieldKeys.contains(key.stringValue)
      else {
        step = .keyboard(try SimulationStep(from: decoder))
        return
      }
      if try decoder.container(keyedBy: JSONKey.self).allKeys.count != 1 {
        step = .keyboard(try SimulationStep(from: decoder))
        return
      }
      step = try Self.decode(key, from: c)
    }

    private static func decode(_ key: Key, from c: KeyedDecodingContainer<Key>) throws -> FormStep {
      func requireTrue() throws {
        guard try c.decode(Bool.self, forKey: key) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: c, debugDescription: "write {\"\(key.stringValue)\": true}")
        }
      }
      switch key {
      case .clear:
        return .clear(try c.decode(String.self, forKey: key))
      case .return:
        try requireTrue()
        return .returnKey
      case .tapOutside:
        try requireTrue()
        return .tapOutside
      case .paste:
        return .paste(try c.decode(String.self, forKey: key))
      case .select:
        return .select(try c.decode(TextRange.self, forKey: key))
      case .setText:
        if let text = try? c.decode(String.self, forKey: key) {
          return .setText(field: nil, text: text)
        }
        let target = try c.decode(SetText.self, forKey: key)
        return .setText(field: target.field, text: target.text)
      case .taps:
        let tokens = try c.decode([TapToken].self, forKey: key).map(\.token)
        return .taps(tokens)
      default:
        preconditionFailure("not a text-field step: \(key)")
      }
    }
  }

  /// `{"field": "email", "text": "…"}` of a `setText` step.
  struct SetText: Decodable {
    var field: String
    var text: String

    enum CodingKeys: String, DescribedCodingKey {
      case field, text
      static let noun = "key"
    }
  }

  /// One token of a `taps` step, checked as `kbsim type --taps` reads it.
  struct TapToken: Decodable {
    var token: String

    init(from decoder: any Decoder) throws {
      token = try decoder.singleValueContainer().decode(String.self)
      _ = try KeyTap(parsing: token)
    }
  }
}

/// The properties a text field and a text view share with the keyboard's input field.
protocol InputViewHeights {
  var traits: TextInputTraits { get set }
  var inputAccessoryViewHeight: CGFloat? { get set }
  var inputViewHeight: CGFloat? { get set }
}

extension TextFieldProperties: InputViewHeights {}
extension TextViewProperties: InputViewHeights {}
