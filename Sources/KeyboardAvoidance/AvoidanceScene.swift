public import Foundation

/// Everything the calculator needs besides the keyboard: the screen, the app window, the chain
/// of scroll views around the active field, and the field.
///
/// ```swift
/// // B1: iPhone 15, a navigation controller, a full-screen scroll view, a field at y 600.
/// let scene = AvoidanceScene(
///   screenSize: CGSize(width: 393, height: 852),
///   scrollViews: [
///     ScrollViewGeometry(
///       frame: CGRect(x: 0, y: 0, width: 393, height: 852),
///       contentSize: CGSize(width: 393, height: 1500),
///       contentOffset: CGPoint(x: 0, y: -103),
///       systemInset: ContentInsets(top: 103, bottom: 34))
///   ],
///   target: CGRect(x: 0, y: 600, width: 393, height: 44))
/// ```
public struct AvoidanceScene: Hashable, Sendable {
  /// The screen's size in points, in the current interface orientation.
  public var screenSize: CGSize
  /// The app window's frame in screen coordinates (not at the origin in Split View, Slide
  /// Over or Stage Manager).
  public var windowFrame: CGRect
  /// The scroll views around the field, **innermost first**.
  ///
  /// Each one's frame is in the next one's content coordinates; the last one's frame is in window
  /// coordinates. Empty when the field is not in a scroll view.
  public var scrollViews: [ScrollViewGeometry]
  /// The active field: in the innermost scroll view's content coordinates, or in window
  /// coordinates when there is no scroll view.
  ///
  /// `nil` computes insets only.
  public var target: CGRect?
  /// For a multi-line text view, the caret rect in the same coordinates as ``target``; when
  /// set it is revealed instead of the whole view (docs/sources.md#tpkeyboardavoiding,
  /// docs/sources.md#flutter-keyboard-insets).
  public var caret: CGRect?

  /// Creates a scene; the window defaults to the whole screen.
  public init(
    screenSize: CGSize,
    windowFrame: CGRect? = nil,
    scrollViews: [ScrollViewGeometry] = [],
    target: CGRect? = nil,
    caret: CGRect? = nil
  ) {
    self.screenSize = screenSize
    self.windowFrame = windowFrame ?? CGRect(origin: .zero, size: screenSize)
    self.scrollViews = scrollViews
    self.target = target
    self.caret = caret
  }

  /// The rect the calculator reveals: the caret if there is one, else the target.
  public var revealTarget: CGRect? { caret ?? target }

  /// The scroll views' frames in window coordinates, innermost first, when the scroll views
  /// have the given content offsets (by default their current ones).
  ///
  /// ```swift
  /// scene.scrollViewFramesInWindow()  // [(0, 0, 393, 852)] for B1
  /// ```
  public func scrollViewFramesInWindow(offsets: [CGPoint]? = nil) -> [CGRect] {
    let offsets = offsets ?? scrollViews.map(\.contentOffset)
    var frames = [CGRect](repeating: .zero, count: scrollViews.count)
    for index in scrollViews.indices.reversed() {
      let frame = scrollViews[index].frame
      if index == scrollViews.count - 1 {
        frames[index] = frame
      } else {
        let parent = frames[index + 1]
        let parentOffset = offsets[index + 1]
        frames[index] = frame.offsetBy(
          dx: parent.minX - parentOffset.x, dy: parent.minY - parentOffset.y)
      }
    }
    return frames
  }

  /// Converts a rect from the innermost scroll view's content coordinates (or window
  /// coordinates without scroll views) into window coordinates, with the given offsets.
  ///
  /// ```swift
  /// scene.windowRect(fromContent: CGRect(x: 0, y: 600, width: 393, height: 44))
  /// // (0, 703, 393, 44) for B1 at offset −103
  /// ```
  public func windowRect(fromContent rect: CGRect, offsets: [CGPoint]? = nil) -> CGRect {
    let offsets = offsets ?? scrollViews.map(\.contentOffset)
    var rect = rect
    for index in scrollViews.indices {
      rect = rect.offsetBy(
        dx: scrollViews[index].frame.minX - offsets[index].x,
        dy: scrollViews[index].frame.minY - offsets[index].y)
    }
    return rect
  }

  /// The scene after a result was applied: every scroll view at its new content offset.
  ///
  /// The base insets stay: they are the saved values the calculator starts from, so
  /// `calculator.result(for: change, scene: scene.applying(result)) == result` (idempotence).
  public func applying(_ result: AvoidanceResult) -> AvoidanceScene {
    applying(result.scrollViews)
  }

  /// The scene with every scroll view at the offset of its adjustment.
  func applying(_ adjustments: [ScrollViewAdjustment]) -> AvoidanceScene {
    var scene = self
    for (index, adjustment) in adjustments.enumerated() where index < scrollViews.count {
      scene.scrollViews[index].contentOffset = adjustment.contentOffset
    }
    return scene
  }
}
