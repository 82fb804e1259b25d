import Foundation

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny deterministic generator, so every property
/// test sees the same scenes on every machine and Swift version.
struct SeededGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An integer in `range` (modulo bias is irrelevant at these sizes).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % span)
  }

  /// A multiple of 0.5 in `range`, so sums stay exact in binary floating point.
  mutating func halfPoints(_ range: ClosedRange<CGFloat>) -> CGFloat {
    let low = Int((range.lowerBound * 2).rounded(.up))
    let high = Int((range.upperBound * 2).rounded(.down))
    guard high > low else { return CGFloat(low) / 2 }
    return CGFloat(int(low...high)) / 2
  }

  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}
