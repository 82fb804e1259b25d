/// Types text into a field for a script's `{"type": …}` steps.
///
/// Presentation knows fields and keyboards, not keys: the typing engine is injected. The umbrella
/// module's `TypingEngineTypist` is the implementation `kbsim simulate` uses.
///
/// ```swift
/// let result = try script.run(in: catalog, typist: TypingEngineTypist(idiom: .phone))
/// result.entries.compactMap(\.typed).map(\.committed)  // ["Jane Appleseed", "Jane@example.com"]
/// ```
public protocol FieldTypist: AnyObject {
  /// Types `text` into `field`, which is first responder.
  ///
  /// - Parameters:
  ///   - text: The text, a newline being the return key.
  ///   - field: The field that is first responder.
  ///   - session: How many times the field has become first responder so far; a new value means
  ///     editing began again (a secure field then clears on the first keystroke).
  ///   - hardwareKeyboard: Whether a hardware keyboard is attached.
  /// - Returns: What was meant, what the field holds afterwards and what it shows.
  /// - Throws: Any error; the script reports its description with the step's place.
  func type(
    _ text: String, into field: InputField, session: Int, hardwareKeyboard: Bool
  ) throws -> TypedText
}

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
