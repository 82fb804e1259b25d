/// The typed notification messages of iOS 26 (`NotificationCenter.MainActorMessage`
/// conformances in UIKit): the keyboard's `UIResponder.Keyboard…Message` and the text fields'
/// `UITextField.Text…Message` / `UITextView.Text…Message`, by name and payload
/// (docs/sources.md#typed-notification-messages).
///
/// Each message stands for one notification of the older vocabulary and carries its userInfo
/// as typed properties: a keyboard message has `beginFrame`, `endFrame`, `animationDuration`,
/// `animationCurve`, `isLocal` and `screen`; a text message its `textField` (or `textView`), and
/// the end message of a text field also its `reason`.
///
/// ```swift
/// KeyboardNotificationName.willShow.messageName       // "UIResponder.KeyboardWillShowMessage"
/// TextFieldNotificationName.didEndEditing.messageName // "UITextField.TextDidEndEditingMessage"
/// KeyboardNotificationName.messageFields.first        // "beginFrame"
/// ```
extension KeyboardNotificationName {
  /// The iOS 26 message type standing for this notification, such as
  /// `UIResponder.KeyboardWillShowMessage`.
  public var messageName: String {
    switch self {
    case .willShow: "UIResponder.KeyboardWillShowMessage"
    case .didShow: "UIResponder.KeyboardDidShowMessage"
    case .willHide: "UIResponder.KeyboardWillHideMessage"
    case .didHide: "UIResponder.KeyboardDidHideMessage"
    case .willChangeFrame: "UIResponder.KeyboardWillChangeFrameMessage"
    case .didChangeFrame: "UIResponder.KeyboardDidChangeFrameMessage"
    }
  }

  /// The message's properties, in the order of UIKit's initialiser
  /// `init(beginFrame:endFrame:animationDuration:animationCurve:isLocal:screen:)`.
  public static let messageFields = [
    "beginFrame", "endFrame", "animationDuration", "animationCurve", "isLocal", "screen",
  ]

  /// The first release with the typed messages.
  public static let messagesSinceMajorRelease = 26

  /// The notification a message name stands for.
  public init?(messageName: String) {
    guard let match = Self.allCases.first(where: { $0.messageName == messageName }) else {
      return nil
    }
    self = match
  }
}

extension TextFieldNotificationName {
  /// The iOS 26 message type standing for this notification, such as
  /// `UITextField.TextDidBeginEditingMessage`.
  public var messageName: String {
    switch self {
    case .didBeginEditing: "UITextField.TextDidBeginEditingMessage"
    case .didChange: "UITextField.TextDidChangeMessage"
    case .didEndEditing: "UITextField.TextDidEndEditingMessage"
    case .textViewDidBeginEditing: "UITextView.TextDidBeginEditingMessage"
    case .textViewDidChange: "UITextView.TextDidChangeMessage"
    case .textViewDidEndEditing: "UITextView.TextDidEndEditingMessage"
    }
  }

  /// The message's properties: `textField` (or `textView`), and `reason` for the end of a text
  /// field's editing (`init(reason:textField:)`).
  public var messageFields: [String] {
    switch self {
    case .didBeginEditing, .didChange: ["textField"]
    case .didEndEditing: ["reason", "textField"]
    case .textViewDidBeginEditing, .textViewDidChange, .textViewDidEndEditing: ["textView"]
    }
  }

  /// The notification a message name stands for.
  public init?(messageName: String) {
    guard let match = Self.allCases.first(where: { $0.messageName == messageName }) else {
      return nil
    }
    self = match
  }
}
