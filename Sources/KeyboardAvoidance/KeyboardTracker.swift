public import Foundation

/// A stateful consumer of UIKit's keyboard notifications: fed them in order, it keeps what the
/// keyboard covers the way apps and Flutter's iOS embedder do (docs/sources.md#keyboard-stream-rules).
///
/// One notification alone cannot say everything: a `keyboardWillChangeFrame` with an all-zero
/// frame arrives while the person drags the keyboard and must leave the inset as it was; another
/// app's keyboard (`isLocal` false, iPad multitasking) is not this app's business unless it hides;
/// a `keyboardWillHide` with a zero duration (a password manager's prompt) hides at once.
///
/// ```swift
/// var tracker = KeyboardTracker(
///   screenSize: CGSize(width: 393, height: 852), windowFrame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
/// tracker.receive(KeyboardChange(event: .willShow, frameEnd: docked)).overlap       // 336
/// tracker.receive(KeyboardChange(event: .willChangeFrame, frameEnd: .zero)).handling  // .ignored
/// tracker.overlap                                                                   // 336
/// ```
public struct KeyboardTracker: Hashable, Sendable {
  /// The screen in the interface orientation.
  public var screenSize: CGSize
  /// The app window in screen coordinates.
  public var windowFrame: CGRect
  /// `followsUndockedKeyboard` and the Slide Over rule; the rest does not bear on the keyboard.
  public var options: AvoidanceOptions
  /// What the keyboard covers after the last notification that counted (hidden at first).
  public private(set) var coverage: KeyboardCoverage
  /// The last notification that counted; nil before the first.
  public private(set) var lastApplied: KeyboardChange?

  /// A tracker with the keyboard hidden.
  public init(
    screenSize: CGSize, windowFrame: CGRect? = nil, options: AvoidanceOptions = AvoidanceOptions()
  ) {
    self.screenSize = screenSize
    let window = windowFrame ?? CGRect(origin: .zero, size: screenSize)
    self.windowFrame = window
    self.options = options
    coverage = KeyboardCoverage(
      change: KeyboardChange(
        event: .didHide,
        frameEnd: CGRect(x: 0, y: screenSize.height, width: screenSize.width, height: 0)),
      screenSize: screenSize, windowFrame: window, followsUndockedKeyboard: false)
  }

  /// A tracker for a scene's screen and window.
  public init(scene: AvoidanceScene, options: AvoidanceOptions = AvoidanceOptions()) {
    self.init(screenSize: scene.screenSize, windowFrame: scene.windowFrame, options: options)
  }

  /// The keyboard's state now.
  public var state: KeyboardState { coverage.state }

  /// How many points of the window's height the keyboard covers now: what the app avoids
  /// (0 when hidden, or undocked without `followsUndockedKeyboard`).
  public var overlap: CGFloat {
    coverage.overlap(with: CGRect(origin: .zero, size: windowFrame.size))
  }

  /// Takes the next notification.
  ///
  /// - Parameters:
  ///   - change: The notification, as UIKit posted it.
  ///   - split: Whether it is known to come from a split keyboard (UIKit's frame does not say).
  /// - Returns: What the notification did.
  public mutating func receive(_ change: KeyboardChange, split: Bool = false) -> KeyboardUpdate {
    let before = overlap
    if let reason = Self.reasonToIgnore(change) {
      return KeyboardUpdate(
        event: change.event, handling: .ignored, reason: reason, coverage: coverage,
        overlap: before, previousOverlap: before)
    }
    let next = KeyboardCoverage(
      change: change, screenSize: screenSize, windowFrame: windowFrame,
      followsUndockedKeyboard: options.followsUndockedKeyboard, slideOver: options.slideOver,
      split: split)
    coverage = next
    lastApplied = change
    let after = overlap
    let handling: KeyboardUpdate.Handling
    if next.state == .hidden, after == 0, change.animationDuration == .zero {
      handling = .immediate
    } else if after == before {
      handling = .unchanged
    } else {
      handling = .animated
    }
    return KeyboardUpdate(
      event: change.event, handling: handling, reason: nil, coverage: next, overlap: after,
      previousOverlap: before)
  }

  /// Why a notification leaves everything as it was, or nil when it counts.
  ///
  /// The rules of docs/sources.md#keyboard-stream-rules: hides always count; a frame change
  /// with the all-zero frame is a drag in progress; another app's keyboard is not ours. A frame
  /// with no width or height counts (it hides), even from another app.
  static func reasonToIgnore(_ change: KeyboardChange) -> String? {
    if change.event.hidesKeyboard { return nil }
    let frame = change.frameEnd
    if (change.event == .willChangeFrame || change.event == .didChangeFrame) && frame == .zero {
      return "a zero frame: the keyboard is being dragged"
    }
    if !(frame.width > 0 && frame.height > 0) { return nil }
    if change.isLocal == false { return "isLocal false: another app's keyboard" }
    return nil
  }
}

/// What one notification did to a ``KeyboardTracker``.
///
/// ```swift
/// let update = tracker.receive(change)
/// update.state     // .docked
/// update.overlap   // 336
/// update.handling  // .animated
/// ```
public struct KeyboardUpdate: Hashable, Sendable {
  /// How the consumer responds.
  public enum Handling: String, CaseIterable, Hashable, Sendable {
    /// The covered height changes: animate to it.
    case animated
    /// A hide with a zero duration: the covered height is 0 at once, any running animation
    /// stops.
    case immediate
    /// It counts, but the covered height stays the same: nothing to animate.
    case unchanged
    /// It does not count (a drag's zero frame, another app's keyboard): nothing changes.
    case ignored
    /// Not a notification: a frame observed during an interactive dismissal, which UIKit posts
    /// nothing for. A notification consumer keeps what it had.
    case notPosted
  }

  /// The notification's name (``/UIKitVocabulary/KeyboardNotificationName/willChangeFrame`` for a drag's frame).
  public var event: KeyboardNotificationName
  /// How the consumer responds.
  public var handling: Handling
  /// Why it was ignored.
  public var reason: String?
  /// What the keyboard covers afterwards, as the consumer sees it.
  public var coverage: KeyboardCoverage
  /// The window height the keyboard covers afterwards.
  public var overlap: CGFloat
  /// The window height it covered before.
  public var previousOverlap: CGFloat

  /// Creates an update.
  public init(
    event: KeyboardNotificationName, handling: Handling, reason: String?,
    coverage: KeyboardCoverage, overlap: CGFloat, previousOverlap: CGFloat
  ) {
    self.event = event
    self.handling = handling
    self.reason = reason
    self.coverage = coverage
    self.overlap = overlap
    self.previousOverlap = previousOverlap
  }

  /// The keyboard's state afterwards.
  public var state: KeyboardState { coverage.state }
}
