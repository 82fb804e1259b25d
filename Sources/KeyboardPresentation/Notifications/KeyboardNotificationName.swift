/// The six keyboard notifications, with UIKit's notification names as raw values
/// (`UIResponder.keyboardWillShowNotification` is `"UIKeyboardWillShowNotification"`).
///
/// ```swift
/// KeyboardNotificationName.willShow.rawValue             // "UIKeyboardWillShowNotification"
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

  /// The abbreviation of facts ios-keyboard.md §1.11: WS, DS, WH, DH, WCF, DCF.
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

  /// UIKit's name.
  public var description: String { rawValue }
}
