import Foundation
import KeyboardAvoidance
import Testing

/// The nesting step of docs/keyboard-avoidance.md#the-algorithm and the
/// docs/sources.md#avoidance-edge-cases row "nested scroll views": innermost first, the revealed
/// rect passed to the parent; a scroll view that cannot scroll vertically passes the target on
/// untouched.
struct NestedScrollViewTests {
  /// The B1 form scroll view as the outermost of a chain.
  static let form = Scenes.b1().scrollViews[0]

  @Test func horizontalPagerKeepsItsOffsetAndPassesTheTargetUp() {
    // Pager at form content (0, 500, 393, 200), three pages (1179 × 200), on page 2 (x 393).
    // It scrolls horizontally and its content fits vertically → horizontal-only.
    // Target on page 2 at pager content (413, 100) → form content (413 − 393, 500 + 100) =
    // (20, 600): the B1 field → form offset 128, inset 302. The pager keeps x 393 and inset 0.
    let pager = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 500, width: 393, height: 200),
      contentSize: CGSize(width: 1179, height: 200),
      contentOffset: CGPoint(x: 393, y: 0))
    #expect(pager.scrollsVertically == false)
    let scene = AvoidanceScene(
      screenSize: Scenes.iPhone15, scrollViews: [pager, Self.form],
      target: CGRect(x: 413, y: 100, width: 353, height: 44))
    let result = Scenes.result(scene)
    #expect(result.scrollViews[0].contentOffset == CGPoint(x: 393, y: 0))
    #expect(result.scrollViews[0].contentInset == .zero)
    #expect(result.scrollViews[0].scrollsVertically == false)
    #expect(result.scrollViews[1].contentInset.bottom == 302)
    #expect(result.scrollViews[1].contentOffset == CGPoint(x: 0, y: 128))
    #expect(result.targetInWindow == CGRect(x: 20, y: 472, width: 353, height: 44))
  }

  /// A scrolling text view at form content (20, 560, 353, 200) with 600 pt of text.
  static let textView = ScrollViewGeometry(
    frame: CGRect(x: 20, y: 560, width: 353, height: 200),
    contentSize: CGSize(width: 353, height: 600))

  @Test func textViewInAFormLiftsTheCaretAboveTheKeyboard() {
    // Caret at text content 150…170, visible within the text view: it does not scroll.
    // Form: caret at (30, 560 + 150) = 710…730; visible [0, 413] → move 317 → 214.
    // Then the text view sits at window y 560 − 214 = 346 … 546: the keyboard (top 516)
    // covers 30 of it → its inset 30, visible [0, 170], caret 150…170 still inside.
    let scene = AvoidanceScene(
      screenSize: Scenes.iPhone15, scrollViews: [Self.textView, Self.form],
      caret: CGRect(x: 10, y: 150, width: 2, height: 20))
    let result = Scenes.result(scene)
    #expect(result.scrollViews[0].contentInset.bottom == 30)
    #expect(result.scrollViews[0].contentOffset == .zero)
    #expect(result.scrollViews[0].frameInWindow == CGRect(x: 20, y: 346, width: 353, height: 200))
    #expect(result.scrollViews[1].contentInset.bottom == 302)
    #expect(result.scrollViews[1].contentOffset.y == 214)
    // Caret on screen: 346 + 150 = 496 … 516.
    #expect(result.targetInWindow == CGRect(x: 30, y: 496, width: 2, height: 20))
    #expect(result.residualShift == 0)
    // Applying the answer and asking again changes nothing.
    #expect(Scenes.result(scene.applying(result)) == result)
  }

  @Test func textViewScrollsItselfWhenTheFormIsAtItsEnd() {
    // Form content 800: range −103 … 800 + 336 − 852 = 284. Text view at (20, 650).
    // Round 1: caret at form 800…820 → form wants 820 − 413 − 103 = 304 → clamped 284.
    // Text view at window 650 − 284 = 366 … 566: covered 50 → inset 50, visible [0, 150];
    // caret 150…170 → the text view scrolls 20. Caret on screen 366 + 150 − 20 = 496 … 516.
    var form = Self.form
    form.contentSize.height = 800
    var textView = Self.textView
    textView.frame.origin.y = 650
    let scene = AvoidanceScene(
      screenSize: Scenes.iPhone15, scrollViews: [textView, form],
      caret: CGRect(x: 10, y: 150, width: 2, height: 20))
    let result = Scenes.result(scene)
    #expect(result.scrollViews[1].contentOffset.y == 284)
    #expect(result.scrollViews[0].contentInset.bottom == 50)
    #expect(result.scrollViews[0].contentOffset.y == 20)
    #expect(result.targetInWindow?.maxY == 516)
    #expect(Scenes.result(scene.applying(result)) == result)
  }

  @Test func explicitVerticalScrollingOverridesTheDerivedAxis() {
    // A short vertical list inside the form (content 200 in a 200 pt frame) counts as
    // vertical: its content does not exceed its width. Marked horizontal-only it passes the
    // target up and keeps inset 0 and its offset.
    var inner = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 500, width: 393, height: 200),
      contentSize: CGSize(width: 393, height: 200))
    #expect(inner.scrollsVertically)
    inner.verticalScrolling = false
    let scene = AvoidanceScene(
      screenSize: Scenes.iPhone15, scrollViews: [inner, Self.form],
      target: CGRect(x: 0, y: 100, width: 393, height: 44))
    let result = Scenes.result(scene)
    #expect(result.scrollViews[0].contentInset == .zero)
    // Target at form 600…644 → the B1 answer.
    #expect(result.scrollViews[1].contentOffset.y == 128)
  }

  @Test func nestedScrollViewUnderAFullyCoveredParentLeavesAResidualShift() {
    // Outer (0, 600, 393, 200) lies below the keyboard top 516: overlap 200, no room.
    // The inner list (0, 0, 393, 100) shows the field 50…94 within itself, but the field is
    // at window 600 + 50 = 650…694: the container must move 694 − 516 = 178.
    let outer = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 600, width: 393, height: 200),
      contentSize: CGSize(width: 393, height: 200))
    let inner = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 393, height: 100),
      contentSize: CGSize(width: 393, height: 300))
    let scene = AvoidanceScene(
      screenSize: Scenes.iPhone15, scrollViews: [inner, outer],
      target: CGRect(x: 0, y: 50, width: 393, height: 44))
    let result = Scenes.result(scene)
    #expect(result.scrollViews[1].contentInset.bottom == 200)
    #expect(result.scrollViews[0].contentInset.bottom == 100)
    #expect(result.scrollViews[0].contentOffset.y == 0)
    #expect(result.residualShift == 178)
  }
}

