public import Foundation

/// What one scroll view should be set to.
///
/// ```swift
/// // In an app: copy the values onto the UIScrollView.
/// let inset = adjustment.contentInset
/// scrollView.contentInset = UIEdgeInsets(
///   top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
/// scrollView.contentOffset = adjustment.contentOffset
/// ```
public struct ScrollViewAdjustment: Hashable, Sendable {
  /// The new `contentInset`: the base inset with the bottom edge raised for the keyboard.
  public var contentInset: ContentInsets
  /// The new `verticalScrollIndicatorInsets`, likewise.
  public var verticalScrollIndicatorInsets: ContentInsets
  /// The new `contentOffset`; `x` is always kept.
  public var contentOffset: CGPoint
  /// How many points of the scroll view the keyboard covers (0 when it does not).
  public var keyboardOverlap: CGFloat
  /// The scroll view's frame in window coordinates once every scroll view is at its new offset.
  public var frameInWindow: CGRect
  /// The rect of content not under insets (bars, keyboard) at the new offset, in content
  /// coordinates: `bounds` minus the new `adjustedContentInset`.
  ///
  /// Its height may be ≤ 0 when the keyboard covers the whole scroll view.
  public var visibleRect: CGRect
  /// Whether this scroll view scrolled for the target (false for a horizontal pager, which
  /// only passes the target up).
  public var scrollsVertically: Bool

  /// Creates an adjustment.
  public init(
    contentInset: ContentInsets, verticalScrollIndicatorInsets: ContentInsets,
    contentOffset: CGPoint, keyboardOverlap: CGFloat, frameInWindow: CGRect,
    visibleRect: CGRect, scrollsVertically: Bool
  ) {
    self.contentInset = contentInset
    self.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
    self.contentOffset = contentOffset
    self.keyboardOverlap = keyboardOverlap
    self.frameInWindow = frameInWindow
    self.visibleRect = visibleRect
    self.scrollsVertically = scrollsVertically
  }
}

/// The calculator's answer for a scene and a keyboard change.
///
/// ```swift
/// let result = ContentInsetCalculator().result(for: change, scene: scene)
/// result.scrollViews[0].contentInset.bottom  // 302 for B1
/// result.scrollViews[0].contentOffset.y      // 128
/// result.residualShift                       // 0
/// ```
public struct AvoidanceResult: Hashable, Sendable {
  /// One adjustment per scroll view of the scene, innermost first.
  public var scrollViews: [ScrollViewAdjustment]
  /// How far the container itself must move up, in points, because no scroll view can reveal
  /// the target (there is none, or the keyboard covers all of it).
  ///
  /// 0 whenever a scroll view revealed the target or its top part, even if the padding could not be
  /// fully honoured.
  public var residualShift: CGFloat
  /// The keyboard as the calculator saw it.
  public var keyboard: KeyboardCoverage
  /// The revealed target (caret or field) in window coordinates at the new offsets, before
  /// any residual shift; `nil` without a target.
  public var targetInWindow: CGRect?

  /// Creates a result.
  ///
  /// What in the scene the answer cannot help: a target outside the content, which no offset
  /// brings into view. Empty for a sound scene.
  public var warnings: [String]

  /// Creates a result.
  public init(
    scrollViews: [ScrollViewAdjustment], residualShift: CGFloat, keyboard: KeyboardCoverage,
    targetInWindow: CGRect?, warnings: [String] = []
  ) {
    self.scrollViews = scrollViews
    self.residualShift = residualShift
    self.keyboard = keyboard
    self.targetInWindow = targetInWindow
    self.warnings = warnings
  }
}
