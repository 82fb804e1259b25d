public import Foundation

/// What to do with a target taller than the visible rect (facts keyboard-avoidance §2.3, §9).
///
/// ```swift
/// var options = AvoidanceOptions()
/// options.tallTarget = .minimalMovement   // Flutter / Android behaviour
/// ```
public enum TallTargetPolicy: String, CaseIterable, Hashable, Sendable {
  /// Show its top part, aligning its top with the visible top, whether it lies above or
  /// below (Chameleon's UIKit reimplementation; the default).
  case top
  /// Scroll the least that makes it cover the visible rect; do nothing if it already does
  /// (Flutter's `showInViewport`, Android's `ScrollView`).
  case minimal
}

/// The calculator's options: the reveal padding and the policies where implementations differ.
///
/// ```swift
/// let calculator = ContentInsetCalculator(
///   options: AvoidanceOptions(paddingTop: 0, paddingBottom: 20))
/// ```
public struct AvoidanceOptions: Hashable, Sendable {
  /// Extra room revealed above the target.
  public var paddingTop: CGFloat
  /// Extra room revealed below the target, i.e. its distance from the keyboard top.
  ///
  /// Honoured only where the content allows it: the inset is not grown for it (facts §9,
  /// `extendInsetForPadding = false`), so the last field of a form may sit closer.
  public var paddingBottom: CGFloat
  /// Follow undocked, floating and split keyboards as UIKeyboardLayoutGuide does when its
  /// `followsUndockedKeyboard` is true: everything below the keyboard's top counts as covered.
  /// Default false: such keyboards cause no avoidance (facts §2.4, §9.1).
  public var followsUndockedKeyboard: Bool
  /// What to reveal of a target taller than the visible rect.
  public var tallTarget: TallTargetPolicy

  /// Creates options; the defaults are no padding, docked keyboards only, ``TallTargetPolicy/top``.
  public init(
    paddingTop: CGFloat = 0,
    paddingBottom: CGFloat = 0,
    followsUndockedKeyboard: Bool = false,
    tallTarget: TallTargetPolicy = .top
  ) {
    self.paddingTop = paddingTop
    self.paddingBottom = paddingBottom
    self.followsUndockedKeyboard = followsUndockedKeyboard
    self.tallTarget = tallTarget
  }
}
