import Foundation

/// The `kbsim inset --format text` summary: what the keyboard covers, what each scroll view
/// is set to and why, where the target lands.
package enum InsetText {
  package static func render(_ scenario: AvoidanceScenario, _ result: AvoidanceResult) -> String {
    let n = InsetNumber.self
    var lines: [String] = []
    let keyboard = result.keyboard
    let docked = keyboard.isDocked ? "docked" : "undocked"
    if let covered = keyboard.coveredRect {
      lines.append(
        "keyboard: \(scenario.keyboard.event.shortName), \(docked), covers window y "
          + "\(n.text(covered.minY))…\(n.text(covered.maxY))")
    } else {
      lines.append(
        "keyboard: \(scenario.keyboard.event.shortName), \(docked), causes no avoidance")
    }
    let count = result.scrollViews.count
    for (index, adjustment) in result.scrollViews.enumerated() {
      let geometry = scenario.scene.scrollViews[index]
      let role =
        count == 1 ? "" : index == 0 ? " 1 (innermost)" : " \(index + 1) (parent of \(index))"
      let vertical = adjustment.scrollsVertically ? "" : ", horizontal only: passes the target on"
      lines.append(
        "scroll view\(role): frame \(n.rect(adjustment.frameInWindow)) in the window, "
          + "keyboard overlap \(n.text(adjustment.keyboardOverlap))\(vertical)")
      lines.append(
        "  contentInset: \(n.insets(adjustment.contentInset)) "
          + "(base bottom \(n.text(geometry.contentInset.bottom)), "
          + "system adds \(n.text(geometry.systemInset.bottom)))")
      lines.append(
        "  verticalScrollIndicatorInsets: \(n.insets(adjustment.verticalScrollIndicatorInsets))")
      lines.append(
        "  contentOffset: \(n.point(geometry.contentOffset)) → \(n.point(adjustment.contentOffset))"
      )
      let visible = adjustment.visibleRect
      lines.append(
        "  visible content: y \(n.text(visible.minY))…\(n.text(visible.minY + visible.height)) "
          + "(\(n.text(visible.height)) pt)")
    }
    if let target = scenario.scene.revealTarget, let after = result.targetInWindow {
      let before = scenario.scene.windowRect(fromContent: target)
      let name = scenario.scene.caret == nil ? "target" : "caret"
      var line =
        "\(name) in the window: y \(n.text(before.minY))…\(n.text(before.maxY)) → "
        + "\(n.text(after.minY))…\(n.text(after.maxY))"
      if let top = keyboard.top { line += " (keyboard top \(n.text(top)))" }
      lines.append(line)
    }
    lines.append("residualShift: \(n.text(result.residualShift))")
    lines += result.warnings.map { "warning: \($0)" }
    return lines.joined(separator: "\n")
  }
}
