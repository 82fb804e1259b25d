import KeyboardModel
import TestSupport
import Testing
import XKB

/// Compose results of several code points (`<dead_acute> <j> : "j́"`, U+006A U+0301) are planned
/// as one unit, not as a letter plus an untypeable combining mark.
@Suite(.requires(.compose))
struct KeyPlanMultiScalarTests {
  @Test func aComposedLetterWithACombiningMarkIsOneStep() throws {
    let keymap = try OracleFixture("de").keymap()
    let planner = try KeyPlanner(
      keymap: keymap, composeTable: OracleFixture.composeTable(context: keymap.context))
    // Compose file, line 481: <dead_acute> <j> : "j́". de: AE12 is dead_acute, AC07 is j.
    let plan = try planner.plan("j\u{301}")
    #expect(plan.line == "AE12 AC07")
    #expect(plan.cost == 2)
    #expect(plan.steps.map(\.text) == ["j\u{301}"])
    // Line 5721: <dead_grave> <m> : "m̀"; dead_grave is Shift+AE12: 2 + 1 presses.
    #expect(try planner.plan("m\u{300}").cost == 3)
  }

  @Test func aCombiningMarkAloneStaysUntypeable() throws {
    let keymap = try OracleFixture("de").keymap()
    let planner = try KeyPlanner(
      keymap: keymap, composeTable: OracleFixture.composeTable(context: keymap.context))
    #expect(throws: KeyboardModelError.self) { try planner.plan("x\u{301}") }
    let skipped = try planner.plan("x\u{301}", skipUntypeable: true)
    #expect(skipped.skipped == ["\u{301}"])
    #expect(skipped.line == "AB02")
  }
}
