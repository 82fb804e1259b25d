import Foundation
import KeyboardAvoidance
import Testing

/// `UIKeyboardLayoutGuide`'s frame for every keyboard state and setting
/// (docs/sources.md#keyboard-layout-guide), figured by hand on an iPhone 15 (393 × 852, safe
/// area 59 / 34) and an iPad Pro 11-inch (834 × 1194, safe area 24 / 20).
struct KeyboardLayoutGuideTests {
  static let phone = CGSize(width: 393, height: 852)
  static let pad = CGSize(width: 834, height: 1194)

  static func guide(
    _ screen: CGSize, safe: ContentInsets, follows: Bool = false, usesSafeArea: Bool = true,
    sets: [TrackingConstraintSet] = []
  ) -> KeyboardLayoutGuide {
    KeyboardLayoutGuide(
      ownerFrame: CGRect(origin: .zero, size: screen), safeAreaInsets: safe,
      followsUndockedKeyboard: follows, usesBottomSafeArea: usesSafeArea, constraintSets: sets)
  }

  static func frame(
    _ guide: KeyboardLayoutGuide, _ screen: CGSize, _ event: KeyboardNotificationName,
    _ keyboard: CGRect
  ) -> CGRect {
    let window = CGRect(origin: .zero, size: screen)
    let coverage = KeyboardCoverage(
      change: KeyboardChange(event: event, frameEnd: keyboard), screenSize: screen,
      windowFrame: window, followsUndockedKeyboard: false)
    return guide.evaluate(keyboard: coverage, screenSize: screen, windowFrame: window).layoutFrame
  }

  @Test func dockedCoversFromTheKeyboardsTopDown() {
    let guide = Self.guide(Self.phone, safe: ContentInsets(top: 59, bottom: 34))
    #expect(
      Self.frame(guide, Self.phone, .willShow, CGRect(x: 0, y: 516, width: 393, height: 336))
        == CGRect(x: 0, y: 516, width: 393, height: 336))
  }

  @Test func hiddenRestsOnTheSafeAreasBottom() {
    let guide = Self.guide(Self.phone, safe: ContentInsets(top: 59, bottom: 34))
    // 852 − 34 = 818, the bottom inset's height.
    #expect(
      Self.frame(guide, Self.phone, .willHide, CGRect(x: 0, y: 852, width: 393, height: 336))
        == CGRect(x: 0, y: 818, width: 393, height: 34))
    // usesBottomSafeArea false: the view's bottom, no height.
    let pinned = Self.guide(
      Self.phone, safe: ContentInsets(top: 59, bottom: 34), usesSafeArea: false)
    #expect(
      Self.frame(pinned, Self.phone, .willHide, CGRect(x: 0, y: 852, width: 393, height: 336))
        == CGRect(x: 0, y: 852, width: 393, height: 0))
  }

  @Test func undockedAndFloatingRestUnlessFollowed() {
    let safe = ContentInsets(top: 24, bottom: 20)
    let raised = CGRect(x: 0, y: 779, width: 834, height: 315)
    let floating = CGRect(x: 257, y: 834, width: 320, height: 260)
    let resting = CGRect(x: 0, y: 1174, width: 834, height: 20)
    let guide = Self.guide(Self.pad, safe: safe)
    #expect(Self.frame(guide, Self.pad, .willChangeFrame, raised) == resting)
    #expect(Self.frame(guide, Self.pad, .willChangeFrame, floating) == resting)
    let follows = Self.guide(Self.pad, safe: safe, follows: true)
    #expect(Self.frame(follows, Self.pad, .willChangeFrame, raised) == raised)
    #expect(Self.frame(follows, Self.pad, .willChangeFrame, floating) == floating)
  }

  @Test func aHardwareKeyboardsBarIsDocked() {
    // iPad, iOS 17: the 315-pt frame hangs below the screen, the 55-pt bar shows.
    let guide = Self.guide(Self.pad, safe: ContentInsets(top: 24, bottom: 20))
    #expect(
      Self.frame(guide, Self.pad, .willShow, CGRect(x: 0, y: 1139, width: 834, height: 315))
        == CGRect(x: 0, y: 1139, width: 834, height: 55))
  }

  @Test func aKeyboardDraggedBelowTheSafeAreaLeavesTheGuideAtRest() {
    // Dragged down to y 840: 12 pt of keyboard, less than the 34-pt inset.
    let guide = Self.guide(Self.phone, safe: ContentInsets(top: 59, bottom: 34))
    #expect(
      Self.frame(guide, Self.phone, .willChangeFrame, CGRect(x: 0, y: 840, width: 393, height: 336))
        == CGRect(x: 0, y: 818, width: 393, height: 34))
  }

  @Test func anOwnerViewBelowTheWindowTopSeesItsOwnCoordinates() {
    // A 300-pt panel at window y 452: the keyboard from 516 covers its last 236 points.
    var guide = Self.guide(Self.phone, safe: ContentInsets(bottom: 34))
    guide.ownerFrame = CGRect(x: 0, y: 452, width: 393, height: 400)
    #expect(
      Self.frame(guide, Self.phone, .willShow, CGRect(x: 0, y: 516, width: 393, height: 336))
        == CGRect(x: 0, y: 64, width: 393, height: 336))
  }

  @Test func nearEdgesDecideTheActiveConstraintSets() {
    let sets = [
      TrackingConstraintSet(name: "below", edge: .top, activeWhenNear: true),
      TrackingConstraintSet(name: "above", edge: .top, activeWhenNear: false),
      TrackingConstraintSet(name: "beside", edge: .leading, activeWhenNear: true),
    ]
    let guide = Self.guide(
      Self.pad, safe: ContentInsets(top: 24, bottom: 20), follows: true, sets: sets)
    let window = CGRect(origin: .zero, size: Self.pad)
    func evaluate(_ frame: CGRect) -> LayoutGuideResult {
      guide.evaluate(
        keyboard: KeyboardCoverage(
          change: KeyboardChange(event: .willChangeFrame, frameEnd: frame), screenSize: Self.pad,
          windowFrame: window, followsUndockedKeyboard: true),
        screenSize: Self.pad, windowFrame: window)
    }
    // Docked: touches bottom, leading and trailing.
    let docked = evaluate(CGRect(x: 0, y: 879, width: 834, height: 315))
    #expect(docked.nearEdges == [.leading, .bottom, .trailing])
    #expect(docked.activeConstraintSets == ["above", "beside"])
    // Floating at the top, centred: 80 from the top, 854 from the bottom, 257 either side.
    let top = evaluate(CGRect(x: 257, y: 80, width: 320, height: 260))
    #expect(top.nearEdges == [.top])
    #expect(top.activeConstraintSets == ["below"])
    // Floating at the bottom left: 20 from the leading edge, 34 from the bottom.
    let corner = evaluate(CGRect(x: 20, y: 900, width: 320, height: 260))
    #expect(corner.nearEdges == [.leading, .bottom])
    #expect(corner.activeConstraintSets == ["above", "beside"])
  }

  @Test func negativeDismissPaddingCountsAsZero() {
    var guide = Self.guide(Self.phone, safe: .zero)
    guide.keyboardDismissPadding = -10
    #expect(guide.effectiveDismissPadding == 0)
    guide.keyboardDismissPadding = 20
    #expect(guide.effectiveDismissPadding == 20)
  }
}
