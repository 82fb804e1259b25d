import ArgumentParser
import DevTools
import Diagnostics
import Foundation
import KeyboardModel
import XKB

/// `kbsim verify-layouts`: check typing, Compose and plans against libxkbcommon on every layout.
struct VerifyLayoutsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify-layouts",
    abstract: "Verify hardware typing, Compose and plans against libxkbcommon on every xkb layout.",
    discussion: """
      For every layout and variant xkb-data lists: every key under every combination of the \
      keymap's level-selecting modifiers commits through the pipeline what a raw libxkbcommon \
      loop commits; every production of the locale's Compose file the layout can type gives the \
      file's string; every string the planner can type replays to itself; no plan costs more \
      than a bounded exhaustive search finds; and the planner types every character that \
      libxkbcommon types with the layout's keys (latching keys included; characters only a lock \
      reaches are counted apart). With --press-process, every line those checks typed is typed \
      again by one `kbsim press` process per layout and compared with a fresh keyboard. Prints a \
      table of counts and every mismatch; exits 1 on a mismatch without a known explanation. \
      Layouts that do not compile (custom) are reported, not failed. Run `make verify-layouts` \
      (a release build).

      Examples:
      kbsim verify-layouts
      kbsim verify-layouts --layout de --layout "de(neo)" --format json
      kbsim verify-layouts --layout "cn(tib)" --press-process
      kbsim verify-layouts --include-exotic --jobs 2
      """)

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  @Flag(help: "Also verify the exotic layouts of evdev.extras.xml.")
  var includeExotic = false

  @Option(
    name: .customLong("layout"), help: "Verify only this layout, e.g. de or de(neo); repeatable.")
  var layouts: [String] = []

  @Option(help: "Locale whose Compose file is checked.")
  var locale = ComposeTable.defaultLocale

  @Option(
    parsing: .unconditional,
    help: "The exhaustive search's bound in key presses (0: no minimality check).")
  var searchBound = 4

  @Option(help: "Threads; defaults to the number of cores.")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  @Flag(help: "Print each layout to standard error as it finishes.")
  var progress = false

  @Flag(
    help: """
      Also type every line of the checks again through one `kbsim press` process per layout \
      (standard input, one line each) and compare each output line with a fresh keyboard.
      """)
  var pressProcess = false

  @Option(help: "The kbsim executable for --press-process (default: this one); implies it.")
  var pressExecutable: String?

  func run() throws {
    guard (0...6).contains(searchBound) else {
      throw CLIError("--search-bound must be between 0 and 6")
    }
    guard jobs > 0 else { throw CLIError("--jobs must be positive") }
    let entries: [LayoutSweep.Entry]
    let productions: ComposeFile
    do {
      let registry = try LayoutRegistry(includeExotic: includeExotic)
      entries = try LayoutSweep.entries(in: registry, named: layouts)
      guard let file = ComposeTable.composeFile(for: locale) else {
        _ = try ComposeTable(locale: locale)  // throws the did-you-mean message
        throw CLIError(code: .badInput, message: "no Compose file for locale '\(locale)'")
      }
      productions = try ComposeFile(contentsOf: file, locale: locale)
    } catch let error as XKBError {
      throw CLIError(wrapping: error, code: .badInput)
    } catch let error as KeyboardModelError {
      throw CLIError(wrapping: error, code: .badInput)
    }
    var executable: String?
    if pressProcess || pressExecutable != nil {
      guard let path = pressExecutable ?? Bundle.main.executablePath else {
        throw CLIError(
          code: .badInput,
          message: "cannot find this kbsim executable; name one with --press-executable")
      }
      guard FileManager.default.isExecutableFile(atPath: path) else {
        throw CLIError(
          code: .badInput, message: "--press-executable \(quoted(path)) is not an executable file")
      }
      executable = path
    }
    let verifier = LayoutVerifier(
      options: .init(locale: locale, searchBound: searchBound, pressExecutable: executable),
      productions: productions)
    let report = progress ? Self.progressPrinter(total: entries.count) : nil
    let summary = LayoutSweep.run(entries, verifier: verifier, workers: jobs, progress: report)
    print(formatOption.format == .json ? summary.json : summary.text)
    if !summary.unexplained.isEmpty {
      throw CLIError(
        code: .findings, message: "\(summary.unexplained.count) unexplained mismatches")
    }
  }

  /// Prints `[done/total] layout: N mismatches` to standard error.
  private static func progressPrinter(total: Int) -> @Sendable (Int, LayoutVerification) -> Void {
    { done, result in
      let line = "[\(done)/\(total)] \(result.layout): \(result.mismatches.count) mismatches\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
  }
}
