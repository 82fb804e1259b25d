/// The codes of one module's errors: an extensible set, matched with `==` and printed by name.
///
/// Each module declares its codes as a struct with static members, so adding a code later
/// breaks no `switch`:
///
/// ```swift
/// public struct SpellingErrorCode: ErrorCode {
///   private let name: String
///   public static var dictionaryNotFound: Self { Self(name: "dictionaryNotFound") }
///   public var description: String { name }
/// }
/// ```
///
/// A module whose errors carry more than a message (a place in a file, a library's log) names
/// what they carry as its ``Details``; every other module leaves it at ``NoErrorDetails``.
public protocol ErrorCode: Hashable, Sendable, CustomStringConvertible {
  /// What an error of this module carries besides its message, read as the error's own members.
  associatedtype Details: ErrorDetails = NoErrorDetails
}

/// What a module's errors carry besides their message: plain stored properties with defaults.
///
/// ```swift
/// public struct ScanErrorPlace: ErrorDetails {
///   public var file: String?
///   public var line: Int?
///   public init() {}
/// }
/// // error.file, error.line: read and written through the error itself
/// ```
public protocol ErrorDetails: Sendable {
  /// Details with every property at its default.
  init()
}

/// No details: the errors of a module whose message says all there is.
public struct NoErrorDetails: ErrorDetails {
  /// Creates the empty details.
  public init() {}
}

/// The error of a module: an extensible code, a one-line message that names the input, the
/// error that caused it, and a typed did-you-mean suggestion.
///
/// Each module names its error with a type alias over its codes (`TraitError`,
/// `SpellingError`, `CoverageError`, …), so every module's error has the same shape and the
/// same wrapping (the package-wide `KeyboardSimError` protocol) without restating it:
///
/// ```swift
/// public typealias SpellingError = ModuleError<SpellingErrorCode>
///
/// throw SpellingError(code: .dictionaryNotFound, message: "no dictionary for 'xx_XX'")
/// catch let error as SpellingError where error.code == .dictionaryNotFound { … }
/// ```
///
/// The members of the code's ``ErrorCode/Details`` read as the error's own
/// (`scanError.line`, `jsonError.keyPath`, `xkbError.log`).
@dynamicMemberLookup
public struct ModuleError<Domain: ErrorCode>: KeyboardSimError {
  /// The module's codes.
  public typealias Code = Domain

  /// What failed.
  public var code: Code
  /// One line that names the offending input and, where possible, the valid ones.
  ///
  /// Control characters from the input are escaped when the message is set (`\n`, `\u{17}`),
  /// so a message is one line however it was built.
  public var message: String {
    didSet { message = escapingControlCharacters(message) }
  }
  /// The error this one wraps, with its own code and cause.
  public var underlying: (any Error & Sendable)?
  /// The valid name closest to a mistyped one.
  public var suggestion: Suggestion?
  /// What this module's errors carry besides the message.
  public var details = Domain.Details()

  /// Creates an error.
  public init(
    code: Code, message: String, underlying: (any Error & Sendable)? = nil,
    suggestion: Suggestion? = nil
  ) {
    self.code = code
    self.message = escapingControlCharacters(message)
    self.underlying = underlying
    self.suggestion = suggestion
  }

  /// A member of ``details``, read and written as the error's own.
  public subscript<Value>(dynamicMember member: WritableKeyPath<Domain.Details, Value>) -> Value {
    get { details[keyPath: member] }
    set { details[keyPath: member] = newValue }
  }

  /// The message (one line).
  public var description: String { message }
}
