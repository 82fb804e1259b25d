public import InputTraits
public import KeyboardModel

/// Where a window's fields get their typing engines: the keyboard for the traits, the Compose
/// table, the corrector the resolved traits call for, and how the simulated person types.
///
/// The `Simulation` module's `TypingSession` is the one implementation `kbsim` and the form
/// simulator use; a test may supply its own (a stub corrector, a fixed keyboard).
///
/// ```swift
/// let window = TextInputWindow(typing: try TypingSession(layout: "us", idiom: .phone))
/// ```
public protocol TypingEngineSource: AnyObject {
  /// A new engine for a field that starts editing with `request.initialText` before the caret.
  ///
  /// - Throws: An error naming what could not be loaded (a layout, a dictionary).
  func engine(for request: FieldTypingRequest) throws -> TypingEngine
}

/// What a field asks its ``TypingEngineSource`` for.
public struct FieldTypingRequest: Hashable, Sendable {
  /// The field's id, for messages.
  public var field: String
  /// The field's traits.
  public var traits: TextInputTraits
  /// A text view: Return commits a line break.
  public var isMultiline: Bool
  /// A hardware keyboard is attached.
  public var usesHardwareKeyboard: Bool
  /// The text before the caret.
  public var initialText: String

  /// Creates a request.
  public init(
    field: String, traits: TextInputTraits, isMultiline: Bool = false,
    usesHardwareKeyboard: Bool = false, initialText: String = ""
  ) {
    self.field = field
    self.traits = traits
    self.isMultiline = isMultiline
    self.usesHardwareKeyboard = usesHardwareKeyboard
    self.initialText = initialText
  }
}
