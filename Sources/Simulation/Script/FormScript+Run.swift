public import Diagnostics
public import Foundation
import InputTraits
import KeyboardModel
public import KeyboardPresentation
import TextField

extension FormScript {
  /// Runs the script on the bundled devices (or `layoutsDirectory`'s) with a typing session
  /// for the script's device on `layout`: the whole of `kbsim simulate` in one call.
  ///
  /// ```swift
  /// let run = try FormScript(contentsOf: "examples/simulate/signup-fields-iphone15.json").run()
  /// run.timeline.map(\.jsonLine)
  /// ```
  ///
  /// - Throws: What ``run(in:session:)`` throws, and ``SimulationError`` when the typing
  ///   session cannot be assembled.
  @MainActor
  public func run(layout: String = "us", layoutsDirectory: URL? = nil) throws -> FormRun {
    let catalog = try DeviceCatalog.bundled(layoutsDirectory: layoutsDirectory)
    let session = try typingSession(in: catalog, layout: layout, layoutsDirectory: layoutsDirectory)
    return try run(in: catalog, session: session)
  }

  /// The typing session the script's fields type with: the device's family, a letters layout,
  /// the corrector each field's resolved traits call for; nil when no step types (``types``).
  ///
  /// An unknown device types as an iPhone here; the run reports the device with its place.
  public func typingSession(
    in catalog: DeviceCatalog, layout: String = "us",
    correction: TypingSession.Correction = .dictionary(),
    layoutsDirectory: URL? = nil
  ) throws(SimulationError) -> TypingSession? {
    guard types else { return nil }
    let family = (try? catalog.device(id: settings.device))?.family ?? .iPhone
    return try TypingSession(
      layout: layout, idiom: UserInterfaceIdiom(family), correction: correction,
      layoutsDirectory: layoutsDirectory)
  }

  /// Runs every step on text fields and a keyboard sharing one clock, then lets the clock run
  /// until the last notification is posted.
  ///
  /// - Parameters:
  ///   - catalog: The device catalog the script's device comes from.
  ///   - session: Where the fields' typing engines come from (``typingSession(in:layout:correction:layoutsDirectory:)``);
  ///     nil when the script does not type.
  /// - Returns: The timeline, step by step.
  /// - Throws: ``/KeyboardPresentation/PresentationError`` or ``/TextField/TextFieldError``
  ///   naming the step (`script.json:5:5: at steps[3]: …`): an unknown device, a step that
  ///   needs a focused field when there is none, a selection outside the text, an event
  ///   impossible in its state.
  @MainActor
  public func run(in catalog: DeviceCatalog, session: TypingSession?) throws -> FormRun {
    var entries: [FormRun.Entry] = []
    var run = try run(in: catalog, session: session, keepsFieldSnapshots: true) {
      entries.append($0)
    }
    run.entries = entries
    return run
  }

  /// Runs the script like ``run(in:session:)``, handing each step's entry over as the step
  /// ends.
  ///
  /// No entry is kept, nor the timeline, so a long script runs in memory bounded by its fields
  /// and the keyboard's history.
  ///
  /// - Parameters:
  ///   - catalog: The device catalog the script's device comes from.
  ///   - session: Where the fields' typing engines come from.
  ///   - keepsFieldSnapshots: Whether entries carry every field's snapshot (pictures and
  ///     scenarios need them; costly for many fields over many steps).
  ///   - each: Receives each step's entry, in order.
  /// - Returns: The run without entries: the keyboard at the end.
  /// - Throws: What ``run(in:session:)`` throws, what `each` throws, and
  ///   ``/TextField/TextFieldError`` with code `textTooLong` when a field holds more than
  ///   ``maximumFieldText`` UTF-16 units.
  @MainActor
  public func run(
    in catalog: DeviceCatalog, session: TypingSession?, keepsFieldSnapshots: Bool,
    each: (FormRun.Entry) throws -> Void
  ) throws -> FormRun {
    let keyboard = try settings.presenter(in: catalog, place: place)
    let window = TextInputWindow(order: eventOrder, typing: session)
    window.hardwareKeyboard = settings.hardwareKeyboard
    for field in fields { try window.add(field.description, id: field.id) }
    try window.setFocusOrder(focusOrder)
    let simulator = FormSimulator(window: window, keyboard: keyboard)

    func entry(_ index: Int?, _ step: FormStep?, start: Duration, typed: TypedText?)
      -> FormRun.Entry
    {
      FormRun.Entry(
        stepIndex: index, step: step, time: start, endTime: window.now,
        events: simulator.timeline, typed: typed,
        fields: keepsFieldSnapshots ? window.fields.map(\.snapshot) : [],
        editingFields: window.firstResponder.map { [$0.id] } ?? [],
        screen: screenSize(simulator.keyboard))
    }
    for (index, step) in steps.enumerated() {
      let start = window.now
      var typed: TypedText?
      do {
        typed = try perform(step, simulator: simulator)
        try checkTextLength(after: step, in: window)
      } catch {
        throw Self.placed(error, at: stepPlace(index), source: source)
      }
      try each(entry(index, step, start: start, typed: typed))
      simulator.discardTimeline()
    }
    let start = window.now
    simulator.settle()
    if !simulator.timeline.isEmpty {
      try each(entry(nil, nil, start: start, typed: nil))
      simulator.discardTimeline()
    }
    return FormRun(keyboard: simulator.keyboard)
  }

  /// The longest text a field may hold after a step, in UTF-16 units: 10,000.
  ///
  /// Events carry at most the end of a long text (`TextInputEvent.textLimit`), but each edit
  /// still walks the field's text to map UTF-16 ranges, so a longer text makes every keystroke
  /// cost more.
  public static let maximumFieldText = 10_000

  /// Fails when the step left a field it could change (the first responder, a field it names)
  /// longer than ``maximumFieldText``.
  @MainActor
  private func checkTextLength(after step: FormStep, in window: TextInputWindow) throws {
    var touched = window.firstResponder.map { [$0] } ?? []
    switch step {
    case .setText(let id?, _), .clear(let id): touched.append(try window.field(id))
    default: break
    }
    for field in touched where field.text.utf16.count > Self.maximumFieldText {
      throw TextFieldError(
        code: .textTooLong,
        message: "field \(quoted(field.id)) holds \(field.text.utf16.count) UTF-16 units, more "
          + "than the \(Self.maximumFieldText) a simulation keeps")
    }
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
    case .keyboard(.presentModal(let id)):
      try simulator.riding(.presenting) {
        try simulator.perform { try window.field(id).becomeFirstResponder() }
      }
    case .keyboard(.dismissModal):
      try simulator.riding(.dismissing) {
        try simulator.perform { window.firstResponder?.resignFirstResponder() }
      }
    case .type(let id, let text):
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
    case .keyboard(.drag(let drag)):
      try simulator.drag(drag)
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
  private func apply(_ changes: KeyboardStep.FieldChanges, to field: TextInputView) {
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
