public import KeyboardAvoidance
public import KeyboardPresentation

extension KeyboardChange {
  /// The calculator's input for one of the presenter's keyboard events.
  ///
  /// ```swift
  /// for notification in try keyboard.focus(email) {
  ///   let result = ContentInsetCalculator().result(for: KeyboardChange(notification), scene: scene)
  /// }
  /// ```
  public init(_ event: KeyboardEvent) { self.init(event: event.name, transition: event.transition) }

  /// The calculator's input for a posted keyboard notification.
  public init(_ notification: KeyboardNotification) { self.init(notification.event) }
}
