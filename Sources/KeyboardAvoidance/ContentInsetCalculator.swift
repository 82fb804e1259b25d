import Foundation

/// The content-inset calculator: given a keyboard change and a scene, the scroll views'
/// `contentInset`, `verticalScrollIndicatorInsets` and `contentOffset` that keep the active
/// field visible, and how far the container must move when no scroll view can.
///
/// Pure and deterministic: no state, no clock; the same inputs give the same result, and
/// applying a result then asking again gives the same result (facts keyboard-avoidance §9).
///
/// ```swift
/// let calculator = ContentInsetCalculator()
/// let change = KeyboardChange(
///   event: .willShow, frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336))
/// let result = calculator.result(for: change, scene: scene)  // B1 of the docs
/// result.scrollViews[0].contentInset.bottom            // 302 = 336 overlap − 34 system
/// result.scrollViews[0].verticalScrollIndicatorInsets  // {0, 0, 302, 0}
/// result.scrollViews[0].contentOffset                  // (0, 128): field bottom on the keyboard top
/// ```
///
/// The steps, each from facts keyboard-avoidance §9:
/// 1. Visibility and conversion into window coordinates: ``KeyboardCoverage``.
/// 2. Per scroll view, innermost first: overlap = height of frame ∩ keyboard;
///    `bottom = max(base bottom, overlap − system bottom)`, the indicator inset likewise.
/// 3. Minimal reveal of the (padded) target against `bounds − adjustedContentInset`; a tall
///    target per ``TallTargetPolicy``; `contentOffset.x` kept.
/// 4. Clamp the offset to `−adjTop … max(−adjTop, contentHeight + adjBottom − height)`,
///    also on hide.
/// 5. Pass what was revealed to the parent scroll view; a horizontal-only scroll view passes
///    the target on untouched.
/// 6. Residual shift when no scroll view could reveal the target.
///
/// Nested scroll views move each other: the inner one's overlap with the keyboard depends on
/// where its parent scrolls it. In a first round the nested scroll views reveal within their
/// own bounds (as Flutter's inner viewports do, facts §5.3) and the outermost brings the result
/// above the keyboard; then steps 2–5 repeat with every scroll view placed where the previous
/// round put it, until the offsets no longer change. The answer is a fixed point, so applying
/// it is idempotent, and an inner scroll view gets a keyboard inset only for the part of it
/// that stays covered.
public struct ContentInsetCalculator: Hashable, Sendable {
  /// The padding and policies.
  public var options: AvoidanceOptions

  /// Creates a calculator.
  public init(options: AvoidanceOptions = AvoidanceOptions()) {
    self.options = options
  }

  /// The most rounds of the nested-scroll-view fixed point; real chains settle in two or three.
  static let maximumRounds = 32

  /// Computes the insets, offsets and residual shift for a keyboard change in a scene.
  ///
  /// The one call a `keyboardWillChangeFrame` handler makes:
  ///
  /// ```swift
  /// let change = try KeyboardChange(notification)
  /// let result = ContentInsetCalculator().result(for: change, scene: scene)
  /// ```
  ///
  /// Inputs are expected to be finite with non-negative sizes (check with
  /// ``AvoidanceScene/validate()``); non-finite inputs give non-finite outputs, never a trap.
  public func result(for change: KeyboardChange, scene: AvoidanceScene) -> AvoidanceResult {
    let keyboard = KeyboardCoverage(
      change: change, screenSize: scene.screenSize, windowFrame: scene.windowFrame,
      followsUndockedKeyboard: options.followsUndockedKeyboard)
    // Round 1: scroll views inside another one reveal within their own bounds, as if their
    // ancestors were going to lift them above the keyboard; the outermost sees the keyboard.
    var pass = chainPass(
      scene: scene, keyboard: keyboard, positions: scene.scrollViews.map(\.contentOffset),
      nestedSeeKeyboard: false)
    // Then every scroll view sees the keyboard where the previous round placed it, until the
    // offsets are a fixed point.
    for _ in 1..<Self.maximumRounds {
      let positions = pass.adjustments.map(\.contentOffset)
      pass = chainPass(
        scene: scene, keyboard: keyboard, positions: positions, nestedSeeKeyboard: true)
      if pass.adjustments.map(\.contentOffset) == positions { break }
    }
    let offsets = pass.adjustments.map(\.contentOffset)
    let frames = scene.scrollViewFramesInWindow(offsets: offsets)
    for index in pass.adjustments.indices {
      pass.adjustments[index].frameInWindow = frames[index]
    }
    return AvoidanceResult(
      scrollViews: pass.adjustments,
      residualShift: residualShift(pass: pass, keyboard: keyboard),
      keyboard: keyboard,
      targetInWindow: scene.revealTarget.map { scene.windowRect(fromContent: $0, offsets: offsets) })
  }

