import Diagnostics
import Foundation
import KeyboardModel
public import KeyboardPresentation
public import TextField

extension FormScript {
  /// Runs every step on text fields and a keyboard sharing one clock, then lets the clock run
  /// until the last notification is posted.
  ///
  /// - Parameters:
  ///   - catalog: The device catalog the script's device comes from.
  ///   - typing: Where the fields' keyboards come from; nil when the script does not type
  ///     (``types``).
  /// - Returns: The timeline, step by step.
  /// - Throws: ``/KeyboardPresentation/PresentationError`` or ``/TextField/TextFieldError``
  ///   naming the step (`script.json:5:5: at steps[3]: …`): an unknown device, a step that
  ///   needs a focused field when there is none, a selection outside the text, an event
  ///   impossible in its state.
  @MainActor
  public func run(in catalog: DeviceCatalog, typing: TypingSetup?) throws -> FormRun {
    let keyboard = try SimulationScript.presenter(
      in: catalog, device: device, orientation: orientation, iOS: iOS, options: options,
      hardwareKeyboard: hardwareKeyboard, predictiveBar: predictiveBar, place: place)
    let window = TextInputWindow(order: eventOrder, typing: typing)
    window.hardwareKeyboard = hardwareKeyboard
    for field in fields { try window.add(field.description, id: field.id) }
    try window.setFocusOrder(focusOrder)
    let simulator = FormSimulator(window: window, keyboard: keyboard)
    simulator.inputFields = Dictionary(uniqueKeysWithValues: fields.map { ($0.id, $0.inputField) })

    var run = FormRun(keyboard: keyboard)
    for (index, step) in steps.enumerated() {
      let start = window.now
      let first = simulator.timeline.count
      var typed: TypedText?
      do {
        typed = try perform(step, simulator: simulator)
      } catch {
        throw Self.placed(error, at: place("steps[\(index)]"), source: source)
      }
      run.entries.append(
        FormRun.Entry(
          stepIndex: index, step: step, time: start, endTime: window.now,
          events: Array(simulator.timeline[first...]), typed: typed,
          fields: window.fields.map(\.snapshot), screen: screenSize(simulator.keyboard)))
    }
    let first = simulator.timeline.count
    let start = window.now
    simulator.settle()
    if simulator.timeline.count > first {
      run.entries.append(
        FormRun.Entry(
          stepIndex: nil, step: nil, time: start, endTime: window.now,
          events: Array(simulator.timeline[first...]), typed: nil,
          fields: window.fields.map(\.snapshot), screen: screenSize(simulator.keyboard)))
    }
    run.keyboard = simulator.keyboard
    return run
  }

  private func screenSize(_ keyboard: KeyboardPresenter) -> CGSize {
    keyboard.geometry.screenBounds.size
  }

  /// `error` with the step's place in front, keeping its type, code and cause.
  static func placed(_ error: any Error, at place: String, source: String) -> any Error {
    switch error {
    case let error as PresentationError where !error.message.hasPrefix(source):
      return PresentationError(wrapping: error, code: error.code, context: place)
    case let error as TextFieldError where !error.message.hasPrefix(source):
      return TextFieldError(wrapping: error, code: error.code, context: place)
    case let error as any KeyboardSimError where !error.message.hasPrefix(source):
      return TextFieldError(wrapping: error, code: .keyboard, context: place)
    default:
      return error
    }
  }

