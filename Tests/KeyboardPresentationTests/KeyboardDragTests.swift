import Foundation
import InputTraits
import KeyboardPresentation
import Testing

/// Drag traces through a docked iPhone 15 keyboard (top 516, height 336; iOS 17):
/// docs/sources.md#interactive-dismissal.
struct KeyboardDragTests {
  static func points(_ trace: [(Double, CGFloat)]) -> [DragPoint] {
    trace.map { DragPoint(time: .seconds($0.0), y: $0.1) }
  }

  static func shown(_ field: InputField = Fields.plain) throws -> KeyboardPresenter {
    var keyboard = try presenter("iphone-15", iOS: "17")
    _ = try keyboard.focus(field)
    _ = keyboard.settle()
    // The show's spring has come to rest a second later.
    _ = try keyboard.advance(by: .seconds(1))
    return keyboard
  }

  @Test func theKeyboardFollowsTheFingerOnceItReachesItAndDismissesOnRelease() throws {
    var keyboard = try Self.shown()
    let start = keyboard.now
    let outcome = try keyboard.drag(
      KeyboardDrag(
        mode: .interactive,
        points: Self.points([(0, 400), (0.05, 500), (0.1, 560), (0.15, 640), (0.2, 720)])))
    // Above 516 the finger scrolls; from 560 on the keyboard's top is the finger's.
    #expect(outcome.steps.map { $0.keyboardFrame?.minY } == [516, 516, 560, 640, 720])
    #expect(outcome.steps.map(\.isFollowing) == [false, false, true, true, true])
    #expect(outcome.steps.map(\.time) == [0, 0.05, 0.1, 0.15, 0.2].map { start + .seconds($0) })
    #expect(outcome.ending == .dismissed)
    // Nothing during the drag; the hide four from the dragged frame at the release.
    #expect(names(outcome.notifications) == ["WCF", "WH"])
    #expect(outcome.notifications[0].time == start + .milliseconds(200))
    #expect(outcome.notifications[0].transition.frameBegin == rect(0, 720, 393, 336))
    #expect(outcome.notifications[0].transition.frameEnd == rect(0, 852, 393, 336))
    #expect(names(keyboard.settle()) == ["DCF", "DH"])
    #expect(keyboard.focusedField == nil)
  }

  @Test func reversingCancels() throws {
    var keyboard = try Self.shown()
    let outcome = try keyboard.drag(
      KeyboardDrag(mode: .interactive, points: Self.points([(0, 500), (0.1, 640), (0.2, 600)])))
    #expect(outcome.steps.map { $0.keyboardFrame?.minY } == [516, 640, 600])
    #expect(outcome.ending == .cancelled)
    // Silent by default: the keyboard springs back, still docked.
    #expect(outcome.notifications.isEmpty)
    #expect(keyboard.settle().isEmpty)
    #expect(keyboard.focusedField == Fields.plain)
    #expect(keyboard.frame(at: keyboard.now) == rect(0, 600, 393, 336))
    #expect(keyboard.frame(at: keyboard.now + .seconds(1)) == rect(0, 516, 393, 336))
  }

  @Test func aCancelPostsAFrameChangeByOption() throws {
    var keyboard = try Self.shown()
    keyboard.options.cancelledDismissal = .frameChange
    let outcome = try keyboard.drag(
      KeyboardDrag(mode: .interactive, points: Self.points([(0, 500), (0.1, 640), (0.2, 600)])))
    #expect(names(outcome.notifications) == ["WCF"])
    #expect(outcome.notifications[0].transition.frameBegin == rect(0, 600, 393, 336))
  }

  @Test func theDismissPaddingStartsTheDismissalEarlier() throws {
    var keyboard = try Self.shown()
    let outcome = try keyboard.drag(
      KeyboardDrag(
        mode: .interactive, points: Self.points([(0, 480), (0.1, 500), (0.2, 560)]),
        dismissPadding: 20))
    // The keyboard's top stays 20 below the finger: max(516, y + 20).
    #expect(outcome.steps.map { $0.keyboardFrame?.minY } == [516, 520, 580])
    #expect(outcome.ending == .dismissed)
    // Negative padding counts as 0.
    var other = try Self.shown()
    let negative = try other.drag(
      KeyboardDrag(mode: .interactive, points: Self.points([(0, 530)]), dismissPadding: -50))
    #expect(negative.steps.map { $0.keyboardFrame?.minY } == [530])
  }

