package import ArgumentParser
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
  /// - Every error prints as `Error: <message>` on one line, control characters escaped. The
  ///   checking commands (`lint`, `scan`, `coverage`) keep one convention: 0 clean, 1 findings
  ///   or coverage below the threshold, 2 bad input or a bad command line. Elsewhere bad input
  ///   exits 1 and usage errors 64, as ArgumentParser's do. `--help` and `--version` print as
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
      fail(message, exitCode: badInputExitCode(subcommand))
    }
    if argv.count == 2, subcommand == "--version" {
      print(VersionInfo.text, terminator: "")
      Foundation.exit(0)
    }
    if let subcommand, let message = unknownCommand(subcommand) {
      fail(message, exitCode: .validationFailure)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      // Help, version and commands that chose their status themselves.
      if code == .success || error is ExitCode { exit(withError: error) }
      let checks = Self.checkingCommands.contains(subcommand ?? "")
      let badInput = code == .validationFailure && !checks ? code : badInputExitCode(subcommand)
      fail(message(for: error), exitCode: badInput)
    }
    Foundation.exit(0)
  }

  /// Prints `Error: <message>` as one line and exits.
  static func fail(_ message: String, exitCode: ExitCode) -> Never {
    let line = "Error: " + escapingControlCharacters(message) + "\n"
    FileHandle.standardError.write(Data(line.utf8))
    Foundation.exit(exitCode.rawValue)
  }

  /// The commands whose exit status 1 means findings (or coverage below a threshold).
  package static let checkingCommands: Set<String> = [
    LintCommand.configuration.commandName ?? "lint",
    ScanCommand.configuration.commandName ?? "scan",
    CoverageCommand.configuration.commandName ?? "coverage",
  ]

  /// The exit status of bad input: 2 for the checking commands (`lint`, `scan`, `coverage`),
  /// whose 1 means findings; 1 elsewhere.
  package static func badInputExitCode(_ subcommand: String?) -> ExitCode {
    checkingCommands.contains(subcommand ?? "") ? ExitCode(2) : .failure
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
      var shown = ""
      var rest = bytes[...]
      while !rest.isEmpty {
        // Keep the valid prefix readable; escape the first bad byte and go on.
        var length = rest.count
        while length > 0, String(validUTF8: rest.prefix(length)) == nil {
          length -= 1
        }
        shown += escapingControlCharacters(String(decoding: rest.prefix(length), as: UTF8.self))
        rest = rest.dropFirst(length)
        if let bad = rest.first {
          shown += "\\x" + String(bad, radix: 16, uppercase: true).leftPadded(to: 2)
          rest = rest.dropFirst()
        }
      }
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
