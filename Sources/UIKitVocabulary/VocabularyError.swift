public import Diagnostics

/// The one error type of the `UIKitVocabulary` module: a userInfo dictionary that does not hold
/// what UIKit posts, or a name that is not one of UIKit's.
///
/// ```swift
/// do {
///   _ = try KeyboardTransition(userInfo: [:])
/// } catch {
///   error.code     // .missingKey
///   error.message  // "userInfo: missing UIKeyboardFrameBeginUserInfoKey"
/// }
/// ```
public struct VocabularyError: KeyboardSimError {
  /// What went wrong, as an extensible set of codes.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: String, Sendable {
      case missingKey, wrongType, invalidGeometry, unknownName
    }
    private let wrapped: Wrapped
    private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    /// A required `userInfo` key is absent.
    public static var missingKey: Self { Self(.missingKey) }
    /// A `userInfo` value is not boxed as UIKit boxes it.
    public static var wrongType: Self { Self(.wrongType) }
    /// A frame that is not finite or has a negative size.
    public static var invalidGeometry: Self { Self(.invalidGeometry) }
    /// A notification name that is not one of UIKit's keyboard notifications.
    public static var unknownName: Self { Self(.unknownName) }

    /// The code's name.
    public var description: String { wrapped.rawValue }
  }

  /// The failure's code.
  public var code: Code
  /// A one-line message naming the key and what was found.
  public var message: String
  /// The error this one wraps, if any.
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

  /// The message.
  public var description: String { message }
}
