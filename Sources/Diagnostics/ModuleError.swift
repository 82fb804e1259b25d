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
public protocol ErrorCode: Hashable, Sendable, CustomStringConvertible {}

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
public struct ModuleError<Domain: ErrorCode>: KeyboardSimError {
  /// The module's codes.
  public typealias Code = Domain

  /// What failed.
  public var code: Code
  /// One line that names the offending input and, where possible, the valid ones.
  public var message: String
  /// The error this one wraps, with its own code and cause.
  public var underlying: (any Error & Sendable)?
  /// The valid name closest to a mistyped one.
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

  /// The message, with control characters escaped: an error is one line.
  public var description: String { escapingControlCharacters(message) }
}
