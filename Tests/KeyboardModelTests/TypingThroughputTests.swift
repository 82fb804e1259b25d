import DevTools
import Foundation
import InputTraits
import KeyboardModel
import Simulation
import TestSupport
import Testing
import XKB

/// Prints the engine's throughput on 1 MiB of English text (natural mode, default traits).
///
/// Run it on a release build: `KBSIM_THROUGHPUT=1 swift test -c release --filter TypingThroughput`.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["KBSIM_THROUGHPUT"] == "1"),
  .requires(.xkb, .compose))
struct TypingThroughputTests {
  @Test func englishMegabyteOnUS() throws {
    let text = BenchmarkText.make(.english, bytes: 1 << 20)
    let bench = TypingBenchmark(
      session: try TypingSession(layout: "us", correction: .off), text: text)
    let result = try bench.measure(repetitions: 5)
    print(
      "typing engine: \(result.taps) taps, \(result.scalars) characters in "
        + "\(String(format: "%.1f", result.seconds * 1000)) ms: "
        + "\(String(format: "%.2f", result.tapsPerSecond / 1e6)) M taps/s, "
        + "\(String(format: "%.2f", result.scalarsPerSecond / 1e6)) M characters/s")
    // The benchmark text is plain English prose: the default keyboard types all of it.
    #expect(result.refused == 0)
    #expect(result.taps >= result.scalars - result.scalars / 10)
    #expect(result.committedBytes > 0)
  }
}
