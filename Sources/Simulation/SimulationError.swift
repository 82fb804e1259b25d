public import Diagnostics

/// The one error type of the `Simulation` module: a typing session that cannot be assembled
/// (a layout, a Compose table or a dictionary that cannot be loaded).
///
/// Form scripts report their own failures as the errors of the modules that found them
/// (`JSONError` while decoding, `PresentationError` and `TextFieldError` while running), each
/// naming the script's place.
///
/// ```swift
/// do {
///   _ = try TypingSession(layout: "xx")
/// } catch {
///   print(error.message)  // unknown layout 'xx' …
/// }
/// ```
public typealias SimulationError = ModuleError<SimulationErrorCode>

/// The codes of ``SimulationError``.
public struct SimulationErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable {
    case keyboard, compose, dictionary, invalidInput, noMoment
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// The keyboards, the layouts folder or the xkb layout could not be loaded.
  public static var keyboard: Self { Self(.keyboard) }
  /// The Compose table (dead keys, long-press alternates) could not be loaded.
  public static var compose: Self { Self(.compose) }
  /// The spelling dictionary or the person's own words could not be loaded.
  public static var dictionary: Self { Self(.dictionary) }

  /// A value the caller gave that the simulation does not know (an event kind).
  public static var invalidInput: Self { Self(.invalidInput) }
  /// A moment of a run that has nothing to show (no focused field, no keyboard yet).
  public static var noMoment: Self { Self(.noMoment) }

  /// The code's name.
  public var description: String { wrapped.rawValue }
}
