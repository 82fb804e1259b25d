/// A keyboard notification at its time on the presenter's clock, with the notification's
/// `object`.
///
/// ```swift
/// for notification in presenter.focus(email) {
///   print(notification.time, notification.event.name.abbreviation)  // 0 s WCF, 0 s WS
/// }
/// ```
public struct KeyboardNotification: Hashable, Sendable {
  /// The notification's `object` (docs/sources.md#keyboard-notification-object).
  public enum Object: String, Hashable, Sendable {
    /// `nil`, before iOS 16.1.
    case none
    /// The `UIScreen` the keyboard appears on, from iOS 16.1.
    case screen
  }

  /// When it is posted: `will…` when the animation starts, `did…` a duration later.
  public var time: Duration
  /// The typed event.
  public var event: KeyboardEvent
  /// The `object`.
  public var object: Object

  /// Creates a notification.
  public init(time: Duration, event: KeyboardEvent, object: Object) {
    self.time = time
    self.event = event
    self.object = object
  }

  /// The name.
  public var name: KeyboardNotificationName { event.name }
  /// The payload.
  public var transition: KeyboardTransition { event.transition }
}
