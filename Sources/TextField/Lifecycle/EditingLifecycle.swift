/// The editing lifecycle as a pure state machine: for each thing that can happen to a field
/// (begin, end, a text change, the clear button, Return, a change from code) it returns the
/// ordered steps to take, following an ``EventOrder``; the field performs them (calls its
/// delegate, records events) and stops at the first question its delegate answers NO.
///
/// The machine knows nothing of delegates, keyboards or clocks, so every order can be tested
/// on its own (lifecycle logic is a pure state machine; the class performs the effects).
///
/// ```swift
/// var lifecycle = EditingLifecycle(kind: .textField, order: .canonical)
/// lifecycle.begin(clearsText: false)
/// // [.attach, .send(.editingDidBegin), .call(.didBeginEditing), .post(.didBegin),
/// //  .keyboard(.focus), .selectionChange]
/// lifecycle.isEditing  // true
/// ```
public struct EditingLifecycle: Hashable, Sendable {
  /// Whether the field is editing.
  public enum State: Hashable, Sendable {
    /// Not first responder.
    case inactive
    /// First responder, editing.
    case editing
  }

  /// One step of a plan.
  public enum Step: Hashable, Sendable {
    /// Ask the delegate; NO stops the plan.
    case ask(Question)
    /// Become first responder and start editing (place the caret).
    case attach
    /// Stop editing.
    case detach
    /// `clearsOnBeginEditing`: ask `textFieldShouldClear(_:)` and, on YES, empty the text;
    /// a NO skips the clear, not the begin.
    case clearForBegin
    /// Empty the text (the clear button).
    case clearText
    /// Apply the pending change.
    case apply
    /// Send a control event.
    case send(ControlEvent)
    /// Call a delegate method that has no answer.
    case call(Callback)
    /// Post a notification.
    case post(Post)
    /// The keyboard's `will…` notifications belong here.
    case keyboard(TextInputEvent.KeyboardCue)
    /// Call the selection-change method, if the selection changed.
    case selectionChange
    /// Return: resign first responder if an action is registered for `.editingDidEndOnExit`.
    case resignIfExitAction
    /// The clear button of a field that was not editing: become first responder.
    case becomeFirstResponder
  }

