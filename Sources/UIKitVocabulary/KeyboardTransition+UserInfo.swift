import Foundation

extension KeyboardTransition {
  /// The userInfo dictionary UIKit attaches: every key the payload has, boxed as UIKit boxes it
  /// (see ``KeyboardUserInfoKey``).
  ///
  /// ```swift
  /// let info = transition.userInfo
  /// (info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.rectValue  // the end frame
  /// ```
  public var userInfo: [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameBegin.rawValue: NSValue(rect: frameBegin),
      KeyboardUserInfoKey.frameEnd.rawValue: NSValue(rect: frameEnd),
      KeyboardUserInfoKey.centerBegin.rawValue: NSValue(point: centerBegin),
      KeyboardUserInfoKey.centerEnd.rawValue: NSValue(point: centerEnd),
      KeyboardUserInfoKey.bounds.rawValue: NSValue(rect: bounds),
    ]
    if let animationDuration {
      info[KeyboardUserInfoKey.animationDuration.rawValue] = NSNumber(
        value: animationDuration.inSeconds)
    }
    if let animationCurve {
      info[KeyboardUserInfoKey.animationCurve.rawValue] = NSNumber(value: animationCurve)
    }
    if let isLocal { info[KeyboardUserInfoKey.isLocal.rawValue] = NSNumber(value: isLocal) }
    if let frameChangedByUserInteraction {
      info[KeyboardUserInfoKey.frameChangedByUserInteraction.rawValue] = NSNumber(
        value: frameChangedByUserInteraction)
    }
    return info
  }

  /// Reads a payload back from a userInfo dictionary: the five geometry keys are required, the
  /// others optional, every value checked (the reverse of ``userInfo``).
  ///
  /// ```swift
  /// let transition = try KeyboardTransition(userInfo: note.userInfo ?? [:])
  /// ```
  ///
  /// - Throws: ``VocabularyError`` naming the missing or mistyped key.
  public init(userInfo: [AnyHashable: Any]) throws(VocabularyError) {
    let reader = UserInfoReader(userInfo: userInfo, strict: false)
    let duration = try reader.duration(.animationDuration)
    guard let center = try reader.point(.centerBegin) else { throw reader.missing(.centerBegin) }
    guard let centerEnd = try reader.point(.centerEnd) else { throw reader.missing(.centerEnd) }
    try self.init(
      frameBegin: reader.requiredRect(.frameBegin), frameEnd: reader.requiredRect(.frameEnd),
      centerBegin: center, centerEnd: centerEnd, bounds: reader.requiredRect(.bounds),
      animationDuration: duration, animationCurve: reader.int(.animationCurve),
      isLocal: reader.bool(.isLocal),
      frameChangedByUserInteraction: reader.bool(.frameChangedByUserInteraction))
  }
}
