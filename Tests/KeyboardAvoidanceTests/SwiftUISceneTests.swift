import Foundation
import KeyboardAvoidance
import Testing

/// SwiftUI's keyboard safe area for described view trees, figured by hand on an iPhone 15
/// (393 × 852, safe area 59 / 34, keyboard top 516) — the scenes of docs/keyboard-avoidance.md.
struct SwiftUISceneTests {
  static let window = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let keyboard = KeyboardCoverage(
    change: KeyboardChange(
      event: .willShow, frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336)),
    screenSize: window.size, windowFrame: window, followsUndockedKeyboard: false)
  static let hidden = KeyboardCoverage(
    change: KeyboardChange(
      event: .willHide, frameEnd: CGRect(x: 0, y: 852, width: 393, height: 336)),
    screenSize: window.size, windowFrame: window, followsUndockedKeyboard: false)

  /// A title, a scroll view (name, 500 pt of text, the focused email) and a button.
  static func form(ignoresKeyboard: Bool = false, buttonIgnores: Bool = false) -> SwiftUIView {
    SwiftUIView(
      id: "form",
      kind: .vStack([
        SwiftUIView(id: "title", kind: .fixed(height: 44)),
        SwiftUIView(
          id: "list",
          kind: .scrollView([
            SwiftUIView(id: "name", kind: .field(height: 44, focused: false)),
            SwiftUIView(id: "about", kind: .fixed(height: 500)),
            SwiftUIView(id: "email", kind: .field(height: 44, focused: true)),
          ])),
        SwiftUIView(id: "signUp", kind: .fixed(height: 50), ignoresKeyboard: buttonIgnores),
      ]), ignoresKeyboard: ignoresKeyboard)
  }

  static func scene(_ root: SwiftUIView, regions: SwiftUIScene.Regions = .all) -> SwiftUIScene {
    SwiftUIScene(
      hostingFrame: window, safeAreaInsets: ContentInsets(top: 59, bottom: 34), regions: regions,
      root: root)
  }

  @Test func theSafeAreaEndsOnTheKeyboard() throws {
    let layout = Self.scene(Self.form()).layout(
      keyboard: Self.keyboard, windowSize: Self.window.size)
    #expect(layout.keyboardInset == 336)
    // 59 … 516: the form; the title 44, the button 50, the list the 363 between.
    #expect(layout.view("form")?.frame == CGRect(x: 0, y: 59, width: 393, height: 457))
    #expect(layout.view("list")?.frame == CGRect(x: 0, y: 103, width: 393, height: 363))
    #expect(layout.view("signUp")?.frame == CGRect(x: 0, y: 466, width: 393, height: 50))
    // Without the keyboard the form ends at 818: lifted 302, as is the button.
    #expect(layout.view("form")?.keyboardInset == 302)
    #expect(layout.view("signUp")?.keyboardInset == 302)
    #expect(layout.view("title")?.keyboardInset == 0)
    // The email at content 544…588 in 363 visible points: scrolled by 588 − 363 = 225.
    let field = try #require(layout.focusedField)
    #expect(field.contentOffset == 225)
    #expect(field.frame == CGRect(x: 0, y: 422, width: 393, height: 44))
    #expect(field.isVisible)
  }

  @Test func ignoringTheKeyboardOnAFixedViewDoesNothing() {
    let plain = Self.scene(Self.form()).layout(
      keyboard: Self.keyboard, windowSize: Self.window.size)
    let ignoring = Self.scene(Self.form(buttonIgnores: true))
      .layout(keyboard: Self.keyboard, windowSize: Self.window.size)
    #expect(plain.views == ignoring.views)
  }

  @Test func ignoringTheKeyboardOnTheFlexibleFormCoversTheField() throws {
    let layout = Self.scene(Self.form(ignoresKeyboard: true))
      .layout(keyboard: Self.keyboard, windowSize: Self.window.size)
    // The form keeps 59 … 818; the list 103 … 768; the email at 103 + 544 = 647, under the
    // keyboard that starts at 516.
    #expect(layout.view("form")?.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(layout.view("signUp")?.coveredByKeyboard == 50)
    let field = try #require(layout.focusedField)
    #expect(field.frame.minY == 647)
    #expect(field.isVisible == false)
  }

  @Test func aSheetGrowsToItsLargestDetentForTheKeyboard() {
    var scene = Self.scene(
      SwiftUIView(
        id: "search",
        kind: .vStack([
          SwiftUIView(id: "query", kind: .field(height: 44, focused: true)),
          SwiftUIView(id: "results", kind: .spacer),
        ])))
    scene.sheetDetents = [
      SheetDetent(name: "medium", height: 426), SheetDetent(name: "large", height: 793),
    ]
    scene.selectedDetent = "medium"
    let shown = scene.layout(keyboard: Self.keyboard, windowSize: Self.window.size)
    #expect(shown.detent == "large")
    #expect(shown.grewForKeyboard)
    #expect(shown.hostingFrame == CGRect(x: 0, y: 59, width: 393, height: 793))
    let rest = scene.layout(keyboard: Self.hidden, windowSize: Self.window.size)
    #expect(rest.detent == "medium")
    #expect(rest.hostingFrame == CGRect(x: 0, y: 426, width: 393, height: 426))
  }

  @Test func aHostingViewInAnAvoidingContainerAvoidsTwice() {
    var scene = Self.scene(Self.form())
    scene.containerAvoidsKeyboard = true
    let twice = scene.layout(keyboard: Self.keyboard, windowSize: Self.window.size)
    // The container ends the hosting view at 516; SwiftUI takes 336 more: the form ends at 180.
    #expect(twice.hostingFrame.height == 516)
    #expect(twice.view("form")?.frame.maxY == 180)
    #expect(twice.blankAboveKeyboard == 336)
    // Leaving the keyboard out of safeAreaRegions fixes it.
    scene.regions = .container
    let once = scene.layout(keyboard: Self.keyboard, windowSize: Self.window.size)
    #expect(once.view("form")?.frame.maxY == 516)
    #expect(once.blankAboveKeyboard == 0)
  }

  @Test func aSafeAreaInsetViewLagsDuringAnInteractiveDismissal() throws {
    let chat = SwiftUIView(
      id: "messages", kind: .scrollView([SwiftUIView(id: "history", kind: .fixed(height: 1200))]),
      bottomInset: SwiftUIView(id: "composer", kind: .fixed(height: 52)))
    let scene = Self.scene(chat)
    let settled = scene.layout(keyboard: Self.keyboard, windowSize: Self.window.size)
    // On the keyboard: 516 − 52 = 464.
    #expect(settled.view("composer")?.frame.minY == 464)
    let dragged = KeyboardCoverage(
      change: KeyboardChange(
        event: .willChangeFrame, frameEnd: CGRect(x: 0, y: 640, width: 393, height: 336)),
      screenSize: Self.window.size, windowFrame: Self.window, followsUndockedKeyboard: false)
    let during = scene.layout(keyboard: dragged, windowSize: Self.window.size, settled: settled)
    // The scroll view follows to 640; the composer stays at 464, 124 above 588.
    #expect(during.view("messages")?.frame.maxY == 640)
    let composer = try #require(during.view("composer"))
    #expect(composer.frame.minY == 464)
    #expect(composer.lag == 124)
  }
}
