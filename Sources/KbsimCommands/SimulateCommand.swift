import Diagnostics
import JSONInput
import ArgumentParser
import Foundation
import InputTraits
import KeyboardPresentation
import KeyboardSim

/// `kbsim simulate`: run a script and print UIKit's keyboard notifications.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a presentation script and print the keyboard notifications it posts.",
    discussion: """
      The script names a device, orientation, iOS release, fields (id → traits, accessory
      height, input view height) and steps such as {"focus":"email"}, {"wait":0.5},
      {"rotate":"landscapeLeft"}, {"hardwareKeyboard":true}, {"resign":true},
      {"type":{"field":"email","text":"jane@example.com"}} (typed with the typing engine on the
      --layout letters plane). docs/presentation.md documents every step and the output.

      Output (jsonl): one object per notification,
        {"t":0.0,"name":"UIKeyboardWillShowNotification","userInfo":{…}}
      and one per type step,
        {"t":1.5,"typed":{"field":"email","text":…,"committed":…,"displayed":…,"taps":16,"refused":[]}}

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

  @Option(help: "xkb layout of the letters plane that type steps use.")
  var layout = "us"

  func run() throws {
    guard format != .json else { throw CLIError("simulate prints --format jsonl or text") }
    let output: String
    do {
      let script = try SimulationScript(contentsOf: script)
      let catalog = try DeviceCatalog.bundled(
        layoutsDirectory: layoutsDir.map(URL.init(fileURLWithPath:)))
      let result = try script.run(in: catalog, typist: try typist(for: script, in: catalog))
      output = format == .text ? Self.text(result, script: script) : Self.jsonl(result)
    } catch {
      throw CLIError("\(error)")
    }
    print(output, terminator: "")
  }

  /// The typing engine for type steps, created only when the script has some.
  private func typist(
    for script: SimulationScript, in catalog: DeviceCatalog
  ) throws -> (any FieldTypist)? {
    guard script.steps.contains(where: { if case .type = $0 { true } else { false } }) else {
      return nil
    }
    let family = (try? catalog.device(id: script.device))?.family
    do {
      return try TypingEngineTypist(
        idiom: family == .iPad ? .pad : .phone, layout: layout,
        layoutsDirectory: layoutsDir.map(URL.init(fileURLWithPath:)))
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }

  static func jsonl(_ result: SimulationResult) -> String {
    result.entries.map { entry in
      entry.notifications.map { NotificationFormat.jsonLine($0) + "\n" }.joined()
        + (entry.typed.map { typedLine($0, at: entry.time) + "\n" } ?? "")
    }.joined()
  }

  static func typedLine(_ typed: TypedText, at time: Duration) -> String {
    let refused = typed.refused.map(jsonString).joined(separator: ",")
    return "{\"t\":\(NotificationFormat.time(time)),\"typed\":{\"field\":\(jsonString(typed.field)),"
      + "\"text\":\(jsonString(typed.text)),\"committed\":\(jsonString(typed.committed)),"
      + "\"displayed\":\(jsonString(typed.displayed)),\"taps\":\(typed.taps),"
      + "\"refused\":[\(refused)]}}"
  }

  static func text(_ result: SimulationResult, script: SimulationScript) -> String {
    var lines = ["\(script.device), \(script.orientation), iOS \(script.iOS)"]
    for entry in result.entries {
      let time = NotificationFormat.time(entry.time)
      let title = entry.step.map { "\($0)" } ?? "end of script"
      lines.append("— \(title) (t = \(time) s)")
      if entry.notifications.isEmpty, entry.typed == nil { lines.append("        (nothing posted)") }
      lines += entry.notifications.map(NotificationFormat.textLine)
      if let typed = entry.typed {
        let refused = typed.refused.isEmpty ? "" : ", refused \(typed.refused.joined(separator: " "))"
        let seconds = Double(entry.time.components.seconds)
          + Double(entry.time.components.attoseconds) * 1e-18
        lines.append(
          String(format: "%7.3f", seconds) + "  Typed into \(typed.field): field shows "
            + "\"\(typed.displayed)\" (\(typed.taps) tap\(typed.taps == 1 ? "" : "s")\(refused))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
