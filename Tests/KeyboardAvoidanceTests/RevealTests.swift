import Foundation
import KeyboardAvoidance
import Testing

/// The reveal, clamp and residual steps of docs/keyboard-avoidance.md#the-algorithm: minimal
/// reveal, tall targets, the caret, the horizontal offset, the residual shift; the
/// docs/sources.md#avoidance-edge-cases rows "field taller than visible" and "offset clamp".
struct RevealTests {
  @Test func visibleTargetDoesNotMove() {
    // B1 at offset 0: visible [103, 413 + 103] = [103, 516]; field 200…244 is inside.
    let result = Scenes.result(
      Scenes.b1(offsetY: 0, target: CGRect(x: 0, y: 200, width: 393, height: 44)))
    #expect(result.inner.contentOffset.y == 0)
  }

  @Test func targetAboveTheVisibleRectMovesUpToTheVisibleTop() {
    // Offset 700: visible [803, 1216]; field 600…644 is above → move by 803 − 600 → 497.
    let result = Scenes.result(Scenes.b1(offsetY: 700))
    #expect(result.inner.contentOffset.y == 497)
    // With top padding 12: target 588 → 485.
    let padded = Scenes.result(
      Scenes.b1(offsetY: 700), options: AvoidanceOptions(paddingTop: 12))
    #expect(padded.inner.contentOffset.y == 485)
  }

  @Test func horizontalOffsetIsKept() {
    // IQKeyboardManager #404 (docs/sources.md#iqkeyboardmanager): a paging scroll view's x reset
    // to 0. The x offset passes through unchanged.
    let result = Scenes.result(Scenes.b1(offsetY: -103).withOffsetX(786))
    #expect(result.inner.contentOffset == CGPoint(x: 786, y: 128))
  }

  static let tall = CGRect(x: 0, y: 600, width: 393, height: 600)

  @Test func tallTargetBelowShowsItsTopUnderEitherPolicy() {
    // Visible height 413 < 600. Below ([0, 413] at −103): both policies align its top with
    // the visible top → offset 600 − 103 = 497.
    for policy in TallTargetPolicy.allCases {
      let result = Scenes.result(
        Scenes.b1(target: Self.tall), options: AvoidanceOptions(tallTarget: policy))
      #expect(result.inner.contentOffset.y == 497, "\(policy)")
    }
  }

  @Test func tallTargetAbove() {
    // Offset 900: visible [1003, 1416]; the target 600…1200 is above and ends inside.
    // top: align its top → 497. minimal: align its bottom → 1200 − 413 − 103 = 684.
    let top = Scenes.result(Scenes.b1(offsetY: 900, target: Self.tall))
    #expect(top.inner.contentOffset.y == 497)
    let minimal = Scenes.result(
      Scenes.b1(offsetY: 900, target: Self.tall), options: AvoidanceOptions(tallTarget: .minimal))
    #expect(minimal.inner.contentOffset.y == 684)
  }

  @Test func tallTargetCoveringTheVisibleRect() {
    // Offset 700: visible [803, 1216] inside the target 600…1300.
    // top: 497 (scrolls back to its top). minimal: already covers → stays 700.
    let target = CGRect(x: 0, y: 600, width: 393, height: 700)
    let top = Scenes.result(Scenes.b1(offsetY: 700, target: target))
    #expect(top.inner.contentOffset.y == 497)
    let minimal = Scenes.result(
      Scenes.b1(offsetY: 700, target: target), options: AvoidanceOptions(tallTarget: .minimal))
    #expect(minimal.inner.contentOffset.y == 700)
    #expect(minimal.residualShift == 0)
  }

  @Test func paddingThatDoesNotFitIsScaledDownEvenly() {
    // Field 44 tall in a 413 pt visible height with padding 200 + 200: room 369, scale
    // 369 / 400 → padding 184.5 each. Padded 415.5 … 828.5 → move 828.5 − 413 → 312.5.
    let result = Scenes.result(
      Scenes.b1(), options: AvoidanceOptions(paddingTop: 200, paddingBottom: 200))
    #expect(result.inner.contentOffset.y == 312.5)
  }

  @Test func caretIsRevealedInsteadOfTheWholeTextView() {
    // A non-scrolling text view 400…1000 in the B1 form, caret at 950…970.
    // Without the caret: tall target, its top at the visible top → 400 − 103 = 297, and the
    // caret is at 950 − 297 = 653 on screen, under the keyboard (top 516).
    var scene = Scenes.b1(target: CGRect(x: 0, y: 400, width: 393, height: 600))
    #expect(Scenes.result(scene).inner.contentOffset.y == 297)
    // With the caret: visible [0, 413] → move 970 − 413 = 557 → 454; caret bottom on 516.
    scene.caret = CGRect(x: 12, y: 950, width: 2, height: 20)
    let result = Scenes.result(scene)
    #expect(result.inner.contentOffset.y == 454)
    #expect(result.targetInWindow == CGRect(x: 12, y: 496, width: 2, height: 20))
  }

  @Test func residualShiftWithoutScrollView() {
    // Field at window y 700…744, keyboard top 516 → the container moves up 228;
    // with bottom padding 10 → 238.
    let scene = AvoidanceScene(
      screenSize: Scenes.iPhone15, target: CGRect(x: 0, y: 700, width: 393, height: 44))
    #expect(Scenes.result(scene).residualShift == 228)
    #expect(Scenes.result(scene, options: AvoidanceOptions(paddingBottom: 10)).residualShift == 238)
    // A field above the keyboard, or a hidden keyboard: 0.
    let high = AvoidanceScene(
      screenSize: Scenes.iPhone15, target: CGRect(x: 0, y: 300, width: 393, height: 44))
    #expect(Scenes.result(high).residualShift == 0)
    #expect(
      Scenes.result(scene, KeyboardChange(event: .willHide, frameEnd: Scenes.keyboardHidden))
        .residualShift == 0)
  }

  @Test func residualShiftWhenTheKeyboardCoversTheWholeScrollView() {
    // Scroll view (0, 600, 393, 200) lies below the keyboard top 516: overlap 200 → bottom
    // 200, visible height 0 → no reveal. Range 0 … max(0, 200 + 200 − 200) = 200; offset 0.
    // Field content 50…94 → window 650…694 → shift 694 − 516 = 178.
    let scene = AvoidanceScene(
      screenSize: Scenes.iPhone15,
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 600, width: 393, height: 200),
          contentSize: CGSize(width: 393, height: 200))
      ],
      target: CGRect(x: 0, y: 50, width: 393, height: 44))
    let result = Scenes.result(scene)
    #expect(result.inner.contentInset.bottom == 200)
    #expect(result.inner.contentOffset.y == 0)
    #expect(result.residualShift == 178)
  }

  @Test func noTargetComputesInsetsAndClampsOnly() {
    let result = Scenes.result(Scenes.b1(contentHeight: 1000, offsetY: 478, target: nil))
    // Keyboard shown: range −103 … 1000 + 336 − 852 = 484 → 478 stays; inset 302.
    #expect(result.inner.contentInset.bottom == 302)
    #expect(result.inner.contentOffset.y == 478)
    #expect(result.targetInWindow == nil)
    #expect(result.residualShift == 0)
  }
}

extension AvoidanceScene {
  func withOffsetX(_ x: CGFloat) -> AvoidanceScene {
    var scene = self
    scene.scrollViews[0].contentOffset.x = x
    return scene
  }
}
