import JSONCoding
public import KeyboardPresentation
public import TextField

/// One line of a form's timeline: a text field's event or a keyboard notification, in the
/// order UIKit delivers them.
///
/// ```swift
/// for event in simulator.timeline {
///   print(event.jsonLine)
/// }
/// ```
public enum FormEvent: Hashable, Sendable {
  /// A delegate call, control event, text-field notification or key tap.
  case textInput(TextInputEvent)
  /// A keyboard notification.
  case keyboard(KeyboardNotification)
  /// The keyboard's place during a `drag` step, which UIKit posts nothing for.
  case keyboardDrag(KeyboardDragFrame)

  /// When it happened.
  public var time: Duration {
    switch self {
    case .textInput(let event): event.time
    case .keyboard(let notification): notification.time
    case .keyboardDrag(let frame): frame.time
    }
  }

  /// The event's category (keyboard notifications are
  /// ``/TextField/TextInputEvent/Category/keyboard``).
  public var category: TextInputEvent.Category {
    switch self {
    case .textInput(let event): event.category
    case .keyboard, .keyboardDrag: .keyboard
    }
  }

  /// The event as one JSON line: a text-field line (docs/text-field.md) or the keyboard's
  /// `{"t", "name", "userInfo"}` line (docs/presentation.md).
  public var jsonLine: String {
    switch self {
    case .textInput(let event): JSONWriter.line(event.json)
    case .keyboard(let notification): NotificationFormat.jsonLine(notification)
    case .keyboardDrag(let frame): frame.jsonLine
    }
  }

  /// The event as one JSON line with notifications as the iOS 26 typed messages that stand for
  /// them (`kbsim simulate --messages`, docs/presentation.md#typed-messages).
  public var messageLine: String {
    switch self {
    case .textInput(let event): JSONWriter.line(event.messageJSON)
    case .keyboard(let notification): JSONWriter.line(NotificationFormat.messageJSON(notification))
    // A drag posts no message: its frames print as they do without `--messages`.
    case .keyboardDrag(let frame): frame.jsonLine
    }
  }

  /// The event as one line of a readable timeline.
  public var textLine: String {
    switch self {
    case .textInput(let event): event.textLine
    case .keyboard(let notification): NotificationFormat.textLine(notification)
    case .keyboardDrag(let frame): frame.textLine
    }
  }
}
