/// How the user undocks, splits or docks an iPad keyboard (docs/sources.md#ipad-undocked-keyboard).
///
/// ```swift
/// try presenter.undock(via: .gesture)  // WillChangeFrame, DidChangeFrame only
/// try presenter.undock(via: .menu)     // WillChangeFrame, WillHide, DidChangeFrame, DidHide
/// ```
public enum KeyboardInteraction: String, CaseIterable, Hashable, Sendable {
  /// Dragging the keyboard (or the keyboard key) up or down: frame changes only ([C]).
  case gesture
  /// "Undock", "Split" or "Dock" from the keyboard key's long-press menu: the hide (or show)
  /// pair with `UIKeyboardFrameChangedByUserInteraction` = 1 ([S], openradar 18010127).
  case menu
}

/// How the user switches input mode (docs/sources.md#input-mode-switch).
///
/// ```swift
/// try presenter.switchInputMode(to: .emoji, via: .longPressPicker)  // nothing on iOS 11
/// ```
public enum InputModeSwitch: String, CaseIterable, Hashable, Sendable {
  /// Tapping the globe or emoji key.
  case globeKey
  /// Picking from the long-press picker: on iOS 11 this posted no notification (a bug seen in
  /// openradar 33990607 and 35735170).
  case longPressPicker
}
