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
      Characters the layout cannot type are listed and the command fails (exit 1), unless \
      --skip-untypeable. With no TEXT, plans each line of standard input (LF or CRLF).

      Examples:
      kbsim plan --layout de "Größe"
      kbsim plan --layout fr --format json "àê"
      kbsim plan --layout "us(intl)" --skip-untypeable "naïve → café"
      """)

  @OptionGroup var layoutOptions: LayoutOptions

  @Option(help: "Output format: text (a line of tokens) or json.")
  var format: TextOrJSON = .text

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
    var texts: [(number: Int?, text: String)] = []
    if let text {
      texts = [(nil, text)]
    } else {
      texts = try InputLines.readStandardInput().enumerated().map { ($0.offset + 1, $0.element) }
    }
    var output = ""
    for (number, text) in texts {
      let plan: KeyPlan
      do {
        plan = try planner.plan(text, skipUntypeable: skipUntypeable)
      } catch {
        throw CLIError(wrapping: error, code: .badInput, context: number.map { "line \($0)" })
      }
      output += (format == .text ? plan.line : json(plan, layout: layoutOptions.names)) + "\n"
    }
    print(output, terminator: "")
  }

  private func json(_ plan: KeyPlan, layout: RuleNames) -> String {
    let steps: [JSONValue] = plan.steps.map { step in
      [
        "text": .string(step.text),
        "tokens": .array(step.strokes.flatMap(\.tokens).map { .string($0.description) }),
        "cost": .number(step.cost),
      ]
    }
    return JSONWriter.line([
      "layout": .string(layout.description), "cost": .number(plan.cost), "steps": .array(steps),
      "skipped": .array(plan.skipped.map { .string($0) }),
    ])
  }
}
