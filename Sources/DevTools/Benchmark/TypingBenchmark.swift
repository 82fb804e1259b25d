import Foundation
package import InputTraits
import KeyboardModel
package import Simulation

/// Measures the typing engine's throughput: taps per second while a simulated person types a
/// text, with events off (the hot path allocates no `String` per key).
///
/// Each repetition types the whole text into a fresh field whose engine comes from the typing
/// session, as every front end's does; building it happens outside the timed region.
///
/// ```swift
/// let text = BenchmarkText.make(.english, bytes: 1 << 20)
/// let bench = TypingBenchmark(session: try TypingSession(layout: "us"), text: text)
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

  let session: TypingSession
  let traits: TextInputTraits
  let text: String

  /// Prepares a measurement of `session`'s engines for a field with `traits`.
  package init(session: TypingSession, traits: TextInputTraits = TextInputTraits(), text: String) {
    self.session = session
    self.traits = traits
    self.text = text
  }

  /// Types the text `repetitions` times and reports the median run.
  ///
  /// - Throws: ``/Simulation/SimulationError`` when the engine cannot be built.
  package func measure(repetitions: Int = 5) throws(SimulationError) -> Result {
    var times: [Double] = []
    var cpuTimes: [Double] = []
    var taps = 0
    var refused = 0
    var committedBytes = 0
    let clock = ContinuousClock()
    for _ in 0..<Swift.max(1, repetitions) {
      let engine = try session.engine(for: traits) { $0.recordsEvents = false }
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
