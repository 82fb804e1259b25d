public import Foundation
public import UIKitVocabulary

/// An edge of a view, as `NSDirectionalRectEdge` names them (left-to-right: leading is left).
public enum DirectionalEdge: String, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing
}

/// A set of constraints a `UITrackingLayoutGuide` switches on and off with the keyboard's
/// place: `setConstraints(_:activeWhenNearEdge:)` or `setConstraints(_:activeWhenAwayFrom:)`.
///
/// ```swift
/// TrackingConstraintSet(name: "toolbarAboveKeyboard", edge: .bottom, activeWhenNear: true)
/// ```
public struct TrackingConstraintSet: Hashable, Sendable {
  /// A name for the set, as the output lists it.
  public var name: String
  /// The edge it watches.
  public var edge: DirectionalEdge
  /// True for `activeWhenNearEdge`, false for `activeWhenAwayFrom`.
  public var activeWhenNear: Bool

  /// Creates a set.
  public init(name: String, edge: DirectionalEdge, activeWhenNear: Bool) {
    self.name = name
    self.edge = edge
    self.activeWhenNear = activeWhenNear
  }
}

/// `UIKeyboardLayoutGuide` (iOS 15; iOS 17's settings): the part of its owning view the keyboard
/// takes, for every keyboard state (docs/sources.md#keyboard-layout-guide).
///
/// - Docked (also a hardware keyboard's bar, and while an interactive dismissal drags it): from
///   the keyboard's top to the view's bottom, never shorter than the guide's resting height.
/// - Hidden, or undocked, split or floating without ``followsUndockedKeyboard``: at rest — on the
///   safe area's bottom with the bottom inset's height, or with ``usesBottomSafeArea`` false on
///   the view's bottom with no height.
/// - Undocked, split or floating with ``followsUndockedKeyboard``: the keyboard's own frame.
///
/// ```swift
/// let guide = KeyboardLayoutGuide(
///   ownerFrame: CGRect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: ContentInsets(top: 59, bottom: 34))
/// guide.evaluate(keyboard: coverage, screenSize: screen, windowFrame: window).layoutFrame
/// // (0, 516, 393, 336) for a docked iPhone 15 keyboard; (0, 818, 393, 34) when hidden
/// ```
public struct KeyboardLayoutGuide: Hashable, Sendable {
  /// The owning view's frame in window coordinates.
  public var ownerFrame: CGRect
  /// The owning view's `safeAreaInsets`.
  public var safeAreaInsets: ContentInsets
  /// `followsUndockedKeyboard` (default false).
  public var followsUndockedKeyboard: Bool
  /// `usesBottomSafeArea` (iOS 17, default true).
  public var usesBottomSafeArea: Bool
  /// `keyboardDismissPadding` (iOS 17, default 0; negative counts as 0): how far above the
  /// keyboard an interactive dismissal starts.
  public var keyboardDismissPadding: CGFloat
  /// The `UITrackingLayoutGuide` constraint sets to report on.
  public var constraintSets: [TrackingConstraintSet]

  /// Creates a guide with UIKit's defaults.
  public init(
    ownerFrame: CGRect, safeAreaInsets: ContentInsets = .zero,
    followsUndockedKeyboard: Bool = false, usesBottomSafeArea: Bool = true,
    keyboardDismissPadding: CGFloat = 0, constraintSets: [TrackingConstraintSet] = []
  ) {
    self.ownerFrame = ownerFrame
    self.safeAreaInsets = safeAreaInsets
    self.followsUndockedKeyboard = followsUndockedKeyboard
    self.usesBottomSafeArea = usesBottomSafeArea
    self.keyboardDismissPadding = keyboardDismissPadding
    self.constraintSets = constraintSets
  }

  /// The padding in effect: negative values count as 0.
  public var effectiveDismissPadding: CGFloat { max(0, keyboardDismissPadding) }

