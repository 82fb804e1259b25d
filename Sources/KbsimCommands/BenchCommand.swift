import ArgumentParser
import DevTools
import Foundation
import InputTraits
import JSONCoding
import KeyboardModel
import XKB

/// `kbsim bench`: throughput against raw libxkbcommon, in the same process.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure typing and planning speed against a raw libxkbcommon loop (release build).",
    discussion: """
      Types a 1 MiB English text on `us` and a 1 MiB French text on `fr` and on `de` (dead keys) \
      through (a) a loop that calls libxkbcommon directly (xkb_state_update_key + \
      xkb_state_key_get_utf8 + the Compose state) and (b) the `kbsim press` pipeline, alternating, \
      and prints the median keys/s of each and the ratio (b)/(a). Also prints planning throughput, \
      keymap compile times and the wall time of `kbsim press` on a short line. \
      Run `make bench` (a release build); debug builds are much slower.
      """)

  @Option(help: "Size of each text, in bytes.")
  var size = 1 << 20

  @Option(help: "Repetitions per measurement (the median is reported).")
  var repetitions = 5

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  @Option(help: "Typos for the autocorrection quality and speed figures.")
  var spellingWords = 1000

  @Option(help: "Of those, how many hunspell suggests for (about 20 ms each).")
  var hunspellWords = 300

  func run() throws {
    guard size > 0, repetitions > 0 else {
      throw CLIError("--size and --repetitions must be positive")
    }
    // First, so that the memory it takes is measured before anything else allocates.
    let corrector: SpellingBenchmark.Loaded
    do {
      corrector = try SpellingBenchmark.load()
    } catch {
      throw CLIError(wrapping: error, code: .badInput, context: "autocorrection benchmark")
    }
    let english = BenchmarkText.make(.english, bytes: size)
    let french = BenchmarkText.make(.french, bytes: size)
    var typing: [HardwareBenchmark.Result] = []
    var planning: [PlanBenchmark.Figures] = []
    var engine: TypingBenchmark.Result
    do {
      for (name, layout, text) in [
        ("en/us", "us", english), ("fr/fr", "fr", french), ("fr/de", "de", french),
      ] {
        let bench = try HardwareBenchmark(name: name, names: RuleNames(layout: layout), text: text)
        typing.append(try bench.measure(repetitions: repetitions))
      }
      for (layout, text) in [("us", english), ("fr", french)] {
        planning.append(
          try PlanBenchmark.measure(
            names: RuleNames(layout: layout), text: text, repetitions: repetitions))
      }
      engine = try typingEngine(english)
    } catch {
      throw CLIError("\(error)")
    }
    let compile = ["us", "de", "fr", "de(neo)", "ara"].map {
      ($0, PlanBenchmark.compileMilliseconds(RuleNames(layout: $0)) ?? .nan)
    }
    let press = try pressWallMilliseconds()
    let spelling: SpellingBenchmark.Figures
    do {
      spelling = try SpellingBenchmark.run(
        corrector, words: spellingWords, hunspellWords: hunspellWords, englishText: english,
        repetitions: repetitions)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(wrapping: error, code: .badInput, context: "autocorrection benchmark")
    }
    var report = BenchReport(
      typing: typing, engine: engine, planning: planning, compile: compile, pressMilliseconds: press
    )
    report.autocorrection = spelling
    print(format == .json ? report.json : report.text)
    if typing.contains(where: { !$0.outputsMatch }) {
      throw CLIError("the pipeline and the raw loop committed different text")
    }
  }

  /// The virtual-keyboard typing engine on the English text: natural mode, default traits, a
  /// text view (so the text's line breaks are committed, not return actions).
  private func typingEngine(_ text: String) throws -> TypingBenchmark.Result {
    let keyboard = try KeyboardCatalog().keyboard(for: .default, idiom: .phone, layout: "us")
    var options = TypingOptions()
    options.isMultiline = true
    let compose = try ComposeTable(locale: ComposeTable.defaultLocale)
    let bench = TypingBenchmark(
      keyboard: keyboard, options: options, compose: compose,
      text: text.replacingOccurrences(of: "\r", with: "\n"))
    return try bench.measure(repetitions: repetitions)
  }

  /// Median wall time of `kbsim press --layout us AC01 AC02 AC03` as a new process, in ms:
  /// spawned with `posix_spawn` and reaped with `waitpid` (Foundation's `Process` adds tens of
  /// milliseconds of its own), standard output to /dev/null.
  private func pressWallMilliseconds() throws -> Double {
    let executable = "/proc/self/exe"
    let arguments = [executable, "press", "--layout", "us", "AC01", "AC02", "AC03"]
    var times: [Double] = []
    for _ in 0..<15 {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      var argv = arguments.map { strdup($0) } + [nil]
      defer { for argument in argv { free(argument) } }
      let start = ContinuousClock.now
      var pid: pid_t = 0
      guard posix_spawn(&pid, executable, &actions, nil, &argv, environ) == 0 else {
        throw CLIError("cannot start kbsim press to time it")
      }
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      let elapsed = ContinuousClock.now - start
      guard status == 0 else { throw CLIError("kbsim press failed while timing") }
      times.append(
        Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds) * 1000)
    }
    times.sort()
    return times[times.count / 2]
  }
}

