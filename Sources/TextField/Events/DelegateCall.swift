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
