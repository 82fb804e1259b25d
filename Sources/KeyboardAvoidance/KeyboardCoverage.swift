public import Foundation

/// How a keyboard frame bears on the app window: what state it puts the keyboard in, whether it
/// counts, and which part of the window it covers (docs/keyboard-avoidance.md#the-algorithm:
/// visibility and coordinates).
///
/// ```swift
/// let coverage = KeyboardCoverage(
///   change: KeyboardChange(event: .willShow, frameEnd: CGRect(x: 0, y: 874, width: 834, height: 320)),
///   screenSize: CGSize(width: 834, height: 1194),
///   windowFrame: CGRect(x: 0, y: 150, width: 834, height: 900),
///   followsUndockedKeyboard: false)
/// coverage.coveredRect  // (0, 724, 834, 320): window coordinates
/// coverage.state        // .docked
/// ```
public struct KeyboardCoverage: Hashable, Sendable {
  /// Whether the keyboard causes avoidance: docked (or undocked with `followsUndockedKeyboard`)
  /// and not a hide.
  public var isVisible: Bool
  /// Whether the end frame is docked: its bottom reaches the screen's (within half a point), what
  /// ever the event says (docs/sources.md#keyboard-stream-rules).
  public var isDocked: Bool
  /// The keyboard's state after this change: ``KeyboardState/hidden`` for a hide, otherwise
  /// what its end frame says.
  public var state: KeyboardState
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
  ///
  /// - Parameters:
  ///   - change: The notification.
  ///   - screenSize: The screen in the interface orientation.
  ///   - windowFrame: The app window in screen coordinates.
  ///   - followsUndockedKeyboard: Whether undocked, split and floating keyboards count.
  ///   - slideOver: Which bottom edge a docked keyboard reaches when the window does not reach
  ///     the screen's.
  ///   - split: Whether the notification is known to come from a split keyboard.
  public init(
    change: KeyboardChange, screenSize: CGSize, windowFrame: CGRect,
    followsUndockedKeyboard: Bool, slideOver: SlideOverRule = .screenBottom, split: Bool = false
  ) {
    let frame = change.frameEnd
    frameInWindow = frame.offsetBy(dx: -windowFrame.minX, dy: -windowFrame.minY)
    let frameState = Self.classify(
      frame: frame, screenSize: screenSize, windowFrame: windowFrame, slideOver: slideOver,
      split: split)
    isDocked = frameState == .docked
    state = change.event.hidesKeyboard ? .hidden : frameState
    let sized = frame.width > 0 && frame.height > 0
    isVisible =
      sized && (state == .docked || (followsUndockedKeyboard && state.isUndocked))
    guard isVisible else {
      coveredRect = nil
      return
    }
    var covered = frame
    if state != .docked {
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
