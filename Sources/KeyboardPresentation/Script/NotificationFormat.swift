public import Foundation
import JSONInput

/// Formats notifications as the JSON lines and text lines of `kbsim simulate`.
///
/// A JSON line is one object: `t` in seconds, the UIKit `name`, and `userInfo` with UIKit's keys
/// in the order of the real dumps (facts ios-keyboard.md §2.1); frames are
/// `{"x","y","width","height"}`, centres `{"x","y"}`, numbers are JSON numbers, IsLocal and the
/// private user-interaction key are booleans; keys a payload lacks are left out.
///
/// ```swift
/// NotificationFormat.jsonLine(notification)
/// ```
///
/// ```text
/// {"t":0.0,"name":"UIKeyboardWillShowNotification","userInfo":{"UIKeyboardFrameBeginUserInfoKey":{"x":0,"y":852,"width":393,"height":336},…}}
/// ```
public enum NotificationFormat {
  /// One JSON object on one line.
  public static func jsonLine(_ notification: KeyboardNotification) -> String {
    let t = notification.transition
    var info: [String] = [
      member(.frameBegin, frame(t.frameBegin)),
      member(.frameEnd, frame(t.frameEnd)),
      member(.centerBegin, point(t.centerBegin)),
      member(.centerEnd, point(t.centerEnd)),
      member(.bounds, frame(t.bounds)),
    ]
    if let duration = t.animationDuration {
      info.append(member(.animationDuration, number(seconds(duration))))
    }
    if let curve = t.animationCurve { info.append(member(.animationCurve, "\(curve)")) }
    if let isLocal = t.isLocal { info.append(member(.isLocal, isLocal ? "true" : "false")) }
    if let byUser = t.frameChangedByUserInteraction {
      info.append(member(.frameChangedByUserInteraction, byUser ? "true" : "false"))
    }
    return "{\"t\":\(time(notification.time)),\"name\":\(quoted(notification.name.rawValue)),"
      + "\"userInfo\":{\(info.joined(separator: ","))}}"
  }

  /// One readable line: time, name, begin → end, duration, curve, isLocal, object.
  public static func textLine(_ notification: KeyboardNotification) -> String {
    let t = notification.transition
    let name = notification.name.rawValue
      .replacingOccurrences(of: "UIKeyboard", with: "")
      .replacingOccurrences(of: "Notification", with: "")
    var parts = [
      String(format: "%7.3f", seconds(notification.time)),
      name.padding(toLength: 15, withPad: " ", startingAt: 0),
      "\(text(t.frameBegin)) → \(text(t.frameEnd))",
    ]
    if let duration = t.animationDuration { parts.append("\(number(seconds(duration))) s") }
    if let curve = t.animationCurve { parts.append("curve \(curve)") }
    if let isLocal = t.isLocal { parts.append(isLocal ? "local" : "not local") }
    if t.frameChangedByUserInteraction == true { parts.append("by user") }
    if notification.object == .screen { parts.append("object: screen") }
    return parts.joined(separator: "  ")
  }

  /// `{"x":0,"y":516,"width":393,"height":336}`.
  public static func frame(_ rect: CGRect) -> String {
    "{\"x\":\(number(rect.minX)),\"y\":\(number(rect.minY)),"
      + "\"width\":\(number(rect.width)),\"height\":\(number(rect.height))}"
  }

  /// `{"x":196.5,"y":684}`.
  public static func point(_ point: CGPoint) -> String {
    "{\"x\":\(number(point.x)),\"y\":\(number(point.y))}"
  }

  /// A JSON number: integers without a fraction (`852`), others in Swift's shortest form
  /// (`187.5`).
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// A CGFloat as a JSON number.
  public static func number(_ value: CGFloat) -> String { number(Double(value)) }

  /// A time in seconds, rounded to the microsecond, always with a fraction (`0.0`, `0.25`).
  public static func time(_ duration: Duration) -> String {
    "\((seconds(duration) * 1e6).rounded() / 1e6)"
  }

  /// A JSON string literal.
  public static func quoted(_ text: String) -> String { jsonString(text) }

  private static func member(_ key: KeyboardUserInfoKey, _ value: String) -> String {
    "\(quoted(key.rawValue)):\(value)"
  }

  private static func text(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
