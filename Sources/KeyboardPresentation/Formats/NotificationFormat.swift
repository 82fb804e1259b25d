public import Foundation
package import JSONCoding

/// Formats notifications as the JSON lines and text lines of `kbsim simulate`.
///
/// A JSON line is one object: `t` in seconds, the UIKit `name`, and `userInfo` as
/// `KeyboardTransition.json` writes it (UIKit's keys in the order of the
/// real dumps).
///
/// ```swift
/// NotificationFormat.jsonLine(notification)
/// ```
///
/// ```text
/// {"t":0.0,"name":"UIKeyboardWillShowNotification","userInfo":{"UIKeyboardFrameBeginUserInfoKey":{"x":0,"y":852,"width":393,"height":336},…}}
/// ```
public enum NotificationFormat {
  /// The notification as JSON: `{"t", "name", "userInfo"}`.
  package static func json(_ notification: KeyboardNotification) -> JSONValue {
    [
      "t": time(notification.time), "name": .string(notification.name.rawValue),
      "userInfo": notification.transition.json,
    ]
  }

  /// The notification as the iOS 26 typed message stands for it (`kbsim simulate --messages`):
  /// `{"t", "message", "beginFrame", "endFrame", "animationDuration", "animationCurve",
  /// "isLocal", "screen"}` (docs/sources.md#typed-notification-messages).
  ///
  /// ```text
  /// {"t":0.0,"message":"UIResponder.KeyboardWillShowMessage","beginFrame":{"x":0,"y":852,"width":393,"height":336},…,"screen":"main"}
  /// ```
  package static func messageJSON(_ notification: KeyboardNotification) -> JSONValue {
    var object = JSONObject([
      ("t", time(notification.time)), ("message", .string(notification.name.messageName)),
    ])
    let payload = notification.transition.messageJSON(screen: notification.object == .screen)
    for member in payload { object[member.key] = member.value }
    return .object(object)
  }

  /// One JSON object on one line.
  public static func jsonLine(_ notification: KeyboardNotification) -> String {
    JSONWriter.line(json(notification))
  }

  /// A time in seconds as the JSON of `kbsim simulate` prints it: always with a fraction
  /// (`0.0`, `0.25`).
  package static func time(_ duration: Duration) -> JSONValue {
    .number(duration.inSeconds, style: .fractional)
  }

  /// One readable line: time, name, begin → end, duration, curve, isLocal, object.
  public static func textLine(_ notification: KeyboardNotification) -> String {
    let t = notification.transition
    let name = notification.name.rawValue
      .replacingOccurrences(of: "UIKeyboard", with: "")
      .replacingOccurrences(of: "Notification", with: "")
    var parts = [
      String(format: "%7.3f", notification.time.inSeconds),
      name.padding(toLength: 15, withPad: " ", startingAt: 0),
      "\(text(t.frameBegin)) → \(text(t.frameEnd))",
    ]
    if let duration = t.animationDuration { parts.append("\(formatNumber(duration.inSeconds)) s") }
    if let curve = t.animationCurve { parts.append("curve \(curve)") }
    if let isLocal = t.isLocal { parts.append(isLocal ? "local" : "not local") }
    if t.frameChangedByUserInteraction == true { parts.append("by user") }
    if notification.object == .screen { parts.append("object: screen") }
    return parts.joined(separator: "  ")
  }

  /// `(x, y, width, height)`.
  public static func text(_ rect: CGRect) -> String {
    "(\(formatNumber(Double(rect.minX))), \(formatNumber(Double(rect.minY))), "
      + "\(formatNumber(Double(rect.width))), \(formatNumber(Double(rect.height))))"
  }
}
