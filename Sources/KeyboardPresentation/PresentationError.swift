public import Diagnostics
import JSONCoding

/// The one error type of the `KeyboardPresentation` module.
///
/// Match on `code`; `message` is one line that names the offending input and, where one is
/// close, suggests a valid value.
///
/// ```swift
/// do {
///   _ = try catalog.device(id: "iphnoe-15")
/// } catch let error as PresentationError where error.code == .unknownDevice {
///   print(error.message)  // unknown device 'iphnoe-15'; did you mean 'iphone-15'? …
/// }
/// ```
public typealias PresentationError = ModuleError<PresentationErrorCode>

/// The codes of ``PresentationError``.
///
/// What went wrong, as an extensible set of codes.
public struct PresentationErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable {
    case unknownDevice, unknownOrientation, unsupportedVersion, invalidCatalog
    case invalidGeometry, invalidEvent, unknownField
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// A device id that is not in the catalog.
  public static var unknownDevice: Self { Self(.unknownDevice) }
  /// An orientation name that is not one of `UIInterfaceOrientation`'s.
  public static var unknownOrientation: Self { Self(.unknownOrientation) }
  /// An iOS version that is malformed or outside what the catalog models for the device.
  public static var unsupportedVersion: Self { Self(.unsupportedVersion) }
  /// A device catalog file that is malformed or incomplete.
  public static var invalidCatalog: Self { Self(.invalidCatalog) }
  /// A height, offset or frame that is negative, NaN or infinite.
  public static var invalidGeometry: Self { Self(.invalidGeometry) }
  /// An event that cannot happen in the current state (undocking an iPhone keyboard, …).
  public static var invalidEvent: Self { Self(.invalidEvent) }
  /// A step that names a field the script does not define.
  public static var unknownField: Self { Self(.unknownField) }

  /// The code's name.
  public var description: String { wrapped.rawValue }
}

extension PresentationError {
  /// Checks that `value` is a plausible length: finite, from 0 to 100,000 points
  /// (`InputBounds.points`).
  package static func requireGeometry(_ value: Double, _ name: String) throws(PresentationError) {
    guard InputBounds.isLength(value) else {
      throw PresentationError(
        code: .invalidGeometry,
        message: "\(name) must be a number of points from 0 to "
          + "\(formatNumber(InputBounds.points)), got \(messageNumber(value))")
    }
  }
}
