import Foundation
import InputTraits
import JSONCoding
import KeyboardPresentation
import Testing

/// Keyboard frames against the totals of docs/sources.md#keyboard-total-heights (typed in, not
/// computed).
struct KeyboardGeometryTests {
  func geometry(_ id: String, _ orientation: InterfaceOrientation = .portrait, iOS: String)
    throws -> KeyboardGeometry
  {
    try KeyboardGeometry(
      device: device(id), orientation: orientation, iOS: IOSVersion(parsing: iOS))
  }

  /// (device, iOS, without predictive, with predictive), portrait letters keyboard
  /// (docs/sources.md#keyboard-total-heights).
  static let portraitTotals: [(String, String, CGFloat, CGFloat)] = [
    ("iphone-4", "7", 216, 216),  // no bar before iOS 8
    ("iphone-5", "8", 216, 253),
    ("iphone-6", "9", 216, 258),
    ("iphone-8", "11", 216, 260),
    ("iphone-se-3", "17", 216, 260),
    ("iphone-8-plus", "10", 226, 271),
    ("iphone-x", "12", 291, 335),
    ("iphone-13-mini", "17", 291, 336),
    ("iphone-12", "14", 291, 336),
    ("iphone-15", "17", 291, 336),
    ("iphone-16-pro", "18", 291, 336),
    ("iphone-11", "13", 301, 346),
    ("iphone-14-plus", "16", 301, 346),
    ("iphone-15-pro-max", "17", 301, 346),
    ("iphone-16-pro-max", "18", 301, 346),
  ]

  @Test(arguments: portraitTotals)
  func portraitHeightsMatchTheFacts(id: String, iOS: String, without: CGFloat, with: CGFloat)
    throws
  {
    let model = try geometry(id, iOS: iOS)
    let screen = try device(id).screenSize
    let barred = try model.frame(for: KeyboardSetup())
    #expect(barred.rect == CGRect(x: 0, y: screen.height - with, width: screen.width, height: with))
    let plain = try model.frame(for: KeyboardSetup(predictiveBar: .off))
    #expect(plain.rect.height == without)
    #expect(plain.offscreen == CGRect(x: 0, y: screen.height, width: screen.width, height: without))
  }

