import ArgumentParser
import Diagnostics

/// A user-facing failure: ArgumentParser prints `Error: <message>` on one line to stderr and
/// exits with status 1.
///
/// Commands build their whole output first and print it only on success, so a failure never leaves
/// half-written output behind.
typealias CLIError = ModuleError<CLIErrorCode>

/// What went wrong in a command.
struct CLIErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable { case usage, badInput }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// Arguments that do not fit the command.
  static var usage: Self { Self(.usage) }
  /// Input (a file, standard input, a value) the command cannot use.
  static var badInput: Self { Self(.badInput) }

  var description: String { wrapped.rawValue }
}

extension CLIError {
  /// A usage error with `message`.
  init(_ message: String) { self.init(code: .usage, message: message) }
}
