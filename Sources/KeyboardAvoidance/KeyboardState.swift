package import Foundation

/// What a keyboard notification says the keyboard is doing, as a stateful consumer classifies it
/// (docs/sources.md#keyboard-stream-rules).
///
/// ```swift
/// let coverage = KeyboardCoverage(
///   change: KeyboardChange(event: .willShow, frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336)),
///   screenSize: CGSize(width: 393, height: 852), windowFrame: CGRect(x: 0, y: 0, width: 393, height: 852),
///   followsUndockedKeyboard: false)
/// coverage.state  // .docked
/// ```
public enum KeyboardState: String, CaseIterable, Hashable, Sendable {
  /// At the screen's bottom edge (within half a point: custom keyboards miss it by a fraction).
  case docked
  /// Raised above the screen's bottom and as wide as the screen.
  case undocked
  /// Split in two halves and raised. UIKit's frame does not tell it from an undocked keyboard;
  /// a notification marked split says so.
  case split
  /// Narrower than the screen and above its bottom (iPadOS 13's floating keyboard), or the
  /// all-zero frame `keyboardWillShow` carries once the Shortcuts Bar is dropped after a drag.
  case floating
  /// Not on screen: a hide, a frame with no width or height, one at or below the screen's bottom,
  /// or one that shows less than half a point of itself.
  case hidden

  /// Whether the keyboard is on screen but away from the bottom edge.
  public var isUndocked: Bool { self == .undocked || self == .split || self == .floating }
}

/// Which bottom edge a keyboard must reach to count as docked when the app's window does not
/// reach the screen's bottom (iPad Slide Over; docs/sources.md#slide-over-keyboard).
///
/// ```swift
/// var options = AvoidanceOptions()
/// options.slideOver = .windowBottom   // Flutter's embedder
/// ```
public enum SlideOverRule: String, CaseIterable, Hashable, Sendable {
  /// The screen's: a keyboard frame that stops above the screen's bottom is undocked, whatever
  /// the window. The default: no device report shows a docked keyboard's frame stopping at a Slide
  /// Over window's bottom.
  case screenBottom
  /// The window's: a keyboard frame that does not reach the screen's bottom is first moved down
  /// by the room below the window, so one that stops at the window's bottom is docked (Flutter's
  /// iOS embedder in Slide Over).
  case windowBottom
}

extension KeyboardCoverage {
  /// Classifies an end frame (screen coordinates) on a screen, the event aside.
  ///
  /// The rules of docs/sources.md#keyboard-stream-rules: the all-zero frame is floating; a frame
  /// with no width or height is hidden; one that shows less than half a point of its height on
  /// the screen is hidden; one whose bottom rounds to above the screen's bottom is undocked,
  /// split or floating (narrower than the screen); every other one is docked. With
  /// ``SlideOverRule/windowBottom`` a frame that misses the screen's bottom is first moved down by
  /// the room below a window that does not reach it.
  static func classify(
    frame: CGRect, screenSize: CGSize, windowFrame: CGRect, slideOver: SlideOverRule, split: Bool
  ) -> KeyboardState {
    if frame == .zero { return .floating }
    guard frame.width > 0, frame.height > 0 else { return .hidden }
    var adjusted = frame
    let screenHeight = screenSize.height
    if slideOver == .windowBottom {
      adjusted.origin.y += slideOverShift(
        frame: frame, screenSize: screenSize, windowFrame: windowFrame)
    }
    let onScreen = adjusted.intersection(CGRect(origin: .zero, size: screenSize))
    guard !onScreen.isNull, onScreen.height.rounded() > 0, onScreen.width > 0 else {
      return .hidden
    }
    guard adjusted.maxY.rounded() < screenHeight else { return .docked }
    if split { return .split }
    return frame.width < screenSize.width ? .floating : .undocked
  }

  /// How far ``SlideOverRule/windowBottom`` moves a frame down before classifying it: the room
  /// below a window that does not reach the screen's bottom, unless the frame already reaches it
  /// (a Stage Manager keyboard).
  package static func slideOverShift(frame: CGRect, screenSize: CGSize, windowFrame: CGRect)
    -> CGFloat
  {
    guard frame.maxY != screenSize.height else { return 0 }
    return max(0, screenSize.height - windowFrame.maxY)
  }
}
