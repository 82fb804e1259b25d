import Foundation
import InputTraits
import KeyboardAvoidance
import KeyboardPresentation
import Simulation

extension FuzzTarget {
  /// A `kbsim simulate` script (`FormScript`: text fields, keyboard, typing), run and printed
  /// in every format the command has.
  static let formScript = FuzzTarget(
    "form-script", "kbsim simulate scripts (FormScript): parsed, run, printed as jsonl and text",
    seeds: [.files(under: ["examples/simulate"], extensions: ["json"])]
  ) { data in
    let script = try FormScript(json: data, source: "script.json")
    let catalog = try Shared.devices()
    var session: TypingSession?
    if script.types {
      let family = (try? catalog.device(id: script.device))?.family ?? .iPhone
      session = try Shared.typing(UserInterfaceIdiom(family))
    }
    let run = try script.run(in: catalog, session: session)
    var jsonl = ""
    var text = TimelineOutput.textHeader(script)
    for entry in run.entries {
      TimelineOutput.jsonl(entry, kinds: .all) { jsonl += $0 }
      TimelineOutput.text(entry, kinds: .all) { text += $0 }
    }
    try OutputRules.jsonLines(jsonl, "simulate output")
    // The moments --svg and --scenario draw: the end of a few steps, the last one included.
    let ends = run.entries.map(\.endTime)
    for index in stride(from: ends.count - 1, through: 0, by: -max(1, ends.count / 4)) {
      try OutputRules.svgAttributes(TimelineOutput.picture(run, at: ends[index]), "picture")
      do {
        let scenario = try TimelineOutput.scenario(run, script: script, at: ends[index])
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
  private static var sessions: [UserInterfaceIdiom: TypingSession] = [:]

  /// The bundled device catalog.
  static func devices() throws -> DeviceCatalog {
    if let catalog { return catalog }
    let loaded = try DeviceCatalog.bundled()
    catalog = loaded
    return loaded
  }

  /// The typing session `kbsim simulate` makes on the `us` layout, autocorrection included.
  static func typing(_ idiom: UserInterfaceIdiom) throws -> TypingSession {
    if let session = sessions[idiom] { return session }
    let session = try TypingSession(layout: "us", idiom: idiom)
    sessions[idiom] = session
    return session
  }
}
