import Foundation
import InputTraits
import KeyboardPresentation
import Testing

/// The attributable userInfo dumps of docs/sources.md#userinfo-dumps (part A) whose device and
/// release the catalog models, reproduced to the point.
///
/// Expected values are typed in from the dumps. Not reproduced: row 7 (navigation pop, not an event
/// of the model), row 14 (a begin height unlike the end height), row 17 (a reported bug), rows
/// 18–19 (iOS 5 undock frames in an unexplained coordinate space).
struct UserInfoDumpTests {
  // Row 1, SO 19482573: 320×480, iOS 7, WillChangeFrame.
  @Test func row1IPhone4IOS7() throws {
    var keyboard = try presenter("iphone-4", iOS: "7")
    let show = try keyboard.focus(Fields.plain)
    let wcf = try #require(show.first { $0.name == .willChangeFrame }).transition
    #expect(wcf.frameBegin == rect(0, 480, 320, 216))
    #expect(wcf.frameEnd == rect(0, 264, 320, 216))
    #expect(wcf.animationCurve == 7)
    #expect(wcf.animationDuration == .milliseconds(250))
    #expect(wcf.bounds == rect(0, 0, 320, 216))
    #expect(wcf.centerBegin == CGPoint(x: 160, y: 588))
    #expect(wcf.centerEnd == CGPoint(x: 160, y: 372))
    #expect(wcf.frameChangedByUserInteraction == false)
    #expect(wcf.isLocal == nil)
  }

  // Rows 2–3, hk.javashuo.com: 320×480, iOS 6/7, show and hide, curve 7 (so iOS 7).
  @Test func rows2And3ShowAndHide() throws {
    var keyboard = try presenter("iphone-4s", iOS: "7")
    let show = try #require(try keyboard.focus(Fields.plain).first).transition
    #expect(show.frameBegin == rect(0, 480, 320, 216))
    #expect(show.frameEnd == rect(0, 264, 320, 216))
    _ = keyboard.settle()
    let hide = try #require(try keyboard.resign().first).transition
    #expect(hide.frameBegin == rect(0, 264, 320, 216))
    #expect(hide.frameEnd == rect(0, 480, 320, 216))
  }

  // Row 4, SO 8065652: 320×480, iOS ~5: (0, 480, 320, 216) → (0, 264, 320, 216); curve 0 on
  // iOS 5/6 (docs/sources.md#keyboard-animation).
  @Test func row4IOS5() throws {
    var keyboard = try presenter("iphone-4", iOS: "5")
    let show = try #require(try keyboard.focus(Fields.plain).first).transition
    #expect(show.frameBegin == rect(0, 480, 320, 216))
    #expect(show.frameEnd == rect(0, 264, 320, 216))
    #expect(show.animationCurve == 0)
  }

  // Row 5, SO 18957476: iPhone 5 simulator, iOS 7.0: {{0, 920}, {320, 216}} →
  // {{0, 352}, {320, 216}}, duration 0.4, curve 7 (the doubled off-screen quirk,
  // docs/sources.md#keyboard-quirks item 4).
  @Test func row5DoubledOffscreenAndLongerShow() throws {
    var options = PresentationOptions()
    options.offscreenPlacement = .doubledScreenHeight
    options.showAnimationDuration = .milliseconds(400)
    var keyboard = try presenter("iphone-5", iOS: "7.0", options: options)
    let show = try #require(try keyboard.focus(Fields.plain).first).transition
    #expect(show.frameBegin == rect(0, 920, 320, 216))
    #expect(show.frameEnd == rect(0, 352, 320, 216))
    #expect(show.animationDuration == .milliseconds(400))
    #expect(show.animationCurve == 7)
  }

  // Row 6 of docs/sources.md#userinfo-dumps, KGKeyboardChangeManager #2: 3.5-inch, WillHide end
  // {{0, 744}, {320, 216}}.
  @Test func row6DoubledOffscreenHideEnd() throws {
    var options = PresentationOptions()
    options.offscreenPlacement = .doubledScreenHeight
    var keyboard = try presenter("iphone-4", iOS: "6", options: options)
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let hide = try #require(try keyboard.resign().first { $0.name == .willHide }).transition
    #expect(hide.frameEnd == rect(0, 744, 320, 216))
  }

