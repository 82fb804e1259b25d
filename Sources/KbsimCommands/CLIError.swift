import ArgumentParser
import Diagnostics
import JSONCoding

/// A user-facing failure: `Error: <message>` on one line to stderr, and the exit status of its
/// code (``ExitStatus``).
///
/// Commands build their whole output first and print it only on success, so a failure never leaves
/// half-written output behind.
typealias CLIError = ModuleError<CLIErrorCode>

/// What went wrong in a command.
struct CLIErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable { case usage, badInput, findings }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// Arguments that do not fit the command.
  static var usage: Self { Self(.usage) }
  /// Input (a file, standard input, a value) the command cannot use, or a failure.
  static var badInput: Self { Self(.badInput) }
  /// A check that found what it looks for (unexplained mismatches of `verify-layouts`).
  static var findings: Self { Self(.findings) }

  var description: String { wrapped.rawValue }
}

extension CLIError {
  /// A usage error with `message`.
  init(_ message: String) { self.init(code: .usage, message: message) }
}

/// The exit statuses of every command, documented in the README ("Exit status").
enum ExitStatus {
  /// The command did what it was asked; no finding reached the failing severity.
  static let success = ExitCode.success
  /// Findings: an error finding of `lint` or `scan --lint`, coverage below `--fail-under`,
  /// unexplained mismatches of `verify-layouts`.
  static let findings = ExitCode(1)
  /// Bad input — a file, standard input, an option's value the command cannot use — or a
  /// failure.
  static let badInput = ExitCode(2)
  /// A command line that does not parse: an unknown option, a missing value, a value of the
  /// wrong type (EX_USAGE, ArgumentParser's own status).
  static let usage = ExitCode.validationFailure
}

/// An option's out-of-range number in a message: short numbers by the one number policy, the
/// others (`nan`, `inf`, `1e+300`) as Swift writes them rather than a 301-digit expansion.
func shown(_ value: Double) -> String {
  value.isFinite && abs(value) < 1e15 ? formatNumber(value) : "\(value)"
}
