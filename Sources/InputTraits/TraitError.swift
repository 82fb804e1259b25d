public import Diagnostics

/// The one error type of the `InputTraits` module.
///
/// Match on `code`; `message` names the offending input and, where possible, the valid ones.
public typealias TraitError = ModuleError<TraitErrorCode>

/// The codes of ``TraitError``.
///
/// What went wrong, as an extensible set of codes.
public struct TraitErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable {
    case unknownValue, unknownTrait, wrongType, malformedXML, invalidValue
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// A trait value that is not one of the enumeration's names.
  public static var unknownValue: Self { Self(.unknownValue) }
  /// A key in a traits object that is no trait.
  public static var unknownTrait: Self { Self(.unknownTrait) }
  /// A JSON value of the wrong type.
  public static var wrongType: Self { Self(.wrongType) }
  /// Text that is not well-formed XML.
  public static var malformedXML: Self { Self(.malformedXML) }
  /// A value of the right type that is not allowed.
  public static var invalidValue: Self { Self(.invalidValue) }

  /// The code's name.
  public var description: String { wrapped.rawValue }
}

extension TraitError {
  package static func unknownValue(
    _ value: String, trait: String, valid: [String], at place: String? = nil
  ) -> TraitError {
    .unknown(trait, value, among: valid, code: .unknownValue, place: place, listingValid: true)
  }
}

extension TraitError {
  package static func unknownRawValue<T: TraitEnum>(
    _ raw: Int, trait: String, of type: T.Type, at place: String? = nil
  ) -> TraitError {
    let raws = T.allCases.map(\.rawValue)
    let range = "\(raws.min() ?? 0)...\(raws.max() ?? 0)"
    let location = place.map { " at \($0)" } ?? ""
    return TraitError(
      code: .unknownValue,
      message: "unknown \(trait) raw value \(raw)\(location) (valid: \(range), or a name: "
        + "\(T.validNames.joined(separator: ", ")))")
  }
}
