import ArgumentParser
import Diagnostics
import Foundation
import JSONCoding
import KeyboardPresentation
import Simulation
import TextField
import TraitCoverage

/// `kbsim simulate`: run a script of fields and steps and print what UIKit delivers: the text
/// fields' delegate calls, control events and notifications, and the keyboard's notifications,
/// in order on one clock.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract:
      "Run a script of fields and steps; print delegate calls, control events and notifications.",
    discussion: """
      The script names a device, orientation and iOS release, its fields (id → traits, \
      accessory and input view heights, text-field properties, initial text, delegate rules), \
      an optional focusOrder and eventOrder, and steps: {"focus":"email"}, \
      {"type":{"field":"email","text":"jane@example.com"}}, {"taps":["h","i","backspace"]}, \
      {"paste":"text"}, {"select":{"location":0,"length":3}}, {"setText":"…"}, \
      {"clear":"email"}, {"return":true}, {"tapOutside":true}, {"resign":true}, {"wait":0.5}, \
      {"rotate":"landscapeLeft"}, {"hardwareKeyboard":true}… Keys are typed with the typing \
      engine on the --layout letters plane. docs/text-field.md and docs/presentation.md \
      document every key, step and line.

      Output (jsonl): one object per event, each text-field line with the field's text after \
      it: delegate calls ({"t":0.0,"field":"email","delegate":"textFieldShouldBeginEditing(_:)", \
      "returned":true,"text":""}), control events ({"t":0.0,"field":"email", \
      "controlEvent":"editingDidBegin","text":""}), notifications ({"t":0.0, \
      "name":"UIKeyboardWillShowNotification","userInfo":{…}}), and one line per type step \
      ({"t":1.5,"typed":{"field":"email","committed":…,"taps":16,…}}). --events keeps some \
      kinds (comma-separated): delegate, selection, controlEvent, fieldNotification (the text \
      fields'), keyboard (the keyboard's notifications), notification (both), key, typed. \
      --format json prints the same objects as one array; text prints one readable timeline.

      --svg FILE draws the moment --at SECONDS (default: the end): the screen, each field with \
      its rects, clear button and caret, and the keyboard. --scenario prints that moment as a \
      `kbsim inset` scenario (device screen, the keyboard's last notification, the focused \
      field and its caret, the script's scrollView) instead of the timeline.

      Examples:
      kbsim simulate examples/simulate/signup-iphone15.json
      kbsim simulate examples/simulate/signup-fields-iphone15.json --format text
      kbsim simulate examples/simulate/signup-fields-iphone15.json \\
        --events delegate,keyboard
      kbsim simulate examples/simulate/signup-fields-iphone15.json \\
        --svg moment.svg --at 1.5
      kbsim simulate examples/simulate/signup-fields-iphone15.json \\
        --scenario --at 1.5 | kbsim inset -
      kbsim simulate examples/simulate/signup-fields-iphone15.json \\
        --record traits.jsonl
      """)

  @Argument(help: "The script (JSON), or - for standard input.")
  var script: String

  @OptionGroup var formatOption: FormatOption<JSONLJSONOrText>

  @Option(help: "The kinds of events to print, comma-separated (default: all).")
  var events: String?

  @Option(help: "The event order: canonical or legacy (overrides the script's eventOrder).")
  var eventOrder: String?

  @Option(help: "Draw the moment --at (default: the end) into this SVG file.")
  var svg: String?

  @Option(
    parsing: .unconditional,
    help: "The moment for --svg and --scenario, in seconds on the script's clock.")
  var at: Double?

  @Flag(help: "Print the moment --at as a kbsim inset scenario instead of the timeline.")
  var scenario = false

  @Flag(
    help: "Print notifications as iOS 26 typed messages (UIResponder.KeyboardWillShowMessage…).")
  var messages = false

  @OptionGroup var keyboard: KeyboardLayoutOptions

  @OptionGroup var spelling: SpellingOptions

  @OptionGroup var recording: RecordOption

  func run() throws {
    let kinds: EventFilter
    do {
      kinds =
        try events.map { (names) throws(SimulationError) in try EventFilter(names: names) }
        ?? .all
    } catch {
      throw CLIError(wrapping: error, code: .usage, context: "--events")
    }
    let moment = try at.map { seconds throws(CLIError) in
      guard let duration = Duration(checkedSeconds: seconds) else {
        throw CLIError("--at \(shown(seconds)): give a time from 0 to 86400 seconds")
      }
      return duration
    }
    var script: FormScript
    let catalog: DeviceCatalog
    do {
      script = try FormScript(contentsOf: self.script)
      catalog = try DeviceCatalog.bundled(layoutsDirectory: keyboard.layouts.url)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    if let eventOrder {
      do {
        script.eventOrder = try EventOrder.preset(named: eventOrder)
      } catch {
        throw CLIError(wrapping: error, code: .usage, context: "--event-order")
      }
    }
    let session: TypingSession?
    do {
      session = try script.typingSession(
        in: catalog, layout: keyboard.layout, correction: try spelling.correction(),
        layoutsDirectory: keyboard.layouts.url)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let printed = try MainActor.assumeIsolated {
      try runScript(script, catalog: catalog, session: session, kinds: kinds, moment: moment)
    }
    try recording.append(printed.records)
    try printed.commit()
  }

  /// Runs the script and builds the output, which the caller prints after the recording.
  ///
  /// The timeline streams into the output step by step; a picture or scenario of a moment
  /// keeps every step's fields instead.
  @MainActor
  private func runScript(
    _ script: FormScript, catalog: DeviceCatalog, session: TypingSession?,
    kinds: EventFilter, moment: Duration?
  ) throws -> PrintedRun {
    let keepsRun = svg != nil || scenario
    let spool = OutputSpool()
    var lines = 0
    if !scenario {
      switch formatOption.format {
      case .text: spool.write(TimelineOutput.textHeader(script))
      case .json: spool.write("[")
      case .jsonl: break
      }
    }
    var editing = FormScript.ExercisedFields()
    let run: FormRun
    do {
      if keepsRun {
        run = try script.run(in: catalog, session: session)
      } else {
        run = try script.run(in: catalog, session: session, keepsFieldSnapshots: false) { entry in
          editing.note(entry)
          write(entry, kinds: kinds, to: spool, lines: &lines)
        }
      }
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    for entry in run.entries { editing.note(entry) }
    if keepsRun {
      let time = moment ?? run.entries.last?.endTime ?? .zero
      if scenario {
        do {
          spool.write(try TimelineOutput.scenario(run, script: script, at: time) + "\n")
        } catch {
          throw CLIError(wrapping: error, code: .badInput, context: "--scenario")
        }
      } else {
        for entry in run.entries {
          write(entry, kinds: kinds, to: spool, lines: &lines)
        }
      }
      if let svg {
        try AtomicFile.write(TimelineOutput.picture(run, at: time), to: svg)
      }
    }
    if !scenario, formatOption.format == .json { spool.write(lines == 0 ? "]\n" : "\n]\n") }
    return PrintedRun(output: spool, records: editing.records(script: script))
  }

  /// Writes one step's timeline lines in the chosen format; `lines` counts the JSON lines
  /// written so far (json separates them with commas).
  private func write(
    _ entry: FormRun.Entry, kinds: EventFilter, to spool: OutputSpool, lines: inout Int
  ) {
    switch formatOption.format {
    case .text: TimelineOutput.text(entry, kinds: kinds, write: spool.write)
    case .jsonl: TimelineOutput.jsonl(entry, kinds: kinds, messages: messages, write: spool.write)
    case .json:
      TimelineOutput.jsonl(entry, kinds: kinds, messages: messages) { line in
        spool.write(lines == 0 ? "\n" : ",\n")
        spool.write(String(line.dropLast()))
        lines += 1
      }
    }
  }

  /// A run's output, ready to print, and its recording lines.
  struct PrintedRun: @unchecked Sendable {
    // Safety: made on the main actor and handed back to the same thread that waited for it;
    // nothing else holds the spool.
    let output: OutputSpool
    let records: [TraitRecord]

    func commit() throws { try output.commit() }
  }
}
