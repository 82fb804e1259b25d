import Foundation
import JSONCoding
import KeyboardPresentation
import TextField

/// The JSON shape of a form script (internal; ``FormScript`` is the model): the settings, and
/// fields, focus order, event order, scroll view and steps.
struct FormScriptFile: Decodable {
  var settings: ScriptSettings
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
    _ = try decoder.container(keyedBy: ScriptSettings.CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    settings = try ScriptSettings(from: decoder)
    fields = []
    if c.contains(.fields) {
      let members = try c.nestedContainer(keyedBy: JSONKey.self, forKey: .fields)
      for key in members.allKeys {
        let description = try members.decode(FieldDescription.self, forKey: key)
        fields.append(FormScript.Field(id: key.stringValue, description: description))
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
}
