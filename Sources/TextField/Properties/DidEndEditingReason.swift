public import InputTraits

/// Mirrors `UITextField.DidEndEditingReason`; the end notification carries the raw value under
/// `UITextFieldEndEditingReasonKey`.
///
/// On iOS the reason is always `.committed`; `.cancelled` is tvOS's Menu button
/// (docs/sources.md#did-end-editing-reason [H]).
///
/// ```swift
/// DidEndEditingReason.committed.rawValue  // 0
/// ```
public enum DidEndEditingReason: Int, TraitEnum {
  /// The changes were accepted.
  case committed = 0
  /// Editing was aborted (tvOS only).
  case cancelled = 1

  /// The name in messages, `reason`.
  public static var traitName: String { "reason" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .committed: "committed"
    case .cancelled: "cancelled"
    }
  }
}
