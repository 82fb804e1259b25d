import Testing
import XKB

struct XKBSmokeTests {
  @Test func frenchDeadCircumflexComposes() throws {
    let keymap = try Keymap(names: RuleNames(layout: "fr"))
    let state = try KeyboardState(keymap: keymap)
    let compose = ComposeState(table: try ComposeTable(locale: ComposeTable.defaultLocale))
    let dead = try keymap.keycode(named: "AD11")
    #expect(state.keysym(for: dead).name == "dead_circumflex")
    #expect(compose.feed(state.keysym(for: dead)) == .composing)
    let e = try keymap.keycode(named: "AD03")
    #expect(compose.feed(state.keysym(for: e)) == .composed)
    #expect(compose.utf8 == "ê")
  }

  @Test func unknownVariantSuggests() {
    #expect(throws: XKBError.self) { try Keymap(names: RuleNames(layout: "fr(azrty)")) }
    do { _ = try Keymap(names: RuleNames(layout: "fr(azrty)")) } catch {
      #expect(error.message == "unknown layout 'fr(azrty)'; did you mean 'fr(azerty)'?")
    }
    do { _ = try Keymap(names: RuleNames(layout: "us", options: "compose:ralf")) } catch {
      #expect(error.message == "unknown option 'compose:ralf'; did you mean 'compose:ralt'?")
    }
  }
}
