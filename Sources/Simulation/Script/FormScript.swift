public import Diagnostics
public import Foundation
public import InputTraits
package import JSONCoding
import KeyboardPresentation
public import TextField

/// A simulation script: a device with its settings, the form's fields — each a `UITextField`
/// (or `UITextView`) with its traits, properties, input views, initial text and delegate
/// rules — the focus order, the event order, and the steps that focus, type, tap and rotate
/// (docs/presentation.md and docs/text-field.md, "Scripts").
///
/// ```swift
/// let script = try FormScript(contentsOf: "examples/simulate/signup-fields-iphone15.json")
/// let run = try script.run(layout: "us")
/// run.timeline.map(\.jsonLine)
/// ```
public struct FormScript: Sendable, SimulationConfigured {
  /// One field: its id and the text field or text view it is (traits, input views and their
  /// shared instances included).
  public struct Field: Sendable {
    /// The id.
    public var id: String
    /// The text field or text view.
    public var description: FieldDescription

    /// Creates a field.
    public init(id: String, description: FieldDescription) {
      self.id = id
      self.description = description
    }

    /// The field's traits.
    public var traits: TextInputTraits {
      switch description.kind {
      case .textField: description.fieldProperties.traits
      case .textView: description.viewProperties.traits
      }
    }
  }

  /// How messages name the script.
  public var source: String
  /// The device, orientation, iOS release, starting state and options; read and written
  /// through the script too (`script.device`, `script.iOS`).
  public var settings: SimulationSettings
  /// The fields, in the order the script lists them.
  public var fields: [Field]
  /// The order Return's `"next"` follows; the fields' order when the script gives none.
  public var focusOrder: [String]
  /// The text-field event orders.
  public var eventOrder: EventOrder
  /// The scroll view around the fields, in `kbsim inset`'s scenario shape, for the scenario
  /// `kbsim simulate --scenario` hands to `kbsim inset`.
  package var scrollView: JSONValue?
  /// The steps.
  public var steps: [FormStep]

  /// Where the top-level values (`device`, `ios`, `predictiveBar`) are in the source, for
  /// run-time messages.
  var places: [String: String] = [:]
  /// Where each step is in the source, one small position per step (a long script has
  /// millions); empty for scripts built in code.
  var stepPositions: [JSONDocument.Position?] = []

  /// Decodes a script.
  ///
  /// - Throws: ``/Diagnostics/JSONError`` with the line, column and key path; a step or focus
  ///   order naming a field the script does not define is an error here, before anything runs.
  public init(json: Data, source: String) throws(JSONError) {
    let document = try JSONDocument(data: json, source: source)
    let file = try document.decode(FormScriptFile.self)
    self.source = source
    settings = file.settings.value
    fields = file.fields
    focusOrder = file.focusOrder ?? file.fields.map(\.id)
    eventOrder = file.eventOrder ?? .canonical
    scrollView = file.scrollView
    steps = file.steps
    for key in ["device", "ios", "predictiveBar"] {
      places[key] = document.place(of: [.key(key)])
    }
    let ids = fields.map(\.id)
    let known = Set(ids)
    func check(_ id: String, at path: [JSONKey]) throws(JSONError) {
      guard !known.contains(id) else { return }
      let suggestion = Suggestion(for: id, among: ids)
      let message =
        "no field \(quoted(id)) in fields\(suggestion.clause) (defined: \(listing(ids)))"
      throw document.error(
        at: path, message,
        underlying: TextFieldError(code: .unknownField, message: message, suggestion: suggestion),
        suggestion: suggestion)
    }
    for (index, id) in (file.focusOrder ?? []).enumerated() {
      try check(id, at: [.key("focusOrder"), .index(index)])
    }
    for (index, step) in steps.enumerated() {
      let path: [JSONKey] = [.key("steps"), .index(index)]
      stepPositions.append(document.position(of: path))
      switch step {
      case .keyboard(.focus(let id)): try check(id, at: path + [.key("focus")])
      case .keyboard(.presentModal(let id)): try check(id, at: path + [.key("presentModal")])
      case .type(let id?, _): try check(id, at: path + [.key("type"), .key("field")])
      case .clear(let id): try check(id, at: path + [.key("clear")])
      case .setText(let id?, _): try check(id, at: path + [.key("setText"), .key("field")])
      default: break
      }
    }
  }

  /// Decodes a script from JSON text.
  public init(json: String, source: String = "script") throws(JSONError) {
    try self.init(json: Data(json.utf8), source: source)
  }

  /// Reads and decodes a script file (`-` for standard input).
  public init(contentsOf path: String) throws(JSONError) {
    let input = try InputFile.read(path)
    try self.init(json: input.data, source: input.source)
  }

  /// How run-time messages name a key of the script.
  func place(_ key: String) -> String {
    places[key] ?? "\(source): at \(key)"
  }

  /// How run-time messages name step `index`: `script.json:4:5: at steps[2]`.
  func stepPlace(_ index: Int) -> String {
    let position = stepPositions.indices.contains(index) ? stepPositions[index] : nil
    return JSONDocument.place(source: source, position: position, keyPath: "steps[\(index)]")
  }

  /// Whether a step types, so that the run needs keyboards and a Compose table.
  public var types: Bool {
    steps.contains { step in
      switch step {
      case .type, .returnKey, .taps: true
      default: false
      }
    }
  }
}
