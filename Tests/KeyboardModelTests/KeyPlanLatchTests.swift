import KeyboardModel
import TestSupport
import Testing
import XKB

/// Latching keys in the planner (docs/verification.md), on xkb-data's own layouts.
///
/// From symbols/cn (cn(tib)): `key <AB07> { [ ISO_Level3_Latch, ISO_Level3_Latch, U0F85, U0F52 ] }`
/// is the only key that reaches level 3, and `key <LSGT> { [ less, greater, bar, brokenbar ] }`.
@Suite(
  .requires(.xkb, .compose))
struct KeyPlanLatchTests {
  static func planner(_ layout: String) throws -> KeyPlanner {
    try KeyPlanner(names: RuleNames(layout: layout))
  }

  /// Held while another key is tapped, a latching key is a plain modifier: libxkbcommon sets
  /// its modifiers and latches nothing.
  @Test func aLatchingKeyIsHeldLikeAModifier() throws {
    let plan = try Self.planner("cn(tib)").plan("|")
    #expect(plan.line == "AB07+LSGT")
    #expect(plan.cost == 2)
  }

  /// The latching key's own levels 3 and 4: tap it (Level3 latched), then tap it again, with
  /// Shift held for level 4.
  @Test func aLatchingKeyTypesItsOwnUpperLevelsAfterItsTap() throws {
    let planner = try Self.planner("cn(tib)")
    let level3 = try planner.plan("\u{0F85}")
    #expect(level3.line == "AB07 AB07")
    #expect(level3.cost == 2)
    let level4 = try planner.plan("\u{0F52}")
    #expect(level4.line == "AB07 LFSH+AB07")
    #expect(level4.cost == 3)
  }

  /// symbols/fr, dvorak: `key <AE08> { [ ISO_Level3_Latch, 8, grave ] }`; the grave accent is
  /// on no other key's level.
  @Test func frDvorakTypesTheGraveAccentOnItsLatchingKey() throws {
    #expect(try Self.planner("fr(dvorak)").plan("`").line == "AE08 AE08")
  }

  /// The characters the planner refused before it planned latching keys (docs/verification.md), and
  /// the latching key's own: every plan replays through `kbsim press`'s pipeline to its text.
  @Test(arguments: [
    "|", "\u{0F04}", "\u{0F05}", "\u{0F08}", "\u{0F0E}", "\u{0F11}", "\u{0F14}", "\u{0F35}",
    "\u{0F37}", "\u{0F7B}", "\u{0F7D}", "\u{0F7E}", "\u{0F7F}", "\u{0F80}", "\u{0F83}",
    "\u{0F85}", "\u{0F52}",
  ])
  func issueCharactersArePlannedAndReplay(_ character: String) throws {
    let planner = try Self.planner("cn(tib)")
    let plan = try planner.plan(character)
    let keyboard = try HardwareKeyboard(
      keymap: planner.keymap,
      composeTable: try ComposeTable(
        locale: ComposeTable.defaultLocale, context: planner.keymap.context))
    #expect(try keyboard.type(plan.tokens).text == character)
  }
}
