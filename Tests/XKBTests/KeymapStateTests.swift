import Testing
import XKB

struct KeymapStateTests {
  @Test func keyNamesResolveWithAliases() throws {
    let keymap = try XKBFixtures.tinyKeymap()
    #expect(try keymap.keycode(named: "AC01") == Keycode(evdev: 30))
    #expect(try keymap.keycode(named: "LSHF") == keymap.keycode(named: "LFSH"))
    #expect(keymap.name(of: Keycode(rawValue: 38)) == "AC01")
    #expect(keymap.layoutCount == 1)
    #expect(keymap.layoutName(0) == "Tiny")
  }

  @Test func unknownKeyNameSuggestsTheNearest() throws {
    let keymap = try XKBFixtures.tinyKeymap()
    do {
      _ = try keymap.keycode(named: "AC1")
      Issue.record("AC1 should not resolve")
    } catch {
      #expect(error.code == .unknownKey)
      #expect(error.message == "unknown key 'AC1'; did you mean 'AC01'?")
    }
  }

  @Test func levelsAndTheirModifierMasks() throws {
    let keymap = try XKBFixtures.tinyKeymap()
    let a = try keymap.keycode(named: "AC01")
    #expect(keymap.levelCount(for: a, layout: 0) == 2)
    #expect(keymap.keysyms(for: a, layout: 0, level: 1).map(\.name) == ["A"])
    // ALPHABETIC maps both Shift and Lock to level 2 (docs/sources.md#xkb-state-and-levels).
    #expect(Set(keymap.modifierMasks(for: a, layout: 0, level: 1)) == [.shift, .lock])
  }

  @Test func shiftAndCapsLockChangeTheText() throws {
    let keymap = try XKBFixtures.tinyKeymap()
    let state = try KeyboardState(keymap: keymap)
    let a = try keymap.keycode(named: "AC01")
    #expect(state.utf8(for: a) == "a")
    try state.press(named: "LFSH")
    #expect(state.modifiers(.depressed) == .shift)
    #expect(state.utf8(for: a) == "A")
    try state.release(named: "LFSH")
    try state.press(named: "CAPS")
    try state.release(named: "CAPS")
    #expect(state.modifiers(.locked) == .lock)
    #expect(state.isModifierActive("Lock"))
    #expect(state.keysym(for: a).name == "A")
  }

  @Test func releasingAKeyNeverPressedIsAnError() throws {
    let state = try KeyboardState(keymap: XKBFixtures.tinyKeymap())
    do {
      try state.release(named: "LFSH")
      Issue.record("the release should fail")
    } catch {
      #expect(error.code == .invalidKeyAction)
      #expect(error.message == "key 'LFSH' released but never pressed")
    }
    try state.press(named: "LFSH")
    #expect(throws: XKBError.self) { try state.press(named: "LFSH") }
  }

  @Test func keysRepeatExceptModifiers() throws {
    let keymap = try XKBFixtures.tinyKeymap()
    let state = try KeyboardState(keymap: keymap)
    #expect(state.repeatInfo(for: try keymap.keycode(named: "AC01")) == .standard)
    #expect(KeyboardState.RepeatInfo.standard.delay == .milliseconds(500))
    // The tiny keymap sets no repeat flags, so libxkbcommon's default applies: every key repeats
    // except the modifier keys of the compat interprets.
    #expect(keymap.repeats(try keymap.keycode(named: "AD03")))
  }

  @Test func brokenKeymapTextReportsWhatLibxkbcommonLogged() throws {
    let context = try XKBFixtures.emptyContext()
    do {
      _ = try Keymap(text: "xkb_keymap { nonsense", context: context)
      Issue.record("the keymap should not compile")
    } catch {
      #expect(error.code == .keymapCompilationFailed)
      #expect(error.message.hasPrefix("keymap text did not compile (21 bytes)"))
      #expect(!error.log.isEmpty)
    }
  }

  /// `reset()` starts over from a new xkb state: a lock and held keys are gone (tiny.xkb:
  /// `key <CAPS> { [ Caps_Lock ] }` locks Lock, which selects level 2 of AC01 `[ a, A ]`).
  @Test func resetForgetsLocksAndHeldKeys() throws {
    let state = try KeyboardState(keymap: XKBFixtures.tinyKeymap())
    try state.press(named: "CAPS")
    try state.release(named: "CAPS")
    try state.press(named: "LFSH")
    let a = try state.keymap.keycode(named: "AC01")
    #expect(state.modifiers(.locked) == .lock)
    state.reset()
    #expect(state.modifiers(.effective) == [])
    #expect(state.downCount == 0 && state.keysDown.isEmpty)
    #expect(state.utf8(for: a) == "a")
    try state.press(named: "LFSH")  // not "already down"
    #expect(state.utf8(for: a) == "A")
  }
}
