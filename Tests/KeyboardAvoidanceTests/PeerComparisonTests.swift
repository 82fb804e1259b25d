import Foundation
import KeyboardAvoidance
import Testing

/// The side-by-side table of docs/keyboard-avoidance.md: IQKeyboardManager, TPKeyboardAvoiding
/// and Apple's sample against KeyboardSim on the worked examples.
///
/// Every figure is asserted against the hand calculation in the comment; the test also prints the
/// table.
struct PeerComparisonTests {
  typealias Outcome = PeerFormulas.Outcome

  struct Row {
    var name: String
    var scene: AvoidanceScene
    var change: KeyboardChange
    var options = AvoidanceOptions()
    var context: PeerFormulas.Context
    var iq: Outcome
    var tp: Outcome
    var apple: Outcome
    var keyboardSim: Outcome
  }

  static let phone = PeerFormulas.Context(
    rootSafeAreaBottom: 34, scrollViewSafeAreaBottom: 34, topGuide: 103, bottomGuide: 34,
    viewControllerFrame: CGRect(x: 0, y: 0, width: 393, height: 852))

  static var rows: [Row] {
    let showBegin = CGRect(x: 0, y: 852, width: 393, height: 336)
    let show = KeyboardChange(
      event: .willShow, frameBegin: showBegin, frameEnd: Scenes.keyboardShown)
    var never = Scenes.b1(offsetY: 0, target: CGRect(x: 0, y: 500, width: 393, height: 44))
    never.scrollViews[0].frame = CGRect(x: 0, y: 103, width: 393, height: 749)
    never.scrollViews[0].systemInset = .zero
    var tabBar = Scenes.b1()
    tabBar.scrollViews[0].frame = CGRect(x: 0, y: 0, width: 393, height: 769)
    tabBar.scrollViews[0].systemInset = ContentInsets(top: 103)
    var tabContext = phone
    tabContext.rootSafeAreaBottom = 0
    tabContext.scrollViewSafeAreaBottom = 0
    tabContext.bottomGuide = 0
    tabContext.viewControllerFrame = CGRect(x: 0, y: 0, width: 393, height: 769)
    let stage = AvoidanceScene(
      screenSize: CGSize(width: 834, height: 1194),
      windowFrame: CGRect(x: 0, y: 150, width: 834, height: 900),
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 834, height: 900),
          contentSize: CGSize(width: 834, height: 1500))
      ],
      target: CGRect(x: 0, y: 700, width: 834, height: 44))
    let stageContext = PeerFormulas.Context(
      rootSafeAreaBottom: 0, scrollViewSafeAreaBottom: 0, topGuide: 0, bottomGuide: 0,
      viewControllerFrame: CGRect(x: 0, y: 0, width: 834, height: 900))
    var padded = phone
    padded.keyboardDistance = 20
    return [
      // B1. IQ: kb = 852 − 516 + 10 + 34 = 380; field 703…747 in the window;
      //   moveUp = min(703 − 103, 747 − 472 + 34) = 309 > 103 → −103 + 309 = 206;
      //   inset 380 − 0 − 34 = 346, indicator 380 − 44 − 34 = 302
      // (docs/sources.md#iqkeyboardmanager). TP: inset 336 − 0 = 336; viewable 852 − 336 = 516;
      // padding (516 − 44) / 2 = 236;
      //   offset 600 − 236 − 103 = 261.
      // Apple: inset 336; 600 ∉ [0, 516) → reveal in [0, −103 + 852 − 370] = [0, 379]:
      //   −103 + 644 − 379 = 162.
      Row(
        name: "B1 iPhone 15, navigation bar", scene: Scenes.b1(), change: show, context: phone,
        iq: Outcome(inset: 346, indicator: 302, offset: 206),
        tp: Outcome(inset: 336, indicator: 336, offset: 261),
        apple: Outcome(inset: 336, indicator: 336, offset: 162),
        keyboardSim: Outcome(inset: 302, indicator: 302, offset: 128)),
      // Padding 20 (IQ keyboardDistance 20): kb 390; moveUp = min(600, 747 − 462 + 34) = 319
      //   → 216; inset 390 − 34 = 356; indicator 390 − 54 − 34 = 302. TP, Apple: as B1.
      Row(
        name: "B1, padding 20", scene: Scenes.b1(), change: show,
        options: AvoidanceOptions(paddingBottom: 20), context: padded,
        iq: Outcome(inset: 356, indicator: 302, offset: 216),
        tp: Outcome(inset: 336, indicator: 336, offset: 261),
        apple: Outcome(inset: 336, indicator: 336, offset: 162),
        keyboardSim: Outcome(inset: 302, indicator: 302, offset: 148)),
      // .never, scroll view (0, 103, 393, 749): field 603…647 in the window.
      // IQ: moveUp = min(500, 647 − 472 + 34) = 209 > 0 → 209; inset 380 − 34 = 346,
      //   indicator 336 − 34 = 302. TP: 336; viewable 413; padding 184.5 → 500 − 184.5 = 315.5.
      // Apple: origin (0, 500) ∈ [0, 516) → no scroll: 0.
      Row(
        name: "contentInsetAdjustmentBehavior .never", scene: never, change: show,
        context: phone,
        iq: Outcome(inset: 346, indicator: 302, offset: 209),
        tp: Outcome(inset: 336, indicator: 336, offset: 315.5),
        apple: Outcome(inset: 336, indicator: 336, offset: 0),
        keyboardSim: Outcome(inset: 336, indicator: 336, offset: 131)),
      // Opaque tab bar, scroll view ends at 769. IQ: kb = 852 − 506 = 346;
      //   moveUp = min(600, 747 − 506 + 0) = 241 → 138; inset 346 − 83 = 263, indicator 253.
      // TP: 336 − (852 − 769) = 253; viewable 769 − 253 = 516 → 600 − 236 − 103 = 261.
      // Apple: 336; visible [0, −103 + 769 − 336] = [0, 330] → −103 + 644 − 330 = 211.
      Row(
        name: "opaque tab bar", scene: tabBar, change: show, context: tabContext,
        iq: Outcome(inset: 263, indicator: 253, offset: 138),
        tp: Outcome(inset: 253, indicator: 253, offset: 261),
        apple: Outcome(inset: 336, indicator: 336, offset: 211),
        keyboardSim: Outcome(inset: 253, indicator: 253, offset: 128)),
      // Stage Manager, window (0, 150, 834, 900). IQ: [864, 1194] ∩ window 150…1050 → 186;
      //   moveUp = min(700, 744 − 714) = 30; inset 186, indicator 176.
      // TP takes the screen frame as window coordinates: 320 − (1194 − 900) = 26;
      //   viewable 874; padding 415 → 285. Apple: 320; visible [0, 580] → 744 − 580 = 164.
      Row(
        name: "Stage Manager window", scene: stage,
        change: KeyboardChange(
          event: .willShow, frameBegin: CGRect(x: 0, y: 1194, width: 834, height: 320),
          frameEnd: CGRect(x: 0, y: 874, width: 834, height: 320)),
        context: stageContext,
        iq: Outcome(inset: 186, indicator: 176, offset: 30),
        tp: Outcome(inset: 26, indicator: 26, offset: 285),
        apple: Outcome(inset: 320, indicator: 320, offset: 164),
        keyboardSim: Outcome(inset: 176, indicator: 176, offset: 20)),
      // Hide at offset 478, content 1000. IQ: restore, clamp to 1000 − 852 = 148.
      //   TP and Apple: offset kept at 478 (valid maximum 1000 + 34 − 852 = 182).
      Row(
        name: "willHide at offset 478", scene: Scenes.b1(contentHeight: 1000, offsetY: 478),
        change: KeyboardChange(event: .willHide, frameEnd: Scenes.keyboardHidden),
        context: phone,
        iq: Outcome(inset: 0, indicator: 0, offset: 148),
        tp: Outcome(inset: 0, indicator: 0, offset: 478),
        apple: Outcome(inset: 0, indicator: 0, offset: 478),
        keyboardSim: Outcome(inset: 0, indicator: 0, offset: 182)),
    ]
  }

  @Test func peerFormulasGiveTheHandCalculatedFigures() {
    for row in Self.rows {
      #expect(
        PeerFormulas.iqKeyboardManager(row.scene, row.change, row.context) == row.iq, "\(row.name)")
      #expect(
        PeerFormulas.tpKeyboardAvoiding(row.scene, row.change, row.context) == row.tp, "\(row.name)"
      )
      #expect(
        PeerFormulas.appleSample(row.scene, row.change, row.context) == row.apple, "\(row.name)")
    }
  }

  @Test func keyboardSimGivesTheWorkedExamples() {
    for row in Self.rows {
      let result = ContentInsetCalculator(options: row.options).result(
        for: row.change, scene: row.scene)
      let adjustment = result.scrollViews[0]
      #expect(
        Outcome(
          inset: adjustment.contentInset.bottom,
          indicator: adjustment.verticalScrollIndicatorInsets.bottom,
          offset: adjustment.contentOffset.y) == row.keyboardSim, "\(row.name)")
    }
  }

  /// Where the field ends up relative to the keyboard top (window points; negative = covered)
  /// and the blank space at the bottom: with the keyboard up, what is left between the last
  /// content and the keyboard when scrolled to the end (`inset + system bottom − overlap`;
  /// negative = that much content can never rise above the keyboard); after a hide, the
  /// over-scroll gap the offset leaves (`offset − (contentHeight + adjBottom − height)`, ≥ 0).
  static func consequences(_ row: Row, _ outcome: Outcome) -> (gap: CGFloat?, blank: CGFloat) {
    let scrollView = row.scene.scrollViews[0]
    var offsets = [scrollView.contentOffset]
    offsets[0].y = outcome.offset
    let field = row.scene.windowRect(fromContent: row.scene.target ?? .zero, offsets: offsets)
    let keyboard = KeyboardCoverage(
      change: row.change, screenSize: row.scene.screenSize, windowFrame: row.scene.windowFrame,
      followsUndockedKeyboard: false)
    let adjustedBottom = outcome.inset + scrollView.systemInset.bottom
    guard let top = keyboard.top else {
      let maximum = scrollView.contentSize.height + adjustedBottom - scrollView.frame.height
      return (nil, max(0, outcome.offset - maximum))
    }
    return (top - field.maxY, adjustedBottom - keyboard.overlap(with: scrollView.frame))
  }

  @Test func gapsShowTheKnownComplaints() throws {
    let rows = Self.rows
    // B1: IQ leaves the field 78 above the keyboard (distance 10 configured) and 44 blank.
    let iq = Self.consequences(rows[0], rows[0].iq)
    #expect(iq.gap == 78 && iq.blank == 44)
    // Apple's sample: 34 pt (home indicator) above the keyboard; with a tab bar 83.
    #expect(Self.consequences(rows[0], rows[0].apple).gap == 34)
    #expect(Self.consequences(rows[3], rows[3].apple).gap == 83)
    // .never: Apple's sample leaves the field 131 pt under the keyboard.
    #expect(Self.consequences(rows[2], rows[2].apple).gap == -131)
    // After a hide TP and Apple leave 478 − (1000 + 34 − 852) = 296 pt blank; IQ and KeyboardSim 0.
    #expect(Self.consequences(rows[5], rows[5].tp).blank == 296)
    #expect(Self.consequences(rows[5], rows[5].iq).blank == 0)
    #expect(Self.consequences(rows[5], rows[5].keyboardSim).blank == 0)
    // TP in Stage Manager: inset 26 for a 176 pt overlap → 150 pt of content stay covered.
    #expect(Self.consequences(rows[4], rows[4].tp).blank == -150)
    // KeyboardSim: on the keyboard top (or 20 above with padding), nothing blank.
    for (index, row) in rows.enumerated() where index < 5 {
      let mine = Self.consequences(row, row.keyboardSim)
      #expect(mine.gap == row.options.paddingBottom, "\(row.name)")
      #expect(mine.blank == 0, "\(row.name)")
    }
  }

  @Test func printTheTable() {
    let n = { (value: CGFloat) -> String in
      value == value.rounded() ? String(Int(value)) : String(describing: value)
    }
    var lines = [
      "| scene | approach | contentInset.bottom | indicator bottom | contentOffset.y | field bottom → keyboard top | blank at the bottom |",
      "|---|---|---|---|---|---|---|",
    ]
    for row in Self.rows {
      for (approach, outcome) in [
        ("IQKeyboardManager", row.iq), ("TPKeyboardAvoiding", row.tp),
        ("Apple sample", row.apple), ("**KeyboardSim**", row.keyboardSim),
      ] {
        let (gap, blank) = Self.consequences(row, outcome)
        lines.append(
          "| \(row.name) | \(approach) | \(n(outcome.inset)) | \(n(outcome.indicator)) | "
            + "\(n(outcome.offset)) | \(gap.map(n) ?? "–") | \(n(blank)) |")
      }
    }
    let table = lines.joined(separator: "\n")
    print(table)
    #expect(lines.count == 2 + Self.rows.count * 4)
  }
}
