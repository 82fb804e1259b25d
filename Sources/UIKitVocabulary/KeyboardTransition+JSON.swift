package import JSONCoding

extension KeyboardTransition {
  /// The userInfo as JSON, with UIKit's keys in the order of the real dumps
  /// (docs/sources.md#userinfo-keys): frames `{"x","y","width","height"}`, centres `{"x","y"}`, the
  /// duration in seconds, the curve, and the booleans; keys the payload lacks are left out.
  ///
  /// ```text
  /// {"UIKeyboardFrameBeginUserInfoKey":{"x":0,"y":852,"width":393,"height":336},…}
  /// ```
  package var json: JSONValue {
    var object = JSONObject([
      (KeyboardUserInfoKey.frameBegin.rawValue, JSONGeometry.json(frameBegin)),
      (KeyboardUserInfoKey.frameEnd.rawValue, JSONGeometry.json(frameEnd)),
      (KeyboardUserInfoKey.centerBegin.rawValue, JSONGeometry.json(centerBegin)),
      (KeyboardUserInfoKey.centerEnd.rawValue, JSONGeometry.json(centerEnd)),
      (KeyboardUserInfoKey.bounds.rawValue, JSONGeometry.json(bounds)),
    ])
    if let animationDuration {
      object[KeyboardUserInfoKey.animationDuration.rawValue] = .number(animationDuration.inSeconds)
    }
    if let animationCurve {
      object[KeyboardUserInfoKey.animationCurve.rawValue] = .number(animationCurve)
    }
    if let isLocal { object[KeyboardUserInfoKey.isLocal.rawValue] = .bool(isLocal) }
    if let frameChangedByUserInteraction {
      object[KeyboardUserInfoKey.frameChangedByUserInteraction.rawValue] = .bool(
        frameChangedByUserInteraction)
    }
    return .object(object)
  }
}