  private struct Pass {
    var adjustments: [ScrollViewAdjustment] = []
    /// The request after the outermost scroll view: in window coordinates.
    var request: RevealRequest?
    /// Whether some scroll view had room to reveal the request.
    var revealed = false
  }

  /// One round: every scroll view placed in the window as if its ancestors were at
  /// `positions`, each revealing from its own current offset.
  private func chainPass(
    scene: AvoidanceScene, keyboard: KeyboardCoverage, positions: [CGPoint],
    nestedSeeKeyboard: Bool
  ) -> Pass {
    let frames = scene.scrollViewFramesInWindow(offsets: positions)
    var pass = Pass()
    pass.request = scene.revealTarget.map {
      RevealRequest(
        core: $0, paddingTop: options.paddingTop, paddingBottom: options.paddingBottom)
    }
    var noKeyboard = keyboard
    noKeyboard.isVisible = false
    noKeyboard.coveredRect = nil
    for (index, scrollView) in scene.scrollViews.enumerated() {
      let isOutermost = index == scene.scrollViews.count - 1
      let adjustment = adjust(
        scrollView, frameInWindow: frames[index],
        keyboard: isOutermost || nestedSeeKeyboard ? keyboard : noKeyboard, pass: &pass)
      pass.adjustments.append(adjustment)
      pass.request = pass.request?.mapped(
        throughFrame: scrollView.frame, offset: adjustment.contentOffset)
    }
    return pass
  }

  private func adjust(
    _ scrollView: ScrollViewGeometry, frameInWindow: CGRect, keyboard: KeyboardCoverage,
    pass: inout Pass
  ) -> ScrollViewAdjustment {
    let overlap = keyboard.overlap(with: frameInWindow)
    let base = scrollView.contentInset
    let baseIndicator = scrollView.baseIndicatorInset
    let system = scrollView.systemInset
    guard scrollView.scrollsVertically else {
      return ScrollViewAdjustment(
        contentInset: base, verticalScrollIndicatorInsets: baseIndicator,
        contentOffset: scrollView.contentOffset, keyboardOverlap: overlap,
        frameInWindow: frameInWindow,
        visibleRect: visibleRect(scrollView, offset: scrollView.contentOffset, bottom: base.bottom),
        scrollsVertically: false)
    }
    var inset = base
    var indicator = baseIndicator
    if keyboard.isVisible {
      inset.bottom = max(base.bottom, overlap - system.bottom)
      indicator.bottom = max(
        baseIndicator.bottom, overlap - scrollView.effectiveSystemIndicatorInset.bottom)
    }
    let adjustedTop = base.top + system.top
    let adjustedBottom = inset.bottom + system.bottom
    let visibleHeight = scrollView.frame.height - adjustedTop - adjustedBottom
    var offset = scrollView.contentOffset
    if let request = pass.request, visibleHeight > 0 {
      let revealed = request.reveal(
        from: offset.y, adjustedTop: adjustedTop, visibleHeight: visibleHeight,
        policy: options.tallTarget)
      offset.y = revealed.offset
      pass.request?.core = revealed.shown
      pass.revealed = true
    }
    let range = scrollView.offsetRange(adjustedTop: adjustedTop, adjustedBottom: adjustedBottom)
    offset.y = min(max(offset.y, range.lowerBound), range.upperBound)
    return ScrollViewAdjustment(
      contentInset: inset, verticalScrollIndicatorInsets: indicator, contentOffset: offset,
      keyboardOverlap: overlap, frameInWindow: frameInWindow,
      visibleRect: visibleRect(scrollView, offset: offset, bottom: inset.bottom),
      scrollsVertically: true)
  }

  /// `bounds` minus `adjustedContentInset`, in content coordinates.
  private func visibleRect(
    _ scrollView: ScrollViewGeometry, offset: CGPoint, bottom: CGFloat
  ) -> CGRect {
    let inset = scrollView.contentInset
    let system = scrollView.systemInset
    let left = inset.left + system.left
    let top = inset.top + system.top
    let width = scrollView.frame.width - left - inset.right - system.right
    let height = scrollView.frame.height - top - bottom - system.bottom
    // CGRect standardises negative sizes; keep the sign so callers see "no room".
    var rect = CGRect(x: offset.x + left, y: offset.y + top, width: 0, height: 0)
    rect.size = CGSize(width: width, height: height)
    return rect
  }

  /// §9 step 7: 0 when a scroll view revealed the target; otherwise how far the padded
  /// target's bottom (window coordinates) lies below the keyboard top.
  private func residualShift(pass: Pass, keyboard: KeyboardCoverage) -> CGFloat {
    guard let top = keyboard.top, let request = pass.request, !pass.revealed else { return 0 }
    return max(0, request.core.maxY + request.paddingBottom - top)
  }
}