  /// Performs one step; returns what a `type` step typed.
  @MainActor
  private func perform(_ step: FormStep, simulator: FormSimulator) throws -> TypedText? {
    let window = simulator.window
    func focused(_ what: String) throws(TextFieldError) -> TextInputView {
      guard let field = window.firstResponder else {
        throw TextFieldError(code: .noFocusedField, message: "\(what): no field is focused")
      }
      return field
    }
    switch step {
    case .keyboard(.focus(let id)):
      try simulator.perform { try window.field(id).becomeFirstResponder() }
    case .keyboard(.resign), .tapOutside:
      try simulator.perform { window.firstResponder?.resignFirstResponder() }
    case .keyboard(.type(let id, let text)):
      return try type(text, into: id, simulator: simulator)
    case .keyboard(.wait(let duration)):
      try simulator.wait(duration)
    case .keyboard(.hardwareKeyboard(let attached)):
      try simulator.perform { (keyboard) throws(PresentationError) in
        try keyboard.setHardwareKeyboard(attached)
      }
      window.hardwareKeyboard = attached
    case .keyboard(.reloadInputViews(let changes)):
      if let changes, let field = window.firstResponder { apply(changes, to: field) }
      if let field = window.firstResponder {
        let input = try simulator.inputField(field.id)
        try simulator.perform { (keyboard) throws(PresentationError) in
          try keyboard.reloadInputViews(updating: input)
        }
      } else {
        try simulator.perform { (keyboard) throws(PresentationError) in
          try keyboard.reloadInputViews()
        }
      }
    case .keyboard(let other):
      try simulator.perform { (keyboard) throws(PresentationError) in
        try keyboard.apply(other) { (id) throws(PresentationError) in try simulator.inputField(id) }
      }
    case .clear(let id):
      let field = try window.field(id)
      guard let textField = field as? TextField else {
        throw TextFieldError(
          code: .invalidProperty, message: "clear: '\(id)' is a text view: it has no clear button")
      }
      guard textField.isClearButtonVisible else {
        throw TextFieldError(
          code: .invalidProperty,
          message: "clear: the clear button of '\(id)' does not show (clearButtonMode "
            + "\(textField.properties.clearButtonMode.name), \(textField.isEditing ? "editing" : "not editing"), "
            + "\(textField.text.isEmpty ? "empty" : "with text"))")
      }
      try simulator.perform { textField.tapClearButton() }
    case .returnKey:
      let field = try focused("return")
      try simulator.perform { try field.tap(.return) }
    case .paste(let text):
      let field = try focused("paste")
      try simulator.perform { try field.paste(text) }
    case .select(let range):
      let field = try focused("select")
      try simulator.perform { try field.select(range) }
    case .setText(let id, let text):
      let field =
        try id.map { (id) throws(TextFieldError) in try window.field(id) } ?? focused("setText")
      try simulator.perform { field.text = text }
    case .taps(let tokens):
      let field = try focused("taps")
      try simulator.perform {
        for token in tokens { try field.tap(KeyTap(parsing: token)) }
      }
    }
    return nil
  }

  /// A `type` step: focuses the named field if needed, then types.
  @MainActor
  private func type(_ text: String, into id: String?, simulator: FormSimulator) throws -> TypedText
  {
    let window = simulator.window
    if let id, window.firstResponder?.id != id {
      try simulator.perform { try window.field(id).becomeFirstResponder() }
    }
    if let id, window.firstResponder?.id != id {
      throw TextFieldError(
        code: .notEditing,
        message: "type: field \(quoted(id)) did not become first responder (its delegate said no, "
          + "or it is disabled)")
    }
    guard let field = window.firstResponder else {
      throw TextFieldError(
        code: .noFocusedField,
        message: "type: no field is focused (name one: {\"field\": …, \"text\": …})")
    }
    var report: TextInputView.TypingReport?
    try simulator.perform { report = try field.type(text) }
    return TypedText(
      field: field.id, text: text, committed: field.text, displayed: field.displayedText,
      taps: report?.taps ?? 0, refused: report?.refused.map(\.character) ?? [])
  }

  @MainActor
  private func apply(_ changes: SimulationStep.FieldChanges, to field: TextInputView) {
    if let textField = field as? TextField {
      if let traits = changes.traits { textField.properties.traits = traits }
      if let height = changes.accessoryHeight {
        textField.properties.inputAccessoryViewHeight = height
      }
      if let height = changes.inputViewHeight { textField.properties.inputViewHeight = height }
    } else if let textView = field as? TextView {
      if let traits = changes.traits { textView.properties.traits = traits }
      if let height = changes.accessoryHeight {
        textView.properties.inputAccessoryViewHeight = height
      }
      if let height = changes.inputViewHeight { textView.properties.inputViewHeight = height }
    }
  }
}