/// A list inside a form, the keyboard covering the list's lower part: the list, innermost,
/// takes the keyboard inset for what is covered of it and scrolls the field into what stays
/// visible; the form keeps its offset (UIKit's `scrollRectToVisible` on the innermost scroll
/// view first).
///
/// `outermostFirst` keeps the earlier behaviour: the form lifts the field.
struct InnermostFirstTests {
  /// The B1 form (offset −103, system insets 103 / 34) with a 400-pt list at window y 303.
  static func scene() -> AvoidanceScene {
    let form = Scenes.b1().scrollViews[0]
    // Window y 303 with the form at offset −103: form content y 303 + (−103) = 200.
    let list = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 200, width: 393, height: 400),
      contentSize: CGSize(width: 393, height: 1000))
    return AvoidanceScene(
      screenSize: Scenes.iPhone15, scrollViews: [list, form],
      target: CGRect(x: 0, y: 330, width: 393, height: 44))
  }

  @Test func theListScrollsAndTheFormStays() throws {
    let result = ContentInsetCalculator().result(for: Scenes.show(), scene: Self.scene())
    let list = try #require(result.scrollViews.first)
    let form = try #require(result.scrollViews.last)
    // The list spans window y 303…703; the keyboard's top is 516: 187 pt covered.
    #expect(list.keyboardOverlap == 187)
    #expect(list.contentInset.bottom == 187)
    // The field, window y 633…677, must end at 516: the list scrolls by 161.
    #expect(list.contentOffset.y == 161)
    #expect(form.contentOffset.y == -103)
    // The form's inset: 852 − 516 − 34 = 302.
    #expect(form.contentInset.bottom == 302)
    #expect(result.targetInWindow == CGRect(x: 0, y: 472, width: 393, height: 44))
    #expect(result.residualShift == 0)
  }

  @Test func outermostFirstLiftsWithTheForm() throws {
    let options = AvoidanceOptions(nestedScrolling: .outermostFirst)
    let result = ContentInsetCalculator(options: options).result(
      for: Scenes.show(), scene: Self.scene())
    let list = try #require(result.scrollViews.first)
    let form = try #require(result.scrollViews.last)
    // The form scrolls the field (form content 530…574) above 516: 574 − 413 = 161 from −103.
    #expect(form.contentOffset.y == 58)
    #expect(list.contentOffset.y == 0)
    // The list, now at window y 142…542, is covered 26 pt.
    #expect(list.contentInset.bottom == 26)
    #expect(result.targetInWindow == CGRect(x: 0, y: 472, width: 393, height: 44))
  }

  @Test func scenarioFilesChooseTheOrder() throws {
    let json = #"""
      {"screen": {"width": 393, "height": 852}, "nestedScrolling": "outermostFirst",
       "keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516, "width": 393, "height": 336}}}
      """#
    let scenario = try AvoidanceScenario(json: json, source: "s.json")
    #expect(scenario.options.nestedScrolling == .outermostFirst)
    #expect(AvoidanceOptions().nestedScrolling == .innermostFirst)
  }
}
