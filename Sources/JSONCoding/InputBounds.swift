/// The plausible ranges every time and size in every input must fall in, so that a typo such as
/// `1e300` is a one-line error rather than an overflow, a trap or `inf` in the output.
///
/// ```swift
/// InputBounds.points   // 100000
/// InputBounds.seconds  // 86400
/// ```
package enum InputBounds {
  /// The largest coordinate or length in points: thirty times the largest screen, and far below
  /// where `Double` arithmetic loses sub-point precision.
  package static let points: Double = 100_000
  /// The longest time in seconds: one day.
  package static let seconds: Double = 86_400

  /// Whether `value` is a length: finite, from 0 to ``points``.
  package static func isLength(_ value: Double) -> Bool {
    value.isFinite && value >= 0 && value <= points
  }

  /// Whether `value` is a coordinate: finite, within ±``points``.
  package static func isCoordinate(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= points
  }

  /// Whether `value` is a time: finite, from 0 to ``seconds``.
  package static func isTime(_ value: Double) -> Bool {
    value.isFinite && value >= 0 && value <= seconds
  }
}
