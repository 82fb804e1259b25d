public import Foundation

/// How an iPad shows the app's scene: full screen (Split View and Slide Over alike) or in Stage
/// Manager (iPadOS 16+), which changes what the minimized bar of a hardware keyboard is
/// (docs/sources.md#ipad-minimized-bar).
///
/// ```swift
/// keyboard.windowMode = .stageManager
/// ```
public enum WindowMode: String, CaseIterable, Hashable, Sendable {
  /// Full screen, Split View or Slide Over: the minimized bar is not part of the keyboard.
  case fullScreen
  /// Stage Manager: the minimized bar is part of the keyboard.
  case stageManager

  /// The minimized bar's size where it is part of the keyboard: 320×55 — the Shortcut Bar's
  /// height and the floating keyboard's width, inferred (no source measures the bar).
  public static let minimizedBarSize = CGSize(width: 320, height: 55)

  /// Parses `fullScreen` or `stageManager`.
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidEvent``.
  public init(parsing name: String) throws(PresentationError) {
    guard let mode = Self(rawValue: name) else {
      throw PresentationError(
        code: .invalidEvent,
        message: "unknown window mode '\(name)' (valid: fullScreen, stageManager)")
    }
    self = mode
  }
}
