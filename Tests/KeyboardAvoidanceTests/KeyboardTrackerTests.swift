import Foundation
import KeyboardAvoidance
import Testing

/// The stream rules of docs/sources.md#keyboard-stream-rules, each with a hand-made stream.
struct KeyboardTrackerTests {
  static let screen = CGSize(width: 393, height: 852)
  static let docked = CGRect(x: 0, y: 516, width: 393, height: 336)

  static func change(
    _ event: KeyboardNotificationName, _ frame: CGRect, duration: Double? = 0.25,
    isLocal: Bool? = nil
  ) -> KeyboardChange {
    KeyboardChange(
      event: event, frameEnd: frame, isLocal: isLocal,
      animationDuration: duration.map { .seconds($0) })
  }

  @Test func aTrackerStartsHidden() {
    let tracker = KeyboardTracker(screenSize: Self.screen)
    #expect(tracker.state == .hidden)
    #expect(tracker.overlap == 0)
    #expect(tracker.lastApplied == nil)
  }

  @Test func aZeroFrameDuringADragKeepsThePreviousInset() {
    var tracker = KeyboardTracker(screenSize: Self.screen)
    #expect(tracker.receive(Self.change(.willShow, Self.docked)).overlap == 336)
    let drag = tracker.receive(Self.change(.willChangeFrame, .zero))
    #expect(drag.handling == .ignored)
    #expect(drag.overlap == 336)
    #expect(drag.state == .docked)
    let didDrag = tracker.receive(Self.change(.didChangeFrame, .zero))
    #expect(didDrag.handling == .ignored)
    // The stateless calculator reads the same zero frame as "no keyboard".
    #expect(
      KeyboardCoverage(
        change: Self.change(.willChangeFrame, .zero), screenSize: Self.screen,
        windowFrame: CGRect(origin: .zero, size: Self.screen), followsUndockedKeyboard: false
      ).isVisible == false)
  }

  @Test func aZeroFrameShowIsTheDroppedShortcutsBar() {
    var tracker = KeyboardTracker(screenSize: Self.screen)
    _ = tracker.receive(Self.change(.willShow, Self.docked))
    let update = tracker.receive(Self.change(.willShow, .zero))
    #expect(update.handling == .animated)
    #expect(update.state == .floating)
    #expect(update.overlap == 0)
  }

  @Test func anotherAppsKeyboardIsIgnoredExceptItsHide() {
    var tracker = KeyboardTracker(screenSize: Self.screen)
    let other = tracker.receive(Self.change(.willShow, Self.docked, isLocal: false))
    #expect(other.handling == .ignored)
    #expect(other.overlap == 0)
    _ = tracker.receive(Self.change(.willShow, Self.docked))
    // Another app's frame change, even a taller keyboard, changes nothing …
    let taller = tracker.receive(
      Self.change(.willChangeFrame, CGRect(x: 0, y: 400, width: 393, height: 452), isLocal: false))
    #expect(taller.handling == .ignored)
    #expect(taller.overlap == 336)
    // … but its hide does, and an empty frame counts whoever sends it.
    let hide = tracker.receive(Self.change(.willHide, Self.docked, isLocal: false))
    #expect(hide.overlap == 0)
    #expect(hide.state == .hidden)
    _ = tracker.receive(Self.change(.willShow, Self.docked))
    let empty = tracker.receive(
      Self.change(.willChangeFrame, CGRect(x: 0, y: 852, width: 393, height: 0), isLocal: false))
    #expect(empty.handling == .animated)
    #expect(empty.state == .hidden)
  }

  @Test func aHideWithZeroDurationHidesAtOnce() {
    var tracker = KeyboardTracker(screenSize: Self.screen)
    _ = tracker.receive(Self.change(.willShow, Self.docked))
    let hide = tracker.receive(Self.change(.willHide, Self.docked, duration: 0))
    #expect(hide.handling == .immediate)
    #expect(hide.overlap == 0)
    // An animated hide animates; one with no duration given is not known to be immediate.
    _ = tracker.receive(Self.change(.willShow, Self.docked))
    #expect(tracker.receive(Self.change(.willHide, Self.docked)).handling == .animated)
    _ = tracker.receive(Self.change(.willShow, Self.docked))
    #expect(
      tracker.receive(Self.change(.willHide, Self.docked, duration: nil)).handling == .animated)
  }

  @Test func theSameOverlapAgainIsUnchanged() {
    var tracker = KeyboardTracker(screenSize: Self.screen)
    _ = tracker.receive(Self.change(.willShow, Self.docked))
    #expect(tracker.receive(Self.change(.didShow, Self.docked)).handling == .unchanged)
  }

  @Test(arguments: [0.4, 0.49, 0.5])
  func aFrameThatMissesTheBottomByARoundingErrorIsDocked(gap: Double) {
    // Bottom 852 − gap rounds to 852 (half away from zero, as C's round): docked, and the
    // overlap is the frame's real height.
    let frame = CGRect(x: 0, y: 516, width: 393, height: 336 - gap)
    var tracker = KeyboardTracker(screenSize: Self.screen)
    let update = tracker.receive(Self.change(.willShow, frame))
    #expect(update.state == .docked)
    #expect(abs(update.overlap - (336 - gap)) < 1e-9)
  }

  @Test(arguments: [0.51, 1, 100])
  func aFrameThatStopsMoreThanHalfAPointShortIsUndocked(gap: Double) {
    let frame = CGRect(x: 0, y: 516 - gap, width: 393, height: 336)
    var tracker = KeyboardTracker(screenSize: Self.screen)
    let update = tracker.receive(Self.change(.willShow, frame))
    #expect(update.state == .undocked)
    #expect(update.overlap == 0)
  }

  @Test func aFrameShowingLessThanHalfAPointIsHidden() {
    let frame = CGRect(x: 0, y: 851.6, width: 393, height: 336)
    var tracker = KeyboardTracker(screenSize: Self.screen)
    #expect(tracker.receive(Self.change(.willShow, frame)).state == .hidden)
  }

  @Test func floatingSplitAndUndockedAreTold() {
    let iPad = CGSize(width: 834, height: 1194)
    var tracker = KeyboardTracker(screenSize: iPad)
    let raised = CGRect(x: 0, y: 779, width: 834, height: 315)
    #expect(tracker.receive(Self.change(.willChangeFrame, raised)).state == .undocked)
    #expect(tracker.receive(Self.change(.willChangeFrame, raised), split: true).state == .split)
    let floating = CGRect(x: 257, y: 834, width: 320, height: 260)
    #expect(tracker.receive(Self.change(.willChangeFrame, floating)).state == .floating)
    // Followed by option: everything below its top, 1194 − 834.
    var following = KeyboardTracker(
      screenSize: iPad, options: AvoidanceOptions(followsUndockedKeyboard: true))
    #expect(following.receive(Self.change(.willChangeFrame, floating)).overlap == 360)
  }

  @Test func slideOverFollowsTheOption() {
    // A Slide Over window 20 pt above the screen's bottom; the keyboard stops at its bottom.
    let iPad = CGSize(width: 834, height: 1194)
    let window = CGRect(x: 494, y: 20, width: 320, height: 1154)
    let keyboard = CGRect(x: 0, y: 854, width: 834, height: 320)
    var screenRule = KeyboardTracker(screenSize: iPad, windowFrame: window)
    let undocked = screenRule.receive(Self.change(.willShow, keyboard))
    #expect(undocked.state == .undocked)
    #expect(undocked.overlap == 0)
    var windowRule = KeyboardTracker(
      screenSize: iPad, windowFrame: window, options: AvoidanceOptions(slideOver: .windowBottom))
    let docked = windowRule.receive(Self.change(.willShow, keyboard))
    #expect(docked.state == .docked)
    #expect(docked.overlap == 320)
    // A keyboard at the screen's bottom (Stage Manager) is not moved.
    let stage = CGRect(x: 0, y: 874, width: 834, height: 320)
    #expect(windowRule.receive(Self.change(.willShow, stage)).overlap == 300)
  }
}
