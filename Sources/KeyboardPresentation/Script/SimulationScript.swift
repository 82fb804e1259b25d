public import Diagnostics
public import Foundation
import InputTraits
public import JSONCoding

/// A simulation script: a device, orientation and iOS release, named fields and steps
/// (docs/presentation.md documents the JSON).
///
/// ```swift
/// let script = try SimulationScript(contentsOf: "examples/simulate/signup-iphone15.json")
/// let result = try script.run(in: DeviceCatalog.bundled())
/// result.notifications.map(NotificationFormat.jsonLine)
/// ```
public struct SimulationScript: Hashable, Sendable, SimulationConfigured {
  /// The release a script without `ios` simulates.
  public static let defaultIOS = IOSVersion(18)

  /// How messages name the script (its path).
  public var source: String
  /// The device, orientation, iOS release, starting state and options; read and written
  /// through the script too (`script.device`, `script.iOS`).
  public var settings: SimulationSettings
  /// The fields by id.
  public var fields: [String: InputField]
  /// The steps, in order.
  public var steps: [SimulationStep]

  /// Where each top-level value is in the source, for messages at run time
  /// (`script.json:2:13: at device`).
  var places: [String: String] = [:]
  /// Where each step is in the source, one small position per step (a long script has
  /// millions); empty for scripts built in code.
  var stepPositions: [JSONDocument.Position?] = []

  /// Creates a script in code.
  public init(
    device: String, orientation: InterfaceOrientation = .portrait,
    iOS: IOSVersion = SimulationScript.defaultIOS, hardwareKeyboard: Bool = false,
    predictiveBar: PredictiveBarSetting = .on, options: PresentationOptions = PresentationOptions(),
    fields: [String: InputField] = [:], steps: [SimulationStep], source: String = "script"
  ) {
    self.init(
      settings: SimulationSettings(
        device: device, orientation: orientation, iOS: iOS, hardwareKeyboard: hardwareKeyboard,
        predictiveBar: predictiveBar, options: options),
      fields: fields, steps: steps, source: source)
  }

  /// Creates a script in code from its settings.
  ///
  /// ```swift
  /// let script = SimulationScript(
  ///   settings: SimulationSettings(device: "iphone-15"), steps: [.focus("email")])
  /// ```
  public init(
    settings: SimulationSettings, fields: [String: InputField] = [:], steps: [SimulationStep],
    source: String = "script"
  ) {
    self.source = source
    self.settings = settings
    self.fields = fields
    self.steps = steps
  }

