/// An iOS release, such as 16.1 or 8.3.
///
/// The presentation model switches behaviour on releases: the predictive-bar rule changes in
/// iOS 15, the notification object in 16.1, focus changes between identical keyboards in 11
/// (docs/sources.md#focus-change-identical-keyboard, docs/sources.md#keyboard-notification-object,
/// docs/sources.md#predictive-bar-rule).
///
/// ```swift
/// let version = try IOSVersion(parsing: "16.1")
/// version >= IOSVersion(16, 1)   // true
/// version.description            // "16.1"
/// ```
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The major release, such as 17.
  public var major: Int
  /// The minor release, such as 1 in 16.1.
  public var minor: Int

  /// The oldest release KeyboardSim models (iOS 5, the era of the oldest logs in
  /// docs/sources.md#userinfo-dumps).
  public static let oldestModelled = IOSVersion(5, 0)
  /// The newest major release KeyboardSim knows of.
  public static let newestKnown = IOSVersion(26, 0)
  /// The release simulated when none is given (`kbsim frame`, scripts without `ios`); a device
  /// first sold with a later release gets that one instead (``Device/modelledFrom``).
  public static let defaultRelease = IOSVersion(18)

  /// Creates a version from its parts.
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Parses `"17"`, `"16.1"` or `"8.4.1"` (the patch level is accepted and ignored).
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/unsupportedVersion`` for
  ///   text that is not a version or a release outside iOS 5…26.
  public init(parsing text: String) throws(PresentationError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.map { Int($0) }
    guard (1...3).contains(parts.count), numbers.allSatisfy({ ($0 ?? -1) >= 0 }),
      let major = numbers.first ?? nil
    else {
      throw PresentationError(
        code: .unsupportedVersion,
        message: "'\(text)' is not an iOS version (expected a release such as 17 or 16.1)")
    }
    let minor = numbers.count > 1 ? (numbers[1] ?? 0) : 0
    self.init(major, minor)
    guard self >= Self.oldestModelled, major <= Self.newestKnown.major else {
      throw PresentationError(
        code: .unsupportedVersion,
        message: "iOS \(text) is outside the releases KeyboardSim models (5 to 26)")
    }
  }

  /// `"17"` for 17.0, `"16.1"` otherwise.
  public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

  /// Orders by major, then minor release.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}
