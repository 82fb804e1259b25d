import Foundation
import KeyboardAvoidance
import Testing

/// The inset step of docs/keyboard-avoidance.md#the-algorithm and the
/// docs/sources.md#avoidance-edge-cases rows "existing insets", "safe area / tab bar double count",
/// "scroll view not at screen bottom", "content smaller than viewport", "rotation".
struct InsetRulesTests {
  @Test func existingBottomInsetIsCombinedByMaxNotSum() {
    // A 60 pt toolbar inset: max(60, 336 − 34) = 302, not 60 + 302.
    var scene = Scenes.b1()
    scene.scrollViews[0].contentInset = ContentInsets(bottom: 60)
    #expect(Scenes.result(scene).inner.contentInset.bottom == 302)
    // A 400 pt inset is already more than the keyboard needs: it stays 400.
    scene.scrollViews[0].contentInset = ContentInsets(top: 8, left: 4, bottom: 400, right: 2)
    let result = Scenes.result(scene)
    #expect(result.inner.contentInset == ContentInsets(top: 8, left: 4, bottom: 400, right: 2))
  }

  @Test func indicatorInsetUsesItsOwnBaseAndSystemAdjustment() {
    // automaticallyAdjustsScrollIndicatorInsets = false: the system adds 34 to the content
    // inset but nothing to the indicators. Content: 336 − 34 = 302; indicators: 336 − 0 = 336,
    // and max with the base indicator inset 10 keeps 336. Other edges come from the base.
    var scene = Scenes.b1()
    scene.scrollViews[0].indicatorInset = ContentInsets(top: 5, bottom: 10)
    scene.scrollViews[0].systemIndicatorInset = .zero
    let result = Scenes.result(scene)
    #expect(result.inner.contentInset == ContentInsets(bottom: 302))
    #expect(result.inner.verticalScrollIndicatorInsets == ContentInsets(top: 5, bottom: 336))
  }

  @Test func shortContentUnderScrollableAxesGetsTheWholeOverlap() {
    // .scrollableAxes with content 500 < 852: the system adds nothing
    // (docs/sources.md#scroll-view-insets), although the safe area bottom is 34. Subtracting the
    // safe area would clip 34 pt: the inset is 336.
    let scene = AvoidanceScene(
      screenSize: Scenes.iPhone15,
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 393, height: 852),
          contentSize: CGSize(width: 393, height: 500))
      ],
      target: CGRect(x: 0, y: 450, width: 393, height: 44))
    let result = Scenes.result(scene)
    #expect(result.inner.contentInset.bottom == 336)
    // Visible [0, 516]; field 450…494 is visible: no move.
    #expect(result.inner.contentOffset.y == 0)
  }

  @Test func scrollViewAboveTheKeyboardGetsNoInset() {
    // A scroll view (0, 0, 393, 400) ends above the keyboard top 516: overlap 0 → base inset.
    var scene = Scenes.b1(target: CGRect(x: 0, y: 200, width: 393, height: 44))
    scene.scrollViews[0].frame = CGRect(x: 0, y: 0, width: 393, height: 400)
    scene.scrollViews[0].systemInset = ContentInsets(top: 103)
    let result = Scenes.result(scene)
    #expect(result.inner.keyboardOverlap == 0)
    #expect(result.inner.contentInset.bottom == 0)
    // Visible [0, 297] at −103; field 200…244 visible: no move.
    #expect(result.inner.contentOffset.y == -103)
  }

  @Test func shortFormScrollsOnlyAsFarAsItsContentAllows() {
    // Content 600 (fits the screen). Bottom 302, adjusted 103 / 336; range −103 … 600 + 336 −
    // 852 = 84. Field 500…544: visible [0, 413] → move 131 → 28, inside the range.
    let result = Scenes.result(
      Scenes.b1(contentHeight: 600, target: CGRect(x: 0, y: 500, width: 393, height: 44)))
    #expect(result.inner.contentOffset.y == 28)
    // Field 550…594 with padding 20: target 614 → move 201 → 98, clamped to 84. On screen
    // the field ends at 594 − 84 = 510: above the keyboard top 516, padding honoured by 6.
    let padded = Scenes.result(
      Scenes.b1(contentHeight: 600, target: CGRect(x: 0, y: 550, width: 393, height: 44)),
      options: AvoidanceOptions(paddingBottom: 20))
    #expect(padded.inner.contentOffset.y == 84)
    #expect(padded.inner.contentInset.bottom == 302)
    #expect(padded.residualShift == 0)
  }

  @Test func rotationIsJustTheNextNotification() {
    // After B1 (offset 128) the phone turns to landscape 852 × 393: compact bar 32, home
    // indicator 21, keyboard (0, 184, 852, 209). Overlap 393 − 184 = 209; bottom 209 − 21 = 188.
    // Visible height 393 − 32 − 209 = 152; at 128: [160, 312]; field 600…644 → move 332 → 460.
    // Range −32 … 1500 + 209 − 393 = 1316. Field on screen: 600 − 460 = 140…184, on the keyboard.
    let scene = AvoidanceScene(
      screenSize: CGSize(width: 852, height: 393),
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 852, height: 393),
          contentSize: CGSize(width: 852, height: 1500),
          contentOffset: CGPoint(x: 0, y: 128),
          systemInset: ContentInsets(top: 32, bottom: 21))
      ],
      target: CGRect(x: 0, y: 600, width: 852, height: 44))
    let result = Scenes.result(scene, Scenes.show(CGRect(x: 0, y: 184, width: 852, height: 209)))
    #expect(result.inner.contentInset.bottom == 188)
    #expect(result.inner.contentOffset.y == 460)
    #expect(result.targetInWindow?.maxY == 184)
  }

  @Test func fractionalFiguresAreNotTruncated() {
    // Keyboard top 516.5 (a 335.5 pt keyboard): overlap 335.5 → bottom 335.5 − 34 = 301.5.
    // Adjusted bottom 335.5; visible at −103: [0, −103 + 852 − 335.5] = [0, 413.5].
    // Field 600…644.25 → move 644.25 − 413.5 = 230.75 → offset 127.75.
    let result = Scenes.result(
      Scenes.b1(target: CGRect(x: 0, y: 600, width: 393, height: 44.25)),
      Scenes.show(CGRect(x: 0, y: 516.5, width: 393, height: 335.5)))
    #expect(result.inner.contentInset.bottom == 301.5)
    #expect(result.inner.contentOffset.y == 127.75)
  }
}
