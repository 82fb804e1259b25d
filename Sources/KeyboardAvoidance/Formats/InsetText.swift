import Foundation

/// The `kbsim inset --format text` summary: what the keyboard covers, what each scroll view
/// is set to and why, where the target lands; for a stream, one such block per notification with
/// what the consumer did; the layout guide and the SwiftUI scene when the scenario has them.
package enum InsetText {
  package static func render(_ scenario: AvoidanceScenario, _ result: AvoidanceResult) -> String {
    lines(scene: scenario.scene, event: scenario.keyboard.event.shortName, result).joined(
      separator: "\n")
  }

  /// Every step: a single notification as ``render(_:_:)`` prints it, a stream with a heading per
  /// step.
  package static func render(_ scenario: AvoidanceScenario, steps: [AvoidanceStep]) -> String {
    var scene = scenario.scene
    var out: [String] = []
    for (index, step) in steps.enumerated() {
      let event = step.input.eventName
      if scenario.isStream {
        var heading =
          "— \(index + 1). \(event): \(step.update.state.rawValue), overlap "
          + "\(InsetNumber.text(step.update.overlap)) (\(step.update.handling.rawValue)"
        if let reason = step.update.reason { heading += ": \(reason)" }
        out.append(heading + ")")
      }
      out += lines(scene: scene, event: event, step.result)
      if let guide = step.layoutGuide { out += layoutGuideLines(guide) }
      if let layout = step.swiftUI { out += swiftUILines(layout) }
      scene = scene.applying(step.result)
    }
    return out.joined(separator: "\n")
  }

  private static func lines(scene: AvoidanceScene, event: String, _ result: AvoidanceResult)
    -> [String]
  {
    let n = InsetNumber.self
    var lines: [String] = []
    let keyboard = result.keyboard
    let state = keyboard.state.rawValue
    if let covered = keyboard.coveredRect {
      lines.append(
        "keyboard: \(event), \(state), covers window y "
          + "\(n.text(covered.minY))…\(n.text(covered.maxY))")
    } else {
      lines.append("keyboard: \(event), \(state), causes no avoidance")
    }
    let count = result.scrollViews.count
    for (index, adjustment) in result.scrollViews.enumerated() {
      let geometry = scene.scrollViews[index]
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
    if let target = scene.revealTarget, let after = result.targetInWindow {
      let before = scene.windowRect(fromContent: target)
      let name = scene.caret == nil ? "target" : "caret"
      var line =
        "\(name) in the window: y \(n.text(before.minY))…\(n.text(before.maxY)) → "
        + "\(n.text(after.minY))…\(n.text(after.maxY))"
      if let top = keyboard.top { line += " (keyboard top \(n.text(top)))" }
      lines.append(line)
    }
    lines.append("residualShift: \(n.text(result.residualShift))")
    lines += result.warnings.map { "warning: \($0)" }
    return lines
  }

  private static func layoutGuideLines(_ guide: LayoutGuideResult) -> [String] {
    let edges = guide.nearEdges.map(\.rawValue).joined(separator: ", ")
    var line =
      "layout guide: frame \(InsetNumber.rect(guide.layoutFrame)), near \(edges.isEmpty ? "no edge" : edges)"
    if !guide.activeConstraintSets.isEmpty {
      line += "; active: " + guide.activeConstraintSets.joined(separator: ", ")
    }
    return [line]
  }

  private static func swiftUILines(_ layout: SwiftUILayout) -> [String] {
    let n = InsetNumber.self
    var header =
      "SwiftUI: hosting view \(n.rect(layout.hostingFrame)), keyboard inset "
      + n.text(layout.keyboardInset)
    if let detent = layout.detent {
      header += ", sheet at \(detent)\(layout.grewForKeyboard ? " (grew for the keyboard)" : "")"
    }
    if layout.blankAboveKeyboard > 0 {
      header += ", \(n.text(layout.blankAboveKeyboard)) pt blank above the keyboard"
    }
    var lines = [header]
    for view in layout.views {
      var line = "  \(view.id): frame \(n.rect(view.frame))"
      if view.keyboardInset != 0 { line += ", lifted \(n.text(view.keyboardInset))" }
      if view.coveredByKeyboard != 0 {
        line += ", \(n.text(view.coveredByKeyboard)) under the keyboard"
      }
      if let owner = view.insetOf { line += ", safeAreaInset of \(owner)" }
      if view.lag != 0 { line += ", lags \(n.text(view.lag))" }
      lines.append(line)
    }
    if let field = layout.focusedField {
      var line = "  focused \(field.id): \(field.isVisible ? "visible" : "hidden")"
      if let scrollView = field.scrollView, let offset = field.contentOffset {
        line += ", \(scrollView) scrolled to \(n.text(offset))"
      }
      lines.append(line)
    }
    return lines
  }
}

extension KeyboardInput {
  /// The event's short name, `drag` for a drag's frame.
  package var eventName: String {
    switch self {
    case .notification(let change, _): change.event.shortName
    case .dragFrame: "drag"
    }
  }
}
