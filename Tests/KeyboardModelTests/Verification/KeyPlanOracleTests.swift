import KeyboardModel
import TestSupport
import Testing
import XKB

/// Every string the planner can type replays through ``HardwareKeyboard`` to exactly that string
/// and costs no more than the cheapest sequence an exhaustive search finds; and the planner can
/// type everything the search finds.
///
/// The search bound is 4 key presses: every single stroke with up to three modifier keys held
/// (Shift+AltGr+Level5 on neo is the dearest level of any fixture layout), and every dead-key
/// sequence of up to four presses (a shifted dead key and a shifted letter). Dearer plans are
/// checked to have no route within the bound.
@Suite(.requires(.compose))
struct KeyPlanOracleTests {
  static let bound = 4

  struct Layout {
    let fixture: OracleFixture
    let keymap: Keymap
    let table: ComposeTable
    let planner: KeyPlanner

    init(_ stem: String) throws {
      fixture = try OracleFixture(stem)
      keymap = try fixture.keymap()
      table = try OracleFixture.composeTable(context: keymap.context)
      planner = try KeyPlanner(keymap: keymap, composeTable: table)
    }

    func keyboard() throws -> HardwareKeyboard {
      try HardwareKeyboard(keymap: keymap, composeTable: table)
    }
  }

  @Test(arguments: OracleFixture.stems)
  func everyTypeableStringsPlanReplaysToIt(_ stem: String) throws {
    let layout = try Layout(stem)
    let keyboard = try layout.keyboard()
    var mismatches: [String] = []
    for (text, cost) in layout.planner.typeable {
      let plan: KeyPlan
      do {
        plan = try layout.planner.plan(text)
      } catch {
        mismatches.append("\(stem) \(Self.scalars(text)) is typeable at cost \(cost) but: \(error)")
        continue
      }
      let output = try keyboard.type(plan.tokens)
      keyboard.reset()
      if output.text != text || plan.cost > cost {
        mismatches.append(
          "\(stem) \(text.debugDescription) [\(plan.line)] cost \(plan.cost) (index \(cost)): "
            + "replayed \(output.text.debugDescription)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(10))")
    #expect(layout.planner.typeable.count > 90)
  }

  @Test(arguments: OracleFixture.stems)
  func plansAreNoDearerThanAnExhaustiveSearchAndMissNothingItFinds(_ stem: String) throws {
    let layout = try Layout(stem)
    let search = try ExhaustiveStrokeSearch(
      fixture: layout.fixture, table: layout.table, bound: Self.bound, keyboard: layout.keyboard)
    var dearer: [String] = []
    var missing: [String] = []
    for (text, found) in search.cheapest.sorted(by: { $0.key < $1.key }) {
      guard let cost = layout.planner.typeable[text] else {
        missing.append("\(text.debugDescription) [\(found.line)] cost \(found.cost)")
        continue
      }
      guard let plan = try? layout.planner.plan(text) else {
        dearer.append("\(Self.scalars(text)) is typeable at cost \(cost) but has no plan")
        continue
      }
      if let best = search.cost(of: text), plan.cost > best {
        dearer.append(
          "\(text.debugDescription) plan [\(plan.line)] \(plan.cost) (index \(cost)) > [\(found.line)] \(best)"
        )
      }
    }
    for text in layout.planner.typeable.keys where search.cheapest[text] == nil {
      guard let plan = try? layout.planner.plan(text) else { continue }
      if plan.cost <= Self.bound, search.cost(of: text) == nil {
        dearer.append(
          "\(text.debugDescription) plan [\(plan.line)] \(plan.cost): the search found no route")
      }
    }
    #expect(
      dearer.isEmpty, "\(stem): \(dearer.count) plans dearer than the search: \(dearer.prefix(10))")
    #expect(
      missing.isEmpty,
      "\(stem): \(missing.count) strings the planner cannot type: \(missing.prefix(20))")
    #expect(search.strokeCount > 1000)
  }

  /// `"x" U+0078`: a string with its scalars, so that look-alikes (U+0300, U+0340) differ.
  static func scalars(_ text: String) -> String {
    text.debugDescription + " "
      + text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(
        separator: " ")
  }
}
