import Diagnostics
import Foundation

/// `kbsim inset --svg`: the scene before and after, side by side, in screen points, with the
/// numbers — screen, window, scroll views, visible rects, keyboard and target.
package enum InsetSVG {
  /// The last step of a stream (the only one of a single notification): the scene at the
  /// offsets the earlier steps left, before and after it.
  package static func render(_ scenario: AvoidanceScenario, steps: [AvoidanceStep]) -> String {
    guard let last = steps.last else { return render(scenario, scenario.result()) }
    var before = scenario
    for step in steps.dropLast() { before.scene = before.scene.applying(step.result) }
    before.inputs = [last.input]
    return render(before, last.result)
  }

  package static func render(_ scenario: AvoidanceScenario, _ result: AvoidanceResult) -> String {
    let scene = scenario.scene
    let screen = scene.screenSize
    let margin = (max(screen.width, screen.height) * 0.05).rounded()
    let font = max(11, (screen.width / 26).rounded())
    let header = font * 2.5
    let footerLines = footer(scenario, result)
    let width = screen.width * 2 + margin * 3
    let height = header + screen.height + margin + CGFloat(footerLines.count + 1) * font * 1.5
    let n = InsetNumber.self
    var svg = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n.text(width))\" "
        + "height=\"\(n.text(height))\" viewBox=\"0 0 \(n.text(width)) \(n.text(height))\" "
        + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(n.text(font))\">",
      "<title>kbsim inset: before and after</title>",
      "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
    ]
    let before = Panel(
      title: "before", x: margin, y: header, scene: scene, result: result, isAfter: false,
      font: font)
    let after = Panel(
      title: "after", x: margin * 2 + screen.width, y: header, scene: scene, result: result,
      isAfter: true, font: font)
    svg += before.elements() + after.elements()
    var lineY = header + screen.height + margin + font
    svg.append("<g class=\"numbers\">")
    for line in footerLines {
      svg.append(text(line, x: margin, y: lineY))
      lineY += font * 1.5
    }
    svg.append("</g>")
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  private static func footer(_ scenario: AvoidanceScenario, _ result: AvoidanceResult)
    -> [String]
  {
    let n = InsetNumber.self
    var lines: [String] = []
    for (index, adjustment) in result.scrollViews.enumerated() {
      let geometry = scenario.scene.scrollViews[index]
      let prefix = result.scrollViews.count == 1 ? "" : "scroll view \(index + 1): "
      lines.append(
        prefix + "contentInset.bottom \(n.text(geometry.contentInset.bottom)) → "
          + "\(n.text(adjustment.contentInset.bottom)), indicator bottom "
          + "\(n.text(geometry.baseIndicatorInset.bottom)) → "
          + "\(n.text(adjustment.verticalScrollIndicatorInsets.bottom)), keyboard overlap "
          + "\(n.text(adjustment.keyboardOverlap))")
      lines.append(
        prefix + "contentOffset \(n.point(geometry.contentOffset)) → "
          + n.point(adjustment.contentOffset))
    }
    var keyboard = "keyboard \(scenario.keyboard.event.shortName) "
    keyboard += n.rect(scenario.keyboard.frameEnd) + " in the screen"
    keyboard += result.keyboard.isVisible ? "" : " (causes no avoidance)"
    lines.append(keyboard)
    lines.append("residualShift \(n.text(result.residualShift))")
    return lines
  }

  static func text(_ string: String, x: CGFloat, y: CGFloat, anchor: String = "start") -> String {
    let n = InsetNumber.self
    return "<text x=\"\(n.text(x))\" y=\"\(n.text(y))\" text-anchor=\"\(anchor)\">"
      + escapingMarkup(string) + "</text>"
  }

  static func rect(_ rect: CGRect, className: String, style: String) -> String {
    let n = InsetNumber.self
    return "<rect class=\"\(className)\" x=\"\(n.text(rect.minX))\" y=\"\(n.text(rect.minY))\" "
      + "width=\"\(n.text(rect.width))\" height=\"\(n.text(rect.height))\" \(style)/>"
  }

}

/// One half of the picture: the scene at the old offsets (before) or the new ones (after).
private struct Panel {
  var title: String
  var x: CGFloat
  var y: CGFloat
  var scene: AvoidanceScene
  var result: AvoidanceResult
  var isAfter: Bool
  var font: CGFloat

