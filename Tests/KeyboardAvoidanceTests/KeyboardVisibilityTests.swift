import Foundation
import KeyboardAvoidance
import Testing

/// The visibility step of docs/keyboard-avoidance.md#the-algorithm and the
/// docs/sources.md#avoidance-edge-cases rows "floating / split", "hardware keyboard", "keyboard
/// frame in other space".
struct KeyboardVisibilityTests {
  static let hiddenFrames: [(String, KeyboardChange)] = [
    ("willHide", KeyboardChange(event: .willHide, frameEnd: Scenes.keyboardHidden)),
    ("didHide", KeyboardChange(event: .didHide, frameEnd: Scenes.keyboardHidden)),
    // iOS 26 reports the accessory's height in a hide's end frame
    // (docs/sources.md#keyboard-frame-normalisation): still a hide.
    (
      "iOS 26 hide",
      KeyboardChange(event: .willHide, frameEnd: CGRect(x: 0, y: 808, width: 393, height: 44))
    ),
    (
      "zero height",
      KeyboardChange(event: .willChangeFrame, frameEnd: CGRect(x: 0, y: 852, width: 393, height: 0))
    ),
    (
      "zero width",
      KeyboardChange(event: .willChangeFrame, frameEnd: CGRect(x: 0, y: 516, width: 0, height: 336))
    ),
    ("below the screen", KeyboardChange(event: .willChangeFrame, frameEnd: Scenes.keyboardHidden)),
    // Cross-fade transitions report screenY 0 (docs/sources.md#keyboard-frame-normalisation): not
    // docked, so ignored by default.
    (
      "cross-fade y 0",
      KeyboardChange(event: .willShow, frameEnd: CGRect(x: 0, y: 0, width: 393, height: 336))
    ),
  ]

  @Test(arguments: hiddenFrames)
  func keyboardThatDoesNotCountLeavesBaseInsets(name: String, change: KeyboardChange) {
    // B1 at rest: base insets 0; the field 600…644 is visible in [0, 852 − 137] = [0, 715].
    let result = Scenes.result(Scenes.b1(), change)
    #expect(result.keyboard.isVisible == false, "\(name)")
    #expect(result.inner.contentInset == .zero)
    #expect(result.inner.verticalScrollIndicatorInsets == .zero)
    #expect(result.inner.contentOffset == CGPoint(x: 0, y: -103))
    #expect(result.residualShift == 0)
  }