  /// The guide's frame at rest (no keyboard to follow), in the owning view's coordinates.
  public var restingFrame: CGRect {
    let height = usesBottomSafeArea ? max(0, safeAreaInsets.bottom) : 0
    return CGRect(
      x: 0, y: ownerFrame.height - height, width: ownerFrame.width, height: height)
  }

  /// The guide for a keyboard, in the owning view's coordinates, with the edges it is near and
  /// the constraint sets that are active.
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard as a notification (or an interactive drag) puts it; only its
  ///     state and frame count, not the avoidance options it was computed with.
  ///   - screenSize: The screen in the interface orientation.
  ///   - windowFrame: The window in screen coordinates.
  /// - Returns: `layoutFrame`, the near edges, the active constraint sets.
  public func evaluate(keyboard: KeyboardCoverage, screenSize: CGSize, windowFrame: CGRect)
    -> LayoutGuideResult
  {
    let frame = layoutFrame(keyboard: keyboard, screenSize: screenSize, windowFrame: windowFrame)
    let near = nearEdges(of: frame)
    let active = constraintSets.filter { near.contains($0.edge) == $0.activeWhenNear }.map(\.name)
    return LayoutGuideResult(layoutFrame: frame, nearEdges: near, activeConstraintSets: active)
  }

  /// `layoutFrame` for a keyboard.
  public func layoutFrame(keyboard: KeyboardCoverage, screenSize: CGSize, windowFrame: CGRect)
    -> CGRect
  {
    let resting = restingFrame
    let inOwner = keyboard.frameInWindow.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY)
    switch keyboard.state {
    case .hidden:
      return resting
    case .undocked, .split, .floating:
      return followsUndockedKeyboard ? inOwner : resting
    case .docked:
      // The on-screen part: a hardware keyboard's frame hangs below the screen.
      let screenInOwner = CGRect(origin: .zero, size: screenSize).offsetBy(
        dx: -windowFrame.minX - ownerFrame.minX, dy: -windowFrame.minY - ownerFrame.minY)
      let visible = inOwner.intersection(screenInOwner)
      let top = visible.isNull ? resting.minY : max(0, min(visible.minY, resting.minY))
      return CGRect(x: 0, y: top, width: ownerFrame.width, height: max(0, ownerFrame.height - top))
    }
  }

  /// The edges of the owning view the guide is near: those it touches (within half a point) and
  /// those it is closer to than to the opposite edge (docs/sources.md#keyboard-layout-guide: UIKit
  /// does not say how near; this is KeyboardSim's reading).
  public func nearEdges(of frame: CGRect) -> [DirectionalEdge] {
    let gaps: [DirectionalEdge: CGFloat] = [
      .top: frame.minY, .bottom: ownerFrame.height - frame.maxY,
      .leading: frame.minX, .trailing: ownerFrame.width - frame.maxX,
    ]
    let opposite: [DirectionalEdge: DirectionalEdge] = [
      .top: .bottom, .bottom: .top, .leading: .trailing, .trailing: .leading,
    ]
    return DirectionalEdge.allCases.filter { edge in
      let gap = gaps[edge] ?? 0
      let other = gaps[opposite[edge] ?? edge] ?? 0
      return gap <= 0.5 || gap < other
    }
  }
}

/// What a ``KeyboardLayoutGuide`` is for one keyboard.
public struct LayoutGuideResult: Hashable, Sendable {
  /// `layoutFrame`, in the owning view's coordinates.
  public var layoutFrame: CGRect
  /// The edges it is near, in `top, leading, bottom, trailing` order.
  public var nearEdges: [DirectionalEdge]
  /// The names of the constraint sets that are active, in the guide's order.
  public var activeConstraintSets: [String]

  /// Creates a result.
  public init(
    layoutFrame: CGRect, nearEdges: [DirectionalEdge], activeConstraintSets: [String]
  ) {
    self.layoutFrame = layoutFrame
    self.nearEdges = nearEdges
    self.activeConstraintSets = activeConstraintSets
  }
}