  func elements() -> [String] {
    let n = InsetNumber.self
    let window = scene.windowFrame
    let screenRect = CGRect(origin: .zero, size: scene.screenSize)
    var out = ["<g class=\"panel \(title)\" transform=\"translate(\(n.text(x)), \(n.text(y)))\">"]
    out.append(InsetSVG.text(title, x: scene.screenSize.width / 2, y: -font, anchor: "middle"))
    out.append(
      InsetSVG.rect(
        screenRect, className: "screen",
        style: "fill=\"#f4f4f4\" stroke=\"#222\" stroke-width=\"2\""))
    out.append(
      InsetSVG.rect(
        window, className: "window",
        style: "fill=\"#ffffff\" stroke=\"#3366cc\" stroke-width=\"2\" stroke-dasharray=\"8 4\""))
    let offsets = isAfter ? result.scrollViews.map(\.contentOffset) : nil
    let frames = scene.scrollViewFramesInWindow(offsets: offsets)
    for (index, frame) in frames.enumerated().reversed() {
      let inScreen = frame.offsetBy(dx: window.minX, dy: window.minY)
      out.append(
        InsetSVG.rect(
          inScreen, className: "scroll-view",
          style: "fill=\"none\" stroke=\"#2e8b57\" stroke-width=\"2\""))
      if let band = visibleBand(index: index, frame: inScreen), band.height > 0 {
        out.append(
          InsetSVG.rect(
            band, className: "visible-rect",
            style: "fill=\"#2e8b57\" fill-opacity=\"0.12\" stroke=\"none\""))
        out.append(
          InsetSVG.text(
            "visible y \(n.text(band.minY - window.minY))…\(n.text(band.maxY - window.minY))",
            x: band.maxX - font * 0.5, y: band.minY + font * 1.3, anchor: "end"))
      }
    }
    // The keyboard is drawn over the target, so a covered target shows as covered.
    out += target(window: window, offsets: offsets)
    out += keyboard(window: window, screen: screenRect)
    out.append("</g>")
    return out
  }

  /// The visible rect of scroll view `index` in screen coordinates: bounds minus the adjusted
  /// insets — the base ones before, the new ones after.
  private func visibleBand(index: Int, frame: CGRect) -> CGRect? {
    let geometry = scene.scrollViews[index]
    let top = geometry.contentInset.top + geometry.systemInset.top
    let bottomInset =
      isAfter ? result.scrollViews[index].contentInset.bottom : geometry.contentInset.bottom
    let bottom = bottomInset + geometry.systemInset.bottom
    let height = frame.height - top - bottom
    guard height > 0 else { return nil }
    return CGRect(x: frame.minX, y: frame.minY + top, width: frame.width, height: height)
  }

  private func keyboard(window: CGRect, screen: CGRect) -> [String] {
    let n = InsetNumber.self
    let coverage = result.keyboard
    if let covered = coverage.coveredRect {
      let inScreen = covered.offsetBy(dx: window.minX, dy: window.minY)
      return [
        InsetSVG.rect(
          inScreen, className: "keyboard",
          style: "fill=\"#555555\" fill-opacity=\"0.55\" stroke=\"#222\""),
        InsetSVG.text(
          "keyboard top \(n.text(covered.minY))", x: inScreen.minX + font * 0.5,
          y: inScreen.minY + font * 1.3),
      ]
    }
    let frame = coverage.frameInWindow.offsetBy(dx: window.minX, dy: window.minY)
    let visible = frame.intersection(screen)
    guard !visible.isNull, visible.height > 0, visible.width > 0 else { return [] }
    return [
      InsetSVG.rect(
        visible, className: "keyboard",
        style: "fill=\"none\" stroke=\"#555555\" stroke-dasharray=\"4 4\""),
      InsetSVG.text(
        "keyboard (ignored)", x: visible.minX + font * 0.5, y: visible.minY + font * 1.3),
    ]
  }

  private func target(window: CGRect, offsets: [CGPoint]?) -> [String] {
    guard let target = scene.revealTarget else { return [] }
    let n = InsetNumber.self
    let inWindow = scene.windowRect(fromContent: target, offsets: offsets)
    let inScreen = inWindow.offsetBy(dx: window.minX, dy: window.minY)
    var out = [
      InsetSVG.rect(
        inScreen, className: "target",
        style: "fill=\"#ff8c00\" fill-opacity=\"0.6\" stroke=\"#cc5500\" stroke-width=\"2\""),
      InsetSVG.text(
        "target y \(n.text(inWindow.minY))…\(n.text(inWindow.maxY))",
        x: inScreen.minX + font * 0.5, y: inScreen.minY - font * 0.4),
    ]
    if isAfter && result.residualShift > 0 {
      let shifted = inScreen.offsetBy(dx: 0, dy: -result.residualShift)
      out.append(
        InsetSVG.rect(
          shifted, className: "target-shifted",
          style: "fill=\"none\" stroke=\"#cc5500\" stroke-width=\"2\" stroke-dasharray=\"6 3\""))
      out.append(
        InsetSVG.text(
          "after residual shift \(n.text(result.residualShift))",
          x: shifted.minX + font * 0.5, y: shifted.minY - font * 0.4))
    }
    return out
  }
}
