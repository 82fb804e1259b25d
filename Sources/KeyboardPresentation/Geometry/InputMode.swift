public import Foundation

/// Which keyboard the user has picked with the globe key (`UITextInputMode`).
///
/// Switching posts WillChangeFrame, WillShow, DidChangeFrame, DidShow even when the height does
/// not change (docs/sources.md#input-mode-switch, docs/sources.md#keyboard-quirks).
///
/// ```swift
/// let emoji = try InputMode(parsing: "emoji")   // .emoji
/// InputMode.custom(height: 259).name            // "custom"
/// ```
public enum InputMode: Hashable, Sendable, CustomStringConvertible {
  /// The system keyboard for the field's traits.
  case standard
  /// The emoji keyboard: as tall as the letters keyboard with its predictive bar, also when the
  /// user has turned Predictive off (docs/sources.md#input-mode-switch,
  /// docs/sources.md#keyboard-total-heights; the emoji height is inferred).
  case emoji
  /// Another keyboard (a third-party or handwriting keyboard) whose own height is given in
  /// points — the height its view has, as a keyboard extension sets it; a Face ID iPhone keeps
  /// its 75 pt bottom strip (globe and dictation) below it, so the frame is taller.
  case custom(height: CGFloat)
  /// Another keyboard given by the height its notifications report (the frame's height, the
  /// bottom strip included): a logged 366.67 on an iPhone X is `customFrame(height: 366.67)`,
  /// the same keyboard as `custom(height: 291.67)` (docs/sources.md#input-mode-switch).
  case customFrame(height: CGFloat)

  /// `standard`, `emoji` or `custom`.
  public var name: String {
    switch self {
    case .standard: "standard"
    case .emoji: "emoji"
    case .custom, .customFrame: "custom"
    }
  }

  /// The name, with the height of a custom keyboard.
  public var description: String {
    if case .custom(let height) = self { return "custom(\(height))" }
    if case .customFrame(let height) = self { return "customFrame(\(height))" }
    return name
  }

  /// Parses `standard` or `emoji` (a custom mode needs a height, so it has no name form).
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidEvent``.
  public init(parsing name: String) throws(PresentationError) {
    switch name {
    case "standard": self = .standard
    case "emoji": self = .emoji
    default:
      throw PresentationError(
        code: .invalidEvent,
        message:
          "unknown input mode '\(name)' (valid: standard, emoji, or {\"height\": points})")
    }
  }
}
