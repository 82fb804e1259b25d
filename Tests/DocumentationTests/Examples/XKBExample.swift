import KeyboardSim
import Testing

struct GermanKeymapTests {
  @Test func theKeyRightOfTIsZ() throws {
    let keymap = try Keymap(names: RuleNames(layout: "de"))
    let state = try KeyboardState(keymap: keymap)
    let key = try keymap.keycode(named: "AD06")  // Y on a US keyboard
    #expect(state.utf8(for: key) == "z")

    _ = try state.press(named: "LFSH")
    #expect(state.utf8(for: key) == "Z")
    _ = try state.release(named: "LFSH")
  }

  @Test func aDeadKeyComposesWithTheNextLetter() throws {
    let compose = ComposeState(table: try ComposeTable(locale: "de_DE.UTF-8"))
    #expect(compose.feed(try Keysym(name: "dead_acute")) == .composing)
    #expect(compose.feed(try Keysym(name: "e")) == .composed)
    #expect(compose.utf8 == "é")
  }
}
