import XKB

/// Typing on a hardware keyboard: each character becomes the cheapest key strokes of the xkb
/// layout (``KeyPlanner``), replayed through ``HardwareKeyboard`` (the xkb state and the Compose
/// client loop) to get what the field receives.
final class HardwareTyping {
  let keymap: Keymap
  private let planner: KeyPlanner
  private let keyboard: HardwareKeyboard
  private var plans: [UInt32: [KeyStroke]] = [:]
  private var untypeable: Set<UInt32> = []
  let returnKey: Keycode?
  let backspaceKey: Keycode?

  init(layout: String, compose table: ComposeTable?) throws(KeyboardModelError) {
    do {
      keymap = try Keymap(names: RuleNames(layout: layout))
      planner = try KeyPlanner(keymap: keymap, composeTable: table)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
    keyboard = try HardwareKeyboard(keymap: keymap, composeTable: table)
    returnKey = try? keymap.keycode(named: "RTRN")
    backspaceKey = try? keymap.keycode(named: "BKSP")
  }

  /// The strokes that type `scalar`, or nil when the layout cannot type it.
  func strokes(for scalar: Unicode.Scalar) -> [KeyStroke]? {
    if let plan = plans[scalar.value] { return plan }
    guard !untypeable.contains(scalar.value) else { return nil }
    guard let plan = planner.strokes(for: String(Character(scalar))) else {
      untypeable.insert(scalar.value)
      return nil
    }
    plans[scalar.value] = plan
    return plan
  }

  /// Replays strokes (modifiers down, key down and up, modifiers up) and returns the
  /// committed bytes.
  func replay(_ strokes: [KeyStroke]) -> [UInt8] {
    var bytes: [UInt8] = []
    for stroke in strokes {
      for latch in stroke.latches {
        keyboard.press(latch, into: &bytes)
        keyboard.release(latch)
      }
      for modifier in stroke.holding { keyboard.press(modifier, into: &bytes) }
      keyboard.press(stroke.key, into: &bytes)
      keyboard.release(stroke.key)
      for modifier in stroke.holding.reversed() { keyboard.release(modifier) }
    }
    return bytes
  }

  /// The xkb name of a key, for events.
  func name(of key: Keycode) -> String { keymap.name(of: key) ?? key.description }
}
