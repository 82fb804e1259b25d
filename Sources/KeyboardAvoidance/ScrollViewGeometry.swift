public import Foundation

/// One `UIScrollView` as the calculator sees it, before any keyboard adjustment.
///
/// `contentInset` and `indicatorInset` are the **base** values, saved once before the keyboard
/// first changed them: the calculator always starts from them, so repeated notifications give
/// the same answer (docs/sources.md#tpkeyboardavoiding; docs/keyboard-avoidance.md#the-algorithm,
/// purity). `systemInset` is what UIKit adds on top, `adjustedContentInset − contentInset` — not
/// `safeAreaInsets`, which differs from it under `.never` or `.scrollableAxes` with short content
/// (docs/sources.md#scroll-view-insets).
///
/// ```swift
/// // iPhone 15, a full-screen scroll view under a navigation bar (.automatic).
/// let scrollView = ScrollViewGeometry(
///   frame: CGRect(x: 0, y: 0, width: 393, height: 852),
///   contentSize: CGSize(width: 393, height: 1500),
///   contentOffset: CGPoint(x: 0, y: -103),
///   systemInset: ContentInsets(top: 103, bottom: 34))
/// ```
public struct ScrollViewGeometry: Hashable, Sendable {
  /// The frame: in window coordinates for the outermost scroll view of a scene, in the parent
  /// scroll view's content coordinates for a nested one.
  public var frame: CGRect
  /// `contentSize`.
  public var contentSize: CGSize
  /// `contentOffset` (equal to `bounds.origin`).
  public var contentOffset: CGPoint
  /// The base `contentInset`, before any keyboard adjustment.
  public var contentInset: ContentInsets
  /// The base `verticalScrollIndicatorInsets`; `nil` means the same as ``contentInset``.
  public var indicatorInset: ContentInsets?
  /// What the system adds to the content inset: `adjustedContentInset − contentInset`.
  public var systemInset: ContentInsets
  /// What the system adds to the indicator insets; `nil` means the same as ``systemInset``
  /// (`automaticallyAdjustsScrollIndicatorInsets`, the default since iOS 13).
  public var systemIndicatorInset: ContentInsets?
  /// Whether the scroll view scrolls vertically; `nil` derives it (see ``scrollsVertically``).
  public var verticalScrolling: Bool?

  /// Creates a scroll view description; omitted insets are zero, omitted optionals derived.
  public init(
    frame: CGRect,
    contentSize: CGSize,
    contentOffset: CGPoint = .zero,
    contentInset: ContentInsets = .zero,
    indicatorInset: ContentInsets? = nil,
    systemInset: ContentInsets = .zero,
    systemIndicatorInset: ContentInsets? = nil,
    verticalScrolling: Bool? = nil
  ) {
    self.frame = frame
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.indicatorInset = indicatorInset
    self.systemInset = systemInset
    self.systemIndicatorInset = systemIndicatorInset
    self.verticalScrolling = verticalScrolling
  }

  /// The base indicator inset in effect: ``indicatorInset`` or, if `nil`, ``contentInset``.
  public var baseIndicatorInset: ContentInsets { indicatorInset ?? contentInset }

  /// The system indicator adjustment in effect: ``systemIndicatorInset`` or ``systemInset``.
  public var effectiveSystemIndicatorInset: ContentInsets { systemIndicatorInset ?? systemInset }

  /// Whether the scroll view can scroll vertically, the axis keyboard avoidance needs.
  ///
  /// ``verticalScrolling`` when set. Otherwise a scroll view is horizontal-only — a pager —
  /// when its content is wider than its frame and fits its height with the base adjusted
  /// insets; every other scroll view counts as vertical, including a short form whose content
  /// fits (the keyboard inset makes it scrollable). A horizontal-only scroll view keeps its
  /// insets and offset and passes the target to its parent (docs/sources.md#avoidance-edge-cases).
  public var scrollsVertically: Bool {
    if let verticalScrolling { return verticalScrolling }
    let adjustedTop = contentInset.top + systemInset.top
    let adjustedBottom = contentInset.bottom + systemInset.bottom
    let fitsVertically = contentSize.height + adjustedTop + adjustedBottom <= frame.height
    let scrollsHorizontally =
      contentSize.width + contentInset.left + contentInset.right + systemInset.left
      + systemInset.right > frame.width
    return !(fitsVertically && scrollsHorizontally)
  }

  /// The valid range of `contentOffset.y` for a given adjusted top and bottom inset:
  /// `−adjTop … max(−adjTop, contentHeight + adjBottom − height)`
  /// (docs/sources.md#scroll-view-insets).
  func offsetRange(adjustedTop: CGFloat, adjustedBottom: CGFloat) -> ClosedRange<CGFloat> {
    let minimum = -adjustedTop
    let maximum = max(minimum, contentSize.height + adjustedBottom - frame.height)
    return minimum...maximum
  }
}