  /// A delegate question.
  public enum Question: Hashable, Sendable {
    /// `textFieldShouldBeginEditing(_:)`.
    case shouldBeginEditing
    /// `textFieldShouldEndEditing(_:)`.
    case shouldEndEditing
    /// `textFieldShouldClear(_:)` for the clear button.
    case shouldClear
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`.
    case shouldChange
    /// `textFieldShouldReturn(_:)`.
    case shouldReturn
  }

  /// A delegate method without an answer.
  public enum Callback: Hashable, Sendable {
    /// `textFieldDidBeginEditing(_:)`.
    case didBeginEditing
    /// `textFieldDidEndEditing(_:reason:)`.
    case didEndEditing
    /// `textViewDidChange(_:)` (text views only).
    case didChange
  }

  /// A notification.
  public enum Post: Hashable, Sendable {
    /// `…TextDidBeginEditingNotification`.
    case didBegin
    /// `…TextDidChangeNotification`.
    case didChange
    /// `…TextDidEndEditingNotification`.
    case didEnd
  }

  /// The field's kind.
  public let kind: TextInputKind
  /// The orders to follow.
  public var order: EventOrder
  /// The state.
  public private(set) var state: State = .inactive

  /// A machine for a field of `kind`, not editing.
  public init(kind: TextInputKind, order: EventOrder = .canonical) {
    self.kind = kind
    self.order = order
  }

  /// Whether the field is editing.
  public var isEditing: Bool { state == .editing }

  // MARK: - Begin and end

  /// The steps after the delegate allowed editing to begin (`shouldBeginEditing` is asked by
  /// the window first, because focus moving from A to B asks B before A:
  /// docs/sources.md#text-field-event-order [M/L]); the machine is editing afterwards.
  ///
  /// - Parameter clearsText: `clearsOnBeginEditing` is on and the field has text.
  /// - Returns: The steps, in order.
  public mutating func begin(clearsText: Bool) -> [Step] {
    state = .editing
    switch kind {
    case .textView:
      var steps: [Step] = [.attach, .keyboard(.focus), .call(.didBeginEditing), .post(.didBegin)]
      if order.beginSelectionChange != .none { steps.append(.selectionChange) }
      return steps
    case .textField:
      var steps: [Step] = [.attach]
      if clearsText { steps.append(.clearForBegin) }
      steps += ordered(.send(.editingDidBegin), .call(.didBeginEditing), order.beginControlEvent)
      steps.append(.post(.didBegin))
      switch order.beginSelectionChange {
      case .afterKeyboard: steps += [.keyboard(.focus), .selectionChange]
      case .beforeKeyboard: steps += [.selectionChange, .keyboard(.focus)]
      case .none: steps.append(.keyboard(.focus))
      }
      return steps
    }
  }

  /// The steps after the delegate allowed editing to end (or without asking, when forced);
  /// the machine is inactive afterwards.
  ///
  /// - Parameter hidesKeyboard: No other field takes over, so the keyboard hides.
  /// - Returns: The steps, in order.
  public mutating func end(hidesKeyboard: Bool) -> [Step] {
    state = .inactive
    let hide: [Step] = hidesKeyboard ? [.keyboard(.resign)] : []
    switch kind {
    case .textView:
      return [.detach] + hide + [.call(.didEndEditing), .post(.didEnd)]
    case .textField:
      let events =
        ordered(.send(.editingDidEnd), .call(.didEndEditing), order.endControlEvent)
        + [.post(.didEnd)]
      switch order.keyboardHide {
      case .beforeEndEvents: return [.detach] + hide + events
      case .afterEndEvents: return [.detach] + events + hide
      }
    }
  }

  // MARK: - Editing

  /// The steps of a text change the person made (a key, a paste, an autocorrection): ask,
  /// apply, then the selection change, `.editingChanged` and the notification
  /// (docs/sources.md#text-field-event-order [M]; the selection change's place is
  /// ``EventOrder/selectionChange``).
  public func change() -> [Step] {
    let after: [Step]
    switch kind {
    case .textField: after = [.send(.editingChanged), .post(.didChange)]
    case .textView: after = [.call(.didChange), .post(.didChange)]
    }
    switch order.selectionChange {
    case .beforeEditingChanged: return [.ask(.shouldChange), .apply, .selectionChange] + after
    case .afterNotification: return [.ask(.shouldChange), .apply] + after + [.selectionChange]
    }
  }

  /// The steps of a tap on the clear button (docs/sources.md#clear-button-tap [M]): ask, clear, the
  /// change events, and for a field that was not editing, becoming first responder.
  public func clearButton() -> [Step] {
    var steps: [Step] = [.ask(.shouldClear), .clearText]
    let selection: [Step] = isEditing ? [.selectionChange] : []
    let changed: [Step] =
      order.clearButtonSendsEditingChanged
      ? [.send(.editingChanged), .post(.didChange)] : [.post(.didChange)]
    switch order.selectionChange {
    case .beforeEditingChanged: steps += selection + changed
    case .afterNotification: steps += changed + selection
    }
    if !isEditing { steps.append(.becomeFirstResponder) }
    return steps
  }

  /// The steps of Return in a text field that is editing (docs/sources.md#text-field-return-key
  /// [M]).
  ///
  /// Ask `textFieldShouldReturn(_:)`; on YES `.editingDidEndOnExit` (and `.primaryActionTriggered`),
  /// then resign if an action is registered for it. `"\n"` is never inserted.
  public func returnKey() -> [Step] {
    var steps: [Step] = [.ask(.shouldReturn)]
    switch order.primaryAction {
    case .afterEditingDidEndOnExit:
      steps += [.send(.editingDidEndOnExit), .send(.primaryActionTriggered)]
    case .beforeEditingDidEndOnExit:
      steps += [.send(.primaryActionTriggered), .send(.editingDidEndOnExit)]
    case .none:
      steps.append(.send(.editingDidEndOnExit))
    }
    steps.append(.resignIfExitAction)
    return steps
  }

  /// The steps of a change made from code (`text = …`, a delegate rewriting the text): no
  /// control event and no notification (docs/sources.md#programmatic-text-change [M]), only the
  /// selection change while editing (``EventOrder/programmaticSelectionChange``).
  public func programmaticChange() -> [Step] {
    isEditing && order.programmaticSelectionChange ? [.apply, .selectionChange] : [.apply]
  }

  private func ordered(
    _ control: Step, _ delegate: Step, _ placement: EventOrder.ControlEventPlacement
  )
    -> [Step]
  {
    placement == .beforeDelegate ? [control, delegate] : [delegate, control]
  }
}