  @Test func draggedFullyOffItDismissesAtOnce() throws {
    var keyboard = try Self.shown()
    let outcome = try keyboard.drag(
      KeyboardDrag(mode: .interactive, points: Self.points([(0, 600), (0.1, 860), (0.2, 500)])))
    #expect(outcome.steps.count == 2)
    #expect(outcome.steps.last?.keyboardFrame == nil)
    #expect(outcome.ending == .dismissed)
    #expect(names(outcome.notifications) == ["WCF", "WH"])
  }

  @Test func withAccessoryTheAccessoryFollowsOnlyWhenAsked() throws {
    let field = InputField(id: "chat", accessoryHeight: 44)
    // 336 + 44: the frame's top is 472.
    var interactive = try Self.shown(field)
    let stays = try interactive.drag(
      KeyboardDrag(mode: .interactive, points: Self.points([(0, 500), (0.1, 900)])))
    // .interactive: the accessory stays on screen, the frame's top stops at 852 − 44.
    #expect(stays.steps.map { $0.keyboardFrame?.minY } == [500, 808])
    #expect(stays.ending == .dismissed)
    var withAccessory = try Self.shown(field)
    let goes = try withAccessory.drag(
      KeyboardDrag(mode: .interactiveWithAccessory, points: Self.points([(0, 500), (0.1, 900)])))
    #expect(goes.steps.last?.keyboardFrame == nil)
    #expect(goes.ending == .dismissed)
  }

  @Test func onDragHidesAsTheDragBegins() throws {
    var keyboard = try Self.shown()
    let start = keyboard.now
    let outcome = try keyboard.drag(
      KeyboardDrag(mode: .onDrag, points: Self.points([(0, 300), (0.05, 320), (0.1, 380)])))
    #expect(outcome.ending == .dismissedOnDragStart)
    #expect(names(outcome.notifications) == ["WCF", "WH"])
    #expect(outcome.notifications[0].time == start + .milliseconds(50))
    #expect(outcome.notifications[0].transition.frameBegin == rect(0, 516, 393, 336))
  }

  @Test func noneAndAFingerThatNeverArrivesDoNothing() throws {
    var keyboard = try Self.shown()
    let none = try keyboard.drag(
      KeyboardDrag(mode: .none, points: Self.points([(0, 500), (0.1, 800)])))
    #expect(none.ending == .notDismissable)
    #expect(none.steps.map { $0.keyboardFrame?.minY } == [516, 516])
    let above = try keyboard.drag(
      KeyboardDrag(mode: .interactive, points: Self.points([(0, 100), (0.1, 400)])))
    #expect(above.ending == .untouched)
    #expect(above.notifications.isEmpty)
    #expect(keyboard.focusedField == Fields.plain)
  }

  @Test(arguments: [
    (ScrollDismissesKeyboardMode.automatic, false, KeyboardDismissMode.onDrag),
    (.automatic, true, .interactive), (.immediately, false, .onDrag),
    (.interactively, false, .interactive), (.never, false, .none),
  ])
  func swiftUIModesAreUIKitModes(
    mode: ScrollDismissesKeyboardMode, inTextEditor: Bool, expected: KeyboardDismissMode
  ) {
    #expect(mode.dismissMode(inTextEditor: inTextEditor) == expected)
  }

  @Test func badTracesAreErrors() throws {
    var keyboard = try Self.shown()
    #expect(throws: PresentationError.self) {
      try keyboard.drag(KeyboardDrag(mode: .interactive, points: []))
    }
    #expect(throws: PresentationError.self) {
      try keyboard.drag(
        KeyboardDrag(mode: .interactive, points: Self.points([(0.2, 500), (0.1, 600)])))
    }
    #expect(throws: PresentationError.self) {
      try keyboard.drag(KeyboardDrag(mode: .interactive, points: Self.points([(0, .nan)])))
    }
    var hidden = try presenter("iphone-15", iOS: "17")
    #expect(throws: PresentationError.self) {
      try hidden.drag(KeyboardDrag(mode: .interactive, points: Self.points([(0, 500)])))
    }
  }
}
