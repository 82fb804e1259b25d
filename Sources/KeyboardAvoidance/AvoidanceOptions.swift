public import Foundation

/// What to do with a target taller than the visible rect (docs/sources.md#scroll-rect-to-visible).
///
/// ```swift
/// var options = AvoidanceOptions()
/// options.tallTarget = .minimal   // Flutter / Android behaviour
/// ```
public enum TallTargetPolicy: String, CaseIterable, Hashable, Sendable {
  /// Show its top part, aligning its top with the visible top, whether it lies above or
  /// below (Chameleon's UIKit reimplementation; the default).
  case top
  /// Scroll the least that makes it cover the visible rect; do nothing if it already does
  /// (Flutter's `showInViewport`, Android's `ScrollView`).
  case minimal
}

/// Which scroll view of a nested chain reveals the target first
/// (docs/sources.md#scroll-rect-to-visible, docs/sources.md#flutter-keyboard-insets).
///
/// ```swift
/// var options = AvoidanceOptions()
/// options.nestedScrolling = .outermostFirst   // lift with the outer scroll view first
/// ```
public enum NestedScrolling: String, CaseIterable, Hashable, Sendable {
  /// The innermost scroll view takes the keyboard inset for the part of it the keyboard covers
  /// and scrolls the target into what stays visible of it; only what it cannot show passes up
  /// to its ancestors. This is UIKit's `scrollRectToVisible(_:animated:)` sent to the innermost
  /// scroll view and then to its ancestors (what UIKit does itself for a newly focused field,
  /// and Flutter's `showOnScreen` and Android's `requestChildRectangleOnScreen`). The default.
  case innermostFirst
  /// Nested scroll views reveal the target only within their own bounds, ignoring the
  /// keyboard; the outermost scroll view lifts it above the keyboard, and the nested ones take
  /// their insets afterwards. This is the loop of IQKeyboardManager-style managers that adjust
  /// the outer scroll view, and KeyboardSim's behaviour before the option existed.
  case outermostFirst
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
  /// Extra room revealed below the target: its distance from the keyboard top.
  ///
  /// Honoured only where the content allows it: the inset is not grown for it
  /// (docs/keyboard-avoidance.md#the-algorithm, "Options and policy choices"), so the last field of
  /// a form may sit closer.
  public var paddingBottom: CGFloat
  /// Follow undocked, floating and split keyboards as UIKeyboardLayoutGuide does when its
  /// `followsUndockedKeyboard` is true: everything below the keyboard's top counts as covered.
  ///
  /// Default false: such keyboards cause no avoidance (docs/sources.md#keyboard-layout-guide).
  public var followsUndockedKeyboard: Bool
  /// What to reveal of a target taller than the visible rect.
  public var tallTarget: TallTargetPolicy
  /// Which scroll view of a nested chain reveals the target first.
  public var nestedScrolling: NestedScrolling
  /// Which bottom edge a docked keyboard reaches when the window does not reach the screen's
  /// (Slide Over): ``SlideOverRule/screenBottom`` by default (docs/sources.md#slide-over-keyboard).
  public var slideOver: SlideOverRule

  /// Creates options; the defaults are no padding, docked keyboards only, ``TallTargetPolicy/top``,
  /// ``NestedScrolling/innermostFirst`` and ``SlideOverRule/screenBottom``.
  public init(
    paddingTop: CGFloat = 0,
    paddingBottom: CGFloat = 0,
    followsUndockedKeyboard: Bool = false,
    tallTarget: TallTargetPolicy = .top,
    nestedScrolling: NestedScrolling = .innermostFirst,
    slideOver: SlideOverRule = .screenBottom
  ) {
    self.paddingTop = paddingTop
    self.paddingBottom = paddingBottom
    self.followsUndockedKeyboard = followsUndockedKeyboard
    self.tallTarget = tallTarget
    self.nestedScrolling = nestedScrolling
    self.slideOver = slideOver
  }
}