  // iPad Pro 11" portrait, 834 × 1194; a floating keyboard (200, 600, 320, 250) ends at 850.
  static let iPad = CGSize(width: 834, height: 1194)
  static let floating = KeyboardChange(
    event: .willChangeFrame, frameEnd: CGRect(x: 200, y: 600, width: 320, height: 250))
  static func iPadScene() -> AvoidanceScene {
    AvoidanceScene(
      screenSize: iPad,
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 834, height: 1194),
          contentSize: CGSize(width: 834, height: 2000),
          systemInset: ContentInsets(top: 74, bottom: 20))
      ],
      target: CGRect(x: 0, y: 700, width: 834, height: 44))
  }

  @Test func floatingKeyboardIsIgnoredByDefault() {
    // maxY 850 < 1194: not docked; followsUndockedKeyboard false → no avoidance
    // (docs/sources.md#keyboard-layout-guide).
    let result = Scenes.result(Self.iPadScene(), Self.floating)
    #expect(result.keyboard.isDocked == false)
    #expect(result.keyboard.isVisible == false)
    #expect(result.inner.contentInset == .zero)
    #expect(result.inner.contentOffset.y == 0)
  }

  @Test func floatingKeyboardIsFollowedByOption() {
    // Covered: from its top 600 to the screen bottom 1194 → overlap 594; bottom 594 − 20 = 574.
    // Visible at offset 0: [74, 1194 − 594] = [74, 600]; field 700…744 → move 144.
    let result = Scenes.result(
      Self.iPadScene(), Self.floating, options: AvoidanceOptions(followsUndockedKeyboard: true))
    #expect(result.inner.keyboardOverlap == 594)
    #expect(result.inner.contentInset.bottom == 574)
    #expect(result.inner.contentOffset.y == 144)
  }

  @Test func splitKeyboardMenuUndockIsIgnoredByDefault() {
    // iPad 768 × 1024, menu undock end frame {{0, −264}, {768, 304}}
    // (docs/sources.md#ipad-undocked-keyboard): maxY 40 < 1024 → not docked.
    let scene = AvoidanceScene(
      screenSize: CGSize(width: 768, height: 1024),
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 768, height: 1024),
          contentSize: CGSize(width: 768, height: 2000))
      ])
    let result = Scenes.result(
      scene,
      KeyboardChange(
        event: .willChangeFrame, frameEnd: CGRect(x: 0, y: -264, width: 768, height: 304)))
    #expect(result.keyboard.isVisible == false)
    #expect(result.inner.contentInset.bottom == 0)
  }

  @Test func hardwareKeyboardFrameIsClippedToTheScreen() {
    // Shortcut bar mode: full height 398 at y = 1194 − 55
    // (docs/sources.md#keyboard-frame-coordinates). Covered part on screen: 55 → overlap 55;
    // bottom 55 − 20 = 35 (not 398 − 20).
    let result = Scenes.result(
      Self.iPadScene(), Scenes.show(CGRect(x: 0, y: 1139, width: 834, height: 398)))
    #expect(result.keyboard.coveredRect == CGRect(x: 0, y: 1139, width: 834, height: 55))
    #expect(result.inner.contentInset.bottom == 35)
    // Visible [74, 1194 − 55] = [74, 1139]: the field 700…744 stays.
    #expect(result.inner.contentOffset.y == 0)
  }

  @Test func slideOverWindowConvertsBothAxes() {
    // Window (504, 20, 320, 1154) on the iPad; the keyboard spans the whole screen width
    // (docs/sources.md#keyboard-frame-coordinates): (0, 796, 834, 398) → window (−504, 776,
    // 834, 398). Overlap with (0, 0, 320, 1154): 1154 − 776 = 378 → bottom 378.
    let scene = AvoidanceScene(
      screenSize: Self.iPad, windowFrame: CGRect(x: 504, y: 20, width: 320, height: 1154),
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 320, height: 1154),
          contentSize: CGSize(width: 320, height: 2000))
      ],
      target: CGRect(x: 0, y: 800, width: 320, height: 44))
    let result = Scenes.result(scene, Scenes.show(CGRect(x: 0, y: 796, width: 834, height: 398)))
    #expect(result.keyboard.frameInWindow == CGRect(x: -504, y: 776, width: 834, height: 398))
    #expect(result.inner.contentInset.bottom == 378)
    // Visible [0, 1154 − 378] = [0, 776]; field 800…844 → move 68.
    #expect(result.inner.contentOffset.y == 68)
  }

  @Test func keyboardThatMissesTheScrollViewHorizontallyDoesNotOverlap() {
    // A scroll view in the right column (500, 0, 334, 1194) and a floating keyboard followed
    // by option at x 200…520: they share x 500…520, so the overlap is the covered height.
    // Moved to x 0…320 it shares nothing: overlap 0.
    var scene = Self.iPadScene()
    scene.scrollViews[0].frame = CGRect(x: 500, y: 0, width: 334, height: 1194)
    let follows = AvoidanceOptions(followsUndockedKeyboard: true)
    let touching = Scenes.result(scene, Self.floating, options: follows)
    #expect(touching.inner.keyboardOverlap == 594)
    let apart = Scenes.result(
      scene,
      KeyboardChange(
        event: .willChangeFrame, frameEnd: CGRect(x: 0, y: 600, width: 320, height: 250)),
      options: follows)
    #expect(apart.inner.keyboardOverlap == 0)
    #expect(apart.inner.contentInset.bottom == 0)
  }

  @Test func repeatedNotificationsGiveTheSameAnswer() {
    // Always computed from the saved base insets (docs/keyboard-avoidance.md#the-algorithm,
    // purity): willChangeFrame, willShow, didChangeFrame, didShow of one show carry the same frames
    // (docs/sources.md#keyboard-show-order).
    let events: [KeyboardNotificationName] = [
      .willChangeFrame, .willShow, .didChangeFrame, .didShow,
    ]
    let results = events.map {
      Scenes.result(Scenes.b1(), KeyboardChange(event: $0, frameEnd: Scenes.keyboardShown))
    }
    for result in results {
      #expect(result.inner.contentInset.bottom == 302)
      #expect(result.inner.contentOffset.y == 128)
    }
  }
}
