public import Foundation
import InputTraits
import JSONInput

/// A simulation script: a device, orientation and iOS release, named fields and steps
/// (docs/presentation.md documents the JSON).
///
/// ```swift
/// let script = try SimulationScript(contentsOf: "examples/simulate/signup-iphone15.json")
/// let result = try script.run(in: DeviceCatalog.bundled())
/// result.notifications.map(NotificationFormat.jsonLine)
/// ```
public struct SimulationScript: Hashable, Sendable {
  /// The release a script without `ios` simulates.
  public static let defaultIOS = IOSVersion(18)

  /// How messages name the script (its path).
  public var source: String
  /// The device id.
  public var device: String
  /// The starting orientation.
  public var orientation: InterfaceOrientation
  /// The iOS release.
  public var iOS: IOSVersion
  /// Whether a hardware keyboard is attached at the start.
  public var hardwareKeyboard: Bool
  /// The Predictive setting at the start.
  public var predictiveBar: PredictiveBarSetting
  /// Behaviour options.
  public var options: PresentationOptions
  /// The fields by id.
  public var fields: [String: InputField]
  /// The steps, in order.
  public var steps: [SimulationStep]

  /// Decodes a script.
  ///
  /// - Throws: ``PresentationError`` whose one-line message names `source`, the key path and,
  ///   for malformed JSON, the line and column; code ``PresentationError/Code/unsupportedStep``
  ///   for a typing step.
  public init(decoding data: Data, source: String) throws(PresentationError) {
    let file: ScriptFile
    do {
      file = try JSONInput.decode(ScriptFile.self, from: data, source: source)
    } catch {
      throw PresentationError(code: .invalidScript, message: error.message)
    }
    self.source = source
    device = file.device
    orientation = file.orientation
    iOS = file.iOS
    hardwareKeyboard = file.hardwareKeyboard
    predictiveBar = file.predictiveBar
    options = file.options
    fields = file.fields
    steps = []
    for (index, step) in file.steps.enumerated() {
      steps.append(try SimulationStep.parse(step, at: "\(source): at steps[\(index)]"))
    }
  }

  /// Reads and decodes a script file (`-` for standard input).
  public init(contentsOf path: String) throws(PresentationError) {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
      try self.init(decoding: data, source: "<stdin>")
      return
    }
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw PresentationError(code: .invalidScript, message: "\(path): cannot read file")
    }
    try self.init(decoding: data, source: path)
  }

  /// Runs every step and then lets the clock run until the last notification is posted.
  ///
  /// - Throws: ``PresentationError`` naming the step (`script.json: at steps[3]: …`): an unknown
  ///   device, a focus on an undefined field, an event impossible in its state.
  public func run(
    in catalog: DeviceCatalog, typist: (any FieldTypist)? = nil
  ) throws(PresentationError) -> SimulationResult {
    let device: Device
    do {
      device = try catalog.device(id: self.device)
    } catch {
      throw PresentationError(code: error.code, message: "\(source): at device: \(error.message)")
    }
    var keyboard: KeyboardPresenter
    do {
      keyboard = try KeyboardPresenter(
        device: device, orientation: orientation, iOS: iOS, options: options,
        hardwareKeyboard: hardwareKeyboard)
    } catch {
      throw PresentationError(code: error.code, message: "\(source): at ios: \(error.message)")
    }
    do {
      _ = try keyboard.setPredictiveBar(predictiveBar)
    } catch {
      throw PresentationError(
        code: error.code, message: "\(source): at predictiveBar: \(error.message)")
    }
    var result = SimulationResult()
    var sessions: [String: Int] = [:]
    for (index, step) in steps.enumerated() {
      let place = "\(source): at steps[\(index)]"
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
        let message = error.message.hasPrefix(source) ? error.message : "\(place): \(error.message)"
        throw PresentationError(code: error.code, message: message)
      }
      result.entries.append(
        .init(stepIndex: index, step: step, time: start, notifications: notifications, typed: typed))
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
      throw PresentationError(code: .invalidScript, message: "\(place).type: \(error)")
    }
  }

  /// The script's field `id`, or an error naming it and the defined ones.
  private func field(_ id: String, at place: String) throws(PresentationError) -> InputField {
    guard let field = fields[id] else {
      let ids = fields.keys.sorted()
      let hint = ids.closest(to: id).map { "; did you mean '\($0)'?" } ?? ""
      throw PresentationError(
        code: .unknownField,
        message: "\(place): no field '\(id)' in fields\(hint) (defined: \(ids.joined(separator: ", ")))")
    }
    return field
  }

  private func apply(_ step: SimulationStep, to keyboard: inout KeyboardPresenter, at place: String)
    throws(PresentationError) -> [KeyboardNotification]
  {
    switch step {
    case .focus(let id):
      return try keyboard.focus(field(id, at: "\(place).focus"))
    case .resign: return try keyboard.resign()
    case .rotate(let orientation): return try keyboard.rotate(to: orientation)
    case .hardwareKeyboard(let attached): return try keyboard.setHardwareKeyboard(attached)
    case .wait(let duration): return try keyboard.advance(by: duration)
    case .predictiveBar(let setting): return try keyboard.setPredictiveBar(setting)
    case .inputMode(let mode, let via): return try keyboard.switchInputMode(to: mode, via: via)
    case .reloadInputViews(let changes):
      guard let changes, var field = keyboard.focusedField else {
        return try keyboard.reloadInputViews()
      }
      if let traits = changes.traits { field.traits = traits }
      if let height = changes.accessoryHeight { field.accessoryHeight = height }
      if let height = changes.inputViewHeight { field.inputViewHeight = height }
      return try keyboard.reloadInputViews(updating: field)
    case .undock(let via, let offset): return try keyboard.undock(via: via, bottomOffset: offset)
    case .split(let via, let offset): return try keyboard.split(via: via, bottomOffset: offset)
    case .dock(let via): return try keyboard.dock(via: via)
    case .float(let rect): return try keyboard.float(at: rect)
    case .dragKeyboard(let offset): return try keyboard.dragKeyboard(to: offset)
    case .endDrag(let dismissing): return try keyboard.endKeyboardDrag(dismissing: dismissing)
    case .type: return []  // handled by run(in:typist:)
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
