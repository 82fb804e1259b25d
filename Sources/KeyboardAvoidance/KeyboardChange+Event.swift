extension KeyboardChange {
  /// The six keyboard notifications UIKit posts, by the short name KeyboardSim's JSON uses.
  ///
  /// The raw value is the scenario spelling (`"willShow"`); ``notificationName`` is the name
  /// UIKit posts (`UIResponder.keyboardWillShowNotification.rawValue`), facts ios-keyboard §1.
  /// Nested in ``KeyboardChange`` so that it never clashes with the presentation module's
  /// `KeyboardEvent` under the umbrella `KeyboardSim` import.
  ///
  /// ```swift
  /// KeyboardChange.Event(notificationName: "UIKeyboardWillHideNotification")  // .willHide
  /// KeyboardChange.Event.willHide.hidesKeyboard                                // true
  /// ```
  public enum Event: String, CaseIterable, Hashable, Sendable {
    /// `UIKeyboardWillShowNotification`.
    case willShow
    /// `UIKeyboardDidShowNotification`.
    case didShow
    /// `UIKeyboardWillChangeFrameNotification`.
    case willChangeFrame
    /// `UIKeyboardDidChangeFrameNotification`.
    case didChangeFrame
    /// `UIKeyboardWillHideNotification`.
    case willHide
    /// `UIKeyboardDidHideNotification`.
    case didHide

    /// The notification name UIKit posts, e.g. `"UIKeyboardWillShowNotification"`.
    public var notificationName: String {
      switch self {
      case .willShow: "UIKeyboardWillShowNotification"
      case .didShow: "UIKeyboardDidShowNotification"
      case .willChangeFrame: "UIKeyboardWillChangeFrameNotification"
      case .didChangeFrame: "UIKeyboardDidChangeFrameNotification"
      case .willHide: "UIKeyboardWillHideNotification"
      case .didHide: "UIKeyboardDidHideNotification"
      }
    }

    /// The event UIKit posts under `notificationName`, or `nil` for any other name.
    public init?(notificationName: String) {
      guard let event = Self.allCases.first(where: { $0.notificationName == notificationName })
      else { return nil }
      self = event
    }

    /// Whether the event announces that the keyboard goes away (`willHide`, `didHide`).
    ///
    /// Such events never cause avoidance, whatever their end frame says: on iOS 26 the end
    /// frame of a hide still has the accessory's height (facts keyboard-avoidance §2.1, §3.1).
    public var hidesKeyboard: Bool { self == .willHide || self == .didHide }
  }
}
