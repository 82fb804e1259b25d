import ArgumentParser
import Diagnostics
import Foundation
import JSONCoding
import KeyboardModel
import XKB

/// `kbsim plan`: the fewest key presses that type a text on a hardware layout.
struct PlanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Print the key tokens that type a text on a hardware layout, in the fewest presses.",
    discussion: """
      The plan replays through `kbsim press` with the same layout to exactly TEXT. Modifier \
      presses count; Caps Lock is never used; a dead key plus a letter is two presses. \
      Characters the layout cannot type are listed and the command fails (exit 2), unless \
      --skip-untypeable. With no TEXT, plans each line of standard input (LF or CRLF).

      Examples:
      kbsim plan --layout de "Größe"
      kbsim plan --layout fr --format json "àê"
      kbsim plan --layout "us(intl)" --skip-untypeable "naïve → café"
      """)

  @OptionGroup var layoutOptions: LayoutOptions

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  @Flag(help: "Leave out characters the layout cannot type instead of failing.")
  var skipUntypeable = false

  @Argument(help: "The text to plan; read lines from standard input when absent.")
  var text: String?

  func run() throws {
    let (keymap, compose) = try layoutOptions.load()
    let planner: KeyPlanner
    do {
      planner = try KeyPlanner(keymap: keymap, composeTable: compose)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    // Lines are read and planned one at a time; the output is printed when every line has been.
    let output = OutputSpool()
    if let text {
      try plan(text, context: nil, with: planner, into: output)
    } else {
      var lines = InputLines()
      while let line = try lines.next() {
        try plan(line, context: "line \(lines.lineNumber)", with: planner, into: output)
      }
    }
    try output.commit()
  }

  /// Plans one text and writes its output line.
  private func plan(
    _ text: String, context: String?, with planner: KeyPlanner, into output: OutputSpool
  ) throws {
    let plan: KeyPlan
    do {
      plan = try planner.plan(text, skipUntypeable: skipUntypeable)
    } catch {
      throw CLIError(wrapping: error, code: .badInput, context: context)
    }
    if formatOption.format == .text {
      plan.writeLine(output.write)
    } else {
      plan.writeJSONLine(layout: layoutOptions.names, output.write)
    }
    output.write("\n")
  }
}
