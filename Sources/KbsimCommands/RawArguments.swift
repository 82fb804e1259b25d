import ArgumentParser
import Diagnostics
import Foundation

extension KBSim {
  /// Runs `kbsim`: checks the raw arguments, parses, runs, and reports any failure as one line
  /// on standard error.
  ///
  /// - Arguments that are not valid UTF-8 are an error naming the argument (Swift's
  ///   `CommandLine.arguments` would repair them with U+FFFD, so `kbsim plan` would silently plan
  ///   a different text).
  /// - A first argument that names no command gets a did-you-mean (`kbsim typ` → `type`).
  /// - Every error prints as `Error: <message>` on one line, control characters escaped, and
  ///   exits with the status every command shares (``ExitStatus``): 2 for anything the command
  ///   cannot use (a file, standard input, an option's value) or a failure, 64 for a command
  ///   line that does not parse; 1 is left to findings (`lint`, `scan --lint`,
  ///   `coverage report --fail-under`, `verify-layouts`). `--help` and `--version` print as
  ///   usual.
  ///
  /// ```swift
  /// // Sources/kbsim/main.swift
  /// KBSim.mainRejectingInvalidUTF8()
  /// ```
  package static func mainRejectingInvalidUTF8() {
    let argv = (0..<Int(CommandLine.argc)).map { index -> [UInt8] in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
        UInt8(bitPattern: $0)
      }
    }
    let subcommand = argv.count > 1 ? String(decoding: argv[1], as: UTF8.self) : nil
    if let message = invalidUTF8Argument(argv) {
      fail(message, exitCode: ExitStatus.badInput)
    }
    if argv.count == 2, subcommand == "--version" {
      print(VersionInfo.text, terminator: "")
      Foundation.exit(0)
    }
    if let subcommand, let message = unknownCommand(subcommand) {
      fail(message, exitCode: ExitStatus.usage)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      // Help, version and commands that chose their status themselves.
      if code == .success || error is ExitCode { exit(withError: error) }
      let status: ExitCode =
        if (error as? CLIError)?.code == .findings {
          ExitStatus.findings
        } else {
          code == .validationFailure ? ExitStatus.usage : ExitStatus.badInput
        }
      fail(message(for: error), exitCode: status)
    }
    Foundation.exit(0)
  }

  /// Prints `Error: <message>` as one line and exits.
  static func fail(_ message: String, exitCode: ExitCode) -> Never {
    let line = "Error: " + escapingControlCharacters(message) + "\n"
    FileHandle.standardError.write(Data(line.utf8))
    Foundation.exit(exitCode.rawValue)
  }

  /// A message for a first argument that is neither an option nor a command, with the nearest
  /// command; nil when it names one.
  package static func unknownCommand(_ argument: String) -> String? {
    guard !argument.hasPrefix("-") else { return nil }
    let names = allSubcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(argument) else { return nil }
    let suggestion = Suggestion(for: argument, among: names)
    return "unknown command \(quoted(argument))\(suggestion.clause) (see 'kbsim --help')"
  }

  /// A one-line message naming the first argument (after the program name) that is not valid
  /// UTF-8, with its bytes escaped (`caf\xE9`); nil when every argument is valid.
  package static func invalidUTF8Argument(_ argv: [[UInt8]]) -> String? {
    for (index, bytes) in argv.enumerated().dropFirst() {
      guard String(validUTF8: bytes) == nil else { continue }
      // One pass: valid scalars stay readable, each byte of an ill-formed sequence is escaped.
      var shown = ""
      var valid: [UInt8] = []
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes.makeIterator()
      var offset = 0
      parsing: while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let scalar):
          valid += scalar
          offset += scalar.count
        case .error(let length):
          shown += escapingControlCharacters(String(decoding: valid, as: UTF8.self))
          valid.removeAll(keepingCapacity: true)
          for byte in bytes[offset..<offset + length] {
            shown += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
          }
          offset += length
        case .emptyInput:
          break parsing
        }
      }
      shown += escapingControlCharacters(String(decoding: valid, as: UTF8.self))
      return "argument \(index) ('\(shown)') is not valid UTF-8"
    }
    return nil
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
