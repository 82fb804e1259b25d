import Foundation
import KeyboardAvoidance
import Testing

/// The keyboard vectors of a peer's test suite — Flutter's iOS embedder,
/// `engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterViewControllerTest.mm` in
/// flutter/flutter at commit 02228a8e9718ff96eac5fe3db5175552610b0ee1 — replayed through
/// ``KeyboardTracker`` and ``KeyboardCoverage`` (docs/keyboard-avoidance.md#agreement-with-flutters-embedder).
///
/// Only the vectors are kept: notifications in, what the embedder asserts out. Its mock screen is
/// 1170 × 2532 at scale 1, so its pixels are points here; its view fills the screen unless a
/// vector says otherwise. The embedder's "floating" covers kbsim's undocked, split and floating;
/// its "showing" animation is an overlap that grows. Each vector names its test method.
struct FlutterVectorTests {
  static let screen = CGSize(width: 1170, height: 2532)
  static let width: CGFloat = 1170
  static let height: CGFloat = 2532

  /// What a vector asserts.
  enum Expectation: Hashable, Sendable {
    /// The notification is ignored (or not).
    case ignored(Bool)
    /// The keyboard's attach mode: docked, floating (undocked, split or floating) or hidden.
    case mode(KeyboardState)
    /// The inset afterwards, in points.
    case inset(CGFloat)
    /// The inset is 0 at once: the running animation stops.
    case hiddenImmediately
    /// The embedder's animation runs up (the inset grows) or down.
    case showing(Bool)
    /// The Slide Over shift of the keyboard frame, in points.
    case slideOverShift(CGFloat)
  }

  struct Vector: Sendable, CustomTestStringConvertible {
    var test: String
    /// Notifications fed in order to a fresh tracker; the expectation is about the last.
    var stream: [KeyboardChange]
    var window: CGRect
    var expected: Expectation
    var testDescription: String { "\(test) #\(stream.count)" }
  }

  static func change(
    _ event: KeyboardNotificationName, _ frame: CGRect, begin: CGRect? = nil,
    duration: Double = 0.25, isLocal: Bool = true
  ) -> KeyboardChange {
    KeyboardChange(
      event: event, frameBegin: begin, frameEnd: frame, isLocal: isLocal,
      animationDuration: .seconds(duration))
  }

  static let full = CGRect(x: 0, y: 0, width: 1170, height: 2532)
  static let slideOverWindow = CGRect(x: 20, y: 20, width: 320, height: 2532 - 40)

