/// The user's Settings › Accessibility › Motion switches that change the keyboard's
/// notifications (docs/sources.md#reduce-motion-keyboard).
///
/// With Reduce Motion and Prefer Cross-Fade Transitions on (iOS 14 and later), the keyboard
/// fades instead of sliding and a hide reports an empty end frame (`{{0, 0}, {0, 0}}`); Reduce
/// Motion alone changes no frame in any log found.
///
/// ```swift
/// keyboard.motion = MotionSettings(reduceMotion: true, prefersCrossFadeTransitions: true)
/// try keyboard.resign().first?.transition.frameEnd  // (0, 0, 0, 0)
/// ```
public struct MotionSettings: Hashable, Sendable {
  /// Reduce Motion.
  public var reduceMotion: Bool
  /// Prefer Cross-Fade Transitions (iOS 14; only with Reduce Motion on).
  public var prefersCrossFadeTransitions: Bool

  /// Both off unless given.
  public init(reduceMotion: Bool = false, prefersCrossFadeTransitions: Bool = false) {
    self.reduceMotion = reduceMotion
    self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
  }

  /// Whether the keyboard cross-fades on `version`: both switches on, iOS 14 or later.
  public func crossFades(on version: IOSVersion) -> Bool {
    reduceMotion && prefersCrossFadeTransitions && version.major >= 14
  }
}
