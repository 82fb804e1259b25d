public import Diagnostics

/// The one error type of the `XKB` module.
///
/// Match on ``code``; ``message`` names the input that failed and, where there is one, suggests
/// the nearest valid name:
///
/// ```swift
/// do {
///   _ = try Keymap(names: RuleNames(layout: "fr", variant: "azrty"))
/// } catch {
///   print(error.message)  // unknown variant 'fr(azrty)'; did you mean 'fr(azerty)'?
/// }
/// ```
public struct XKBError: KeyboardSimError {
  /// What failed, as an extensible set of codes.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: String, Sendable {
      case contextCreationFailed, unknownLayout, unknownVariant, unknownOption, unknownModel
      case keymapCompilationFailed, unknownKey, unknownKeysym, composeTableFailed
      case unknownLocale, registryFailed, invalidKeyAction
    }
    private let wrapped: Wrapped
    private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    /// `xkb_context_new` failed (no usable include path).
    public static var contextCreationFailed: Self { Self(.contextCreationFailed) }
    /// A layout name that xkb-data does not list.
    public static var unknownLayout: Self { Self(.unknownLayout) }
    /// A variant that the layout does not have.
    public static var unknownVariant: Self { Self(.unknownVariant) }
    /// An XKB option that xkb-data does not list (libxkbcommon itself ignores these silently).
    public static var unknownOption: Self { Self(.unknownOption) }
    /// A keyboard model that xkb-data does not list.
    public static var unknownModel: Self { Self(.unknownModel) }
    /// libxkbcommon could not compile the keymap.
    public static var keymapCompilationFailed: Self { Self(.keymapCompilationFailed) }
    /// A key name or keycode that the keymap does not have.
    public static var unknownKey: Self { Self(.unknownKey) }
    /// A keysym name that libxkbcommon does not know.
    public static var unknownKeysym: Self { Self(.unknownKeysym) }
    /// A Compose table could not be loaded.
    public static var composeTableFailed: Self { Self(.composeTableFailed) }
    /// A locale with no UTF-8 Compose table.
    public static var unknownLocale: Self { Self(.unknownLocale) }
    /// The layout registry (xkbregistry) could not be read.
    public static var registryFailed: Self { Self(.registryFailed) }
    /// A key release without a press, or a press of a key that is already down.
    public static var invalidKeyAction: Self { Self(.invalidKeyAction) }

    /// The code's name.
    public var description: String { wrapped.rawValue }
  }

  /// The failure's code.
  public var code: Code
  /// A one-line message that names the input.
  public var message: String
  /// What libxkbcommon logged while failing, if anything.
  public var log: [String] = []
  /// The error this one wraps, if any.
  public var underlying: (any Error & Sendable)?
  /// The valid name closest to a mistyped one (a layout, variant, key or keysym name).
  public var suggestion: Suggestion?

  /// Creates an error.
  public init(
    code: Code, message: String, underlying: (any Error & Sendable)? = nil,
    suggestion: Suggestion? = nil
  ) {
    self.code = code
    self.message = message
    self.underlying = underlying
    self.suggestion = suggestion
  }

  /// Creates an error with what libxkbcommon logged.
  public init(code: Code, message: String, log: [String]) {
    self.init(code: code, message: message)
    self.log = log
  }

  /// The message.
  public var description: String { message }
}