  // Landscape (docs/sources.md#keyboard-total-heights): 162 without the bar on home-button iPhones;
  // Plus 200 with it (RxKeyboard).
  @Test func landscapeHeights() throws {
    #expect(
      try geometry("iphone-4", .landscapeLeft, iOS: "8").frame(
        for: KeyboardSetup(predictiveBar: .off)
      ).rect == rect(0, 158, 480, 162))
    #expect(
      try geometry("iphone-8-plus", .landscapeRight, iOS: "10").frame(for: KeyboardSetup()).rect
        == rect(0, 214, 736, 200))
  }

  /// iPad totals (docs/sources.md#keyboard-total-heights): iOS 5 264/352, iOS 9–11 313/398, keyman
  /// iOS 18 320/408 (768×1024).
  static let iPadTotals: [(String, String, CGFloat, CGFloat)] = [
    ("ipad-9-7", "5", 264, 352),
    ("ipad-9-7", "9", 313, 398),
    ("ipad-mini-5", "11", 313, 398),
    ("ipad-mini-5", "18", 320, 408),
    ("ipad-9", "17", 320, 408),  // 265 + 55, 353 + 55
    ("ipad-pro-11", "17", 315, 403),  // 260 + 55, 348 + 55
    ("ipad-air-5", "17", 312, 397),  // 257 + 55, 342 + 55
    ("ipad-pro-12-9", "17", 378, 473),  // 323 + 55, 418 + 55
    ("ipad-pro-13-m4", "18", 380.5, 476),  // 325.5 + 55, 421 + 55
  ]

  @Test(arguments: iPadTotals)
  func iPadHeights(id: String, iOS: String, portrait: CGFloat, landscape: CGFloat) throws {
    #expect(try geometry(id, iOS: iOS).frame(for: KeyboardSetup()).rect.height == portrait)
    #expect(
      try geometry(id, .landscapeLeft, iOS: iOS).frame(for: KeyboardSetup()).rect.height
        == landscape)
    // No separate number pad on iPad (docs/sources.md#ipad-has-no-number-pad): the full keyboard,
    // the same height.
    let pad = KeyboardSetup(traits: TextInputTraits(keyboardType: .decimalPad))
    #expect(try geometry(id, iOS: iOS).frame(for: pad).rect.height == portrait)
  }

  // Pads and the URL keyboard have no bar (docs/sources.md#keyboard-total-heights,
  // docs/sources.md#predictive-bar-rule): 216 / 291.
  @Test(arguments: [KeyboardType.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .URL])
  func typesWithoutABar(type: KeyboardType) throws {
    let setup = KeyboardSetup(traits: TextInputTraits(keyboardType: type))
    #expect(try geometry("iphone-8", iOS: "17").frame(for: setup).rect.height == 216)
    #expect(try geometry("iphone-15", iOS: "17").frame(for: setup).rect.height == 291)
  }

  // docs/sources.md#predictive-bar-rule: iOS 8–14 autocorrection .no hides the bar; iOS 15+ only
  // spell checking .no does.
  @Test(arguments: [
    ("14", TextInputTraits(autocorrectionType: .no), false),
    ("15", TextInputTraits(autocorrectionType: .no), true),
    ("15", TextInputTraits(spellCheckingType: .no), false),
    ("14", TextInputTraits(spellCheckingType: .no), true),
    ("17", TextInputTraits(isSecureTextEntry: true), false),
    ("17", TextInputTraits(isSecureTextEntry: true, textContentType: .newPassword), true),
    ("17", TextInputTraits(isSecureTextEntry: true, textContentType: .password), true),
    ("11", TextInputTraits(isSecureTextEntry: true, textContentType: .password), false),
    ("17", TextInputTraits(keyboardType: .emailAddress), true),
  ])
  func predictiveBarRule(iOS: String, traits: TextInputTraits, shows: Bool) throws {
    #expect(PredictiveBarRule().showsBar(for: traits, iOS: try IOSVersion(parsing: iOS)) == shows)
  }

  @Test func autoFillExceptionCanBeTurnedOff() throws {
    let traits = TextInputTraits(isSecureTextEntry: true, textContentType: .newPassword)
    #expect(
      !PredictiveBarRule(passwordAutoFillShowsBar: false).showsBar(for: traits, iOS: IOSVersion(17))
    )
  }

  @Test func accessoryAndInputViewHeights() throws {
    let model = try geometry("iphone-15", iOS: "17")
    // 336 + 44 toolbar = 380.
    #expect(try model.frame(for: KeyboardSetup(accessoryHeight: 44)).rect == rect(0, 472, 393, 380))
    // A 200 pt input view with the toolbar: 244, no bar, no strip.
    #expect(
      try model.frame(for: KeyboardSetup(accessoryHeight: 44, inputViewHeight: 200)).rect
        == rect(0, 608, 393, 244))
  }

  // docs/sources.md#hardware-keyboard: iPhone with a hardware keyboard: the accessory only, or
  // nothing.
  @Test func hardwareKeyboardOnIPhone() throws {
    let model = try geometry("iphone-15", iOS: "17")
    let toolbar = try model.frame(for: KeyboardSetup(accessoryHeight: 44, hardwareKeyboard: true))
    #expect(toolbar.kind == .accessoryOnly)
    #expect(toolbar.rect == rect(0, 808, 393, 44))
    let nothing = try model.frame(for: KeyboardSetup(hardwareKeyboard: true))
    #expect(nothing.kind == .none)
    #expect(!nothing.isOnScreen)
  }

  // docs/sources.md#hardware-keyboard, docs/sources.md#keyboard-frame-coordinates: iPad, iOS 9+:
  // full height, y = screen height − 55 (− accessory).
  @Test func hardwareKeyboardOnIPad() throws {
    let model = try geometry("ipad-7", .landscapeLeft, iOS: "14")
    let bar = try model.frame(for: KeyboardSetup(hardwareKeyboard: true))
    #expect(bar.kind == .shortcutBar)
    #expect(bar.rect == rect(0, 755, 1080, 408))  // 810 − 55
    let withToolbar = try model.frame(
      for: KeyboardSetup(accessoryHeight: 44, hardwareKeyboard: true))
    #expect(withToolbar.rect == rect(0, 711, 1080, 452))  // 810 − 99, 408 + 44
  }

  // docs/sources.md#ipad-minimized-bar: from iPadOS 15 the minimized bar; outside Stage Manager
  // it is not part of the keyboard.
  @Test func minimizedBarFromIPadOS15() throws {
    let model = try geometry("ipad-9", .landscapeLeft, iOS: "17")
    let bar = try model.frame(for: KeyboardSetup(hardwareKeyboard: true))
    #expect(bar.kind == .minimizedBar)
    #expect(bar.rect == rect(0, 810, 1080, 0))
    #expect(bar.isOnScreen)
    let toolbar = try model.frame(for: KeyboardSetup(accessoryHeight: 44, hardwareKeyboard: true))
    #expect(toolbar.rect == rect(0, 766, 1080, 44))
    // Stage Manager (iPadOS 16+): the 320×55 bar centred, full width under an accessory.
    let stage = try model.frame(
      for: KeyboardSetup(hardwareKeyboard: true, windowMode: .stageManager))
    #expect(stage.rect == rect(380, 755, 320, 55))
    let stageToolbar = try model.frame(
      for: KeyboardSetup(accessoryHeight: 44, hardwareKeyboard: true, windowMode: .stageManager))
    #expect(stageToolbar.rect == rect(0, 711, 1080, 99))
    // iPadOS 15 had no Stage Manager.
    let fifteen = try geometry("ipad-9", .landscapeLeft, iOS: "15")
    #expect(
      try fifteen.frame(for: KeyboardSetup(hardwareKeyboard: true, windowMode: .stageManager)).rect
        == rect(0, 810, 1080, 0))
    // The option brings back the full-width Shortcut Bar.
    var old = model
    old.hardwareKeyboardBar = .shortcutBar
    #expect(
      try old.frame(for: KeyboardSetup(hardwareKeyboard: true)).rect == rect(0, 755, 1080, 408))
  }

  @Test func minimizedBarPostsShowAndHide() throws {
    var keyboard = try presenter("ipad-pro-11", iOS: "17")
    keyboard.windowMode = .stageManager
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let attach = try keyboard.setHardwareKeyboard(true)
    #expect(names(attach) == ["WCF", "WS"])
    #expect(attach[0].transition.frameEnd == rect(257, 1139, 320, 55))
  }

  @Test func undockedKeyboardsExistOnlyOnIPad() throws {
    let error = #expect(throws: PresentationError.self) {
      try geometry("iphone-15", iOS: "17").frame(for: KeyboardSetup(placement: .floating(nil)))
    }
    #expect(error?.message == "floating keyboards exist only on iPad, not on iphone-15")
  }

  @Test(arguments: [-1.0, Double.nan, Double.infinity])
  func badHeightsAreRejected(height: Double) throws {
    let error = #expect(throws: PresentationError.self) {
      try geometry("iphone-15", iOS: "17").frame(
        for: KeyboardSetup(accessoryHeight: CGFloat(height)))
    }
    #expect(error?.code == .invalidGeometry)
    #expect(
      error?.message
        == "accessoryHeight must be a number of points from 0 to 100000, got \(messageNumber(height))"
    )
  }

  // docs/sources.md#keyboard-frame-coordinates: before iOS 8, landscape frames are in the
  // portrait-fixed space. Home button left puts the keyboard at the portrait screen's right edge: x
  // = 768 − 352 = 416.
  @Test func reportedFramesBeforeIOS8() throws {
    let left = try geometry("ipad-9-7", .landscapeLeft, iOS: "5")
    let docked = try left.frame(for: KeyboardSetup()).rect
    #expect(docked == rect(0, 416, 1024, 352))
    #expect(left.reported(docked) == rect(416, 0, 352, 1024))
    let right = try geometry("ipad-9-7", .landscapeRight, iOS: "5")
    #expect(right.reported(docked) == rect(0, 0, 352, 1024))
    let modern = try geometry("ipad-9-7", .landscapeRight, iOS: "8")
    #expect(modern.reported(docked) == docked)
  }

  @Test(arguments: [("17", 17, 0), ("16.1", 16, 1), ("8.4.1", 8, 4)])
  func versionsParse(text: String, major: Int, minor: Int) throws {
    #expect(try IOSVersion(parsing: text) == IOSVersion(major, minor))
  }

  @Test(arguments: ["", "17.x", "4", "27", "-1", "1.2.3.4"])
  func badVersionsAreRejected(text: String) {
    #expect(throws: PresentationError.self) { try IOSVersion(parsing: text) }
  }
}
