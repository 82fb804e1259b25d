import Foundation
import JSONCoding
import KeyboardPresentation

/// A `drag` step: `{"mode": "interactive", "keyboardDismissPadding": 20, "points": [{"t": 0,
/// "y": 400}, {"t": 0.1, "y": 560}]}`, or with SwiftUI's `"scrollDismissesKeyboard":
/// "interactively"` (and `"inTextEditor": true` for `automatic` in a `TextEditor`) instead of
/// `mode` (docs/presentation.md, "Interactive dismissal").
struct DragFile: Decodable {
  var drag: KeyboardDrag

  enum CodingKeys: String, DescribedCodingKey {
    case mode, scrollDismissesKeyboard, inTextEditor, keyboardDismissPadding, points
    static let noun = "key"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let uiKit = try c.decodeChoiceIfPresent(KeyboardDismissMode.self, forKey: .mode, noun: "mode")
    let swiftUI = try c.decodeChoiceIfPresent(
      ScrollDismissesKeyboardMode.self, forKey: .scrollDismissesKeyboard, noun: "mode")
    let mode: KeyboardDismissMode
    switch (uiKit, swiftUI) {
    case (let given?, nil):
      guard !c.contains(.inTextEditor) else {
        throw DecodingError.dataCorruptedError(
          forKey: .inTextEditor, in: c,
          debugDescription: "inTextEditor goes with scrollDismissesKeyboard, not mode")
      }
      mode = given
    case (nil, let swiftUI?):
      mode = swiftUI.dismissMode(
        inTextEditor: try c.decodeIfPresent(Bool.self, forKey: .inTextEditor) ?? false)
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "give exactly one of mode (UIKit) and scrollDismissesKeyboard (SwiftUI)"
        ))
    }
    drag = KeyboardDrag(mode: mode, points: [])
    if let padding = try c.decodeIfPresent(Double.self, forKey: .keyboardDismissPadding) {
      drag.dismissPadding = try JSONGeometry.checkCoordinate(
        padding, codingPath: c.codingPath + [CodingKeys.keyboardDismissPadding])
    }
    drag.points = try c.decode([PointFile].self, forKey: .points).map(\.point)
    guard !drag.points.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .points, in: c, debugDescription: "give at least one point {\"t\": 0, \"y\": 400}")
    }
    for index in drag.points.indices.dropFirst()
    where drag.points[index].time < drag.points[index - 1].time {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: c.codingPath + [CodingKeys.points, JSONKey.index(index)],
          debugDescription: "t must not go back: points are in time order"))
    }
  }

  /// `{"t": 0.1, "y": 560}`: seconds since the drag began, the finger's screen `y`.
  struct PointFile: Decodable {
    var point: DragPoint

    enum CodingKeys: String, DescribedCodingKey {
      case t, y
      static let noun = "key"
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      let y = try JSONGeometry.checkCoordinate(
        try c.decode(Double.self, forKey: .y), codingPath: c.codingPath + [CodingKeys.y])
      point = DragPoint(time: .seconds(try c.decodeSeconds(forKey: .t)), y: y)
    }
  }
}
