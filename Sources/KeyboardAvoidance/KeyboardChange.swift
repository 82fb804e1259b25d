public import Foundation

/// One keyboard notification as the calculator needs it: which event, and the frames.
///
/// This is the value a `keyboardWillChangeFrame` handler has in hand. Build it from a UIKit
/// `userInfo` dictionary with ``init(notificationName:userInfo:strict:)``, from a
/// `Notification` with ``init(_:strict:)``, or directly:
///
/// ```swift
/// let change = KeyboardChange(
///   event: .willShow,
///   frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336))
/// let result = ContentInsetCalculator().result(for: change, scene: scene)
/// ```
///
/// Frames are in **screen** coordinates, as UIKit reports them
/// (docs/sources.md#keyboard-frame-coordinates).
public struct KeyboardChange: Hashable, Sendable {
  /// Which of the six keyboard notifications this is.
  public var event: KeyboardNotificationName
  /// `UIKeyboardFrameBeginUserInfoKey`: the frame before the animation, if reported.
  public var frameBegin: CGRect?
  /// `UIKeyboardFrameEndUserInfoKey`: the frame after the animation.
  public var frameEnd: CGRect
  /// `UIKeyboardIsLocalUserInfoKey`: whether this app owns the keyboard, if reported.
  public var isLocal: Bool?
  /// `UIKeyboardAnimationDurationUserInfoKey`, if reported.
  public var animationDuration: Duration?
  /// `UIKeyboardAnimationCurveUserInfoKey` (a `UIView.AnimationCurve` raw value; 7 since
  /// iOS 7), if reported.
  public var animationCurve: Int?

  /// Creates a keyboard change.
  public init(
    event: KeyboardNotificationName,
    frameBegin: CGRect? = nil,
    frameEnd: CGRect,
    isLocal: Bool? = nil,
    animationDuration: Duration? = nil,
    animationCurve: Int? = nil
  ) {
    self.event = event
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.isLocal = isLocal
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
  }
}
