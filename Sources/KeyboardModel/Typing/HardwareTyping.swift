import XKB

/// Typing on a hardware keyboard: each character becomes key presses on the xkb layout, replayed
/// through libxkbcommon's state and Compose layer to get what the field receives.
///
/// A thin path: single keys at the levels Shift and AltGr reach, plus dead key + base pairs
/// through Compose. It stands in for the `Hardware/` module's `KeyPlanner` and
/// `HardwareKeyboard` until those land.
final class HardwareTyping {
  /// One key press, with the modifier keys held while it goes down.
  struct Press {
    var key: Keycode
    var modifiers: [Keycode]
  }

  let keymap: Keymap
  private let state: KeyboardState
  private let compose: ComposeState?
  private(set) var plans: [UInt32: [Press]] = [:]
  let returnKey: Keycode?
  let backspaceKey: Keycode?

  /// The typing keys of a pc105 keyboard, by xkb name.
  static let typingKeys: [String] =
    ["TLDE", "BKSL", "LSGT", "SPCE"]
    + (1...13).map { "AE" + ($0 < 10 ? "0\($0)" : "\($0)") }
    + (1...12).map { "AD" + ($0 < 10 ? "0\($0)" : "\($0)") }
    + (1...12).map { "AC" + ($0 < 10 ? "0\($0)" : "\($0)") }
    + (1...11).map { "AB" + ($0 < 10 ? "0\($0)" : "\($0)") }

  init(layout: String, compose table: ComposeTable?) throws(XKBError) {
    keymap = try Keymap(names: RuleNames(layout: layout))
    state = try KeyboardState(keymap: keymap)
    compose = table.map { ComposeState(table: $0) }
    returnKey = try? keymap.keycode(named: "RTRN")
    backspaceKey = try? keymap.keycode(named: "BKSP")
    let shiftKey = try? keymap.keycode(named: "LFSH")
    var levelThree: Keycode?
    if let ralt = try? keymap.keycode(named: "RALT") {
      state.update(ralt, .down)
      if state.modifiers(.depressed).contains(.mod5) { levelThree = ralt }
      state.update(ralt, .up)
    }
    buildPlans(shift: shiftKey, levelThree: levelThree, table: table)
  }

  private func buildPlans(shift: Keycode?, levelThree: Keycode?, table: ComposeTable?) {
    var deadPresses: [(Keysym, Press)] = []
    var basePresses: [(Keysym, Press)] = []
    for name in Self.typingKeys {
      guard let key = try? keymap.keycode(named: name), keymap.layoutCount(for: key) > 0 else {
        continue
      }
      for level in 0..<keymap.levelCount(for: key, layout: 0) {
        let syms = keymap.keysyms(for: key, layout: 0, level: level)
        guard syms.count == 1, syms[0] != .noSymbol else { continue }
        guard
          let modifiers = keymap.modifierMasks(for: key, layout: 0, level: level).lazy
            .compactMap({ Self.keys(for: $0, shift: shift, levelThree: levelThree) }).first
        else { continue }
        let press = Press(key: key, modifiers: modifiers)
        if syms[0].isDeadKey {
          deadPresses.append((syms[0], press))
        } else if let scalar = syms[0].utf32 {
          if plans[scalar.value] == nil { plans[scalar.value] = [press] }
          basePresses.append((syms[0], press))
        }
      }
    }
    guard let table else { return }
    let probe = ComposeState(table: table)
    for (dead, deadPress) in deadPresses {
      for (base, basePress) in basePresses {
        probe.reset()
        probe.feed(dead)
        guard probe.feed(base) == .composed else { continue }
        let text = probe.utf8
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
          plans[scalar.value] == nil
        else { continue }
        plans[scalar.value] = [deadPress, basePress]
      }
    }
  }

  /// The modifier keys that give `mask`, if this keyboard has them.
  private static func keys(for mask: ModifierMask, shift: Keycode?, levelThree: Keycode?) -> [Keycode]? {
    var keys: [Keycode] = []
    var rest = mask
    if rest.contains(.shift) {
      guard let shift else { return nil }
      keys.append(shift)
      rest.remove(.shift)
    }
    if rest.contains(.mod5) {
      guard let levelThree else { return nil }
      keys.append(levelThree)
      rest.remove(.mod5)
    }
    return rest.isEmpty ? keys : nil
  }

  /// Replays presses through the xkb state and the Compose client loop (xkbcommon.md §4.5,
  /// §4.9) and returns the committed bytes.
  func replay(_ presses: [Press]) -> [UInt8] {
    var bytes: [UInt8] = []
    for press in presses {
      for modifier in press.modifiers { state.update(modifier, .down) }
      let keysym = state.keysym(for: press.key)
      if let compose {
        switch compose.feed(keysym) {
        case .composed:
          compose.appendUTF8(to: &bytes)
          compose.reset()
        case .composing: break
        case .cancelled: compose.reset()
        case .nothing: state.appendUTF8(for: press.key, to: &bytes)
        }
      } else {
        state.appendUTF8(for: press.key, to: &bytes)
      }
      state.update(press.key, .down)
      state.update(press.key, .up)
      for modifier in press.modifiers.reversed() { state.update(modifier, .up) }
    }
    return bytes
  }

  /// The xkb name of a key, for events.
  func name(of key: Keycode) -> String { keymap.name(of: key) ?? key.description }

  /// The keysym name a key gives now, for events.
  func keysymName(of key: Keycode) -> String { state.keysym(for: key).name }
}
