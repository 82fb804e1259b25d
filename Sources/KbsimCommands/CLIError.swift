import ArgumentParser

/// A user-facing failure: ArgumentParser prints `Error: <message>` on one line to stderr and
/// exits with status 1. Commands build their whole output first and print it only on success,
/// so a failure never leaves half-written output behind.
struct CLIError: Error, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}

/// The output formats of data-producing commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json, jsonl
}
