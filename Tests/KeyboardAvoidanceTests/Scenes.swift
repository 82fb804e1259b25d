import Foundation
import KeyboardAvoidance

/// The baseline B1 of docs/keyboard-avoidance.md and its variants, built by hand so that tests read
/// like the docs.
enum Scenes {
  static let iPhone15 = CGSize(width: 393, height: 852)
  /// The iPhone 15 keyboard docked at the bottom: top 516, height 336.
  static let keyboardShown = CGRect(x: 0, y: 516, width: 393, height: 336)
  /// The end frame of a hide: just below the screen.
  static let keyboardHidden = CGRect(x: 0, y: 852, width: 393, height: 336)

  /// B1: iPhone 15 in a navigation controller, full-screen scroll view, content 1500 tall,
  /// resting at offset −103 under the bar, system insets 103 / 34, field at content y 600.
  static func b1(
    contentHeight: CGFloat = 1500, offsetY: CGFloat = -103,
    target: CGRect? = CGRect(x: 0, y: 600, width: 393, height: 44)
  ) -> AvoidanceScene {
    AvoidanceScene(
      screenSize: iPhone15,
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 393, height: 852),
          contentSize: CGSize(width: 393, height: contentHeight),
          contentOffset: CGPoint(x: 0, y: offsetY),
          systemInset: ContentInsets(top: 103, bottom: 34))
      ],
      target: target)
  }

  static func show(_ frame: CGRect = keyboardShown) -> KeyboardChange {
    KeyboardChange(event: .willShow, frameEnd: frame)
  }

  static func result(
    _ scene: AvoidanceScene, _ change: KeyboardChange = show(),
    options: AvoidanceOptions = AvoidanceOptions()
  ) -> AvoidanceResult {
    ContentInsetCalculator(options: options).result(for: change, scene: scene)
  }
}

extension AvoidanceResult {
  /// The innermost scroll view's adjustment (tests build scenes with at least one).
  var inner: ScrollViewAdjustment {
    scrollViews.first
      ?? ScrollViewAdjustment(
        contentInset: .zero, verticalScrollIndicatorInsets: .zero, contentOffset: .zero,
        keyboardOverlap: 0, frameInWindow: .zero, visibleRect: .zero, scrollsVertically: false)
  }
}
