package import KeyboardModel
package import XKB

/// Measures the hardware typing pipeline against the raw libxkbcommon client loop, in one process.
///
/// Both type the same key events (the plan of a text); the result is keys per second for each
/// and their ratio, and both outputs must be byte-identical.
///
/// ```swift
/// let run = try HardwareBenchmark(names: RuleNames(layout: "fr"), text: french)
/// let result = run.measure(repetitions: 5)
/// print(result.ratio)   // pipeline keys/s ÷ raw keys/s
/// ```
package struct HardwareBenchmark {
  /// The figures of one workload.
  package struct Result: Sendable {
    /// The workload's name, such as `en/us`.
    package var name: String
    /// Characters typed.
    package var characters: Int
    /// Characters skipped because the layout cannot type them.
    package var skipped: Int
    /// Key presses per replay.
    package var keyPresses: Int
    /// Characters typed through a dead key or another Compose sequence.
    package var composed: Int
    /// Raw libxkbcommon loop: median key presses per second.
    package var rawKeysPerSecond: Double
    /// The `kbsim press` pipeline (`HardwareKeyboard`): median key presses per second.
    package var pipelineKeysPerSecond: Double
    /// Pipeline ÷ raw (above 1: the pipeline is faster).
    package var ratio: Double { pipelineKeysPerSecond / rawKeysPerSecond }
    /// Whether both produced exactly the planned text.
    package var outputsMatch: Bool
  }

  let name: String
  let keymap: Keymap
  let composeTable: ComposeTable?
  let events: [KeyEvent]
  let expected: [UInt8]
  let characters: Int
  let skipped: Int
  let composed: Int

  /// Plans `text` on the layout (skipping what it cannot type) and prepares the key events.
  package init(name: String, names: RuleNames, text: String) throws(KeyboardModelError) {
    let planner = try KeyPlanner(names: names)
    let plan = try planner.plan(text, skipUntypeable: true)
    var events: [KeyEvent] = []
    var expected = ""
    var composed = 0
    for step in plan.steps where !step.isSkipped {
      expected += step.text
      if step.strokes.count > 1 { composed += 1 }
      for stroke in step.strokes {
        for latch in stroke.latches {
          events.append(KeyEvent(key: latch, isDown: true))
          events.append(KeyEvent(key: latch, isDown: false))
        }
        for modifier in stroke.holding { events.append(KeyEvent(key: modifier, isDown: true)) }
        events.append(KeyEvent(key: stroke.key, isDown: true))
        events.append(KeyEvent(key: stroke.key, isDown: false))
        for modifier in stroke.holding.reversed() {
          events.append(KeyEvent(key: modifier, isDown: false))
        }
      }
    }
    self.name = name
    keymap = planner.keymap
    do {
      composeTable = try ComposeTable(
        locale: ComposeTable.defaultLocale, context: planner.keymap.context)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
    self.events = events
    self.expected = Array(expected.utf8)
    characters = plan.steps.count - plan.skipped.count
    skipped = plan.skipped.count
    self.composed = composed
  }

  /// Runs both loops `repetitions` times, alternating, and reports the medians.
  package func measure(repetitions: Int = 5) throws(KeyboardModelError) -> Result {
    var raw: [Double] = []
    var pipeline: [Double] = []
    var match = true
    let presses = events.lazy.filter(\.isDown).count
    for _ in 0..<max(1, repetitions) {
      let (rawBytes, rawSeconds) = try runRaw()
      let (pipelineBytes, pipelineSeconds) = try runPipeline()
      match = match && rawBytes == expected && pipelineBytes == expected
      raw.append(Double(presses) / rawSeconds)
      pipeline.append(Double(presses) / pipelineSeconds)
    }
    return Result(
      name: name, characters: characters, skipped: skipped, keyPresses: presses, composed: composed,
      rawKeysPerSecond: median(raw), pipelineKeysPerSecond: median(pipeline), outputsMatch: match)
  }

  private func runRaw() throws(KeyboardModelError) -> ([UInt8], Double) {
    let loop: RawTypingLoop
    do {
      loop = try RawTypingLoop(keymap: keymap, composeTable: composeTable)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(expected.count + 64)
    let seconds = Stopwatch.seconds {
      for event in events { loop.feed(event.key, event.isDown ? .down : .up, into: &bytes) }
    }
    return (bytes, seconds)
  }

  private func runPipeline() throws(KeyboardModelError) -> ([UInt8], Double) {
    let keyboard = try HardwareKeyboard(keymap: keymap, composeTable: composeTable)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(expected.count + 64)
    let seconds = Stopwatch.seconds { keyboard.replay(events, into: &bytes) }
    return (bytes, seconds)
  }
}

/// Wall-clock timing for benchmarks (never for tests).
enum Stopwatch {
  static func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
