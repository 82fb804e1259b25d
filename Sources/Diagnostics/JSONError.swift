/// The error of a JSON input that cannot be read or decoded (every module's JSON is read by the
/// `JSONCoding` module, which throws it; public API that reads JSON names it).
///
/// The message is one line: the source, the line and column, the key path, and what was wrong.
///
/// ```text
/// form.json:3:17: malformed JSON: expected ',' or '}' after an object member
/// form.json:4:23: at fields[1].traits.keyboardType: unknown keyboardType 'emial'; did you mean 'emailAddress'? (valid: …)
/// script.json:2:3: at stpes: unknown script key 'stpes'; did you mean 'steps'? (valid: …)
/// ```
public typealias JSONError = ModuleError<JSONErrorCode>

/// The codes of ``JSONError``: what went wrong, as an extensible set.
public struct JSONErrorCode: ErrorCode {
  /// A JSON error carries its place in the input.
  public typealias Details = JSONErrorPlace

  private enum Wrapped: String, Sendable {
    case unreadable, malformed, duplicateKey, limitExceeded
    case wrongType, missingKey, unknownKey, invalidValue
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// The file could not be read (missing, a directory, no permission).
  public static var unreadable: Self { Self(.unreadable) }
  /// Text that is not JSON, or not valid UTF-8.
  public static var malformed: Self { Self(.malformed) }
  /// An object repeats a key.
  public static var duplicateKey: Self { Self(.duplicateKey) }
  /// The input is larger or deeper than the JSON reader's limits allow.
  public static var limitExceeded: Self { Self(.limitExceeded) }
  /// A value of the wrong JSON type (a string where a number belongs, …).
  public static var wrongType: Self { Self(.wrongType) }
  /// A required key is absent.
  public static var missingKey: Self { Self(.missingKey) }
  /// A key that the object does not have.
  public static var unknownKey: Self { Self(.unknownKey) }
  /// A value of the right type that is not allowed (out of range, unknown name, …).
  public static var invalidValue: Self { Self(.invalidValue) }

  /// The code's name.
  public var description: String { wrapped.rawValue }
}

/// Where in its input a ``JSONError`` is, read as the error's own members
/// (`error.line`, `error.keyPath`).
public struct JSONErrorPlace: ErrorDetails {
  /// The input's name: a file path, `<stdin>`, or a description.
  public var source = ""
  /// The line of the offending text, 1-based, when known.
  public var line: Int?
  /// The column of the offending text, 1-based and in characters, when known.
  public var column: Int?
  /// The key path of the offending value, such as `fields[1].traits`; empty at the top level.
  public var keyPath = ""

  /// A place not yet known.
  public init() {}
}
