public import Foundation

/// Four edge insets in points, as UIKit's `UIEdgeInsets`: a scroll view's `contentInset` and
/// `verticalScrollIndicatorInsets`, a device's safe-area insets.
///
/// The one insets type of KeyboardSim, shared by the device catalog and the avoidance
/// calculator. Named `ContentInsets` (not `EdgeInsets`) so it never collides with SwiftUI's
/// `EdgeInsets` in a file that imports both. In JSON it is `{"top","left","bottom","right"}`.
///
/// ```swift
/// var insets = ContentInsets(bottom: 34)
/// insets.bottom = max(insets.bottom, 302)
/// insets  // ContentInsets(top: 0, left: 0, bottom: 302, right: 0)
/// ```
public struct ContentInsets: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Creates insets; omitted edges are 0.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static var zero: ContentInsets { ContentInsets() }

  /// `top, left, bottom, right` as UIKit prints `UIEdgeInsets`.
  public var description: String {
    "{\(top), \(left), \(bottom), \(right)}"
  }
}
