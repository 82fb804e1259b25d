package import Foundation

/// Reads UIKit-boxed values out of a notification's `userInfo`, checking each box: frames are
/// `NSValue`s of `CGRect`, centres `NSValue`s of `CGPoint`, numbers `NSNumber`s.
///
/// The one reader of keyboard userInfo dictionaries, used by ``KeyboardTransition/init(userInfo:)``
/// and by the avoidance calculator's `KeyboardChange`.
///
/// ```swift
/// let reader = UserInfoReader(userInfo: note.userInfo ?? [:], strict: false)
/// let end = try reader.rect(.frameEnd)  // nil when absent and not strict
/// ```
package struct UserInfoReader {
  /// The dictionary.
  package var userInfo: [AnyHashable: Any]
  /// Whether an absent key is an error.
  package var strict: Bool

  /// A reader of `userInfo`.
  package init(userInfo: [AnyHashable: Any], strict: Bool) {
    self.userInfo = userInfo
    self.strict = strict
  }

  /// The error for an absent key.
  package func missing(_ key: KeyboardUserInfoKey) -> VocabularyError {
    VocabularyError(code: .missingKey, message: "userInfo: missing \(key.rawValue)")
  }

  private func wrongType(_ key: KeyboardUserInfoKey, expected: String, found value: Any)
    -> VocabularyError
  {
    VocabularyError(
      code: .wrongType,
      message: "userInfo: \(key.rawValue): expected \(expected), found \(describe(value))")
  }

  private func describe(_ value: Any) -> String {
    if let number = value as? NSNumber, !(value is String) {
      return "the number \(number)"
    }
    if let boxed = value as? NSValue {
      return "an NSValue wrapping \(String(cString: boxed.objCType))"
    }
    return "\(type(of: value)) \(String(reflecting: value))"
  }

  private func value(_ key: KeyboardUserInfoKey) throws(VocabularyError) -> Any? {
    guard let value = userInfo[key.rawValue] else {
      if strict { throw missing(key) }
      return nil
    }
    return value
  }

  /// A frame that must be present, strict or not.
  package func requiredRect(_ key: KeyboardUserInfoKey) throws(VocabularyError) -> CGRect {
    guard userInfo[key.rawValue] != nil, let rect = try rect(key) else { throw missing(key) }
    return rect
  }

  /// A frame: finite, with a non-negative size.
  package func rect(_ key: KeyboardUserInfoKey) throws(VocabularyError) -> CGRect? {
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
      throw VocabularyError(
        code: .invalidGeometry,
        message: "userInfo: \(key.rawValue): expected a finite rectangle with non-negative size, "
          + "found \(rect)")
    }
    return rect
  }

  /// A centre point: finite.
  package func point(_ key: KeyboardUserInfoKey) throws(VocabularyError) -> CGPoint? {
    guard let value = try value(key) else { return nil }
    let point: CGPoint
    if let direct = value as? CGPoint {
      point = direct
    } else if let boxed = value as? NSValue,
      String(cString: boxed.objCType).hasPrefix("{CGPoint=")
    {
      point = boxed.pointValue
    } else {
      throw wrongType(key, expected: "an NSValue wrapping a CGPoint", found: value)
    }
    guard point.x.isFinite, point.y.isFinite else {
      throw VocabularyError(
        code: .invalidGeometry,
        message: "userInfo: \(key.rawValue): expected a finite point, found \(point)")
    }
    return point
  }

  /// A duration: an `NSNumber` of seconds from 0 to a day (``Duration/init(checkedSeconds:)``).
  package func duration(_ key: KeyboardUserInfoKey) throws(VocabularyError) -> Duration? {
    guard let value = try value(key) else { return nil }
    guard let number = value as? NSNumber,
      let duration = Duration(checkedSeconds: number.doubleValue)
    else {
      throw wrongType(key, expected: "an NSNumber (seconds, 0 to 86400)", found: value)
    }
    return duration
  }

  /// An integer.
  package func int(_ key: KeyboardUserInfoKey) throws(VocabularyError) -> Int? {
    guard let value = try value(key) else { return nil }
    guard let number = value as? NSNumber, Double(number.intValue) == number.doubleValue
    else {
      throw wrongType(key, expected: "an NSNumber (integer)", found: value)
    }
    return number.intValue
  }

  /// A boolean: `true`/`false` or an `NSNumber` 0 or 1.
  package func bool(_ key: KeyboardUserInfoKey) throws(VocabularyError) -> Bool? {
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
