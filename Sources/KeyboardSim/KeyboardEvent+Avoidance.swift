public import KeyboardAvoidance
public import KeyboardPresentation

extension KeyboardChange {
  /// The keyboard change a presentation notification describes, ready for the inset calculator.
  ///
  /// The shape of a `keyboardWillChangeFrame` handler, with the simulator as the source:
  ///
  /// ```swift
  /// var keyboard = try KeyboardPresenter(
  ///   device: DeviceCatalog.bundled().device(id: "iphone-15"), iOS: IOSVersion(17))
  /// for notification in try keyboard.focus(email) {
  ///   let change = KeyboardChange(notification.event)
  ///   let result = ContentInsetCalculator().result(for: change, scene: scene)
  /// }
  /// ```
  public init(_ event: KeyboardEvent) {
    let transition = event.transition
    self.init(
      event: Event(event.name),
      frameBegin: transition.frameBegin,
      frameEnd: transition.frameEnd,
      isLocal: transition.isLocal,
      animationDuration: transition.animationDuration.map { duration in
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
      },
      animationCurve: transition.animationCurve)
  }
}

extension KeyboardChange {
  /// The keyboard change a posted presentation notification describes.
  public init(_ notification: KeyboardNotification) { self.init(notification.event) }
}

extension KeyboardChange.Event {
  /// The avoidance event of a presentation notification name.
  public init(_ name: KeyboardNotificationName) {
    switch name {
    case .willShow: self = .willShow
    case .didShow: self = .didShow
    case .willHide: self = .willHide
    case .didHide: self = .didHide
    case .willChangeFrame: self = .willChangeFrame
    case .didChangeFrame: self = .didChangeFrame
    }
  }
}
