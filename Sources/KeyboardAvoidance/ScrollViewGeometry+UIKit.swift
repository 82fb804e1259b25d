#if canImport(UIKit)
public import UIKit

extension ScrollViewGeometry {
  /// A scroll view's geometry as the calculator needs it, read from the `UIScrollView`:
  /// its frame in `coordinateSpace`, content size and offset, the insets the app set, and the
  /// ones the system adds (`adjustedContentInset − contentInset`).
  ///
  /// ```swift
  /// let geometry = ScrollViewGeometry(scrollView, in: scrollView.superview ?? window)
  /// ```
  @MainActor
  public init(_ scrollView: UIScrollView, in coordinateSpace: any UICoordinateSpace) {
    let adjusted = scrollView.adjustedContentInset
    let own = scrollView.contentInset
    self.init(
      // Its bounds, converted, are where it sits in `coordinateSpace`: its frame there.
      frame: scrollView.convert(scrollView.bounds, to: coordinateSpace),
      contentSize: scrollView.contentSize,
      contentOffset: scrollView.contentOffset,
      contentInset: ContentInsets(own),
      indicatorInset: ContentInsets(scrollView.verticalScrollIndicatorInsets),
      systemInset: ContentInsets(
        top: adjusted.top - own.top, left: adjusted.left - own.left,
        bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right))
  }
}

extension ScrollViewAdjustment {
  /// Sets the scroll view's `contentInset`, `verticalScrollIndicatorInsets` and
  /// `contentOffset` to this adjustment's, as a `keyboardWillChangeFrame` handler does.
  ///
  /// ```swift
  /// result.scrollViews.first?.apply(to: scrollView)
  /// ```
  @MainActor
  public func apply(to scrollView: UIScrollView) {
    scrollView.contentInset = UIEdgeInsets(contentInset)
    scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(verticalScrollIndicatorInsets)
    scrollView.contentOffset = contentOffset
  }
}
#endif
