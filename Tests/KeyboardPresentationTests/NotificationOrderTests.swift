import Foundation
import InputTraits
import KeyboardPresentation
import Testing

/// Every row of the summary table, docs/sources.md#notification-sequences, on the devices and
/// releases it was observed on where the catalog models them.
struct NotificationOrderTests {
  // Row "Show from hidden": WCF, WS, DCF, DS; off-screen below → docked.
  @Test func showFromHiddenPostsTheFourWithDidsADurationLater() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    let wills = try keyboard.focus(Fields.plain)
    #expect(names(wills) == ["WCF", "WS"])
    #expect(wills.allSatisfy { $0.time == .zero })
    let dids = try keyboard.advance(by: .milliseconds(250))
    #expect(names(dids) == ["DCF", "DS"])
    #expect(dids.allSatisfy { $0.time == .milliseconds(250) })
    // iPhone 15: 393×852; 216 + 45 + 75 = 336 high (docs/sources.md#keyboard-total-heights,
    // docs/sources.md#userinfo-dumps U11: y 516).
    for notification in wills + dids {
      #expect(notification.transition.frameBegin == rect(0, 852, 393, 336))
      #expect(notification.transition.frameEnd == rect(0, 516, 393, 336))
    }
  }

  // Row "Hide": WCF, WH, DCF, DH; docked → off-screen below at full height.
  @Test func hidePostsTheFourToBelowTheScreenAtFullHeight() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let hide = try keyboard.resign() + keyboard.settle()
    #expect(names(hide) == ["WCF", "WH", "DCF", "DH"])
    #expect(hide.allSatisfy { $0.transition.frameBegin == rect(0, 516, 393, 336) })
    #expect(hide.allSatisfy { $0.transition.frameEnd == rect(0, 852, 393, 336) })
  }

  // Row "Focus change, different height": WCF, WS, DCF, DS; old → new.
  @Test func focusMovingToAShorterKeyboardPostsTheShowFour() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let change = try keyboard.focus(Fields.numberPad) + keyboard.settle()
    #expect(names(change) == ["WCF", "WS", "DCF", "DS"])
    // Number pad: 216 + 75 = 291, no bar (docs/sources.md#keyboard-total-heights, [I]).
    #expect(change.allSatisfy { $0.transition.frameBegin == rect(0, 516, 393, 336) })
    #expect(change.allSatisfy { $0.transition.frameEnd == rect(0, 561, 393, 291) })
  }

  // Row "Focus change, same keyboard": ≤ iOS 10 the four with begin == end; iOS 11 none.
  @Test(arguments: [("10", true), ("11", false), ("17", false)])
  func focusMovingBetweenIdenticalKeyboards(iOS: String, posts: Bool) throws {
    var keyboard = try presenter("iphone-8", iOS: iOS)
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let change = try keyboard.focus(Fields.name) + keyboard.settle()
    if posts {
      #expect(names(change) == ["WCF", "WS", "DCF", "DS"])
      // 375×667 on iOS 8–10: 216 + 42 = 258 (dump 10, U6).
      #expect(change.allSatisfy { $0.transition.frameBegin == rect(0, 409, 375, 258) })
      #expect(change.allSatisfy { $0.transition.frameEnd == rect(0, 409, 375, 258) })
    } else {
      #expect(change.isEmpty)
    }
  }

  @Test(arguments: [
    (PresentationOptions.IdenticalKeyboardFocus.legacy, "17", 4),
    (.modern, "9", 0),
  ])
  func identicalKeyboardFocusOptionOverridesTheRelease(
    mode: PresentationOptions.IdenticalKeyboardFocus, iOS: String, count: Int
  ) throws {
    var options = PresentationOptions()
    options.identicalKeyboardFocus = mode
    var keyboard = try presenter("iphone-8", iOS: iOS, options: options)
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    #expect((try keyboard.focus(Fields.name) + keyboard.settle()).count == count)
  }

  // Row "Focus change, different inputAccessoryView": WCF, WS, DCF, DS; a shared instance
  // posts nothing on iOS 11+.
  @Test func aDifferentAccessoryInstanceForcesTheShowFour() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    let first = InputField(id: "a", accessoryHeight: 44)
    let own = InputField(id: "b", accessoryHeight: 44)
    _ = try keyboard.focus(first)
    _ = keyboard.settle()
    let change = try keyboard.focus(own) + keyboard.settle()
    #expect(names(change) == ["WCF", "WS", "DCF", "DS"])
    // 336 + 44 = 380 on both sides.
    #expect(change.allSatisfy { $0.transition.frameBegin == rect(0, 472, 393, 380) })
    #expect(change.allSatisfy { $0.transition.frameEnd == rect(0, 472, 393, 380) })

    var shared = try presenter("iphone-15", iOS: "17")
    _ = try shared.focus(InputField(id: "a", accessoryHeight: 44, accessoryViewID: "toolbar"))
    _ = shared.settle()
    let sameInstance = try shared.focus(
      InputField(id: "b", accessoryHeight: 44, accessoryViewID: "toolbar"))
    #expect(sameInstance.isEmpty && shared.settle().isEmpty)
  }

  // Row "Rotation": WCF, WH, DCF, DH, then WCF, WS, DCF, DS; old → off screen, then new off
  // screen → new.
  @Test func rotationHidesInTheOldOrientationAndShowsInTheNew() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let rotation = try keyboard.rotate(to: .landscapeLeft) + keyboard.settle()
    #expect(names(rotation) == ["WCF", "WH", "DCF", "DH", "WCF", "WS", "DCF", "DS"])
    #expect(rotation.map { seconds($0.time) } == [0.25, 0.25, 0.5, 0.5, 0.5, 0.5, 0.75, 0.75])
    let hide = rotation[0].transition
    #expect(hide.frameBegin == rect(0, 516, 393, 336))
    #expect(hide.frameEnd == rect(0, 852, 393, 336))
    // Landscape 852×393: 160 + 38 + 21 = 219 (keyman, [I] bottom strip).
    let show = rotation[4].transition
    #expect(show.frameBegin == rect(0, 393, 852, 219))
    #expect(show.frameEnd == rect(0, 174, 852, 219))
  }

  @Test func rotationCanRepeatThePairsAsOnIPadIOS83() throws {
    var options = PresentationOptions()
    options.rotationRepeats = 2
    var keyboard = try presenter("ipad-9-7", iOS: "8.3", options: options)
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let rotation = try keyboard.rotate(to: .landscapeRight) + keyboard.settle()
    #expect(
      names(rotation)
        == Array(repeating: ["WCF", "WH", "DCF", "DH", "WCF", "WS", "DCF", "DS"], count: 2).flatMap
      { $0 })
  }

  // Row "Predictive toggle / emoji switch": WCF, WS, DCF, DS; old height → new height.
  @Test func predictiveToggleAndEmojiSwitchPostTheShowFour() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let off = try keyboard.setPredictiveBar(.off) + keyboard.settle()
    #expect(names(off) == ["WCF", "WS", "DCF", "DS"])
    #expect(off[0].transition.frameEnd == rect(0, 561, 393, 291))
    // Emoji keeps the bar's height with Predictive off (docs/sources.md#input-mode-switch).
    let emoji = try keyboard.switchInputMode(to: .emoji) + keyboard.settle()
    #expect(names(emoji) == ["WCF", "WS", "DCF", "DS"])
    #expect(emoji[0].transition.frameBegin == rect(0, 561, 393, 291))
    #expect(emoji[0].transition.frameEnd == rect(0, 516, 393, 336))
  }

  @Test func emojiFromTheLongPressPickerPostsNothingOnIOS11() throws {
    var keyboard = try presenter("iphone-x", iOS: "11")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    #expect(try keyboard.switchInputMode(to: .emoji, via: .longPressPicker).isEmpty)
    #expect(keyboard.settle().isEmpty)
  }

  // Row "iPad hardware keyboard, iOS 9+": normal sequences; full height, only 55 pt visible.
  @Test func iPadHardwareKeyboardShowsTheShortcutBarOnly() throws {
    var keyboard = try presenter("ipad-9-7", iOS: "9", hardwareKeyboard: true)
    let show = try keyboard.focus(Fields.plain) + keyboard.settle()
    #expect(names(show) == ["WCF", "WS", "DCF", "DS"])
    // SO 32319697: height stays 313, the intersection with the screen is 55 (1024 − 969).
    #expect(show[0].transition.frameEnd == rect(0, 969, 768, 313))
    #expect(show[0].transition.frameBegin == rect(0, 1024, 768, 313))
    let hide = try keyboard.resign() + keyboard.settle()
    #expect(names(hide) == ["WCF", "WH", "DCF", "DH"])
  }

  // Row "Hardware keyboard, pre-iOS 9, no accessory": none.
  @Test(arguments: ["ipad-9-7", "iphone-6"])
  func hardwareKeyboardBeforeIOS9PostsNothingWithoutAnAccessory(id: String) throws {
    var keyboard = try presenter(id, iOS: "8", hardwareKeyboard: true)
    #expect(try keyboard.focus(Fields.plain).isEmpty)
    #expect(try keyboard.resign().isEmpty)
    #expect(keyboard.settle().isEmpty)
  }

  // Row "iPad undock/split (gesture)": WCF, DCF only.
  @Test(arguments: [false, true])
  func gestureUndockOrSplitPostsFrameChangesOnly(split: Bool) throws {
    var keyboard = try presenter("ipad-pro-11", .landscapeLeft, iOS: "17")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let undock =
      try (split ? keyboard.split(via: .gesture) : keyboard.undock(via: .gesture))
      + keyboard.settle()
    #expect(names(undock) == ["WCF", "DCF"])
    // 834×1194 landscape: 348 + 55 = 403 docked at y 834 − 403 = 431; raised 100 pt.
    #expect(undock[0].transition.frameBegin == rect(0, 431, 1194, 403))
    #expect(undock[0].transition.frameEnd == rect(0, 331, 1194, 403))
    #expect(undock[0].transition.frameChangedByUserInteraction == nil)
    // While undocked, resigning and focusing post frame changes only too
    // (docs/sources.md#ipad-undocked-keyboard).
    #expect(names(try keyboard.resign() + keyboard.settle()) == ["WCF", "DCF"])
    #expect(names(try keyboard.focus(Fields.plain) + keyboard.settle()) == ["WCF", "DCF"])
  }

  // Row "iPad undock/split (menu)": WCF, WH, DCF, DH with FrameChangedByUserInteraction.
  @Test func menuUndockPostsTheHideFourMarkedAsUserInteraction() throws {
    var keyboard = try presenter("ipad-pro-11", iOS: "17")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let undock = try keyboard.undock(via: .menu) + keyboard.settle()
    #expect(names(undock) == ["WCF", "WH", "DCF", "DH"])
    #expect(undock.allSatisfy { $0.transition.frameChangedByUserInteraction == true })
    let dock = try keyboard.dock(via: .menu) + keyboard.settle()
    #expect(names(dock) == ["WCF", "WS", "DCF", "DS"])
  }

  // Row "iPad floating keyboard": DCF (WCF); show/hide not posted — or WillHide [D].
  @Test(arguments: [
    (PresentationOptions.FloatingNotifications.frameChangeOnly, ["WCF", "DCF"]),
    (.hidePair, ["WCF", "WH", "DCF", "DH"]),
  ])
  func floatingKeyboard(policy: PresentationOptions.FloatingNotifications, expected: [String])
    throws
  {
    var options = PresentationOptions()
    options.floatingNotifications = policy
    var keyboard = try presenter("ipad-10", iOS: "17", options: options)
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let float = try keyboard.float() + keyboard.settle()
    #expect(names(float) == expected)
    // The default floating keyboard: 320×260, centred, its bottom 100 pt above the screen's.
    #expect(float[0].transition.frameEnd == rect(250, 820, 320, 260))
  }

  // Row "Interactive drag": none until the pan ends.
  @Test func interactiveDragPostsNothingUntilThePanEnds() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    #expect(try keyboard.dragKeyboard(to: 60).isEmpty)
    #expect(try keyboard.dragKeyboard(to: 120).isEmpty)
    #expect(try keyboard.advance(by: .milliseconds(300)).isEmpty)
    #expect(keyboard.frame(at: keyboard.now) == rect(0, 636, 393, 336))
    let end = try keyboard.endKeyboardDrag(dismissing: true) + keyboard.settle()
    #expect(names(end) == ["WCF", "WH", "DCF", "DH"])
    #expect(end[0].transition.frameBegin == rect(0, 636, 393, 336))
    #expect(end[0].transition.frameEnd == rect(0, 852, 393, 336))
    #expect(keyboard.focusedField == nil)
  }

  @Test func cancelledDragPostsNothingByDefault() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    _ = try keyboard.dragKeyboard(to: 100)
    #expect(try keyboard.endKeyboardDrag(dismissing: false).isEmpty)
    #expect(keyboard.settle().isEmpty)
    #expect(keyboard.focusedField == Fields.plain)
  }

  // docs/sources.md#keyboard-notification-object: the object is the screen from iOS 16.1, nil
  // before.
  @Test(arguments: [("16", KeyboardNotification.Object.none), ("16.1", .screen)])
  func notificationObjectIsTheScreenFromIOS161(iOS: String, object: KeyboardNotification.Object)
    throws
  {
    var keyboard = try presenter("iphone-14-pro", iOS: iOS)
    let show = try keyboard.focus(Fields.plain) + keyboard.settle()
    #expect(show.allSatisfy { $0.object == object })
  }
}
