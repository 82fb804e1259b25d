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

  /// Pass 1, innermost first: each scroll view reveals what it can and passes what it showed
  /// up.
  ///
  /// The outermost reveals within its keyboard-adjusted visible rect. A nested one, with
  /// ``NestedScrolling/innermostFirst``, reveals within the part of it that is visible — its own
  /// keyboard-adjusted rect seen through its ancestors' — when the target fits there; otherwise,
  /// and always with ``NestedScrolling/outermostFirst``, it reveals within its own bounds, ignoring
  /// the keyboard, and leaves the rest to its ancestors.
  mutating func revealInwardsOut() {
    var request = scene.revealTarget.map {
      RevealRequest(
        core: $0, paddingTop: options.paddingTop, paddingBottom: options.paddingBottom)
    }
    for (index, scrollView) in scene.scrollViews.enumerated() {
      requests.append(request)
      if scrollView.scrollsVertically {
        let frames = scene.scrollViewFramesInWindow(offsets: offsets)
        let top = scrollView.contentInset.top + scrollView.systemInset.top
        var seesKeyboard = index == outermost
        var visible: (top: CGFloat, height: CGFloat)?
        if index < outermost && options.nestedScrolling == .innermostFirst,
          let current = request
        {
          // What shows of it through its ancestors, when the target fits there.
          let band = visibleBand(of: index, frames: frames)
          if current.core.height <= band.upperBound - band.lowerBound {
            visible = (band.lowerBound - frames[index].minY, band.upperBound - band.lowerBound)
            seesKeyboard = true
          }
        }
        // A nested scroll view's keyboard inset depends on where its ancestors scroll it, so
        // its offset stays within the range its base insets give until pass 2.
        let insets = insets(
          scrollView, frameInWindow: frames[index], seesKeyboard: index == outermost)
        let bottom = insets.content.bottom + scrollView.systemInset.bottom
        let shown = visible ?? (top, scrollView.frame.height - top - bottom)
        if let current = request, shown.height > 0 {
          let outcome = current.reveal(
            from: offsets[index].y, adjustedTop: shown.top, visibleHeight: shown.height,
            policy: options.tallTarget)
          offsets[index].y = outcome.offset
          request?.core = outcome.shown
          // Only a reveal that took the keyboard into account counts; the others count in
          // pass 2.
          if seesKeyboard { revealed = true }
        }
        offsets[index].y = clamp(offsets[index].y, scrollView, top: top, bottom: bottom)
      }
      request = request?.mapped(throughFrame: scrollView.frame, offset: offsets[index])
    }
  }

  /// The window y range visible of scroll view `index` at the current offsets: its own
  /// keyboard-adjusted visible rect, seen through each ancestor's.
  private func visibleBand(of index: Int, frames: [CGRect]) -> ClosedRange<CGFloat> {
    var lower = -CGFloat.infinity
    var upper = CGFloat.infinity
    for level in index...outermost {
      let scrollView = scene.scrollViews[level]
      let frame = frames[level]
      let insets = insets(scrollView, frameInWindow: frame, seesKeyboard: true)
      let top = insets.content.top + scrollView.systemInset.top
      let bottom = insets.content.bottom + scrollView.systemInset.bottom
      lower = max(lower, frame.minY + top)
      upper = min(upper, frame.maxY - bottom)
    }
    return lower...max(lower, upper)
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

  /// The clamp (docs/sources.md#scroll-view-insets):
  /// `−adjTop … max(−adjTop, contentHeight + adjBottom − height)`.
  private func clamp(_ y: CGFloat, _ scrollView: ScrollViewGeometry, top: CGFloat, bottom: CGFloat)
    -> CGFloat
  {
    let range = scrollView.offsetRange(adjustedTop: top, adjustedBottom: bottom)
    return min(max(y, range.lowerBound), range.upperBound)
  }
}
