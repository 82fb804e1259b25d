public import Foundation

/// A screen's safe-area insets in points, as `UIView.safeAreaInsets` reports them for a
/// full-screen view (facts ios-keyboard.md §3.5).
///
/// ```swift
/// try catalog.device(id: "iphone-15").safeAreaInsets(in: .portrait).bottom  // 34
/// ```
public struct SafeAreaInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
