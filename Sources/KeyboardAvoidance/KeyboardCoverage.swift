public import Foundation

/// How a keyboard frame bears on the app window: whether it counts, and which part of the
/// window it covers (docs/keyboard-avoidance.md#the-algorithm: visibility and coordinates).
///
/// ```swift
/// let coverage = KeyboardCoverage(
///   change: KeyboardChange(event: .willShow, frameEnd: CGRect(x: 0, y: 874, width: 834, height: 320)),
///   screenSize: CGSize(width: 834, height: 1194),
///   windowFrame: CGRect(x: 0, y: 150, width: 834, height: 900),
///   followsUndockedKeyboard: false)
/// coverage.coveredRect  // (0, 724, 834, 320): window coordinates
/// ```
public struct KeyboardCoverage: Hashable, Sendable {
  /// Whether the keyboard causes avoidance: not a hide event, not zero-sized, not below the
  /// screen, and docked (or undocked with `followsUndockedKeyboard`).
  public var isVisible: Bool
  /// Whether the end frame reaches the screen bottom (`frameEnd.maxY ≥ screen height`).
  public var isDocked: Bool
  /// The end frame converted into window coordinates, whatever its visibility.
  public var frameInWindow: CGRect
  /// The part of the window the keyboard covers, in window coordinates; `nil` when not
  /// visible.
  ///
  /// Clipped to the screen (a hardware keyboard's frame hangs below it,
  /// docs/sources.md#keyboard-frame-normalisation); an undocked keyboard followed by option covers
  /// everything below its top (docs/sources.md#keyboard-layout-guide).
  public var coveredRect: CGRect?

  /// Normalises a keyboard change against the screen and the window.
  public init(
    change: KeyboardChange, screenSize: CGSize, windowFrame: CGRect,
    followsUndockedKeyboard: Bool
  ) {
    let frame = change.frameEnd
    frameInWindow = frame.offsetBy(dx: -windowFrame.minX, dy: -windowFrame.minY)
    let zeroSized = !(frame.width > 0) || !(frame.height > 0)
    let belowScreen = frame.minY >= screenSize.height
    isDocked = frame.maxY >= screenSize.height
    isVisible =
      !change.event.hidesKeyboard && !zeroSized && !belowScreen
      && (isDocked || followsUndockedKeyboard)
    guard isVisible else {
      coveredRect = nil
      return
    }
    var covered = frame
    if !isDocked {
      covered.size.height = screenSize.height - frame.minY
    }
    covered = covered.intersection(CGRect(origin: .zero, size: screenSize))
    coveredRect = covered.offsetBy(dx: -windowFrame.minX, dy: -windowFrame.minY)
  }

  /// The keyboard's top edge in window coordinates, when visible.
  public var top: CGFloat? { coveredRect?.minY }

  /// The height of the part of `rect` (window coordinates) the keyboard covers: the height
  /// of their intersection, 0 when they do not meet (docs/sources.md#keyboard-frame-coordinates).
  ///
  /// Never the keyboard height.
  public func overlap(with rect: CGRect) -> CGFloat {
    guard let coveredRect else { return 0 }
    let intersection = rect.intersection(coveredRect)
    return intersection.isNull ? 0 : intersection.height
  }
}
