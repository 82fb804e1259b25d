/// The six keyboard notifications, with UIKit's notification names as raw values
/// (`UIResponder.keyboardWillShowNotification` is `"UIKeyboardWillShowNotification"`).
///
/// The one vocabulary of keyboard events: the presenter posts them, the avoidance calculator
/// reads them (``shortName`` is how scenario files spell them), the `NotificationCenter` bridge
/// names its notifications with `rawValue`.
///
/// ```swift
/// KeyboardNotificationName.willShow.rawValue             // "UIKeyboardWillShowNotification"
/// KeyboardNotificationName.willShow.shortName            // "willShow"
/// KeyboardNotificationName.willChangeFrame.abbreviation  // "WCF"
/// ```
public enum KeyboardNotificationName: String, CaseIterable, Hashable, Sendable,
  CustomStringConvertible
{
  /// `UIResponder.keyboardWillShowNotification`.
  case willShow = "UIKeyboardWillShowNotification"
  /// `UIResponder.keyboardDidShowNotification`.
  case didShow = "UIKeyboardDidShowNotification"
  /// `UIResponder.keyboardWillHideNotification`.
  case willHide = "UIKeyboardWillHideNotification"
  /// `UIResponder.keyboardDidHideNotification`.
  case didHide = "UIKeyboardDidHideNotification"
  /// `UIResponder.keyboardWillChangeFrameNotification`.
  case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
  /// `UIResponder.keyboardDidChangeFrameNotification`.
  case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

  /// The abbreviation of docs/sources.md#notification-sequences: WS, DS, WH, DH, WCF, DCF.
  public var abbreviation: String {
    switch self {
    case .willShow: "WS"
    case .didShow: "DS"
    case .willHide: "WH"
    case .didHide: "DH"
    case .willChangeFrame: "WCF"
    case .didChangeFrame: "DCF"
    }
  }

  /// Whether this is a `will…` notification (posted when the animation starts).
  public var isWill: Bool {
    self == .willShow || self == .willHide || self == .willChangeFrame
  }

  /// Whether the keyboard is going away (`willHide`, `didHide`).
  public var hidesKeyboard: Bool { self == .willHide || self == .didHide }

  /// The case name, such as `willShow` or `didChangeFrame`.
  public var shortName: String {
    switch self {
    case .willShow: "willShow"
    case .didShow: "didShow"
    case .willHide: "willHide"
    case .didHide: "didHide"
    case .willChangeFrame: "willChangeFrame"
    case .didChangeFrame: "didChangeFrame"
    }
  }

  /// The event whose case name is `shortName`.
  public init?(shortName: String) {
    guard let match = Self.allCases.first(where: { $0.shortName == shortName }) else { return nil }
    self = match
  }

  /// UIKit's name.
  public var description: String { rawValue }
}
