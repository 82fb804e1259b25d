/// What a `type` step did to its field.
public struct TypedText: Hashable, Sendable {
  /// The field's id.
  public var field: String
  /// The text the person meant to type.
  public var text: String
  /// The field's whole text afterwards.
  public var committed: String
  /// What the field shows (bullets for secure entry).
  public var displayed: String
  /// Key taps this step took.
  public var taps: Int
  /// Characters the keyboard refused.
  public var refused: [String]

  /// Creates a record.
  public init(
    field: String, text: String, committed: String, displayed: String, taps: Int,
    refused: [String] = []
  ) {
    self.field = field
    self.text = text
    self.committed = committed
    self.displayed = displayed
    self.taps = taps
    self.refused = refused
  }
}
