public import Diagnostics
public import Foundation
import UIKitVocabulary

extension KeyboardChange {
  /// Reads a keyboard notification's name and `userInfo` exactly as UIKit posts them.
  ///
  /// Frames may be `NSValue`s wrapping a `CGRect` (`NSValue(cgRect:)` on Apple platforms,
  /// `NSValue(rect:)` in swift-corelibs-foundation) or `CGRect`s stored directly; the
  /// duration, curve and is-local flag are `NSNumber`s (docs/sources.md#userinfo-keys). The keys
  /// are ``/UIKitVocabulary/KeyboardUserInfoKey``'s, read by the same reader as
  /// ``/UIKitVocabulary/KeyboardTransition/init(userInfo:)``.
  ///
  /// Only the end frame is required by default: real notifications omit the others at times
  /// (the Did* notifications of a rotation had no duration or curve; a slide-up undock carried
  /// only the begin frame — docs/sources.md#rotation-notifications, docs/sources.md#userinfo-keys).
  /// Pass `strict: true` to require all five keys. A present key of the wrong type is always an
  /// error.
  ///
  /// ```swift
  /// let userInfo: [AnyHashable: Any] = [
  ///   "UIKeyboardFrameBeginUserInfoKey": NSValue(rect: CGRect(x: 0, y: 852, width: 393, height: 336)),
  ///   "UIKeyboardFrameEndUserInfoKey": NSValue(rect: CGRect(x: 0, y: 516, width: 393, height: 336)),
  ///   "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
  ///   "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
  ///   "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
  /// ]
  /// let change = try KeyboardChange(
  ///   notificationName: "UIKeyboardWillShowNotification", userInfo: userInfo)
  /// change.frameEnd.minY  // 516
  /// ```
  ///
  /// - Parameters:
  ///   - notificationName: The notification's name, e.g. `"UIKeyboardWillShowNotification"`.
  ///   - userInfo: The notification's `userInfo`.
  ///   - strict: Whether every one of the five keys must be present.
  /// - Throws: ``AvoidanceError`` with code `unknownEvent`, `missingKey`, `wrongType` or
  ///   `invalidGeometry` (a NaN or infinite frame, or a negative size); the message names the key.
  public init(
    notificationName: String, userInfo: [AnyHashable: Any], strict: Bool = false
  ) throws(AvoidanceError) {
    guard let event = KeyboardNotificationName(rawValue: notificationName) else {
      let names = KeyboardNotificationName.allCases.map(\.rawValue).joined(separator: ", ")
      throw AvoidanceError(
        code: .unknownEvent,
        message: "notification name \(quoted(notificationName)) is not a keyboard notification "
          + "(expected one of \(names))")
    }
    let reader = UserInfoReader(userInfo: userInfo, strict: strict)
    do throws(VocabularyError) {
      self.init(
        event: event,
        frameBegin: try reader.rect(.frameBegin),
        frameEnd: try reader.requiredRect(.frameEnd),
        isLocal: try reader.bool(.isLocal),
        animationDuration: try reader.duration(.animationDuration),
        animationCurve: try reader.int(.animationCurve))
    } catch {
      throw AvoidanceError(wrapping: error, code: AvoidanceError.Code(vocabulary: error.code))
    }
  }

  /// Reads a posted keyboard `Notification` (its `name.rawValue` and `userInfo`).
  ///
  /// ```swift
  /// @objc func keyboardWillChangeFrame(_ notification: Notification) {
  ///   guard let change = try? KeyboardChange(notification) else { return }
  ///   let result = ContentInsetCalculator().result(for: change, scene: currentScene())
  ///   apply(result)
  /// }
  /// ```
  ///
  /// - Throws: ``AvoidanceError``, as ``init(notificationName:userInfo:strict:)``; a
  ///   notification without `userInfo` is missing its end frame.
  public init(_ notification: Notification, strict: Bool = false) throws(AvoidanceError) {
    try self.init(
      notificationName: notification.name.rawValue, userInfo: notification.userInfo ?? [:],
      strict: strict)
  }
}

/// Typed access to a UIKit keyboard `userInfo`, with one-line errors naming the key.

extension KeyboardChange {
  /// The change a posted notification describes: its name and its payload.
  ///
  /// ```swift
  /// let change = KeyboardChange(event: notification.name, transition: notification.transition)
  /// ```
  public init(event: KeyboardNotificationName, transition: KeyboardTransition) {
    self.init(
      event: event, frameBegin: transition.frameBegin, frameEnd: transition.frameEnd,
      isLocal: transition.isLocal, animationDuration: transition.animationDuration,
      animationCurve: transition.animationCurve)
  }
}