  /// Decodes a script.
  ///
  /// ```swift
  /// let script = try SimulationScript(json: data, source: "signup.json")
  /// ```
  ///
  /// - Throws: ``/JSONCoding/JSONError`` whose one-line message names `source`, the line and
  ///   column, and the key path; a step naming a field the script does not define is an error
  ///   here, before anything runs.
  public init(json: Data, source: String) throws(JSONError) {
    let document = try JSONDocument(data: json, source: source)
    let file = try document.decode(ScriptFile.self)
    self.init(
      settings: file.settings.value, fields: file.fields, steps: file.steps, source: source)
    for key in ["device", "ios", "predictiveBar"] {
      places[key] = document.place(of: [.key(key)])
    }
    for (index, step) in steps.enumerated() {
      let path: [JSONKey] = [.key("steps"), .index(index)]
      stepPositions.append(document.position(of: path))
      let reference: (id: String, path: [JSONKey])? =
        switch step {
        case .focus(let id): (id, path + [.key("focus")])
        case .type(let id?, _):
          (id, path + [.key("type"), .key("field")])
        default: nil
        }
      if let reference, fields[reference.id] == nil {
        let ids = fields.keys.sorted()
        let suggestion = Suggestion(for: reference.id, among: ids)
        let message =
          "no field \(quoted(reference.id)) in fields\(suggestion.clause) "
          + "(defined: \(listing(ids)))"
        throw document.error(
          at: reference.path, message,
          underlying: PresentationError(
            code: .unknownField, message: message, suggestion: suggestion),
          suggestion: suggestion)
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

  /// The presenter a script's settings describe, at time zero; an error names the setting at
  /// fault (`place("device")`).
  package static func presenter(
    in catalog: DeviceCatalog, settings: SimulationSettings, place: (String) -> String
  ) throws(PresentationError) -> KeyboardPresenter {
    let device: Device
    do {
      device = try catalog.device(id: settings.device)
    } catch {
      throw PresentationError(wrapping: error, code: error.code, context: place("device"))
    }
    var keyboard: KeyboardPresenter
    do {
      keyboard = try KeyboardPresenter(
        device: device, orientation: settings.orientation, iOS: settings.iOS,
        options: settings.options, hardwareKeyboard: settings.hardwareKeyboard)
    } catch {
      throw PresentationError(wrapping: error, code: error.code, context: place("ios"))
    }
    do {
      _ = try keyboard.setPredictiveBar(settings.predictiveBar)
    } catch {
      throw PresentationError(wrapping: error, code: error.code, context: place("predictiveBar"))
    }
    return keyboard
  }

  /// How run-time messages name a key of the script.
  private func place(_ key: String) -> String {
    places[key] ?? "\(source): at \(key)"
  }

  /// How run-time messages name step `index`: `script.json:4:5: at steps[2]`.
  private func stepPlace(_ index: Int) -> String {
    let position = stepPositions.indices.contains(index) ? stepPositions[index] : nil
    return JSONDocument.place(source: source, position: position, keyPath: "steps[\(index)]")
  }

  /// Runs every step and then lets the clock run until the last notification is posted.
  ///
  /// - Throws: ``PresentationError`` naming the step (`script.json: at steps[3]: …`): an unknown
  ///   device, a focus on an undefined field, an event impossible in its state.
  public func run(
    in catalog: DeviceCatalog, typist: (any FieldTypist)? = nil
  ) throws(PresentationError) -> SimulationResult {
    var keyboard = try Self.presenter(
      in: catalog, settings: settings, place: place)
    var result = SimulationResult()
    var sessions: [String: Int] = [:]
    for (index, step) in steps.enumerated() {
      let place = stepPlace(index)
      let start = keyboard.now
      var notifications: [KeyboardNotification] = []
      var typed: TypedText?
      do {
        let focusedBefore = keyboard.focusedField?.id
        switch step {
        case .type(let id?, _) where id != focusedBefore:
          notifications = try keyboard.focus(field(id, at: "\(place).type.field"))
        case .type: break
        default: notifications = try apply(step, to: &keyboard, at: place)
        }
        // Each time a field becomes first responder, a new editing session begins.
        if let focused = keyboard.focusedField?.id, focused != focusedBefore {
          sessions[focused, default: 0] += 1
        }
        if case .type(_, let text) = step {
          typed = try type(text, at: place, keyboard: keyboard, typist: typist, sessions: sessions)
        }
      } catch {
        throw error.message.hasPrefix(source)
          ? error : PresentationError(wrapping: error, code: error.code, context: place)
      }
      result.entries.append(
        .init(stepIndex: index, step: step, time: start, notifications: notifications, typed: typed)
      )
    }
    let rest = keyboard.settle()
    if !rest.isEmpty {
      result.entries.append(
        .init(stepIndex: nil, step: nil, time: keyboard.now, notifications: rest))
    }
    return result
  }

  private func type(
    _ text: String, at place: String, keyboard: KeyboardPresenter, typist: (any FieldTypist)?,
    sessions: [String: Int]
  ) throws(PresentationError) -> TypedText {
    guard let typist else {
      throw PresentationError(
        code: .unsupportedStep, message: "\(place).type: this run has no typing engine")
    }
    guard let field = keyboard.focusedField else {
      throw PresentationError(
        code: .invalidEvent,
        message: "\(place).type: no field is focused (name one: {\"field\": …, \"text\": …})")
    }
    do {
      return try typist.type(
        text, into: field, session: sessions[field.id] ?? 1,
        hardwareKeyboard: keyboard.hardwareKeyboard)
    } catch {
      throw PresentationError(wrapping: error, code: .invalidScript, context: "\(place).type")
    }
  }

  /// The script's field `id`, or an error naming it and the defined ones.
  private func field(_ id: String, at place: String) throws(PresentationError) -> InputField {
    guard let field = fields[id] else {
      let ids = fields.keys.sorted()
      let suggestion = Suggestion(for: id, among: ids)
      throw PresentationError(
        code: .unknownField,
        message: "\(place): no field \(quoted(id)) in fields\(suggestion.clause) "
          + "(defined: \(listing(ids)))",
        suggestion: suggestion)
    }
    return field
  }

  private func apply(_ step: SimulationStep, to keyboard: inout KeyboardPresenter, at place: String)
    throws(PresentationError) -> [KeyboardNotification]
  {
    try keyboard.apply(step) { (id) throws(PresentationError) in
      try field(id, at: "\(place).focus")
    }
  }
}

/// What a script run posted, step by step.
///
/// ```swift
/// for entry in result.entries {
///   print(entry.step?.description ?? "end", entry.notifications.count)
/// }
/// ```
public struct SimulationResult: Hashable, Sendable {
  /// The notifications posted while one step ran (a `wait` delivers the `did…` of earlier
  /// steps); the last entry, without a step, holds those posted after the last step.
  public struct Entry: Hashable, Sendable {
    /// The step's index in the script, nil for the final settling of the clock.
    public var stepIndex: Int?
    /// The step.
    public var step: SimulationStep?
    /// The clock when the step ran.
    public var time: Duration
    /// What it posted.
    public var notifications: [KeyboardNotification]
    /// What a `type` step typed.
    public var typed: TypedText?

    /// Creates an entry.
    public init(
      stepIndex: Int?, step: SimulationStep?, time: Duration,
      notifications: [KeyboardNotification], typed: TypedText? = nil
    ) {
      self.stepIndex = stepIndex
      self.step = step
      self.time = time
      self.notifications = notifications
      self.typed = typed
    }
  }

  /// The entries in order.
  public var entries: [Entry] = []

  /// Every notification in order.
  public var notifications: [KeyboardNotification] { entries.flatMap(\.notifications) }
}