  static let vectors: [Vector] = {
    let w = width
    let h = height
    let valid = CGRect(x: 0, y: h - 320, width: w, height: 320)
    // The compounding test builds its frames with the screen's height as their width.
    let wide = h
    var vectors: [Vector] = []
    // testKeyboardAnimationIsShowingAndCompounding: four frame changes, up, up, down, down.
    let compounding: [(CGRect, CGRect, Bool)] = [
      (
        CGRect(x: 0, y: h, width: wide, height: 250),
        CGRect(x: 0, y: h - 250, width: wide, height: 500), true
      ),
      (
        CGRect(x: 0, y: h - 250, width: wide, height: 250),
        CGRect(x: 0, y: h - 500, width: wide, height: 500), true
      ),
      (
        CGRect(x: 0, y: h - 500, width: wide, height: 250),
        CGRect(x: 0, y: h - 250, width: wide, height: 500), false
      ),
      (
        CGRect(x: 0, y: h - 250, width: wide, height: 250),
        CGRect(x: 0, y: h, width: wide, height: 500), false
      ),
    ]
    var stream: [KeyboardChange] = []
    for (begin, end, showing) in compounding {
      stream.append(change(.willChangeFrame, end, begin: begin))
      vectors.append(
        Vector(
          test: "testKeyboardAnimationIsShowingAndCompounding", stream: stream, window: full,
          expected: .showing(showing)))
    }
    // testShouldIgnoreKeyboardNotification.
    let ignore: [(KeyboardChange, Bool)] = [
      (change(.willHide, valid, isLocal: false), false),
      (change(.willChangeFrame, .zero), true),
      (change(.willChangeFrame, CGRect(x: 0, y: 0, width: w, height: 0), isLocal: false), false),
      (change(.willChangeFrame, valid, isLocal: false), true),
      (change(.willChangeFrame, valid), false),
    ]
    for (notification, ignored) in ignore {
      vectors.append(
        Vector(
          test: "testShouldIgnoreKeyboardNotification", stream: [notification], window: full,
          expected: .ignored(ignored)))
    }
    // testCalculateKeyboardAttachMode.
    let long: CGFloat = 320.666666666666666
    let modes: [(KeyboardChange, KeyboardState)] = [
      (change(.willHide, .zero), .hidden),
      (change(.willChangeFrame, .zero), .floating),
      (change(.willChangeFrame, CGRect(x: 0, y: 0, width: w, height: 0)), .hidden),
      (change(.willChangeFrame, CGRect(x: 0, y: 0, width: 320, height: 320)), .floating),
      (change(.willChangeFrame, CGRect(x: 0, y: 0, width: w, height: 320)), .undocked),
      (change(.willChangeFrame, valid), .docked),
      (change(.willChangeFrame, CGRect(x: 0, y: h - long, width: w, height: long)), .docked),
      (change(.willChangeFrame, CGRect(x: 0, y: h - 0.0000001, width: w, height: long)), .hidden),
      (change(.willChangeFrame, CGRect(x: 0, y: h, width: w, height: 320)), .hidden),
    ]
    for (notification, mode) in modes {
      vectors.append(
        Vector(
          test: "testCalculateKeyboardAttachMode", stream: [notification], window: full,
          expected: .mode(mode)))
    }
    // testCalculateMultitaskingAdjustment and testCalculateKeyboardInset: an iPad in Slide
    // Over, the view 20 pt in from the screen's edges, the keyboard stopping at the view's bottom.
    let slideOverKeyboard = CGRect(x: 20, y: h - 320, width: w, height: 300)
    vectors.append(
      Vector(
        test: "testCalculateMultitaskingAdjustment",
        stream: [change(.willShow, slideOverKeyboard)], window: slideOverWindow,
        expected: .slideOverShift(20)))
    vectors.append(
      Vector(
        test: "testCalculateKeyboardInset", stream: [change(.willShow, slideOverKeyboard)],
        window: slideOverWindow, expected: .inset(300)))
    // testHandleKeyboardNotification.
    vectors.append(
      Vector(
        test: "testHandleKeyboardNotification", stream: [change(.willShow, valid)], window: full,
        expected: .inset(320)))
    // testEnsureBottomInsetIsZeroWhenKeyboardDismissed: from an inset of 10.
    vectors.append(
      Vector(
        test: "testEnsureBottomInsetIsZeroWhenKeyboardDismissed",
        stream: [
          change(.willShow, CGRect(x: 0, y: h - 10, width: w, height: 10)),
          change(.willHide, .zero),
        ],
        window: full, expected: .inset(0)))
    // testStopKeyBoardAnimationWhenReceivedWillHideNotificationAfterWillShowNotification: a
    // password manager's prompt.
    let show = change(.willShow, CGRect(x: 0, y: h - 320, width: wide, height: 320))
    vectors.append(
      Vector(
        test: "testStopKeyBoardAnimationWhenReceivedWillHideNotificationAfterWillShowNotification",
        stream: [show], window: full, expected: .inset(320)))
    vectors.append(
      Vector(
        test: "testStopKeyBoardAnimationWhenReceivedWillHideNotificationAfterWillShowNotification",
        stream: [
          show, change(.willHide, CGRect(x: 0, y: h - 320, width: wide, height: 320), duration: 0),
        ],
        window: full, expected: .hiddenImmediately))
    return vectors
  }()

  /// Whether kbsim reproduces a vector under `options`.
  static func agrees(_ vector: Vector, options: AvoidanceOptions) -> Bool {
    var tracker = KeyboardTracker(screenSize: screen, windowFrame: vector.window, options: options)
    var updates: [KeyboardUpdate] = []
    for change in vector.stream { updates.append(tracker.receive(change)) }
    guard let last = updates.last, let change = vector.stream.last else { return false }
    switch vector.expected {
    case .ignored(let ignored):
      return (last.handling == .ignored) == ignored
    case .mode(let mode):
      // The embedder classifies every notification, also those its filter drops.
      let coverage = KeyboardCoverage(
        change: change, screenSize: screen, windowFrame: vector.window,
        followsUndockedKeyboard: false, slideOver: options.slideOver)
      return coverage.state == mode
    case .inset(let inset):
      return last.overlap == inset
    case .hiddenImmediately:
      return last.handling == .immediate && last.overlap == 0 && last.state == .hidden
    case .showing(let showing):
      return showing ? last.overlap > last.previousOverlap : last.overlap < last.previousOverlap
    case .slideOverShift(let shift):
      let moved =
        options.slideOver == .windowBottom
        ? KeyboardCoverage.slideOverShift(
          frame: change.frameEnd, screenSize: screen, windowFrame: vector.window) : 0
      return moved == shift && last.state == .docked
    }
  }

  @Test func thereAreTwentyFourVectors() {
    #expect(Self.vectors.count == 24)
  }

  @Test(arguments: vectors)
  func everyVectorAgreesWithTheSlideOverOption(vector: Vector) {
    #expect(Self.agrees(vector, options: AvoidanceOptions(slideOver: .windowBottom)))
  }

  @Test func theDefaultDisagreesOnlyOnSlideOver() {
    // Today's rule: a keyboard frame that stops above the screen's bottom is undocked, so the
    // two Slide Over vectors come out undocked (no shift, no inset); the 22 others agree.
    let disagreeing = Self.vectors.filter { !Self.agrees($0, options: AvoidanceOptions()) }
    #expect(
      disagreeing.map(\.test) == [
        "testCalculateMultitaskingAdjustment", "testCalculateKeyboardInset",
      ])
    #expect(Self.vectors.count - disagreeing.count == 22)
  }
}
