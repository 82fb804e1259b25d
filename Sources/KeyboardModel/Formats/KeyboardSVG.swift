import Diagnostics
import Foundation
import JSONCoding

/// `kbsim type --svg`: the virtual keyboard's current plane, its keys drawn to their widths,
/// the keys the person tapped highlighted with how often, and the taps on other planes listed.
package enum KeyboardSVG {
  /// A key's width unit, its height and the gap between keys, in points of the picture.
  static let unit: Double = 34
  static let keyHeight: Double = 44
  static let gap: Double = 6
  static let font: Double = 15

  /// The picture of `plane` of `keyboard` after `events`.
  package static func render(
    keyboard: VirtualKeyboard, plane: Plane, events: [TypingEvent], committed: String
  ) -> String {
    let taps = events.compactMap { event -> TypingEvent.Tap? in
      if case .tap(let tap) = event { return tap }
      return nil
    }
    let rowWidths = plane.rows.map { row in
      row.reduce(0) { $0 + $1.width * unit } + Double(max(0, row.count - 1)) * gap
    }
    let margin = 16.0
    let header = 56.0
    let title =
      "\(keyboard.keyboardType.name) keyboard (\(keyboard.layout), \(keyboard.idiom.rawValue)), "
      + "\(plane.name) plane"
    // Wide enough for the keys and the title line (a character of Helvetica is about 0.6 em).
    let contentWidth = max(rowWidths.max() ?? 0, Double(title.count) * font * 0.6)
    let width = contentWidth + margin * 2
    let others = otherPlanes(taps, plane: plane.name)
    let footerLines = ["taps: \(taps.count)"] + others
    let keysHeight = Double(plane.rows.count) * (keyHeight + gap) - gap
    let height = header + keysHeight + margin + Double(footerLines.count) * font * 1.5 + margin
    var svg = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"\(n(font))\">",
      "<title>kbsim type: the \(escapingMarkup(plane.name)) plane of the \(escapingMarkup(keyboard.keyboardType.name)) keyboard</title>",
      "<rect width=\"100%\" height=\"100%\" fill=\"#d1d4d9\"/>",
      text(title, x: margin, y: 22),
      text("committed: " + committed, x: margin, y: 42),
    ]
    var y = header
    for (row, rowWidth) in zip(plane.rows, rowWidths) {
      var x = margin + (contentWidth - rowWidth) / 2
      for key in row {
        let keyWidth = key.width * unit
        if key.kind != .spacer {
          let count = taps.filter { matches($0, key, plane: plane.name) }.count
          svg += keyElements(key, x: x, y: y, width: keyWidth, count: count)
        }
        x += keyWidth + gap
      }
      y += keyHeight + gap
    }
    y += margin - gap
    for line in footerLines {
      y += font * 1.5
      svg.append(text(line, x: margin, y: y - font * 0.4))
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// Whether `tap` hit `key` on `plane` (the return key shows the label of the return key type).
  static func matches(_ tap: TypingEvent.Tap, _ key: VirtualKey, plane: String) -> Bool {
    guard tap.plane == plane else { return false }
    if key.kind == .return { return tap.purpose == .return }
    return tap.key == key.label
  }

  private static func keyElements(
    _ key: VirtualKey, x: Double, y: Double, width: Double, count: Int
  )
    -> [String]
  {
    let isCharacter = key.kind == .character
    let fill = count > 0 ? "#ffd54f" : (isCharacter ? "#ffffff" : "#adb3bc")
    let kind = isCharacter ? "character" : "function"
    var elements = [
      "<g class=\"key \(kind)\(count > 0 ? " tapped" : "")\">",
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(keyHeight))\" rx=\"5\" "
        + "fill=\"\(fill)\" stroke=\"#8e939b\" stroke-width=\"0.5\"/>",
    ]
    let (cx, cy) = (x + width / 2, y + keyHeight / 2)
    if let icon = icon(for: key.kind, x: cx, y: cy) {
      elements.append(icon)
    } else {
      elements.append(text(key.label, x: cx, y: cy + font * 0.35, anchor: "middle"))
    }
    if count > 0 {
      elements.append(
        "<text x=\"\(n(x + width - 3))\" y=\"\(n(y + 11))\" text-anchor=\"end\" font-size=\"10\">"
          + "×\(count)</text>")
    }
    elements.append("</g>")
    return elements
  }

  /// The function keys whose labels are symbols (⇧ ⌫ 🌐 🎤 and the iPad's hide key), drawn as
  /// shapes centred on (`x`, `y`), so that the picture needs no emoji or symbol font; nil for a
  /// key labelled with plain text.
  static func icon(for kind: VirtualKey.Kind, x: Double, y: Double) -> String? {
    let stroke = "fill=\"none\" stroke=\"#212529\" stroke-width=\"1.5\" stroke-linejoin=\"round\""
    func points(_ list: [(Double, Double)]) -> String {
      list.map { "\(n(x + $0.0)),\(n(y + $0.1))" }.joined(separator: " ")
    }
    switch kind {
    case .shift:
      let arrow: [(Double, Double)] = [(0, -9), (9, 0), (4, 0), (4, 8), (-4, 8), (-4, 0), (-9, 0)]
      return "<polygon class=\"icon shift\" points=\"\(points(arrow))\" \(stroke)/>"
    case .backspace:
      let tag: [(Double, Double)] = [(-11, 0), (-5, -7), (11, -7), (11, 7), (-5, 7)]
      return "<g class=\"icon backspace\"><polygon points=\"\(points(tag))\" \(stroke)/>"
        + "<path d=\"M\(n(x)) \(n(y - 3)) l6 6 M\(n(x + 6)) \(n(y - 3)) l-6 6\" \(stroke)/></g>"
    case .nextKeyboard:
      return "<g class=\"icon globe\"><circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"8\" \(stroke)/>"
        + "<ellipse cx=\"\(n(x))\" cy=\"\(n(y))\" rx=\"3.5\" ry=\"8\" \(stroke)/>"
        + "<path d=\"M\(n(x - 8)) \(n(y)) h16 M\(n(x - 7)) \(n(y - 4)) h14 "
        + "M\(n(x - 7)) \(n(y + 4)) h14\" \(stroke)/></g>"
    case .dictation:
      return "<g class=\"icon microphone\"><rect x=\"\(n(x - 3.5))\" y=\"\(n(y - 9))\" width=\"7\" "
        + "height=\"12\" rx=\"3.5\" \(stroke)/><path d=\"M\(n(x - 7)) \(n(y - 1)) a7 7 0 0 0 14 0 "
        + "M\(n(x)) \(n(y + 6)) v4 M\(n(x - 4)) \(n(y + 10)) h8\" \(stroke)/></g>"
    case .dismiss:
      return "<g class=\"icon dismiss\"><rect x=\"\(n(x - 10))\" y=\"\(n(y - 8))\" width=\"20\" "
        + "height=\"11\" rx=\"2\" \(stroke)/><path d=\"M\(n(x - 4)) \(n(y + 5)) l4 4 l4 -4\" "
        + "\(stroke)/></g>"
    default:
      return nil
    }
  }

  /// `numbers: 1 ×2, 2 ×1`: taps on other planes, plane by plane in first-tap order.
  private static func otherPlanes(_ taps: [TypingEvent.Tap], plane: String) -> [String] {
    var order: [String] = []
    var counts: [String: [(key: String, count: Int)]] = [:]
    for tap in taps where tap.plane != plane {
      if counts[tap.plane] == nil { order.append(tap.plane) }
      var keys = counts[tap.plane, default: []]
      if let index = keys.firstIndex(where: { $0.key == tap.key }) {
        keys[index].count += 1
      } else {
        keys.append((tap.key, 1))
      }
      counts[tap.plane] = keys
    }
    return order.map { name in
      "\(name): " + (counts[name] ?? []).map { "\($0.key) ×\($0.count)" }.joined(separator: ", ")
    }
  }

  private static func text(_ string: String, x: Double, y: Double, anchor: String = "start")
    -> String
  {
    "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\">\(escapingMarkup(string))</text>"
  }

  private static func n(_ value: Double) -> String { formatNumber(value) }
}
