/// A text change waiting for the delegate's answer: the range and string the delegate is
/// asked about, and what the change does to the text if allowed.
///
/// The two differ only for a secure field's first edit after it regained focus: the delegate
/// is asked about one character at the caret, and the whole text goes
/// (docs/sources.md#secure-text-entry [M]).
public struct PendingChange: Hashable, Sendable {
  /// What the change does.
  public enum Effect: Hashable, Sendable {
    /// `range` becomes `replacement`.
    case replace
    /// The whole text becomes `replacement`.
    case replaceAll
  }

  /// The UTF-16 range the delegate is asked about.
  public var range: TextRange
  /// The replacement string the delegate is asked about.
  public var replacement: String
  /// What the change does.
  public var effect: Effect
  /// Whether the person made it (a key, a paste, the clear button) rather than code.
  public var isUserEdit: Bool

  /// Creates a change.
  public init(
    range: TextRange, replacement: String, effect: Effect = .replace, isUserEdit: Bool = true
  ) {
    self.range = range
    self.replacement = replacement
    self.effect = effect
    self.isUserEdit = isUserEdit
  }
}
