import ArgumentParser
import Diagnostics

/// A user-facing failure: ArgumentParser prints `Error: <message>` on one line to stderr and
/// exits with status 1.
///
/// Commands build their whole output first and print it only on success, so a failure never leaves
/// half-written output behind.
struct CLIError: KeyboardSimError {
  /// What went wrong.
  struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: String, Sendable { case usage, badInput }
    private let wrapped: Wrapped
    private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    /// Arguments that do not fit the command.
    static var usage: Self { Self(.usage) }
    /// Input (a file, standard input, a value) the command cannot use.
    static var badInput: Self { Self(.badInput) }

    var description: String { wrapped.rawValue }
  }

  var code: Code
  var message: String
  var underlying: (any Error & Sendable)?
  var suggestion: Suggestion?

  init(
    code: Code, message: String, underlying: (any Error & Sendable)? = nil,
    suggestion: Suggestion? = nil
  ) {
    self.code = code
    self.message = message
    self.underlying = underlying
    self.suggestion = suggestion
  }

  /// A usage error with `message`.
  init(_ message: String) { self.init(code: .usage, message: message) }

  /// The message, with control characters escaped: an error is one line.
  var description: String { escapingControlCharacters(message) }
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
