public import Diagnostics

/// The one error type of the `XKB` module.
///
/// Match on `code`; `message` names the input that failed and, where there is one, suggests
/// the nearest valid name:
///
/// ```swift
/// do {
///   _ = try Keymap(names: RuleNames(layout: "fr", variant: "azrty"))
/// } catch {
///   print(error.message)  // unknown variant 'fr(azrty)'; did you mean 'fr(azerty)'?
/// }
/// ```
public typealias XKBError = ModuleError<XKBErrorCode>

/// The codes of ``XKBError``: what failed, as an extensible set.
public struct XKBErrorCode: ErrorCode {
  /// An XKB error carries what libxkbcommon logged.
  public typealias Details = XKBErrorLog

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

/// What libxkbcommon logged while an ``XKBError``'s operation failed, read as `error.log`.
public struct XKBErrorLog: ErrorDetails {
  /// The log lines, oldest first; empty when libxkbcommon logged nothing.
  public var log: [String] = []

  /// An empty log.
  public init() {}
}

extension ModuleError where Domain == XKBErrorCode {
  /// Creates an error with what libxkbcommon logged.
  public init(code: Code, message: String, log: [String]) {
    self.init(code: code, message: message)
    details.log = log
  }
}
