public import Foundation
public import KeyboardAvoidance
public import KeyboardPresentation
public import TextField

/// Text fields and the keyboard around them, on one clock: whatever happens to the fields
/// (focus, keys, the clear button, Return, resigning) is recorded with the keyboard's
/// notifications interleaved where UIKit posts them — after `textFieldDidBeginEditing` for a
/// text field, before `textViewDidBeginEditing` for a text view, between
/// `textFieldShouldEndEditing` and the end events when the keyboard hides
/// (docs/sources.md#text-field-event-order) — and their `did…` notifications when they fall due.
///
/// ```swift
/// let simulator = FormSimulator(
///   window: window,
///   keyboard: try KeyboardPresenter(device: catalog.device(id: "iphone-15"), iOS: IOSVersion(17)))
/// try simulator.perform { email.becomeFirstResponder() }
/// try simulator.perform { try email.type("jane@example.com") }
/// try simulator.wait(.seconds(1))
/// simulator.timeline.map(\.jsonLine)
/// ```
@MainActor
public final class FormSimulator {
  /// The fields.
  public let window: TextInputWindow
  /// The keyboard.
  public private(set) var keyboard: KeyboardPresenter
  /// Everything so far, in order (since the last `discardTimeline()`).
  public private(set) var timeline: [FormEvent] = []
  /// The most recent keyboard notification.
  public private(set) var lastKeyboardNotification: KeyboardNotification?
  private var consumed = 0

  /// A simulator over `window` and `keyboard`; both clocks must start together.
  public init(window: TextInputWindow, keyboard: KeyboardPresenter) {
    self.window = window
    self.keyboard = keyboard
  }

  /// Runs `action` on the fields and merges what it recorded with the keyboard.
  ///
  /// - Throws: What `action` throws (after merging what it recorded before it threw), or a
  ///   `PresentationError` when the keyboard cannot follow (a focus during a drag).
  public func perform(_ action: () throws -> Void) throws {
    var failure: (any Error)?
    do { try action() } catch { failure = error }
    try merge()
    if let failure { throw failure }
  }

  /// Performs a keyboard event that is not a field's (rotation, a hardware keyboard,
  /// undocking…) after merging what the fields recorded, and records what it posts.
  ///
  /// ```swift
  /// try simulator.perform { try $0.rotate(to: .landscapeLeft) }
  /// ```
  public func perform(
    keyboard event: (inout KeyboardPresenter) throws(PresentationError) -> [KeyboardNotification]
  ) throws(PresentationError) {
    try merge()
    for notification in try event(&keyboard) { append(notification) }
  }

  /// Runs `action` (a focus or resign of the fields) as part of a modal presentation or
  /// dismissal: the keyboard rides it (docs/sources.md#modal-presentation-keyboard).
  public func riding(_ transition: ModalTransition, _ action: () throws -> Void) throws {
    keyboard.modalTransition = transition
    defer { keyboard.modalTransition = nil }
    try action()
  }

  /// A finger drags in a scroll view that dismisses the keyboard in `drag.mode`: the timeline
  /// gets the keyboard's frame and the root view's keyboard layout guide at each of the
  /// finger's positions, between what is posted (docs/presentation.md, "Interactive
  /// dismissal").
  ///
  /// ```swift
  /// let outcome = try simulator.drag(drag)
  /// outcome.ending  // .dismissed
  /// ```
  ///
  /// - Throws: ``/KeyboardPresentation/PresentationError`` as
  ///   ``/KeyboardPresentation/KeyboardPresenter/drag(_:)``.
  @discardableResult
  public func drag(_ drag: KeyboardDrag) throws -> KeyboardDragOutcome {
    try merge()
    let geometry = keyboard.geometry
    let guide = KeyboardLayoutGuide(
      ownerFrame: geometry.screenBounds,
      safeAreaInsets: geometry.device.safeAreaInsets(in: geometry.orientation),
      keyboardDismissPadding: drag.dismissPadding)
    var outcome = try keyboard.drag(drag, dismissing: .byCaller)
    switch outcome.ending {
    case .dismissed:
      // The scroll view resigns the first responder: its delegate may refuse, and its end
      // events interleave with the hide from the dragged frame.
      record(outcome, guide: guide, ending: nil)
      try resignAfterDrag()
      if keyboard.dragOffset != nil {
        for notification in try keyboard.endKeyboardDrag(dismissing: false) { append(notification) }
        outcome.ending = .cancelled
      }
      markEnding(outcome.ending)
    case .dismissedOnDragStart:
      record(outcome, guide: guide, ending: nil)
      try resignAfterDrag()
      // A field whose delegate refuses to end editing keeps the keyboard.
      if keyboard.focusedField != nil { outcome.ending = .untouched }
      let taken = outcome.steps.count
      let moved = drag.points[taken].time
      let rest = drag.points[taken...].map { DragPoint(time: $0.time - moved, y: $0.y) }
      let tail = try keyboard.drag(KeyboardDrag(mode: .none, points: rest), dismissing: .byCaller)
      record(tail, guide: guide, ending: outcome.ending)
      outcome.steps += tail.steps
      outcome.notifications += tail.notifications
    default:
      record(outcome, guide: guide, ending: outcome.ending)
    }
    if keyboard.now > window.now { window.advance(by: keyboard.now - window.now) }
    return outcome
  }

