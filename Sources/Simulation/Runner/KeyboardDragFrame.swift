public import Foundation
import JSONCoding
public import KeyboardPresentation

/// One position of a finger during a `drag` step.
///
/// Where the keyboard is then, and where a `UIKeyboardLayoutGuide` of the window's root view is
/// (docs/presentation.md, "Interactive dismissal"). UIKit posts nothing for it; the timeline
/// shows it between the notifications.
///
/// ```text
/// {"t":1.1,"drag":{"fingerY":640,"keyboardFrame":{"x":0,"y":640,"width":393,"height":336},"following":true,"layoutGuide":{"x":0,"y":640,"width":393,"height":212}}}
/// ```
public struct KeyboardDragFrame: Hashable, Sendable {
  /// On the script's clock.
  public var time: Duration
  /// The finger's screen `y`.
  public var fingerY: CGFloat
  /// The keyboard's frame (screen coordinates), nil when it is off screen.
  public var keyboardFrame: CGRect?
  /// Whether the keyboard follows the finger here.
  public var isFollowing: Bool
  /// The root view's keyboard layout guide, `layoutFrame` in its coordinates.
  public var layoutGuide: CGRect
  /// How the drag ended, on its last position.
  public var ending: KeyboardDragOutcome.Ending?

  /// Creates a frame.
  public init(
    time: Duration, fingerY: CGFloat, keyboardFrame: CGRect?, isFollowing: Bool,
    layoutGuide: CGRect, ending: KeyboardDragOutcome.Ending? = nil
  ) {
    self.time = time
    self.fingerY = fingerY
    self.keyboardFrame = keyboardFrame
    self.isFollowing = isFollowing
    self.layoutGuide = layoutGuide
    self.ending = ending
  }

  /// `{"t", "drag": {"fingerY", "keyboardFrame", "following", "layoutGuide", "ends"}}`.
  public var jsonLine: String {
    var drag = JSONObject([
      ("fingerY", .number(Double(fingerY))),
      ("keyboardFrame", keyboardFrame.map(JSONGeometry.json) ?? .null),
      ("following", .bool(isFollowing)),
      ("layoutGuide", JSONGeometry.json(layoutGuide)),
    ])
    if let ending { drag["ends"] = .string(ending.rawValue) }
    return JSONWriter.line(
      .object(JSONObject([("t", NotificationFormat.time(time)), ("drag", .object(drag))])))
  }

  /// `  1.100  Drag           finger y 640  keyboard (0, 640, 393, 336)  following  guide (…)`.
  public var textLine: String {
    var parts = [
      String(format: "%7.3f", time.inSeconds),
      "Drag".padding(toLength: 15, withPad: " ", startingAt: 0),
      "finger y \(formatNumber(Double(fingerY)))",
      "keyboard " + (keyboardFrame.map(NotificationFormat.text) ?? "off screen"),
    ]
    if isFollowing { parts.append("following") }
    parts.append("guide \(NotificationFormat.text(layoutGuide))")
    if let ending { parts.append("ends: \(ending.rawValue)") }
    return parts.joined(separator: "  ")
  }
}
