/// The delegate methods a text field or text view calls, named by their Swift selectors as
/// events print them (`textField(_:shouldChangeCharactersIn:replacementString:)`).
///
/// ```swift
/// DelegateMethod.textFieldShouldReturn.rawValue  // "textFieldShouldReturn(_:)"
/// DelegateMethod.textFieldShouldReturn.asks      // true: it returns a Bool
/// ```
public enum DelegateMethod: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// `textFieldShouldBeginEditing(_:)`.
  case textFieldShouldBeginEditing = "textFieldShouldBeginEditing(_:)"
  /// `textFieldDidBeginEditing(_:)`.
  case textFieldDidBeginEditing = "textFieldDidBeginEditing(_:)"
  /// `textFieldShouldEndEditing(_:)`.
  case textFieldShouldEndEditing = "textFieldShouldEndEditing(_:)"
  /// `textFieldDidEndEditing(_:)`.
  case textFieldDidEndEditing = "textFieldDidEndEditing(_:)"
  /// `textFieldDidEndEditing(_:reason:)`, preferred when implemented.
  case textFieldDidEndEditingReason = "textFieldDidEndEditing(_:reason:)"
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`.
  case textFieldShouldChangeCharacters = "textField(_:shouldChangeCharactersIn:replacementString:)"
  /// `textField(_:shouldChangeCharactersInRanges:replacementString:)` (iOS 26).
  case textFieldShouldChangeCharactersInRanges =
    "textField(_:shouldChangeCharactersInRanges:replacementString:)"
  /// `textFieldDidChangeSelection(_:)` (iOS 13).
  case textFieldDidChangeSelection = "textFieldDidChangeSelection(_:)"
  /// `textFieldShouldClear(_:)`.
  case textFieldShouldClear = "textFieldShouldClear(_:)"
  /// `textFieldShouldReturn(_:)`.
  case textFieldShouldReturn = "textFieldShouldReturn(_:)"
  /// `textViewShouldBeginEditing(_:)`.
  case textViewShouldBeginEditing = "textViewShouldBeginEditing(_:)"
  /// `textViewDidBeginEditing(_:)`.
  case textViewDidBeginEditing = "textViewDidBeginEditing(_:)"
  /// `textViewShouldEndEditing(_:)`.
  case textViewShouldEndEditing = "textViewShouldEndEditing(_:)"
  /// `textViewDidEndEditing(_:)`.
  case textViewDidEndEditing = "textViewDidEndEditing(_:)"
  /// `textView(_:shouldChangeTextIn:replacementText:)`.
  case textViewShouldChangeText = "textView(_:shouldChangeTextIn:replacementText:)"
  /// `textViewDidChange(_:)`.
  case textViewDidChange = "textViewDidChange(_:)"
  /// `textViewDidChangeSelection(_:)`.
  case textViewDidChangeSelection = "textViewDidChangeSelection(_:)"

  /// Whether the method returns a `Bool` (the delegate's answer is part of the event).
  public var asks: Bool {
    switch self {
    case .textFieldShouldBeginEditing, .textFieldShouldEndEditing, .textFieldShouldChangeCharacters,
      .textFieldShouldChangeCharactersInRanges, .textFieldShouldClear, .textFieldShouldReturn,
      .textViewShouldBeginEditing, .textViewShouldEndEditing, .textViewShouldChangeText:
      true
    default: false
    }
  }

  /// Whether the method reports a selection change.
  public var isSelectionChange: Bool {
    self == .textFieldDidChangeSelection || self == .textViewDidChangeSelection
  }

  /// The Swift selector.
  public var description: String { rawValue }
}
