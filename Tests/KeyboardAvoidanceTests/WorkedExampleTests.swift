import Foundation
import KeyboardAvoidance
import Testing

/// The worked examples of docs/keyboard-avoidance.md; each expected figure is calculated by hand in
/// a comment.
struct WorkedExampleTests {
  @Test func b1RevealsTheFieldOntoTheKeyboardTop() {
    // Keyboard (0, 516, 393, 336) ∩ scroll view (0, 0, 393, 852) → overlap 852 − 516 = 336.
    // bottom = max(0, 336 − 34 system) = 302; indicator likewise 302.
    // Adjusted insets 103 / 302 + 34 = 336; visible content at offset −103: [0, 413].
    // Field 600…644 is below: move by 644 − 413 = 231 → offset −103 + 231 = 128.
    // Range −103 … 1500 + 336 − 852 = 984 → 128 stays.
    let result = Scenes.result(Scenes.b1())
    #expect(result.inner.contentInset == ContentInsets(bottom: 302))
    #expect(result.inner.verticalScrollIndicatorInsets == ContentInsets(bottom: 302))
    #expect(result.inner.contentOffset == CGPoint(x: 0, y: 128))
    #expect(result.residualShift == 0)
    // Field on screen: 600 − 128 = 472 … 516, its bottom on the keyboard top.
    #expect(result.targetInWindow == CGRect(x: 0, y: 472, width: 393, height: 44))
  }

  @Test func b1WithBottomPaddingKeepsTwentyPointsAboveTheKeyboard() {
    // Padded target 600 … 664; visible [0, 413] → move 664 − 413 = 251 → −103 + 251 = 148.
    let result = Scenes.result(
      Scenes.b1(), options: AvoidanceOptions(paddingBottom: 20))
    #expect(result.inner.contentInset.bottom == 302)
    #expect(result.inner.verticalScrollIndicatorInsets.bottom == 302)
    #expect(result.inner.contentOffset == CGPoint(x: 0, y: 148))
  }

  @Test func neverAdjustmentBehaviourSubtractsNothing() {
    // Scroll view (0, 103, 393, 749) spans window y 103 … 852; keyboard from 516 → overlap 336.
    // System adds 0 → bottom 336. Visible at offset 0: [0, 749 − 336] = [0, 413].
    // Field 500 … 544 → move 544 − 413 = 131.
    var scene = Scenes.b1(offsetY: 0, target: CGRect(x: 0, y: 500, width: 393, height: 44))
    scene.scrollViews[0].frame = CGRect(x: 0, y: 103, width: 393, height: 749)
    scene.scrollViews[0].systemInset = .zero
    let result = Scenes.result(scene)
    #expect(result.inner.contentInset.bottom == 336)
    #expect(result.inner.verticalScrollIndicatorInsets.bottom == 336)
    #expect(result.inner.contentOffset == CGPoint(x: 0, y: 131))
  }

  @Test func opaqueTabBarIsNotCountedTwice() {
    // Scroll view (0, 0, 393, 769) ends above the 83 pt tab bar; overlap 769 − 516 = 253.
    // System bottom 0 → bottom max(0, 253 − 0) = 253. Adjusted 103 / 253.
    // Visible at −103: [0, −103 + 769 − 253] = [0, 413] → move 644 − 413 = 231 → 128.
    var scene = Scenes.b1()
    scene.scrollViews[0].frame = CGRect(x: 0, y: 0, width: 393, height: 769)
    scene.scrollViews[0].systemInset = ContentInsets(top: 103, bottom: 0)
    let result = Scenes.result(scene)
    #expect(result.inner.contentInset.bottom == 253)
    #expect(result.inner.verticalScrollIndicatorInsets.bottom == 253)
    #expect(result.inner.contentOffset.y == 128)
  }

  @Test func stageManagerWindowConvertsTheKeyboardFromScreenCoordinates() {
    // Keyboard (0, 874, 834, 320) in the screen → window (0, 150, …): y 874 − 150 = 724.
    // Overlap with (0, 0, 834, 900): 900 − 724 = 176 → bottom 176.
    // Visible at 0: [0, 900 − 176] = [0, 724]; field 700 … 744 → move 20.
    let scene = AvoidanceScene(
      screenSize: CGSize(width: 834, height: 1194),
      windowFrame: CGRect(x: 0, y: 150, width: 834, height: 900),
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 834, height: 900),
          contentSize: CGSize(width: 834, height: 1500))
      ],
      target: CGRect(x: 0, y: 700, width: 834, height: 44))
    let result = Scenes.result(
      scene, Scenes.show(CGRect(x: 0, y: 874, width: 834, height: 320)))
    #expect(result.inner.contentInset.bottom == 176)
    #expect(result.inner.verticalScrollIndicatorInsets.bottom == 176)
    #expect(result.inner.contentOffset.y == 20)
  }

  @Test func hideClampsTheOffsetToTheNewMaximum() {
    // willHide → keyboard not visible → insets back to base 0 / 0.
    // Adjusted bottom 0 + 34; maximum offset 1000 + 34 − 852 = 182; 478 → 182.
    // (Field 600 … 644 is visible at 478: [581, 1296], so the reveal does not move.)
    let result = Scenes.result(
      Scenes.b1(contentHeight: 1000, offsetY: 478),
      KeyboardChange(event: .willHide, frameEnd: Scenes.keyboardHidden))
    #expect(result.inner.contentInset.bottom == 0)
    #expect(result.inner.verticalScrollIndicatorInsets.bottom == 0)
    #expect(result.inner.contentOffset.y == 182)
  }
}
