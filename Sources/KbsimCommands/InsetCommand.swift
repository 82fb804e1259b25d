import ArgumentParser
import Diagnostics
import Foundation
import JSONCoding
import KeyboardAvoidance

/// `kbsim inset`: the content insets and offset that keep a field above the keyboard.
struct InsetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inset",
    abstract: "Compute contentInset, indicator insets and contentOffset for a keyboard change.",
    discussion: """
      SCENARIO.json holds the screen, window, scroll view(s), keyboard and field \
      (schema: docs/keyboard-avoidance.md). Examples:
        kbsim inset examples/inset/b1.json
        kbsim inset examples/inset/stage-manager.json --format text
        kbsim inset examples/inset/signup-iphone15.json --svg signup.svg
      """)

  @Argument(help: "A scenario JSON file (- for standard input).")
  var scenario: String

  @OptionGroup var formatOption: FormatOption<JSONJSONLOrText>

  @Option(help: "Also draw the scene before and after into this SVG file.")
  var svg: String?

  func run() throws {
    let input = try readScenario()
    let result = input.result()
    let rendered: String
    switch formatOption.format {
    case .json: rendered = InsetJSON.render(result, pretty: true)
    case .jsonl: rendered = InsetJSON.render(result, pretty: false)
    case .text: rendered = InsetText.render(input, result)
    }
    if let svg { try AtomicFile.write(InsetSVG.render(input, result), to: svg) }
    print(rendered)
  }

  private func readScenario() throws -> AvoidanceScenario {
    do {
      let input = try InputFile.read(scenario)
      return try AvoidanceScenario(json: input.data, source: input.source)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
