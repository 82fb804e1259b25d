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
public typealias VocabularyError = ModuleError<VocabularyErrorCode>

/// The codes of ``VocabularyError``.
///
/// What went wrong, as an extensible set of codes.
public struct VocabularyErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable {
    case missingKey, wrongType, invalidGeometry
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// A required `userInfo` key is absent.
  public static var missingKey: Self { Self(.missingKey) }
  /// A `userInfo` value is not boxed as UIKit boxes it.
  public static var wrongType: Self { Self(.wrongType) }
  /// A frame that is not finite or has a negative size.
  public static var invalidGeometry: Self { Self(.invalidGeometry) }

  /// The code's name.
  public var description: String { wrapped.rawValue }
}
