import Foundation
import InputTraits
import KeyboardPresentation
import Testing

/// The situations of docs/presentation.md.
///
/// Modal presentations, input-mode switches, Reduce Motion and the iPad heights before iPadOS
/// 26. Expected frames come from the logs cited in docs/sources.md, or from the rule's
/// arithmetic written out.
struct SituationTests {
  // docs/sources.md#modal-presentation-keyboard, dump U9: 320×568, 253 pt, 0.4 s from 883.
  @Test func modalShowBeforeIOS13StartsAScreenHeightLower() throws {
    var keyboard = try presenter("iphone-5s", iOS: "9")
    let show = try keyboard.presentModally(focusing: Fields.plain)
    #expect(names(show) == ["WCF", "WS"])
    let t = try #require(show.first).transition
    #expect(t.frameBegin == rect(0, 883, 320, 253))
    #expect(t.frameEnd == rect(0, 315, 320, 253))
    #expect(t.animationDuration == .milliseconds(400))
    #expect(names(try keyboard.advance(by: .milliseconds(399))) == [])
    #expect(names(try keyboard.advance(by: .milliseconds(1))) == ["DCF", "DS"])
  }

  // Dump U5: 375×667 with 260, the sheet era: 0.4 s from the bottom edge, dismissal to height 0.
  @Test func modalSheetShowsFromTheBottomAndDismissesToZeroHeight() throws {
    var keyboard = try presenter("iphone-se-2", iOS: "13")
    let show = try #require(try keyboard.presentModally(focusing: Fields.plain).first).transition
    #expect(show.frameBegin == rect(0, 667, 375, 260))
    #expect(show.animationDuration == .milliseconds(400))
    _ = keyboard.settle()
    let hide = try keyboard.dismissModal()
    #expect(names(hide) == ["WCF", "WH"])
    #expect(hide[0].transition.frameEnd == rect(0, 667, 375, 0))
    #expect(hide[0].transition.animationDuration == .milliseconds(250))
    #expect(keyboard.focusedField == nil)
    #expect(keyboard.modalTransition == nil)
  }

  // KGKeyboardChangeManager #2 (iOS 6, 480 pt): the dismissal ends at 2 × 480 − 216 = 744.
  @Test func modalDismissalBeforeIOS9EndsAScreenHeightLower() throws {
    var keyboard = try presenter("iphone-4", iOS: "6")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let hide = try #require(try keyboard.dismissModal().first { $0.name == .willHide })
    #expect(hide.transition.frameEnd == rect(0, 744, 320, 216))
  }

  @Test func modalOptionsOverrideTheRelease() throws {
    var options = PresentationOptions()
    options.modalPresentation = .sheet
    options.showAnimationDuration = .milliseconds(300)
    var keyboard = try presenter("iphone-5s", iOS: "9", options: options)
    let show = try #require(try keyboard.presentModally(focusing: Fields.plain).first).transition
    #expect(show.frameBegin == rect(0, 568, 320, 253))
    #expect(show.animationDuration == .milliseconds(300))
    _ = keyboard.settle()
    var full = PresentationOptions()
    full.modalPresentation = .fullScreen
    full.hideEndFrame = .accessoryHeight
    keyboard.options = full
    // The global hideEndFrame wins over the dismissal's shape.
    let hide = try #require(try keyboard.dismissModal().first).transition
    #expect(hide.frameEnd == rect(0, 568, 320, 0))
  }

  // A focus while the keyboard is up is an ordinary focus change, even during a presentation.
  @Test func modalFocusWithTheKeyboardUpIsAFocusChange() throws {
    var keyboard = try presenter("iphone-x", iOS: "11")
    _ = try keyboard.focus(Fields.noAutocorrection)
    _ = keyboard.settle()
    let change = try #require(try keyboard.presentModally(focusing: Fields.plain).first)
    #expect(change.transition.frameBegin == rect(0, 521, 375, 291))
    #expect(change.transition.animationDuration == .milliseconds(250))
  }

