/// The notifications text fields and text views post, with UIKit's names as raw values
/// (`UITextField.textDidBeginEditingNotification` is `"UITextFieldTextDidBeginEditingNotification"`).
///
/// The text field's end notification carries the end reason in its userInfo under
/// ``endEditingReasonKey`` (iOS 10+; input-semantics.md §5.1 [H]).
///
/// ```swift
/// TextInputNotificationName.textFieldDidChange.rawValue  // "UITextFieldTextDidChangeNotification"
/// ```
public enum TextInputNotificationName: String, CaseIterable, Hashable, Sendable,
  CustomStringConvertible
{
  /// `UITextField.textDidBeginEditingNotification`.
  case textFieldDidBeginEditing = "UITextFieldTextDidBeginEditingNotification"
  /// `UITextField.textDidChangeNotification`.
  case textFieldDidChange = "UITextFieldTextDidChangeNotification"
  /// `UITextField.textDidEndEditingNotification`.
  case textFieldDidEndEditing = "UITextFieldTextDidEndEditingNotification"
  /// `UITextView.textDidBeginEditingNotification`.
  case textViewDidBeginEditing = "UITextViewTextDidBeginEditingNotification"
  /// `UITextView.textDidChangeNotification`.
  case textViewDidChange = "UITextViewTextDidChangeNotification"
  /// `UITextView.textDidEndEditingNotification`.
  case textViewDidEndEditing = "UITextViewTextDidEndEditingNotification"

  /// The value of `UITextField.didEndEditingReasonUserInfoKey`
  /// (`UITextFieldDidEndEditingReasonKey`): `"UITextFieldEndEditingReasonKey"`.
  public static let endEditingReasonKey = "UITextFieldEndEditingReasonKey"

  /// UIKit's name.
  public var description: String { rawValue }
}
