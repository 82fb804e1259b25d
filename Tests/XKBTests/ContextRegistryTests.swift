import TestSupport
import Testing
import XKB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ContextRegistryTests {
  @Test func ruleNamesAcceptTheParenthesizedVariant() {
    let names = RuleNames(layout: "us,de(nodeadkeys)")
    #expect(names.layouts == ["us", "de"])
    #expect(names.variants == ["", "nodeadkeys"])
    #expect(names.description == "us,de(nodeadkeys)")
    #expect(
      RuleNames(layout: "us", options: "compose:ralt, grp:alt_shift_toggle").optionList == [
        "compose:ralt", "grp:alt_shift_toggle",
      ])
  }

  @Test func aHermeticContextSearchesOnlyTheGivenRoot() throws {
    let context = try XKBFixtures.emptyContext()
    #expect(context.includePaths.count == 1)
    #expect(context.includePaths[0].hasSuffix("kbsim-empty-xkb"))
  }

  /// `XKB_DEFAULT_LAYOUT` must not reach a hermetic context (docs/sources.md#xkb-pitfalls); a child
  /// process sets it so that no other test sees it.
  @Test(.requires(.xkb, .compose))
  func environmentNamesAreIgnoredUnlessHonoured() async {
    await #expect(processExitsWith: .success) {
      setenv("XKB_DEFAULT_LAYOUT", "de", 1)
      let hermetic = try Keymap(names: RuleNames(layout: ""))
      let honoured = try Keymap(
        names: RuleNames(layout: ""), context: XKBContext(.init(environment: .honoured)))
      let z = try hermetic.keycode(named: "AD06")
      let hermeticSym = hermetic.keysyms(for: z, layout: 0, level: 0).first?.name
      let honouredSym = honoured.keysyms(for: z, layout: 0, level: 0).first?.name
      // us has y on AD06, de has z.
      exit(hermeticSym == "y" && honouredSym == "z" ? 0 : 1)
    }
  }

  @Test(.requires(.xkb, .compose))
  func theRegistryListsLayoutsVariantsAndOptions() throws {
    let registry = try LayoutRegistry()
    let ids = Set(registry.layouts.map(\.id))
    #expect(ids.isSuperset(of: ["us", "de", "fr(azerty)", "de(neo)", "us(intl)"]))
    #expect(registry.options.contains { $0.name == "compose:ralt" && !$0.group.isEmpty })
    #expect(registry.models.contains("pc105"))
    let exotic = try LayoutRegistry(includeExotic: true)
    #expect(exotic.layouts.count > registry.layouts.count)
  }

  @Test(.requires(.xkb, .compose))
  func unknownNamesAreReportedWithTheNearest() throws {
    let registry = try LayoutRegistry(includeExotic: true)
    let cases: [(RuleNames, String)] = [
      (RuleNames(layout: "usx"), "unknown layout 'usx'; did you mean 'us'?"),
      (RuleNames(layout: "fr(azrty)"), "unknown layout 'fr(azrty)'; did you mean 'fr(azerty)'?"),
      (RuleNames(model: "pc10"), "unknown model 'pc10'; did you mean 'pc101'?"),
      (
        RuleNames(options: "compose:ralf"),
        "unknown option 'compose:ralf'; did you mean 'compose:ralt'?"
      ),
    ]
    for (names, message) in cases {
      #expect(throws: XKBError.self) { try registry.validate(names) }
      do { try registry.validate(names) } catch { #expect(error.message == message) }
    }
  }
}
