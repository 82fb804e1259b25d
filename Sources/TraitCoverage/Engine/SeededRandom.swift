import Diagnostics

/// A small deterministic random number generator (SplitMix64): the same seed gives the same
/// plan on every platform and every run.
///
/// ```swift
/// var random = SeededRandom(seed: 1)
/// let n = random.next(below: 10)
/// ```
package struct SeededRandom: RandomNumberGenerator, Sendable {
  private var generator: SplitMix64

  /// A generator for `seed`.
  package init(seed: UInt64) { generator = SplitMix64(state: seed &+ 0x9E37_79B9_7F4A_7C15) }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 { generator.next() }

  /// A number in `0..<bound` (bound > 0).
  @inline(__always)
  package mutating func next(below bound: Int) -> Int {
    Int((next() >> 11) % UInt64(bound))
  }

  /// A number in `0..<1`.
  package mutating func nextUnit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }
}
