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

extension KeyboardTransition {
  /// The payload as the iOS 26 typed message carries it
  /// (``KeyboardNotificationName/messageFields``): `beginFrame`, `endFrame`,
  /// `animationDuration` (seconds), `animationCurve`, `isLocal`, and `screen` (`"main"` when
  /// the notification's object is the screen, null before iOS 16.1); the message's properties
  /// are not optional, so a missing duration or curve reads 0 and a missing IsLocal true.
  ///
  /// ```text
  /// {"beginFrame":{"x":0,"y":852,"width":393,"height":336},"endFrame":{…},"animationDuration":0.25,"animationCurve":7,"isLocal":true,"screen":"main"}
  /// ```
  package func messageJSON(screen: Bool) -> JSONObject {
    JSONObject([
      ("beginFrame", JSONGeometry.json(frameBegin)),
      ("endFrame", JSONGeometry.json(frameEnd)),
      ("animationDuration", .number(animationDuration?.inSeconds ?? 0)),
      ("animationCurve", .number(animationCurve ?? 0)),
      ("isLocal", .bool(isLocal ?? true)),
      ("screen", screen ? .string("main") : .null),
    ])
  }
}