  /// The first responder resigns at the keyboard's time.
  private func resignAfterDrag() throws {
    if keyboard.now > window.now { window.advance(by: keyboard.now - window.now) }
    try perform { window.firstResponder?.resignFirstResponder() }
  }

  /// Puts the ending on the last drag frame of the timeline.
  private func markEnding(_ ending: KeyboardDragOutcome.Ending) {
    guard
      let index = timeline.lastIndex(where: { if case .keyboardDrag = $0 { true } else { false } }),
      case .keyboardDrag(var frame) = timeline[index]
    else { return }
    frame.ending = ending
    timeline[index] = .keyboardDrag(frame)
  }

  /// Adds a drag's frames, with the layout guide at each, and what it posted, in time order.
  private func record(
    _ outcome: KeyboardDragOutcome, guide: KeyboardLayoutGuide,
    ending: KeyboardDragOutcome.Ending?
  ) {
    let screen = keyboard.geometry.screenBounds
    var notifications = outcome.notifications[...]
    for (index, step) in outcome.steps.enumerated() {
      let coverage = KeyboardCoverage(
        change: KeyboardChange(
          event: .willChangeFrame,
          frameEnd: step.keyboardFrame
            ?? CGRect(x: 0, y: screen.height, width: screen.width, height: 0)),
        screenSize: screen.size, windowFrame: screen, followsUndockedKeyboard: false)
      while let next = notifications.first, next.time < step.time {
        append(next)
        notifications = notifications.dropFirst()
      }
      timeline.append(
        .keyboardDrag(
          KeyboardDragFrame(
            time: step.time, fingerY: step.fingerY, keyboardFrame: step.keyboardFrame,
            isFollowing: step.isFollowing,
            layoutGuide: guide.layoutFrame(
              keyboard: coverage, screenSize: screen.size, windowFrame: screen),
            ending: index == outcome.steps.count - 1 ? ending : nil)))
    }
    for notification in notifications { append(notification) }
  }

  /// Lets `duration` pass: the keyboard posts what falls due (its `did…` notifications), and
  /// a secure field obscures its last character.
  public func wait(_ duration: Duration) throws(PresentationError) {
    window.advance(by: duration)
    try catchUp(to: window.now)
  }

  /// Runs the clock until the keyboard has posted everything it scheduled.
  public func settle() {
    for notification in keyboard.settle() { append(notification) }
    if keyboard.now > window.now { window.advance(by: keyboard.now - window.now) }
  }

  /// The first responder's frame and caret in window coordinates, for the inset calculator.
  public var activeField: (frame: CGRect, caret: CGRect)? {
    window.firstResponder.map { ($0.frameInWindow, $0.caretRectInWindow) }
  }

  /// The insets that keep the first responder visible above the keyboard as it is now.
  ///
  /// The scene's target becomes the field's frame and, for a text view, its caret (one pipeline
  /// from focus to insets). Frames are taken to be in the scene's target coordinates.
  ///
  /// - Returns: nil when no field is focused or the keyboard has not appeared.
  public func avoidance(
    in scene: AvoidanceScene, calculator: ContentInsetCalculator = ContentInsetCalculator()
  ) -> AvoidanceResult? {
    guard let field = window.firstResponder, let last = lastKeyboardNotification else { return nil }
    var scene = scene
    scene.target = field.frameInWindow
    scene.caret = field.kind == .textView ? field.caretRectInWindow : nil
    return calculator.result(for: KeyboardChange(last), scene: scene)
  }

  /// Lets go of the timeline so far and of the window's events, for a reader that has taken
  /// them: a long script streams its timeline in bounded memory this way.
  package func discardTimeline() {
    timeline.removeAll(keepingCapacity: true)
    window.discardEvents()
    consumed = 0
  }

  // MARK: - Merging

  private func merge() throws(PresentationError) {
    let events = window.events
    while consumed < events.count {
      let event = events[consumed]
      consumed += 1
      try catchUp(to: event.time)
      if case .keyboard(let cue) = event.kind {
        let notifications: [KeyboardNotification]
        switch cue {
        case .focus: notifications = try keyboard.focus(try inputField(event.field))
        case .resign: notifications = try keyboard.resign()
        }
        for notification in notifications { append(notification) }
      } else {
        timeline.append(.textInput(event))
      }
    }
    try catchUp(to: window.now)
  }

  /// Advances the keyboard's clock to `time`, recording what falls due.
  private func catchUp(to time: Duration) throws(PresentationError) {
    guard time > keyboard.now else { return }
    for notification in try keyboard.advance(by: time - keyboard.now) { append(notification) }
  }

  private func append(_ notification: KeyboardNotification) {
    timeline.append(.keyboard(notification))
    lastKeyboardNotification = notification
  }

  /// What the keyboard is told about field `id`: its current traits, input view heights and
  /// the shared instances its input views are.
  public func inputField(_ id: String) throws(PresentationError) -> InputField {
    guard let field = window.fields.first(where: { $0.id == id }) else {
      throw PresentationError(code: .unknownField, message: "no field '\(id)' in the window")
    }
    return InputField(
      id: id, traits: field.inputTraits, accessoryHeight: field.inputAccessoryViewHeight ?? 0,
      accessoryViewID: field.inputViewIDs.accessory, inputViewHeight: field.inputViewHeight,
      inputViewID: field.inputViewIDs.inputView)
  }
}
