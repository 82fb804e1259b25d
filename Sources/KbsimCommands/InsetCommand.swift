import Diagnostics
import ArgumentParser
import Foundation
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

  @Option(help: "json (default), text, or jsonl (the JSON on one line).")
  var format: OutputFormat = .json

  @Option(help: "Also draw the scene before and after into this SVG file.")
  var svg: String?

  func run() throws {
    let input = try readScenario()
    let result = input.result()
    let output: String
    switch format {
    case .json: output = InsetJSON.render(result, pretty: true)
    case .jsonl: output = InsetJSON.render(result, pretty: false)
    case .text: output = InsetText.render(input, result)
    }
    if let svg { try write(InsetSVG.render(input, result), to: svg) }
    print(output)
  }

  /// Writes to a temporary file beside `path`, then renames it over `path`, so a reader never
  /// sees half a picture and a failure leaves no file behind.
  private func write(_ picture: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try Data(picture.utf8).write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw CLIError("\(path): cannot write the SVG file")
    }
  }

  private func readScenario() throws -> AvoidanceScenario {
    let data: Data
    let source: String
    if scenario == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
      source = "<stdin>"
    } else {
      guard let contents = FileManager.default.contents(atPath: scenario) else {
        throw CLIError("\(scenario): cannot read file")
      }
      data = contents
      source = scenario
    }
    do {
      return try AvoidanceScenario(json: data, source: source)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
