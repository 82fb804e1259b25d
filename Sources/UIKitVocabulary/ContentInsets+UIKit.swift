#if canImport(UIKit)
public import UIKit

extension ContentInsets {
  /// The insets of a `UIEdgeInsets`.
  ///
  /// ```swift
  /// let base = ContentInsets(scrollView.contentInset)
  /// ```
  public init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension UIEdgeInsets {
  /// The `UIEdgeInsets` of KeyboardSim's insets.
  ///
  /// ```swift
  /// scrollView.contentInset = UIEdgeInsets(adjustment.contentInset)
  /// ```
  public init(_ insets: ContentInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
#endif
