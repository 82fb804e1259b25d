import ArgumentParser
import Diagnostics
import Foundation
import JSONCoding
import KeyboardModel
import XKB

/// `kbsim press`: type xkb key tokens on a hardware keyboard and print the committed text.
struct PressCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "press",
    abstract: "Type xkb key tokens on a hardware keyboard and print the committed text.",
    discussion: """
      Tokens (one per space): AC01 taps key AC01; LFSH+RALT+AD11 holds LFSH and RALT while \
      tapping AD11; +RALT presses and -RALT releases a key. Key names are xkb's, as in \
      `xkbcli compile-keymap`. Each key press goes through the locale's Compose table (dead \
      keys, Multi_key), like a real client.

      With no tokens, reads one line of tokens per input line (LF or CRLF) and prints one line \
      of committed text per line; every line starts from a fresh keyboard, as a separate run \
      would (no key held, no lock, latch or group left by an earlier line, no Compose sequence \
      pending). Control characters are escaped (\\n, \\r, \\t, \\\\, \\u{XX}) unless --raw.

      Examples:
      kbsim press --layout de LFSH+AD06 AC10 AC09 AD03        # Zöle
      echo "AD11 AD03" | kbsim press --layout fr              # ê
      kbsim press --layout us --format json LFSH+AC01
      """)

  @OptionGroup var layoutOptions: LayoutOptions

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  @Flag(help: "Print committed text as is, without escaping control characters.")
  var raw = false

  @Argument(
    parsing: .allUnrecognized,
    help: "Key tokens (-RALT included); read lines from standard input when there are none.")
  var tokens: [String] = []

  /// The long options, for telling a mistyped option from a token (tokens never start with --).
  static let optionNames = [
    "--layout", "--variant", "--options", "--locale", "--no-compose", "--format", "--raw", "--help",
  ]

  func run() throws {
    // `--` ends the options, so that a first token such as `-LFSH` cannot read as one; it is
    // not a token itself.
    let arguments = self.tokens
    let separator = arguments.firstIndex(of: "--")
    let options = arguments[..<(separator ?? arguments.endIndex)]
    if let option = options.first(where: { $0.hasPrefix("--") }) {
      // A command-line error like ArgumentParser's own (exit 64).
      throw ValidationError(
        CLIError.unknown("option", option, among: Self.optionNames, code: .usage).message)
    }
    let tokens = separator.map { Array(arguments[..<$0] + arguments[($0 + 1)...]) } ?? arguments
    let (keymap, compose) = try layoutOptions.load()
    let keyboard = try HardwareKeyboard(keymap: keymap, composeTable: compose)
    // Lines are read and typed one at a time; the output is printed when every line has been.
    let spool = OutputSpool()
    if tokens.isEmpty {
      var lines = InputLines()
      while let line = try lines.next() {
        try press(line, context: "line \(lines.lineNumber)", on: keyboard, into: spool)
      }
    } else {
      try press(tokens.joined(separator: " "), context: nil, on: keyboard, into: spool)
    }
    try spool.commit()
  }

  /// Types one line of tokens from a fresh keyboard and writes its output line.
  private func press(
    _ line: String, context: String?, on keyboard: HardwareKeyboard, into spool: OutputSpool
  ) throws {
    do {
      let parsed = try KeyToken.parseLine(line)
      let result = try keyboard.type(parsed)
      keyboard.reset()
      switch formatOption.format {
      case .text:
        spool.write(raw ? result.text : escapingControlCharacters(result.text, backslash: true))
      case .json: spool.write(result.jsonLine)
      }
      spool.write("\n")
    } catch {
      throw CLIError(wrapping: error, code: .badInput, context: context)
    }
  }

}
