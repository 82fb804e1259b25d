/// One keyboard notification as a typed event: the name and its payload
/// (typed events, not userInfo dictionaries).
///
/// ```swift
/// switch event {
/// case .willShow(let transition): print(transition.frameEnd)
/// default: break
/// }
/// ```
public enum KeyboardEvent: Hashable, Sendable {
  /// `keyboardWillShowNotification`.
  case willShow(KeyboardTransition)
  /// `keyboardDidShowNotification`.
  case didShow(KeyboardTransition)
  /// `keyboardWillHideNotification`.
  case willHide(KeyboardTransition)
  /// `keyboardDidHideNotification`.
  case didHide(KeyboardTransition)
  /// `keyboardWillChangeFrameNotification`.
  case willChangeFrame(KeyboardTransition)
  /// `keyboardDidChangeFrameNotification`.
  case didChangeFrame(KeyboardTransition)

  /// Creates the event of `name` with `transition`.
  public init(_ name: KeyboardNotificationName, _ transition: KeyboardTransition) {
    switch name {
    case .willShow: self = .willShow(transition)
    case .didShow: self = .didShow(transition)
    case .willHide: self = .willHide(transition)
    case .didHide: self = .didHide(transition)
    case .willChangeFrame: self = .willChangeFrame(transition)
    case .didChangeFrame: self = .didChangeFrame(transition)
    }
  }

  /// The notification's name.
  public var name: KeyboardNotificationName {
    switch self {
    case .willShow: .willShow
    case .didShow: .didShow
    case .willHide: .willHide
    case .didHide: .didHide
    case .willChangeFrame: .willChangeFrame
    case .didChangeFrame: .didChangeFrame
    }
  }

  /// The payload.
  public var transition: KeyboardTransition {
    switch self {
    case .willShow(let t), .didShow(let t), .willHide(let t), .didHide(let t),
      .willChangeFrame(let t), .didChangeFrame(let t):
      t
    }
  }
}