  // Row 8, RichEditorView #102: 375×667, iOS ~10, WillShow without the predictive bar:
  // {{0, 667}, {375, 216}} → {{0, 451}, {375, 216}}, CenterBegin {187.5, 775}, CenterEnd
  // {187.5, 559}, IsLocal 1.
  @Test func row8NoPredictiveBar() throws {
    var keyboard = try presenter("iphone-7", iOS: "10")
    let show = try #require(
      try keyboard.focus(Fields.noAutocorrection).first { $0.name == .willShow }
    ).transition
    #expect(show.frameBegin == rect(0, 667, 375, 216))
    #expect(show.frameEnd == rect(0, 451, 375, 216))
    #expect(show.centerBegin == CGPoint(x: 187.5, y: 775))
    #expect(show.centerEnd == CGPoint(x: 187.5, y: 559))
    #expect(show.isLocal == true)
    #expect(show.animationCurve == 7)
    #expect(show.animationDuration == .milliseconds(250))
  }

  // Row 9, same issue: a 14 pt toolbar reported alone (Bounds {375, 14}, CenterBegin
  // {187.5, 674}): a hardware keyboard in the simulator leaves only the accessory
  // (docs/sources.md#hardware-keyboard).
  @Test func row9AccessoryOnlyWithAHardwareKeyboard() throws {
    var keyboard = try presenter("iphone-7", iOS: "10", hardwareKeyboard: true)
    let field = InputField(id: "editor", accessoryHeight: 14)
    let show = try #require(try keyboard.focus(field).first { $0.name == .willShow }).transition
    #expect(show.bounds == rect(0, 0, 375, 14))
    #expect(show.centerBegin == CGPoint(x: 187.5, y: 674))
  }

  // Rows 10–11, SO 25946121: iPhone 6, iOS 8.4: predictive bar expanded from its collapsed
  // handle {{0, 442}, {375, 225}} → {{0, 409}, {375, 258}}, and back.
  @Test func rows10And11PredictiveToggle() throws {
    var keyboard = try presenter("iphone-6", iOS: "8.4")
    _ = try keyboard.setPredictiveBar(.collapsed)
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let on = try keyboard.setPredictiveBar(.on) + keyboard.settle()
    #expect(names(on) == ["WCF", "WS", "DCF", "DS"])
    let expand = on[0].transition
    #expect(expand.frameBegin == rect(0, 442, 375, 225))
    #expect(expand.frameEnd == rect(0, 409, 375, 258))
    #expect(expand.bounds == rect(0, 0, 375, 258))
    #expect(expand.centerBegin == CGPoint(x: 187.5, y: 554.5))
    #expect(expand.centerEnd == CGPoint(x: 187.5, y: 538))
    let collapse = try #require(try keyboard.setPredictiveBar(.collapsed).first).transition
    #expect(collapse.frameBegin == rect(0, 409, 375, 258))
    #expect(collapse.frameEnd == rect(0, 442, 375, 225))
    #expect(collapse.centerBegin == CGPoint(x: 187.5, y: 538))
    #expect(collapse.centerEnd == CGPoint(x: 187.5, y: 554.5))
  }

  // Row 12, SpringJustin: 414×736, iOS 9/10, DidChangeFrame {{0, 736}, {414, 271}} →
  // {{0, 465}, {414, 271}}, Bounds {414, 271}, CenterBegin {207, 871.5}, CenterEnd
  // {207, 600.5}, IsLocal 1.
  @Test func row12PlusDidChangeFrame() throws {
    var keyboard = try presenter("iphone-7-plus", iOS: "10")
    _ = try keyboard.focus(Fields.plain)
    let dcf = try #require(keyboard.settle().first { $0.name == .didChangeFrame }).transition
    #expect(dcf.frameBegin == rect(0, 736, 414, 271))
    #expect(dcf.frameEnd == rect(0, 465, 414, 271))
    #expect(dcf.bounds == rect(0, 0, 414, 271))
    #expect(dcf.centerBegin == CGPoint(x: 207, y: 871.5))
    #expect(dcf.centerEnd == CGPoint(x: 207, y: 600.5))
    #expect(dcf.isLocal == true)
    #expect(dcf.animationCurve == 7)
  }

  // Row 13, iOSTraining: 414×896, iOS 12/13, WillShow {{0, 896}, {414, 346}} →
  // {{0, 550}, {414, 346}}, CenterBegin {207, 1069}, CenterEnd {207, 723}, IsLocal 1.
  @Test(arguments: ["12", "13"])
  func row13XRWillShow(iOS: String) throws {
    var keyboard = try presenter("iphone-xr", iOS: iOS)
    let show = try #require(
      try keyboard.focus(Fields.plain).first { $0.name == .willShow }
    ).transition
    #expect(show.frameBegin == rect(0, 896, 414, 346))
    #expect(show.frameEnd == rect(0, 550, 414, 346))
    #expect(show.centerBegin == CGPoint(x: 207, y: 1069))
    #expect(show.centerEnd == CGPoint(x: 207, y: 723))
    #expect(show.isLocal == true)
  }

  // Rows 15–16, openradar 38117524: iPad, iOS 11, numeric keyboard: WillShow FrameBegin
  // (0, 768, 1024, 398) in landscape, then (0, 1024, 768, 313) after rotating to portrait.
  @Test func rows15And16IPadNumericKeyboardAndRotation() throws {
    var keyboard = try presenter("ipad-9-7", .landscapeLeft, iOS: "11")
    let landscape = try #require(
      try keyboard.focus(Fields.numberPad).first { $0.name == .willShow }
    ).transition
    #expect(landscape.frameBegin == rect(0, 768, 1024, 398))
    _ = keyboard.settle()
    _ = try keyboard.rotate(to: .portrait)
    let portrait = try #require(keyboard.settle().first { $0.name == .willShow }).transition
    #expect(portrait.frameBegin == rect(0, 1024, 768, 313))
  }

  // Rows 20–27, OmniGroup: iPad 1024×768 landscape, iOS 5, show WCF, WS, DCF, DS:
  // {{-352, 0}, {352, 1024}} → {{0, 0}, {352, 1024}}, curve 0, 0.25, Bounds {1024, 352},
  // CenterBegin {512, 944}, CenterEnd {512, 592}, FrameChangedByUserInteraction 0; hide
  // reversed. (Portrait-fixed frames: the log's landscape is landscapeRight.)
  @Test func rows20To27IPadIOS5Landscape() throws {
    var keyboard = try presenter("ipad-9-7", .landscapeRight, iOS: "5")
    let show = try keyboard.focus(Fields.plain) + keyboard.settle()
    #expect(names(show) == ["WCF", "WS", "DCF", "DS"])
    for notification in show {
      let t = notification.transition
      #expect(t.frameBegin == rect(-352, 0, 352, 1024))
      #expect(t.frameEnd == rect(0, 0, 352, 1024))
      #expect(t.animationCurve == 0)
      #expect(t.animationDuration == .milliseconds(250))
      #expect(t.bounds == rect(0, 0, 1024, 352))
      #expect(t.centerBegin == CGPoint(x: 512, y: 944))
      #expect(t.centerEnd == CGPoint(x: 512, y: 592))
      #expect(t.frameChangedByUserInteraction == false)
    }
    let hide = try keyboard.resign() + keyboard.settle()
    #expect(names(hide) == ["WCF", "WH", "DCF", "DH"])
    #expect(hide.allSatisfy { $0.transition.frameBegin == rect(0, 0, 352, 1024) })
    #expect(hide.allSatisfy { $0.transition.frameEnd == rect(-352, 0, 352, 1024) })
  }

  // Rows 28–35, OmniGroup: rotation landscape → portrait, iOS 5: WCF, WH, DCF, DH, WCF, WS,
  // DCF, DS; portrait {{0, 1024}, {768, 264}} → {{0, 760}, {768, 264}}; the Did… lack curve and
  // duration; the second WCF has begin == end {{0, 760}, …}.
  @Test func rows28To35IPadIOS5Rotation() throws {
    var keyboard = try presenter("ipad-9-7", .landscapeRight, iOS: "5")
    _ = try keyboard.focus(Fields.plain)
    _ = keyboard.settle()
    let rotation = try keyboard.rotate(to: .portrait) + keyboard.settle()
    #expect(names(rotation) == ["WCF", "WH", "DCF", "DH", "WCF", "WS", "DCF", "DS"])
    #expect(rotation[0].transition.frameBegin == rect(0, 0, 352, 1024))
    #expect(rotation[4].transition.frameBegin == rect(0, 760, 768, 264))
    #expect(rotation[4].transition.frameEnd == rect(0, 760, 768, 264))
    #expect(rotation[5].transition.frameBegin == rect(0, 1024, 768, 264))
    #expect(rotation[5].transition.frameEnd == rect(0, 760, 768, 264))
    for did in rotation where !did.name.isWill {
      #expect(did.transition.animationDuration == nil)
      #expect(did.transition.animationCurve == nil)
    }
  }

  // Row 36, SO 32319697: iPad portrait, hardware keyboard, iOS 9: frame height 313, 55 visible.
  @Test func row36ShortcutBarOnly() throws {
    var keyboard = try presenter("ipad-9-7", iOS: "9", hardwareKeyboard: true)
    let show = try #require(try keyboard.focus(Fields.plain).first).transition
    #expect(show.frameEnd.height == 313)
    #expect(1024 - show.frameEnd.minY == 55)
  }

  // Part B rows the catalog models (unattributed, [S] each): U1/U3 iPhone X, U4 SE 2, U6
  // 375×667 iOS 8–10, U10/U11 show ends, U12 hide at full height.
  @Test func unattributedDumps() throws {
    // U1: {{0, 521}, {375, 291}} → {{0, 477}, {375, 335}}, CenterBegin {187.5, 666.5},
    // CenterEnd {187.5, 644.5}: the predictive bar appearing on an iPhone X (iOS 11–13).
    var x = try presenter("iphone-x", iOS: "11")
    _ = try x.focus(Fields.noAutocorrection)
    _ = x.settle()
    let u1 = try #require(try x.focus(Fields.plain).first).transition
    #expect(u1.frameBegin == rect(0, 521, 375, 291))
    #expect(u1.frameEnd == rect(0, 477, 375, 335))
    #expect(u1.centerBegin == CGPoint(x: 187.5, y: 666.5))
    #expect(u1.centerEnd == CGPoint(x: 187.5, y: 644.5))
    // U3: hide end (0, 812, 375, 335).
    _ = x.settle()
    #expect(try x.resign().first?.transition.frameEnd == rect(0, 812, 375, 335))
    // U4: SE 2: {{0, 667}, {375, 260}} → {{0, 407}, {375, 260}}, CenterEnd {187.5, 537}.
    var se = try presenter("iphone-se-2", iOS: "13")
    let u4 = try #require(try se.focus(Fields.plain).first).transition
    #expect(u4.frameEnd == rect(0, 407, 375, 260))
    #expect(u4.centerBegin == CGPoint(x: 187.5, y: 797))
    #expect(u4.centerEnd == CGPoint(x: 187.5, y: 537))
    // U6 and U12: {{0, 667}, {375, 258}} → {{0, 409}, {375, 258}}, hide keeps 258.
    var six = try presenter("iphone-6s", iOS: "9")
    let u6 = try #require(try six.focus(Fields.plain).first).transition
    #expect(u6.frameBegin == rect(0, 667, 375, 258))
    #expect(u6.centerBegin == CGPoint(x: 187.5, y: 796))
    _ = six.settle()
    #expect(try six.resign().first?.transition.frameEnd == rect(0, 667, 375, 258))
    // U10: 320×568 without the bar: {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}.
    var five = try presenter("iphone-5s", iOS: "7")
    #expect(try five.focus(Fields.plain).first?.transition.frameEnd == rect(0, 352, 320, 216))
    // U8/U9: 320×568 with the bar: 253 high at y 315.
    var fiveEight = try presenter("iphone-5s", iOS: "8")
    #expect(
      try fiveEight.focus(Fields.plain).first?.transition.frameEnd == rect(0, 315, 320, 253))
    // U11: 393×852 shown at (0, 516, 393, 336).
    var fifteen = try presenter("iphone-15", iOS: "17")
    #expect(
      try fifteen.focus(Fields.plain).first?.transition.frameEnd == rect(0, 516, 393, 336))
  }
}
