public import Diagnostics

/// The one error type of the `TraitCoverage` module: a model, constraint set, recording or
/// plan that cannot be used, or a request the model cannot answer.
///
/// The message is one line naming the input and the place (`file:line:column` for JSON
/// inputs); unknown names come with a `suggestion`.
///
/// ```swift
/// do {
///   _ = try TraitModel(preset: "core9")
/// } catch {
///   error.message     // "unknown model 'core9'; did you mean 'core8'? (valid: core8, core8+tct, full16)"
///   error.suggestion  // Suggestion(input: "core9", candidate: "core8")
/// }
/// ```
public typealias CoverageError = ModuleError<CoverageErrorCode>

/// The codes of ``CoverageError``.
///
/// What went wrong, as an extensible set of codes.
public struct CoverageErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable {
    case unknownModel, unknownParameter, unknownValue, invalidModel
    case invalidConstraint, unsatisfiable, constraintsTooLarge
    case invalidStrength, emptyRecording, invalidRecording, invalidRow, unreadable
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// A model name that is no preset.
  public static var unknownModel: Self { Self(.unknownModel) }
  /// A parameter (trait) name that is no trait, or not in the model.
  public static var unknownParameter: Self { Self(.unknownParameter) }
  /// A value that the trait does not have, or the model does not list.
  public static var unknownValue: Self { Self(.unknownValue) }
  /// A model file that is malformed (no parameters, a repeated value, …).
  public static var invalidModel: Self { Self(.invalidModel) }
  /// A constraint file that is malformed.
  public static var invalidConstraint: Self { Self(.invalidConstraint) }
  /// Constraints that no configuration satisfies.
  public static var unsatisfiable: Self { Self(.unsatisfiable) }
  /// Constraints that tie too many parameters together to enumerate.
  public static var constraintsTooLarge: Self { Self(.constraintsTooLarge) }
  /// A strength outside 1...3 or above the number of parameters.
  public static var invalidStrength: Self { Self(.invalidStrength) }
  /// A recording without any configuration.
  public static var emptyRecording: Self { Self(.emptyRecording) }
  /// A recording line that cannot be read.
  public static var invalidRecording: Self { Self(.invalidRecording) }
  /// A plan or include row that does not fit the model or the constraints.
  public static var invalidRow: Self { Self(.invalidRow) }
  /// An input file that cannot be read.
  public static var unreadable: Self { Self(.unreadable) }

  /// The code's name.
  public var description: String { wrapped.rawValue }
}

extension CoverageError {
  /// `unknown <what> 'name'; did you mean 'x'? (valid: …)`.
  static func unknown(
    _ code: Code, _ what: String, _ name: String, valid: [String], context: String? = nil
  ) -> CoverageError {
    let suggestion = Suggestion(for: name, among: valid)
    let prefix = context.map { "\($0): " } ?? ""
    return CoverageError(
      code: code,
      message: "\(prefix)unknown \(what) \(quoted(name))\(suggestion.clause) (valid: "
        + "\(valid.joined(separator: ", ")))",
      suggestion: suggestion)
  }
}
