/// The text field and text view notifications, with UIKit's names as raw values
/// (`UITextField.textDidBeginEditingNotification` is
/// `"UITextFieldTextDidBeginEditingNotification"`).
///
/// ```swift
/// TextFieldNotificationName.didEndEditing.rawValue  // "UITextFieldTextDidEndEditingNotification"
/// TextFieldNotificationName.didEndEditingReasonKey  // "UITextFieldEndEditingReasonKey"
/// ```
public enum TextFieldNotificationName: String, CaseIterable, Hashable, Sendable,
  CustomStringConvertible
{
  /// `UITextField.textDidBeginEditingNotification`.
  case didBeginEditing = "UITextFieldTextDidBeginEditingNotification"
  /// `UITextField.textDidChangeNotification`.
  case didChange = "UITextFieldTextDidChangeNotification"
  /// `UITextField.textDidEndEditingNotification`; its userInfo carries the end reason.
  case didEndEditing = "UITextFieldTextDidEndEditingNotification"
  /// `UITextView.textDidBeginEditingNotification`.
  case textViewDidBeginEditing = "UITextViewTextDidBeginEditingNotification"
  /// `UITextView.textDidChangeNotification`.
  case textViewDidChange = "UITextViewTextDidChangeNotification"
  /// `UITextView.textDidEndEditingNotification`.
  case textViewDidEndEditing = "UITextViewTextDidEndEditingNotification"

  /// The userInfo key of ``didEndEditing``'s end reason (`UITextField.DidEndEditingReason`
  /// raw value: 0 `committed`, 1 `cancelled`), docs/sources.md#did-end-editing-reason.
  public static let didEndEditingReasonKey = "UITextFieldEndEditingReasonKey"

  /// UIKit's name.
  public var description: String { rawValue }
}
