import KeyboardModel
import TestSupport
import Testing
import XKB

/// Strokes beyond "a level with the modifiers that select it", found missing by the exhaustive
/// search of `KeyPlanOracleTests`.
@Suite(.requires(.compose))
struct KeyPlanStrokeTests {
  static func planner(_ stem: String) throws -> KeyPlanner {
    let keymap = try OracleFixture(stem).keymap()
    return try KeyPlanner(
      keymap: keymap, composeTable: OracleFixture.composeTable(context: keymap.context))
  }

  /// `xkb_state_key_get_utf8` applies the Control transformation
  /// (docs/sources.md#xkb-state-and-levels): Control+a commits U+0001, Control+2 commits U+0000
  /// (us.keys.tsv: AC01 and AE02 under mask 0x4).
  @Test func controlCharactersArePlannedWithAControlKey() throws {
    let planner = try Self.planner("us")
    #expect(try planner.plan("\u{01}").line == "LCTL+AC01")
    #expect(try planner.plan("\u{00}").line == "LCTL+AE02")
    #expect(try planner.plan("\u{1A}").cost == 2)
    // Return and Tab keep their own keys: one press.
    #expect(try planner.plan("\r\t").line == "RTRN TAB")
  }

  /// mao: RALT pressed while Shift is held gives Multi_key and still sets Mod5, so
  /// LFSH+RALT+AB02 feeds Multi_key then `greater` (AB02 level 4, mao.keys.tsv) in three presses;
  /// `<Multi_key> <greater> <equal> : "≥"` then needs only AE12: four presses, where Multi_key
  /// (LFSH+RALT), then greater (LFSH+AB09), then equal take five.
  @Test func aModifierChordThatOpensComposeIsOneStroke() throws {
    let planner = try Self.planner("mao")
    let plan = try planner.plan("≥")
    #expect(plan.line == "LFSH+RALT+AB02 AE12")
    #expect(plan.cost == 4)
  }
}

/// Strokes the `kbsim verify-layouts` run found missing on xkb-data's own layouts (system data).
@Suite(
  .requires(.xkb, .compose))
struct KeyPlanSystemLayoutStrokeTests {
  /// symbols/ca, multi-2gr: key <AC04> { [ NoSymbol, ordfeminine ] } — level 1 is empty, level 2
  /// types ª with Shift.
  @Test func aLevelAboveAnEmptyFirstLevelIsTypeable() throws {
    let planner = try KeyPlanner(names: RuleNames(layout: "ca(multi-2gr)"))
    #expect(try planner.plan("ª").line == "LFSH+AC04")
  }

  /// symbols/de, T3: RALT is [ ISO_Level3_Shift, ISO_Level5_Latch ], so RALT pressed while Shift is
  /// held latches Level5, and AE03 at Shift+Level5 (level 6) is £: three presses, no other way.
  @Test func aModifierChordThatLatchesReachesItsLevel() throws {
    let planner = try KeyPlanner(names: RuleNames(layout: "de(T3)"))
    let plan = try planner.plan("£")
    #expect(plan.line == "LFSH+RALT+AE03")
    let keyboard = try HardwareKeyboard(names: RuleNames(layout: "de(T3)"))
    #expect(try keyboard.type(plan.tokens).text == "£")
    // The latch is used up: the next key is plain again.
    keyboard.reset()
    #expect(try keyboard.type(KeyToken.parseLine("AE03")).text == "3")
  }
}
