public import InputTraits

/// Which UIKit class a field models: their delegates, notifications and orders differ.
///
/// A text view gets the keyboard's notifications *before* `textViewDidBeginEditing(_:)`, a
/// text field *after* `textFieldDidBeginEditing(_:)`
/// (docs/sources.md#text-field-begin-before-keyboard [M]); a text view has no control events, and
/// its return key inserts a line break.
///
/// ```swift
/// TextInputKind(name: "textView")  // .textView
/// ```
public enum TextInputKind: Int, TraitEnum {
  /// `UITextField`.
  case textField = 0
  /// `UITextView`.
  case textView = 1

  /// The name in messages, `kind`.
  public static var traitName: String { "kind" }

  /// The Swift name.
  public var name: String {
    switch self {
    case .textField: "textField"
    case .textView: "textView"
    }
  }
}
