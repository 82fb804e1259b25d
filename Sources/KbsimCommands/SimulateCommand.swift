import ArgumentParser
import Foundation
import KeyboardPresentation

/// `kbsim simulate`: run a script and print UIKit's keyboard notifications.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a presentation script and print the keyboard notifications it posts.",
    discussion: """
      The script names a device, orientation, iOS release, fields (id → traits, accessory
      height, input view height) and steps such as {"focus":"email"}, {"wait":0.5},
      {"rotate":"landscapeLeft"}, {"hardwareKeyboard":true}, {"resign":true}.
      docs/presentation.md documents every step and the output.

      Output (jsonl): one object per notification,
        {"t":0.0,"name":"UIKeyboardWillShowNotification","userInfo":{…}}

      Examples:
        kbsim simulate examples/simulate/signup-iphone15.json
        kbsim simulate examples/simulate/signup-iphone15.json --format text
      """)

  @Argument(help: "The script (JSON), or - for standard input.")
  var script: String

  @Option(help: "Output format: jsonl or text.")
  var format: OutputFormat = .jsonl

  @Option(help: "Read Layouts/ from this folder instead of the bundled one.")
  var layoutsDir: String?

  func run() throws {
    guard format != .json else { throw CLIError("simulate prints --format jsonl or text") }
    let output: String
    do {
      let script = try SimulationScript(contentsOf: script)
      let catalog = try DeviceCatalog.bundled(
        layoutsDirectory: layoutsDir.map(URL.init(fileURLWithPath:)))
      let result = try script.run(in: catalog)
      output = format == .text ? Self.text(result, script: script) : Self.jsonl(result)
    } catch {
      throw CLIError(error.message)
    }
    print(output, terminator: "")
  }

  static func jsonl(_ result: SimulationResult) -> String {
    result.notifications.map { NotificationFormat.jsonLine($0) + "\n" }.joined()
  }

  static func text(_ result: SimulationResult, script: SimulationScript) -> String {
    var lines = ["\(script.device), \(script.orientation), iOS \(script.iOS)"]
    for entry in result.entries {
      let time = NotificationFormat.time(entry.time)
      let title = entry.step.map { "\($0)" } ?? "end of script"
      lines.append("— \(title) (t = \(time) s)")
      if entry.notifications.isEmpty { lines.append("        (nothing posted)") }
      lines += entry.notifications.map(NotificationFormat.textLine)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
