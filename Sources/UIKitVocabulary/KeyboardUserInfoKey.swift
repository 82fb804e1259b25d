/// UIKit's userInfo keys of the keyboard notifications, as the strings UIKit uses
/// (`UIResponder.keyboardFrameEndUserInfoKey` is `"UIKeyboardFrameEndUserInfoKey"`).
///
/// Value types in `NotificationCenterBridge` userInfo dictionaries
/// (docs/sources.md#userinfo-keys): frames and bounds are `NSValue` wrapping a `CGRect`
/// (`NSValue(rect:)`, read back with `.rectValue`), centres `NSValue` wrapping a `CGPoint`
/// (`.pointValue`), duration an `NSNumber` double in seconds, curve an `NSNumber` integer, IsLocal
/// and the private user-interaction key `NSNumber` booleans.
///
/// ```swift
/// let end = (userInfo[KeyboardUserInfoKey.frameEnd.rawValue] as? NSValue)?.rectValue
/// ```
public enum KeyboardUserInfoKey: String, CaseIterable, Hashable, Sendable {
  /// `UIKeyboardFrameBeginUserInfoKey`: `NSValue` of `CGRect`.
  case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIKeyboardFrameEndUserInfoKey`: `NSValue` of `CGRect`.
  case frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIKeyboardCenterBeginUserInfoKey` (deprecated): `NSValue` of `CGPoint`.
  case centerBegin = "UIKeyboardCenterBeginUserInfoKey"
  /// `UIKeyboardCenterEndUserInfoKey` (deprecated): `NSValue` of `CGPoint`.
  case centerEnd = "UIKeyboardCenterEndUserInfoKey"
  /// `UIKeyboardBoundsUserInfoKey` (deprecated): `NSValue` of `CGRect`.
  case bounds = "UIKeyboardBoundsUserInfoKey"
  /// `UIKeyboardAnimationDurationUserInfoKey`: `NSNumber` (double, seconds).
  case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIKeyboardAnimationCurveUserInfoKey`: `NSNumber` (integer; 7 from iOS 7).
  case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// `UIKeyboardIsLocalUserInfoKey`: `NSNumber` (boolean), from iOS 9.
  case isLocal = "UIKeyboardIsLocalUserInfoKey"
  /// The private `UIKeyboardFrameChangedByUserInteraction`: `NSNumber` (boolean).
  case frameChangedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"
}
