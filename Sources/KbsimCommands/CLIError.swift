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

/// `--format text|json`: a command that prints a report or one object per result.
enum TextOrJSON: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// `--format text|json|jsonl`.
enum TextJSONOrJSONL: String, ExpressibleByArgument, CaseIterable {
  case text, json, jsonl
}

/// `--format jsonl|text`: a command that prints a stream of events.
enum JSONLOrText: String, ExpressibleByArgument, CaseIterable {
  case jsonl, text
}

/// `--format json|jsonl|text`: a command whose one result reads best as pretty JSON.
enum JSONJSONLOrText: String, ExpressibleByArgument, CaseIterable {
  case json, jsonl, text
}
