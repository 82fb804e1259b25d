public import Diagnostics

/// The one error type of the `KeyboardModel` module.
///
/// Match on `code`; `message` is one line and names the input and its place.
public typealias KeyboardModelError = ModuleError<KeyboardModelErrorCode>

/// The codes of ``KeyboardModelError``.
///
/// What failed, as an extensible set of codes.
public struct KeyboardModelErrorCode: ErrorCode {
  private let name: String
  private init(_ name: String) { self.name = name }

  /// A key token that does not parse (`AC01+`, `++`).
  public static var malformedToken: Self { Self("malformedToken") }
  /// A line with no tokens.
  public static var emptyLine: Self { Self("emptyLine") }
  /// A key name the keymap does not have.
  public static var unknownKey: Self { Self("unknownKey") }
  /// A release of a key that is not down, or a press of a key that is.
  public static var invalidKeyAction: Self { Self("invalidKeyAction") }
  /// Text with characters the layout cannot type.
  public static var untypeable: Self { Self("untypeable") }
  /// A failure of the XKB layer (see `underlying`).
  public static var xkb: Self { Self("xkb") }
  /// A layout data file that is missing or malformed.
  public static var layoutData: Self { Self("layoutData") }

  /// The code's name.
  public var description: String { name }

  /// Creates a code; for module-internal extension.
  package static func named(_ name: String) -> Self { Self(name) }
}