  // Dump U2: 335 → 366.67 with duration 0 on an iPhone X.
  @Test(arguments: [InputMode.customFrame(height: 366.67), .custom(height: 291.67)])
  func inputModeSwitchPostsDurationZero(mode: InputMode) throws {
    var keyboard = try presenter("iphone-x", iOS: "13")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let at = keyboard.now
    let switched = try keyboard.switchInputMode(to: mode)
    #expect(names(switched) == ["WCF", "WS", "DCF", "DS"])
    #expect(switched.allSatisfy { $0.time == at })
    let t = switched[0].transition
    #expect(t.animationDuration == .zero)
    #expect(t.frameBegin == rect(0, 477, 375, 335))
    #expect(abs(t.frameEnd.height - 366.67) < 0.001)
    #expect(abs(t.frameEnd.minY - 445.33) < 0.001)
  }

  @Test func inputModeSwitchDurationIsAnOption() throws {
    var options = PresentationOptions()
    options.inputModeSwitchDuration = .milliseconds(250)
    var keyboard = try presenter("iphone-15", iOS: "17", options: options)
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let switched = try keyboard.switchInputMode(to: .emoji)
    #expect(names(switched) == ["WCF", "WS"])
    #expect(switched[0].transition.animationDuration == .milliseconds(250))
  }

  // docs/sources.md#reduce-motion-keyboard: FinniversKit PR 1208, react-native PR 34503.
  @Test func crossFadeHidesEndEmptyFromIOS14() throws {
    var keyboard = try presenter("iphone-12", iOS: "14")
    keyboard.motion = MotionSettings(reduceMotion: true, prefersCrossFadeTransitions: true)
    let show = try #require(try keyboard.focus(Fields.plain).first).transition
    #expect(show.frameEnd == rect(0, 508, 390, 336))
    _ = keyboard.settle()
    let hide = try keyboard.resign() + keyboard.settle()
    #expect(names(hide) == ["WCF", "WH", "DCF", "DH"])
    #expect(hide.allSatisfy { $0.transition.frameEnd == .zero })
  }

  @Test(arguments: [
    ("13", MotionSettings(reduceMotion: true, prefersCrossFadeTransitions: true)),
    ("17", MotionSettings(reduceMotion: true, prefersCrossFadeTransitions: false)),
  ])
  func withoutTheCrossFadeHidesKeepTheirFrame(iOS: String, motion: MotionSettings) throws {
    var keyboard = try presenter("iphone-x", iOS: iOS)
    keyboard.motion = motion
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let hide = try #require(try keyboard.resign().first).transition
    #expect(hide.frameEnd.minY == 812)
    #expect(hide.frameEnd.height > 0)
  }

  // docs/sources.md#ipad-heights-before-26: appium #19783, 12.9-inch, iPadOS 16.
  @Test func iPadHeightsBefore26WithTheBottomInset() throws {
    var options = PresentationOptions()
    options.iPadHeightsBefore26 = .withBottomInset
    var portrait = try presenter("ipad-pro-12-9", iOS: "16", options: options)
    let end = try #require(try portrait.focus(Fields.plain).first).transition.frameEnd
    #expect(end == rect(0, 1366 - 403, 1024, 403))
    // The catalog's default: keyman's 323 + the 55 pt bar.
    var catalog = try presenter("ipad-pro-12-9", iOS: "16")
    #expect(try catalog.focus(Fields.plain).first?.transition.frameEnd.height == 378)
    // A home-button iPad has no bottom inset: SO 32319697's 313 stays.
    var home = try presenter("ipad-9-7", iOS: "11", options: options)
    #expect(try home.focus(Fields.plain).first?.transition.frameEnd.height == 313)
    // iPadOS 26 already includes it.
    var current = try presenter("ipad-pro-12-9", iOS: "26", options: options)
    #expect(try current.focus(Fields.plain).first?.transition.frameEnd.height == 403)
  }
}
