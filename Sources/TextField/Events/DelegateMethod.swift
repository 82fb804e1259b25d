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

/// One call of a delegate method: its arguments and, for a question, the answer.
///
/// ```swift
/// let call = DelegateCall(
///   .textFieldShouldChangeCharacters, range: TextRange(location: 0, length: 0),
///   replacement: "j", returned: true)
/// ```
public struct DelegateCall: Hashable, Sendable {
  /// The method.
  public var method: DelegateMethod
  /// The UTF-16 range of a change.
  public var range: TextRange?
  /// The replacement string of a change.
  public var replacement: String?
  /// The end reason of `textFieldDidEndEditing(_:reason:)`.
  public var reason: DidEndEditingReason?
  /// The selection after a selection change.
  public var selection: TextRange?
  /// The answer of a question; nil for a notification-style method.
  public var returned: Bool?

  /// Creates a call record.
  public init(
    _ method: DelegateMethod, range: TextRange? = nil, replacement: String? = nil,
    reason: DidEndEditingReason? = nil, selection: TextRange? = nil, returned: Bool? = nil
  ) {
    self.method = method
    self.range = range
    self.replacement = replacement
    self.reason = reason
    self.selection = selection
    self.returned = returned
  }
}
