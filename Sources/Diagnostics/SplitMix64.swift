/// SplitMix64: small, fast, seedable; the typing person's dice, the benchmarks' texts and the
/// coverage planner's choices, so that all are identical on every machine.
///
/// ```swift
/// var dice = SplitMix64(state: 7)
/// dice.unit()  // the same double in 0..<1 everywhere
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's state; the seed at first.
  package var state: UInt64

  /// Starts from `state`.
  package init(state: UInt64) { self.state = state }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in 0..<1.
  package mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
