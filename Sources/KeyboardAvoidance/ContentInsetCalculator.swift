import Foundation
import JSONCoding

/// The content-inset calculator: given a keyboard change and a scene, the scroll views'
/// `contentInset`, `verticalScrollIndicatorInsets` and `contentOffset` that keep the active
/// field visible, and how far the container must move when no scroll view can.
///
/// Pure and deterministic: no state, no clock; the same inputs give the same result, and
/// applying a result then asking again gives the same result
/// (docs/keyboard-avoidance.md#the-algorithm, purity).
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
/// The steps, as docs/keyboard-avoidance.md#the-algorithm gives them:
/// 1. Visibility and conversion into window coordinates: ``KeyboardCoverage``.
/// 2. Per scroll view: overlap = height of frame ∩ keyboard;
///    `bottom = max(base bottom, overlap − system bottom)`, the indicator inset likewise.
/// 3. Minimal reveal of the (padded) target against `bounds − adjustedContentInset`; a tall
///    target per ``TallTargetPolicy``; `contentOffset.x` kept.
/// 4. Clamp the offset to `−adjTop … max(−adjTop, contentHeight + adjBottom − height)`,
///    also on hide.
/// 5. Nesting, innermost first: each scroll view passes what it revealed to its parent; a
///    horizontal-only scroll view passes the target on untouched.
/// 6. Residual shift when no scroll view could reveal the target.
///
/// Nested scroll views move each other, so nesting runs in two passes. Inwards-out, each
/// nested scroll view reveals within its own bounds and the outermost one, whose place in the
/// window is fixed, brings the result above the keyboard (Flutter's `showOnScreen` chain,
/// docs/sources.md#flutter-keyboard-insets). Then outside-in, every nested scroll view — now at its
/// final place — gets the keyboard inset for the part of it that stays covered and, if its parent
/// could not lift the target far enough, scrolls it into the part of itself that is visible through
/// its ancestors and above the keyboard. Applying the result and asking again changes nothing.
public struct ContentInsetCalculator: Hashable, Sendable {
  /// The padding and policies.
  public var options: AvoidanceOptions

  /// Creates a calculator.
  public init(options: AvoidanceOptions = AvoidanceOptions()) {
    self.options = options
  }

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
    result(for: coverage(of: change, in: scene), scene: scene)
  }

  /// How `change` bears on `scene`'s window under these options.
  ///
  /// ```swift
  /// calculator.coverage(of: change, in: scene).state  // .docked
  /// ```
  public func coverage(of change: KeyboardChange, in scene: AvoidanceScene, split: Bool = false)
    -> KeyboardCoverage
  {
    KeyboardCoverage(
      change: change, screenSize: scene.screenSize, windowFrame: scene.windowFrame,
      followsUndockedKeyboard: options.followsUndockedKeyboard, slideOver: options.slideOver,
      split: split)
  }

  /// Computes the insets, offsets and residual shift for a keyboard that covers what `keyboard`
  /// says: what a stateful consumer computes from the notification it last acted on
  /// (``KeyboardTracker``).
  public func result(for keyboard: KeyboardCoverage, scene: AvoidanceScene) -> AvoidanceResult {
    var solver = ChainSolver(scene: scene, keyboard: keyboard, options: options)
    solver.revealInwardsOut()
    solver.settleOutsideIn()
    // Innermost first, a nested scroll view's keyboard inset depends on where its ancestors
    // end up; solving again from the answer until nothing moves makes the answer a fixed
    // point, so that applying it and asking again changes nothing.
    if options.nestedScrolling == .innermostFirst && scene.scrollViews.count > 1 {
      var current = scene
      for _ in 0..<Self.maximumRounds {
        current = current.applying(solver.adjustments)
        var next = ChainSolver(scene: current, keyboard: keyboard, options: options)
        next.revealInwardsOut()
        next.settleOutsideIn()
        let moved = next.offsets != solver.offsets
        solver = next
        if !moved { break }
      }
    }
    let offsets = solver.offsets
    return AvoidanceResult(
      scrollViews: solver.adjustments,
      residualShift: residualShift(scene: scene, keyboard: keyboard, solver: solver),
      keyboard: keyboard,
      targetInWindow: scene.revealTarget.map {
        scene.windowRect(fromContent: $0, offsets: offsets)
      },
      warnings: warnings(scene))
  }

  /// The residual shift (docs/keyboard-avoidance.md#the-algorithm): 0 when a scroll view revealed
  /// the target; otherwise how far the padded target's bottom (window coordinates) lies below the
  /// keyboard top.
  ///
  /// A target (or caret) that lies outside the innermost scroll view's content, or outside the
  /// window without one, cannot be brought into view by any offset.
  private func warnings(_ scene: AvoidanceScene) -> [String] {
    guard let target = scene.revealTarget else { return [] }
    let name = scene.caret == nil ? "target" : "caret"
    let span = "y \(formatNumber(Double(target.minY)))…\(formatNumber(Double(target.maxY)))"
    guard let innermost = scene.scrollViews.first else {
      let window = scene.windowFrame
      guard target.maxY <= 0 || target.minY >= window.height else { return [] }
      return [
        "the \(name) at window \(span) lies outside the window (0…"
          + "\(formatNumber(Double(window.height)))): no scroll view can bring it into view"
      ]
    }
    let height = innermost.contentSize.height
    let content = "the content (0…\(formatNumber(Double(height))))"
    if target.maxY <= 0 || target.minY >= height {
      return ["the \(name) at content \(span) lies outside \(content): no offset reveals it"]
    }
    if target.minY < 0 || target.maxY > height {
      return ["the \(name) at content \(span) reaches past \(content): only part of it can show"]
    }
    return []
  }

  /// How many times a nested chain is solved again at most, innermost first.
  ///
  /// A round moves nothing in most scenes; where a reveal padding is scaled to the room a nested
  /// scroll view has, each round moves less than half of the one before, and the offsets reach
  /// their exact fixed point well within this.
  static let maximumRounds = 200

  private func residualShift(
    scene: AvoidanceScene, keyboard: KeyboardCoverage, solver: ChainSolver
  ) -> CGFloat {
    guard let top = keyboard.top, let target = scene.revealTarget, !solver.revealed else {
      return 0
    }
    let bottom = scene.windowRect(fromContent: target, offsets: solver.offsets).maxY
    return max(0, bottom + options.paddingBottom - top)
  }
}