/// Formats the benchmark figures.
struct BenchReport {
  var typing: [HardwareBenchmark.Result]
  var engine: TypingBenchmark.Result
  var planning: [PlanBenchmark.Figures]
  var compile: [(String, Double)]
  var pressMilliseconds: Double
  /// The autocorrection figures (docs/autocorrection.md).
  var autocorrection: SpellingBenchmark.Figures?

  var text: String {
    var lines = [
      "Hardware typing: raw libxkbcommon loop (a) vs kbsim press pipeline (b), same process"
    ]
    lines.append(
      pad("text/layout", 12) + pad("chars", 9) + pad("skipped", 8) + pad("composed", 9)
        + pad("key presses", 12) + pad("(a) Mkeys/s", 12) + pad("(b) Mkeys/s", 12)
        + "ratio b/a  output")
    for row in typing {
      lines.append(
        pad(row.name, 12) + pad("\(row.characters)", 9) + pad("\(row.skipped)", 8)
          + pad("\(row.composed)", 9) + pad("\(row.keyPresses)", 12)
          + pad(fixed(row.rawKeysPerSecond / 1e6, 2), 12)
          + pad(fixed(row.pipelineKeysPerSecond / 1e6, 2), 12)
          + pad(fixed(row.ratio, 2), 11) + (row.outputsMatch ? "identical" : "DIFFERENT"))
    }
    let raw = typing.first?.rawKeysPerSecond ?? .nan
    lines.append("")
    lines.append(
      "Virtual keyboard typing engine (en, natural mode, default traits) vs (a) on en/us")
    lines.append(
      "  \(engine.taps) taps for \(engine.scalars) characters, \(engine.refused) refused: "
        + "\(fixed(engine.tapsPerSecond / 1e6, 2)) Mtaps/s, ratio engine/a \(fixed(engine.tapsPerSecond / raw, 2))"
    )
    lines.append("")
    lines.append("Planning (text → key tokens)")
    lines.append(
      pad("layout", 8) + pad("chars", 9) + pad("index build ms", 16) + pad("route Mchars/s", 16)
        + "plan Mchars/s")
    for row in planning {
      lines.append(
        pad(row.layout, 8) + pad("\(row.characters)", 9)
          + pad(fixed(row.indexBuildMilliseconds, 2), 16)
          + pad(fixed(row.routeCharactersPerSecond / 1e6, 1), 16)
          + fixed(row.planCharactersPerSecond / 1e6, 1))
    }
    lines.append("")
    lines.append(
      "Keymap compile (median of 11, new context): "
        + compile.map { "\($0.0) \(fixed($0.1, 2)) ms" }.joined(separator: ", "))
    lines.append(
      "kbsim press on a short line (new process, median of 15): \(fixed(pressMilliseconds, 1)) ms")
    if let autocorrection {
      lines.append("")
      lines.append(autocorrection.text)
    }
    return lines.joined(separator: "\n")
  }

  var json: String {
    /// A measured number, or `null` when it could not be measured.
    func measured(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }
    let typingRows: [JSONValue] = typing.map {
      [
        "name": .string($0.name), "characters": .number($0.characters),
        "skipped": .number($0.skipped), "composed": .number($0.composed),
        "keyPresses": .number($0.keyPresses),
        "rawKeysPerSecond": measured($0.rawKeysPerSecond.rounded()),
        "pipelineKeysPerSecond": measured($0.pipelineKeysPerSecond.rounded()),
        "ratio": measured($0.ratio), "outputsMatch": .bool($0.outputsMatch),
      ]
    }
    let planRows: [JSONValue] = planning.map {
      [
        "layout": .string($0.layout), "characters": .number($0.characters),
        "indexBuildMilliseconds": measured($0.indexBuildMilliseconds),
        "routeCharactersPerSecond": measured($0.routeCharactersPerSecond.rounded()),
        "planCharactersPerSecond": measured($0.planCharactersPerSecond.rounded()),
      ]
    }
    let raw = typing.first?.rawKeysPerSecond ?? .nan
    let document: JSONValue = [
      "typing": .array(typingRows),
      "engine": [
        "characters": .number(engine.scalars), "taps": .number(engine.taps),
        "refused": .number(engine.refused),
        "tapsPerSecond": measured(engine.tapsPerSecond.rounded()),
        "ratioToRaw": measured(engine.tapsPerSecond / raw),
      ],
      "planning": .array(planRows),
      "keymapCompileMilliseconds": .object(JSONObject(compile.map { ($0.0, measured($0.1)) })),
      "pressWallMilliseconds": measured(pressMilliseconds),
      "autocorrection": autocorrection?.json ?? .null,
    ]
    return JSONWriter.line(document)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

/// A number with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}
