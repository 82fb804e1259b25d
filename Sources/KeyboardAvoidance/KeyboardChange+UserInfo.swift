public import Foundation

extension KeyboardChange {
  /// The `userInfo` key of the begin frame, as UIKit spells it.
  public static let frameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The `userInfo` key of the end frame.
  public static let frameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The `userInfo` key of the animation duration.
  public static let animationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The `userInfo` key of the animation curve.
  public static let animationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The `userInfo` key of the is-local flag.
  public static let isLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

  /// Reads a keyboard notification's name and `userInfo` exactly as UIKit posts them.
  ///
  /// Frames may be `NSValue`s wrapping a `CGRect` (`NSValue(cgRect:)` on Apple platforms,
  /// `NSValue(rect:)` in swift-corelibs-foundation) or `CGRect`s stored directly; the
  /// duration, curve and is-local flag are `NSNumber`s (facts ios-keyboard §2.1).
  ///
  /// Only the end frame is required by default: real notifications omit the others at times
  /// (the Did* notifications of a rotation had no duration or curve; a slide-up undock carried
  /// only the begin frame — facts ios-keyboard §1.5, §2.1). Pass `strict: true` to require all
  /// five keys. A present key of the wrong type is always an error.
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
    guard let event = KeyboardChange.Event(notificationName: notificationName) else {
      let names = KeyboardChange.Event.allCases.map(\.notificationName).joined(separator: ", ")
      throw AvoidanceError(
        code: .unknownEvent,
        message: "notification name '\(notificationName)' is not a keyboard notification "
          + "(expected one of \(names))")
    }
    let reader = UserInfoReader(userInfo: userInfo, strict: strict)
    self.init(
      event: event,
      frameBegin: try reader.rect(Self.frameBeginUserInfoKey),
      frameEnd: try reader.requiredRect(Self.frameEndUserInfoKey),
      isLocal: try reader.bool(Self.isLocalUserInfoKey),
      animationDuration: try reader.double(Self.animationDurationUserInfoKey),
      animationCurve: try reader.int(Self.animationCurveUserInfoKey))
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
private struct UserInfoReader {
  var userInfo: [AnyHashable: Any]
  var strict: Bool

  func missing(_ key: String) -> AvoidanceError {
    AvoidanceError(code: .missingKey, message: "userInfo: missing \(key)")
  }

  func wrongType(_ key: String, expected: String, found value: Any) -> AvoidanceError {
    AvoidanceError(
      code: .wrongType,
      message: "userInfo: \(key): expected \(expected), found \(describe(value))")
  }

  /// The found value, named the same way on every platform (class clusters differ).
  private func describe(_ value: Any) -> String {
    if let number = value as? NSNumber, !(value is String) {
      return "the number \(number)"
    }
    if let boxed = value as? NSValue {
      return "an NSValue wrapping \(String(cString: boxed.objCType))"
    }
    return "\(type(of: value)) \(String(reflecting: value))"
  }

  private func value(_ key: String) throws(AvoidanceError) -> Any? {
    guard let value = userInfo[key] else {
      if strict { throw missing(key) }
      return nil
    }
    return value
  }

  func requiredRect(_ key: String) throws(AvoidanceError) -> CGRect {
    guard userInfo[key] != nil, let rect = try rect(key) else { throw missing(key) }
    return rect
  }

  func rect(_ key: String) throws(AvoidanceError) -> CGRect? {
    guard let value = try value(key) else { return nil }
    let rect: CGRect
    if let direct = value as? CGRect {
      rect = direct
    } else if let boxed = value as? NSValue,
      String(cString: boxed.objCType).hasPrefix("{CGRect=")
    {
      // Checked first: `rectValue` traps on an NSValue that wraps anything else.
      rect = boxed.rectValue
    } else {
      throw wrongType(key, expected: "an NSValue wrapping a CGRect", found: value)
    }
    let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard numbers.allSatisfy(\.isFinite), rect.size.width >= 0, rect.size.height >= 0 else {
      throw AvoidanceError(
        code: .invalidGeometry,
        message: "userInfo: \(key): expected a finite rectangle with non-negative size, "
          + "found \(rect)")
    }
    return rect
  }

  func double(_ key: String) throws(AvoidanceError) -> Double? {
    guard let value = try value(key) else { return nil }
    guard let number = value as? NSNumber, number.doubleValue.isFinite else {
      throw wrongType(key, expected: "an NSNumber (seconds)", found: value)
    }
    return number.doubleValue
  }

  func int(_ key: String) throws(AvoidanceError) -> Int? {
    guard let value = try value(key) else { return nil }
    guard let number = value as? NSNumber, Double(number.intValue) == number.doubleValue
    else {
      throw wrongType(key, expected: "an NSNumber (integer)", found: value)
    }
    return number.intValue
  }

  func bool(_ key: String) throws(AvoidanceError) -> Bool? {
    guard let value = try value(key) else { return nil }
    if let flag = value as? Bool { return flag }
    guard let number = value as? NSNumber, number.intValue == 0 || number.intValue == 1,
      Double(number.intValue) == number.doubleValue
    else {
      throw wrongType(key, expected: "an NSNumber (Bool)", found: value)
    }
    return number.boolValue
  }
}
