public import Foundation

/// The typed payload of a keyboard notification: the eight userInfo keys of
/// docs/sources.md#userinfo-keys (plus the private user-interaction key where it was seen).
///
/// Invariants (docs/sources.md#userinfo-keys): ``bounds`` is `{{0, 0}, frameEnd.size}`,
/// ``centerBegin`` and ``centerEnd`` are the midpoints of the frames. The one exception is before
/// iOS 8 in landscape, where the frames are in portrait-fixed coordinates while bounds and centres
/// use the rotated interface (OmniGroup log).
///
/// ```swift
/// let transition = KeyboardTransition(
///   frameBegin: CGRect(x: 0, y: 852, width: 393, height: 336),
///   frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336))
/// transition.centerEnd          // (196.5, 684)
/// transition.animationDuration  // .milliseconds(250)
/// transition.animationCurve     // 7
/// ```
public struct KeyboardTransition: Hashable, Sendable {
  /// `UIKeyboardFrameBeginUserInfoKey`: the frame when the animation starts, screen coordinates.
  public var frameBegin: CGRect
  /// `UIKeyboardFrameEndUserInfoKey`: the frame when the animation ends, screen coordinates.
  public var frameEnd: CGRect
  /// `UIKeyboardCenterBeginUserInfoKey` (deprecated): the midpoint of the begin frame.
  public var centerBegin: CGPoint
  /// `UIKeyboardCenterEndUserInfoKey` (deprecated): the midpoint of the end frame.
  public var centerEnd: CGPoint
  /// `UIKeyboardBoundsUserInfoKey` (deprecated): `{{0, 0}, frameEnd.size}`.
  public var bounds: CGRect
  /// `UIKeyboardAnimationDurationUserInfoKey`; nil when the key is absent (the Did…
  /// notifications of an iOS 5 rotation, docs/sources.md#rotation-notifications).
  public var animationDuration: Duration?
  /// `UIKeyboardAnimationCurveUserInfoKey`: 7 from iOS 7, 0 before; nil when absent.
  public var animationCurve: Int?
  /// `UIKeyboardIsLocalUserInfoKey`: true for the app that shows the keyboard; nil before
  /// iOS 9, when the key did not exist.
  public var isLocal: Bool?
  /// The private `UIKeyboardFrameChangedByUserInteraction`: present before iOS 9 (in place of
  /// IsLocal) and on iPad dock and undock from the menu; nil when absent.
  public var frameChangedByUserInteraction: Bool?

  /// Creates a payload whose centres and bounds follow from the frames.
  public init(
    frameBegin: CGRect, frameEnd: CGRect, animationDuration: Duration? = .milliseconds(250),
    animationCurve: Int? = 7, isLocal: Bool? = true, frameChangedByUserInteraction: Bool? = nil
  ) {
    self.init(
      frameBegin: frameBegin, frameEnd: frameEnd,
      interfaceBegin: frameBegin, interfaceEnd: frameEnd,
      animationDuration: animationDuration, animationCurve: animationCurve, isLocal: isLocal,
      frameChangedByUserInteraction: frameChangedByUserInteraction)
  }

  /// Creates a payload with every value given, as read back from a userInfo dictionary.
  public init(
    frameBegin: CGRect, frameEnd: CGRect, centerBegin: CGPoint, centerEnd: CGPoint, bounds: CGRect,
    animationDuration: Duration?, animationCurve: Int?, isLocal: Bool?,
    frameChangedByUserInteraction: Bool?
  ) {
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.centerBegin = centerBegin
    self.centerEnd = centerEnd
    self.bounds = bounds
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
    self.frameChangedByUserInteraction = frameChangedByUserInteraction
  }

  /// Creates a payload whose centres and bounds come from interface-oriented frames while the
  /// frames themselves are reported in another space (before iOS 8).
  public init(
    frameBegin: CGRect, frameEnd: CGRect, interfaceBegin: CGRect, interfaceEnd: CGRect,
    animationDuration: Duration?, animationCurve: Int?, isLocal: Bool?,
    frameChangedByUserInteraction: Bool?
  ) {
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.centerBegin = CGPoint(x: interfaceBegin.midX, y: interfaceBegin.midY)
    self.centerEnd = CGPoint(x: interfaceEnd.midX, y: interfaceEnd.midY)
    self.bounds = CGRect(origin: .zero, size: interfaceEnd.size)
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
    self.frameChangedByUserInteraction = frameChangedByUserInteraction
  }
}
