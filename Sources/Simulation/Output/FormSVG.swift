import Diagnostics
package import Foundation
import JSONCoding
package import TextField

/// `kbsim simulate --svg`: one moment of a form — the screen, each field with its border, text
/// rect, overlays, text or placeholder and caret, and the keyboard's frame.
package enum FormSVG {
  /// The picture of `fields` on a screen of `screen` size with the keyboard at `keyboard`
  /// (screen coordinates; nil when it is not on screen), titled with the moment's `time`.
  package static func render(
    screen: CGSize, fields: [FieldSnapshot], keyboard: CGRect?, time: Duration, caption: String
  ) -> String {
    let margin = 20.0
    let font = 13.0
    let header = 44.0
    let width = Double(screen.width) + margin * 2
    let height = header + Double(screen.height) + margin
    var svg = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"\(n(font))\">",
      "<title>kbsim simulate: \(escapingMarkup(caption))</title>",
      "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
      text("t = \(TextInputEvent.clockText(time)) s  \(caption)", x: margin, y: 26),
      "<g class=\"screen\" transform=\"translate(\(n(margin)) \(n(header)))\">",
      rect(CGRect(origin: .zero, size: screen), "screen", "fill=\"#f2f2f7\" stroke=\"#000000\""),
    ]
    for field in fields { svg += elements(of: field, font: font) }
    if let keyboard, keyboard.minY < screen.height {
      svg.append(
        rect(keyboard, "keyboard", "fill=\"#d1d4d9\" fill-opacity=\"0.9\" stroke=\"#8e939b\""))
      svg.append(
        text(
          "keyboard (\(label(keyboard.minX)), \(label(keyboard.minY)), \(label(keyboard.width)), "
            + "\(label(keyboard.height)))",
          x: Double(keyboard.minX) + 8, y: Double(keyboard.minY) + 18))
    }
    svg.append("</g>")
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  private static func elements(of field: FieldSnapshot, font: Double) -> [String] {
    let frame = field.frame
    let origin = CGPoint(x: frame.minX, y: frame.minY)
    func placed(_ r: CGRect) -> CGRect { r.offsetBy(dx: origin.x, dy: origin.y) }
    var out = [
      "<g class=\"field \(field.kind.name)\(field.isEditing ? " editing" : "")\" id=\"\(escapingMarkup(field.id))\">"
    ]
    let stroke = field.isEditing ? "#007aff" : "#8e8e93"
    switch field.borderStyle {
    case .roundedRect?:
      out.append(rect(frame, "border", "rx=\"5\" fill=\"#ffffff\" stroke=\"\(stroke)\""))
    case .none?, nil:
      out.append(
        rect(frame, "border", "fill=\"none\" stroke=\"\(stroke)\" stroke-dasharray=\"2 2\""))
    default:
      out.append(rect(frame, "border", "fill=\"#ffffff\" stroke=\"\(stroke)\""))
    }
    var textRect = frame.insetBy(dx: 5, dy: 0)
    if let geometry = field.geometry {
      textRect = placed(field.isEditing ? geometry.editingRect : geometry.textRect)
      out.append(
        rect(textRect, "text-rect", "fill=\"none\" stroke=\"#34c759\" stroke-dasharray=\"3 2\""))
      if geometry.visibility.clearButton {
        let button = placed(geometry.clearButtonRect)
        out.append(
          "<circle class=\"clear-button\" cx=\"\(n(button.midX))\" cy=\"\(n(button.midY))\" "
            + "r=\"\(n(button.width / 2))\" fill=\"#c7c7cc\"/>")
        out.append(text("×", x: Double(button.midX), y: Double(button.midY) + 4, anchor: "middle"))
      }
      for (slot, shown) in [
        (geometry.leftViewRect, geometry.visibility.leftView),
        (geometry.rightViewRect, geometry.visibility.rightView),
      ] {
        if let slot, shown {
          out.append(rect(placed(slot), "overlay", "fill=\"#e5e5ea\" stroke=\"#8e8e93\""))
        }
      }
    }
    let size = Double(field.fontSize)
    let baseline = Double(textRect.midY) + size * 0.35
    if field.displayedText.isEmpty, let placeholder = field.placeholder {
      out.append(
        text(placeholder, x: Double(textRect.minX), y: baseline, fill: "#c7c7cd", size: size))
    } else {
      out.append(text(field.displayedText, x: Double(textRect.minX), y: baseline, size: size))
    }
    if let caret = field.caret {
      out.append(rect(caret, "caret", "fill=\"#007aff\""))
    }
    out.append(
      text(field.id, x: Double(frame.minX), y: Double(frame.minY) - 4, fill: "#8e8e93", size: 10))
    out.append("</g>")
    return out
  }

  private static func rect(_ r: CGRect, _ className: String, _ style: String) -> String {
    "<rect class=\"\(className)\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" "
      + "height=\"\(n(r.height))\" \(style)/>"
  }

  private static func text(
    _ string: String, x: Double, y: Double, anchor: String = "start", fill: String = "#000000",
    size: Double? = nil
  ) -> String {
    let sizeAttribute = size.map { " font-size=\"\(n($0))\"" } ?? ""
    return
      "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\"\(sizeAttribute)>"
      + escapingMarkup(string) + "</text>"
  }

  private static func n(_ value: Double) -> String { formatNumber(value) }
  /// A number for people to read: a keyboard caught mid-animation sits at 516.993415 pt; its
  /// label says 517.
  private static func label(_ value: CGFloat) -> String {
    formatNumber((Double(value) * 10).rounded() / 10)
  }
  private static func n(_ value: CGFloat) -> String { formatNumber(Double(value)) }
}
