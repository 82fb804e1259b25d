import Foundation

/// The two passes over a chain of scroll views (see ``ContentInsetCalculator``).
struct ChainSolver {
  let scene: AvoidanceScene
  let keyboard: KeyboardCoverage
  let options: AvoidanceOptions
  /// Every scroll view's content offset so far, innermost first.
  private(set) var offsets: [CGPoint]
  /// The final adjustments, innermost first (filled by ``settleOutsideIn()``).
  private(set) var adjustments: [ScrollViewAdjustment] = []
  /// Whether some scroll view had room to reveal the target.
  private(set) var revealed = false
  /// The request as each scroll view received it in the first pass, in its content coordinates.
  private var requests: [RevealRequest?] = []

  init(scene: AvoidanceScene, keyboard: KeyboardCoverage, options: AvoidanceOptions) {
    self.scene = scene
    self.keyboard = keyboard
    self.options = options
    offsets = scene.scrollViews.map(\.contentOffset)
  }

  private var outermost: Int { scene.scrollViews.count - 1 }

  /// The insets a scroll view gets at `frameInWindow`, with or without the keyboard.
  private func insets(
    _ scrollView: ScrollViewGeometry, frameInWindow: CGRect, seesKeyboard: Bool
  ) -> (content: ContentInsets, indicator: ContentInsets, overlap: CGFloat) {
    let overlap = keyboard.overlap(with: frameInWindow)
    var content = scrollView.contentInset
    var indicator = scrollView.baseIndicatorInset
    if seesKeyboard && keyboard.isVisible && scrollView.scrollsVertically {
      content.bottom = max(content.bottom, overlap - scrollView.systemInset.bottom)
      indicator.bottom = max(
        indicator.bottom, overlap - scrollView.effectiveSystemIndicatorInset.bottom)
    }
    return (content, indicator, overlap)
  }

  /// Pass 1, innermost first: nested scroll views reveal within their own bounds, the
  /// outermost within its keyboard-adjusted visible rect; each passes what it showed up.
  mutating func revealInwardsOut() {
    var request = scene.revealTarget.map {
      RevealRequest(
        core: $0, paddingTop: options.paddingTop, paddingBottom: options.paddingBottom)
    }
    for (index, scrollView) in scene.scrollViews.enumerated() {
      requests.append(request)
      if scrollView.scrollsVertically {
        let frame = scene.scrollViewFramesInWindow(offsets: offsets)[index]
        let insets = insets(scrollView, frameInWindow: frame, seesKeyboard: index == outermost)
        let top = scrollView.contentInset.top + scrollView.systemInset.top
        let bottom = insets.content.bottom + scrollView.systemInset.bottom
        let height = scrollView.frame.height - top - bottom
        if let current = request, height > 0 {
          let outcome = current.reveal(
            from: offsets[index].y, adjustedTop: top, visibleHeight: height,
            policy: options.tallTarget)
          offsets[index].y = outcome.offset
          request?.core = outcome.shown
          // Only a reveal that saw the keyboard counts; nested ones count in pass 2.
          if index == outermost { revealed = true }
        }
        offsets[index].y = clamp(offsets[index].y, scrollView, top: top, bottom: bottom)
      }
      request = request?.mapped(throughFrame: scrollView.frame, offset: offsets[index])
    }
  }

  /// Pass 2, outermost first: each scroll view at its final place gets its keyboard insets;
  /// a nested one scrolls the target into what is visible of it through its ancestors.
  mutating func settleOutsideIn() {
    var band = -CGFloat.infinity...CGFloat.infinity  // visible through the ancestors, window y
    var settled = [ScrollViewAdjustment?](repeating: nil, count: scene.scrollViews.count)
    for index in scene.scrollViews.indices.reversed() {
      let scrollView = scene.scrollViews[index]
      let frame = scene.scrollViewFramesInWindow(offsets: offsets)[index]
      let insets = insets(scrollView, frameInWindow: frame, seesKeyboard: true)
      let top = insets.content.top + scrollView.systemInset.top
      let bottom = insets.content.bottom + scrollView.systemInset.bottom
      let height = scrollView.frame.height - top - bottom
      if index < outermost && scrollView.scrollsVertically {
        let y = offsets[index].y
        // The own visible rect ∩ the ancestors' band, in content coordinates.
        let visibleTop = max(y + top, band.lowerBound - frame.minY + y)
        let visibleBottom = min(y + top + height, band.upperBound - frame.minY + y)
        if let request = requests[index], visibleBottom - visibleTop > 0 {
          offsets[index].y =
            request.reveal(
              from: y, adjustedTop: visibleTop - y, visibleHeight: visibleBottom - visibleTop,
              policy: options.tallTarget
            ).offset
          revealed = true
        }
        offsets[index].y = clamp(offsets[index].y, scrollView, top: top, bottom: bottom)
      }
      let ownBand = (frame.minY + top)...max(frame.minY + top, frame.minY + top + height)
      band =
        max(
          band.lowerBound, ownBand.lowerBound)...max(
          max(band.lowerBound, ownBand.lowerBound), min(band.upperBound, ownBand.upperBound))
      var visibleRect = CGRect(
        x: offsets[index].x + insets.content.left + scrollView.systemInset.left,
        y: offsets[index].y + top, width: 0, height: 0)
      // CGRect standardises negative sizes; keep the sign so callers see "no room".
      visibleRect.size = CGSize(
        width: scrollView.frame.width - insets.content.left - insets.content.right
          - scrollView.systemInset.left - scrollView.systemInset.right,
        height: height)
      settled[index] = ScrollViewAdjustment(
        contentInset: insets.content, verticalScrollIndicatorInsets: insets.indicator,
        contentOffset: offsets[index], keyboardOverlap: insets.overlap, frameInWindow: frame,
        visibleRect: visibleRect, scrollsVertically: scrollView.scrollsVertically)
    }
    adjustments = settled.compactMap { $0 }
  }

  /// §9 step 6: `−adjTop … max(−adjTop, contentHeight + adjBottom − height)`.
  private func clamp(_ y: CGFloat, _ scrollView: ScrollViewGeometry, top: CGFloat, bottom: CGFloat)
    -> CGFloat
  {
    let range = scrollView.offsetRange(adjustedTop: top, adjustedBottom: bottom)
    return min(max(y, range.lowerBound), range.upperBound)
  }
}
