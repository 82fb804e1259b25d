import Foundation
import InputTraits
import JSONCoding
import KbsimCommands
import KeyboardAvoidance
import KeyboardPresentation
import KeyboardSim
import TextField
import XKB

extension FuzzTarget {
  /// A presentation script (`SimulationScript`), run on the bundled device catalog, every
  /// notification printed as `kbsim` prints it.
  static let simulationScript = FuzzTarget(
    "simulation-script", "presentation scripts (SimulationScript): parsed, run, printed",
    seeds: [.files(under: ["examples/simulate"], extensions: ["json"])]
  ) { data in
    let script = try SimulationScript(json: data, source: "script.json")
    let result = try script.run(in: try Shared.devices())
    for entry in result.entries {
      for notification in entry.notifications {
        try OutputRules.json(NotificationFormat.jsonLine(notification), "notification")
        _ = NotificationFormat.textLine(notification)
      }
    }
  }

  /// A `kbsim simulate` script (`FormScript`: text fields, keyboard, typing), run and printed
  /// in every format the command has.
  static let formScript = FuzzTarget(
    "form-script", "kbsim simulate scripts (FormScript): parsed, run, printed as jsonl and text",
    seeds: [.files(under: ["examples/simulate"], extensions: ["json"])]
  ) { data in
    let script = try FormScript(json: data, source: "script.json")
    let catalog = try Shared.devices()
    var typing: TypingSetup?
    if script.types {
      let family = (try? catalog.device(id: script.device))?.family
      typing = try Shared.typing(family == .iPad ? .pad : .phone)
    }
    let run = try script.run(in: catalog, typing: typing)
    var jsonl = ""
    var text = SimulateOutput.textHeader(script)
    for entry in run.entries {
      SimulateOutput.jsonl(entry, kinds: .all) { jsonl += $0 }
      SimulateOutput.text(entry, kinds: .all) { text += $0 }
    }
    try OutputRules.jsonLines(jsonl, "simulate output")
    // The moments --svg and --scenario draw: the end of a few steps, the last one included.
    let ends = run.entries.map(\.endTime)
    for index in stride(from: ends.count - 1, through: 0, by: -max(1, ends.count / 4)) {
      try OutputRules.svgAttributes(SimulateOutput.picture(run, at: ends[index]), "picture")
      do {
        let scenario = try SimulateOutput.scenario(run, script: script, at: ends[index])
        try OutputRules.json(scenario, "scenario")
      } catch let violation as FuzzViolation {
        throw violation
      } catch {
        // No field is focused at that moment: an error, which must follow the rules too.
        if let problem = FuzzOutcome.rejected(error).problem {
          throw FuzzViolation(what: "--scenario: \(problem)")
        }
      }
    }
  }

  /// A `kbsim inset` scenario, solved and printed as JSON and text.
  static let avoidanceScenario = FuzzTarget(
    "avoidance-scenario", "kbsim inset scenarios (AvoidanceScenario): parsed, solved, printed",
    seeds: [
      .files(under: ["examples/inset", "Tests/KeyboardAvoidanceTests"], extensions: ["json"])
    ]
  ) { data in
    let scenario = try AvoidanceScenario(json: data, source: "scenario.json")
    let result = scenario.result()
    try OutputRules.json(InsetJSON.render(result, pretty: false), "inset output")
    _ = InsetText.render(scenario, result)
    try OutputRules.svgAttributes(InsetSVG.render(scenario, result), "inset picture")
  }
}

/// What the targets load once: the device catalog and the keyboards, as `kbsim` loads them.
@MainActor
enum Shared {
  private static var catalog: DeviceCatalog?
  private static var setups: [UserInterfaceIdiom: TypingSetup] = [:]

  /// The bundled device catalog.
  static func devices() throws -> DeviceCatalog {
    if let catalog { return catalog }
    let loaded = try DeviceCatalog.bundled()
    catalog = loaded
    return loaded
  }

  /// Keyboards on the `us` layout with the en_US Compose table, as `kbsim simulate` sets up.
  static func typing(_ idiom: UserInterfaceIdiom) throws -> TypingSetup {
    if let setup = setups[idiom] { return setup }
    let setup = try TypingSetup(
      idiom: idiom, layout: "us", compose: try ComposeTable(locale: ComposeTable.defaultLocale))
    setups[idiom] = setup
    return setup
  }
}
