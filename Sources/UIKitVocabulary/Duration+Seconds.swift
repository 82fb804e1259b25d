import JSONCoding

extension Duration {
  /// The duration in seconds, as UIKit's `TimeInterval` values (`UIKeyboardAnimationDurationUserInfoKey`)
  /// and KeyboardSim's JSON express it.
  ///
  /// ```swift
  /// Duration.milliseconds(250).inSeconds  // 0.25
  /// ```
  public var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// A duration of `seconds`, or nil unless it is finite and within 0…`InputBounds.seconds`
  /// (one day), so that `1e300` is an error rather than a trap.
  ///
  /// ```swift
  /// Duration(checkedSeconds: 0.25)  // .milliseconds(250)
  /// Duration(checkedSeconds: 1e21)  // nil
  /// ```
  public init?(checkedSeconds seconds: Double) {
    guard InputBounds.isTime(seconds) else { return nil }
    self = .seconds(seconds)
  }
}
