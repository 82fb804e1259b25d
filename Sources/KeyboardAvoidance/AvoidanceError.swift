public import Diagnostics
import UIKitVocabulary

/// The one error type of the `KeyboardAvoidance` module.
///
/// Match on `code`; `message` is one line and names the input and the place.
///
/// ```swift
/// do {
///   _ = try KeyboardChange(notificationName: "UIKeyboardWillShowNotification", userInfo: [:])
/// } catch {
///   error.code     // .missingKey
///   error.message  // "userInfo: missing UIKeyboardFrameEndUserInfoKey"
/// }
/// ```
public typealias AvoidanceError = ModuleError<AvoidanceErrorCode>

/// The codes of ``AvoidanceError``.
///
/// What went wrong, as an extensible set of codes.
public struct AvoidanceErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable {
    case missingKey, wrongType, unknownEvent, invalidGeometry
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// A required `userInfo` key is absent.
  public static var missingKey: Self { Self(.missingKey) }
  /// A `userInfo` value has the wrong type.
  public static var wrongType: Self { Self(.wrongType) }
  /// A notification name or event name that is not one of the six keyboard events.
  public static var unknownEvent: Self { Self(.unknownEvent) }
  /// A NaN, infinite or negative size, or an inconsistent frame.
  public static var invalidGeometry: Self { Self(.invalidGeometry) }

  /// The code's name.
  public var description: String { wrapped.rawValue }

  /// The code of a userInfo failure read by the shared reader.
  init(vocabulary code: VocabularyError.Code) {
    switch code {
    case VocabularyError.Code.missingKey: self = Self(.missingKey)
    case VocabularyError.Code.wrongType: self = Self(.wrongType)
    case VocabularyError.Code.invalidGeometry: self = Self(.invalidGeometry)
    default: self = Self(.unknownEvent)
    }
  }
}
