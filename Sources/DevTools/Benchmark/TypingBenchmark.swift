import Foundation
package import InputTraits
package import KeyboardModel
package import XKB

/// Measures the typing engine's throughput: taps per second while a simulated person types a
/// text, with events off (the hot path allocates no `String` per key).
///
/// Engine construction (compiling the keyboard's tables) happens outside the timed region; each
/// repetition types the whole text into a fresh field.
///
/// ```swift
/// let keyboard = try KeyboardCatalog().keyboard(for: .default, idiom: .phone, layout: "us")
/// let text = BenchmarkText.make(.english, bytes: 1 << 20)
/// let bench = TypingBenchmark(keyboard: keyboard, compose: try ComposeTable(locale: ComposeTable.defaultLocale), text: text)
/// let result = try bench.measure(repetitions: 5)
/// result.tapsPerSecond  // median
/// ```
package struct TypingBenchmark {
  /// The figures of one measurement.
  package struct Result: Hashable, Sendable {
    /// Unicode scalars in the text.
    package var scalars: Int
    /// Taps per run (keys, shift, plane switches, long presses).
    package var taps: Int
    /// Characters refused per run.
    package var refused: Int
    /// UTF-8 bytes committed per run.
    package var committedBytes: Int
    /// Median seconds per run.
    package var seconds: Double
    /// Median seconds of CPU time per run (the typing thread's), which a busy machine inflates
    /// less than ``seconds``.
    package var cpuSeconds: Double = .nan
    /// Intended characters per CPU second (the median run).
    package var scalarsPerCPUSecond: Double { Double(scalars) / cpuSeconds }
    /// Taps per second (the median run).
    package var tapsPerSecond: Double { Double(taps) / seconds }
    /// Intended characters per second (the median run).
    package var scalarsPerSecond: Double { Double(scalars) / seconds }
  }

  let keyboard: VirtualKeyboard
  let traits: TextInputTraits
  let options: TypingOptions
  let compose: ComposeTable?
  let corrector: any TextCorrecting & Sendable
  let text: String

  /// Prepares a measurement; `options.recordsEvents` is turned off.
  package init(
    keyboard: VirtualKeyboard, traits: TextInputTraits = TextInputTraits(),
    options: TypingOptions = TypingOptions(), compose: ComposeTable?,
    corrector: any TextCorrecting & Sendable = NoTextCorrection(), text: String
  ) {
    self.corrector = corrector
    self.keyboard = keyboard
    self.traits = traits
    var options = options
    options.recordsEvents = false
    self.options = options
    self.compose = compose
    self.text = text
  }

  /// Types the text `repetitions` times and reports the median run.
  ///
  /// - Throws: ``KeyboardModelError`` when the engine cannot be built (hardware mode only).
  package func measure(repetitions: Int = 5) throws(KeyboardModelError) -> Result {
    var times: [Double] = []
    var cpuTimes: [Double] = []
    var taps = 0
    var refused = 0
    var committedBytes = 0
    let clock = ContinuousClock()
    for _ in 0..<Swift.max(1, repetitions) {
      let engine = try TypingEngine(
        keyboard: keyboard, traits: traits, options: options, compose: compose,
        corrector: corrector)
      let cpuStart = Self.threadCPUSeconds()
      let elapsed = clock.measure { engine.type(text) }
      cpuTimes.append(Swift.max(Self.threadCPUSeconds() - cpuStart, 1e-9))
      let (seconds, attoseconds) = elapsed.components
      times.append(Swift.max(Double(seconds) + Double(attoseconds) * 1e-18, 1e-9))
      let result = engine.result
      taps = result.taps
      refused = result.refused.count
      committedBytes = result.committed.utf8.count
    }
    times.sort()
    cpuTimes.sort()
    return Result(
      scalars: text.unicodeScalars.count, taps: taps, refused: refused,
      committedBytes: committedBytes, seconds: times[times.count / 2],
      cpuSeconds: cpuTimes[cpuTimes.count / 2])
  }

  /// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`).
  static func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }
}
