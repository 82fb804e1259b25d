import XKB

/// The real keys of a keymap that act as plain modifiers while held, found by pressing each key
/// on a fresh state (libxkbcommon 1.5 has no action introspection).
///
/// Besides the plain modifier keys (Shift, AltGr), a latching key (`LatchMods`) is a plain
/// modifier while it is held and another key is pressed: libxkbcommon then sets its modifiers
/// like `SetMods` and latches nothing on release. On cn(tib), AB07 is `ISO_Level3_Latch` on its
/// own levels 1 and 2 and the only way to level 3, so AB07+LSGT types `|`.
package struct ModifierKeys {
  struct Key {
    var code: Keycode
    var name: String
    var mask: ModifierMask
    /// Whether the key latches its modifiers when tapped alone.
    var latches = false
  }

  /// Plain modifier keys, grouped by the mask they set, each group in keycode order with the
  /// latching keys after the others (a plan holds Shift or AltGr where it can).
  private(set) var byMask: [UInt32: [Key]] = [:]

  /// Keys whose tap alone latches modifiers (nothing locked, the first group), in keycode order:
  /// a stroke can tap one first to reach a level no held key reaches (fr(dvorak): AE08 is
  /// ISO_Level3_Latch, and AE08 AE08 types its level 3, a grave accent).
  private(set) var latching: [Key] = []

  /// Ordered pairs of keys whose second press, with the first held, sets or latches modifiers
  /// that no plain combination sets, by the effective mask they give: on de(T3), RALT pressed
  /// while Shift is held latches Level5, so LFSH+RALT+AE03 types level 6 (£).
  private(set) var chords: [UInt32: [[Key]]] = [:]

  /// XKB names of keys that exist only inside keymaps, never on a keyboard.
  static let virtualKeyNames: Set<String> = ["LVL3", "LVL5", "MDSW", "HYPR", "SUPR", "ALT", "META"]

  /// Whether a key exists on a physical keyboard (`I<n>` keys and the names above do not).
  package static func isPhysical(_ name: String) -> Bool {
    if virtualKeyNames.contains(name) { return false }
    if name.first == "I", name.count > 1, name.dropFirst().allSatisfy(\.isNumber) { return false }
    return true
  }

  init(keymap: Keymap) throws(XKBError) {
    var other: Keycode?
    for code in keymap.keycodes {
      guard let name = keymap.name(of: code), Self.isPhysical(name) else { continue }
      let state = try KeyboardState(keymap: keymap)
      let changed = state.update(code, .down)
      let depressed = state.modifiers(.depressed)
      let lockedWhileDown = state.modifiers(.locked)
      let layoutWhileDown = state.layout
      state.update(code, .up)
      let after = state.modifiers(.effective)
      if changed.isEmpty, other == nil { other = code }
      guard !depressed.isEmpty, lockedWhileDown.isEmpty, layoutWhileDown == 0, state.layout == 0
      else { continue }
      if after.isEmpty {
        byMask[depressed.rawValue, default: []].append(Key(code: code, name: name, mask: depressed))
      } else if after == state.modifiers(.latched) {
        latching.append(Key(code: code, name: name, mask: depressed, latches: true))
      }
    }
    // A latching key counts if, held while another key is pressed, it leaves nothing behind.
    if let other {
      for key in latching where try Self.isPlainWhileHeld(key.code, other: other, keymap: keymap) {
        byMask[key.mask.rawValue, default: []].append(key)
      }
    }
    try findChords(keymap)
  }

  /// Whether holding `key` while `other` is tapped sets exactly the key's modifiers and leaves
  /// nothing latched or locked once it is released.
  private static func isPlainWhileHeld(
    _ key: Keycode, other: Keycode, keymap: Keymap
  ) throws(XKBError) -> Bool {
    let state = try KeyboardState(keymap: keymap)
    state.update(key, .down)
    let held = state.modifiers(.effective)
    state.update(other, .down)
    let during = state.modifiers(.effective)
    state.update(other, .up)
    state.update(key, .up)
    return during == held && state.modifiers(.effective).isEmpty && state.layout == 0
  }

  /// Pairs (plain modifier key, then a key with a modifier keysym on some level) that leave a
  /// mask no plain combination reaches, with nothing locked.
  private mutating func findChords(_ keymap: Keymap) throws(XKBError) {
    let plain = byMask.keys.sorted().flatMap { byMask[$0] ?? [] }
    var seconds: [(code: Keycode, name: String)] = []
    for code in keymap.keycodes {
      guard let name = keymap.name(of: code), Self.isPhysical(name) else { continue }
      let levels = keymap.levelCount(for: code, layout: 0)
      if (0..<levels).contains(where: { level in
        keymap.keysyms(for: code, layout: 0, level: level).contains(where: \.isModifier)
      }) {
        seconds.append((code, name))
      }
    }
    for first in plain {
      for second in seconds where second.code != first.code {
        let state = try KeyboardState(keymap: keymap)
        state.update(first.code, .down)
        state.update(second.code, .down)
        let mask = state.modifiers(.effective)
        guard state.modifiers(.locked).isEmpty, state.layout == 0, !mask.isEmpty,
          combinations(for: mask).isEmpty
        else { continue }
        let pair = [first, Key(code: second.code, name: second.name, mask: mask)]
        if chords[mask.rawValue]?.contains(where: { $0.map(\.code) == pair.map(\.code) }) != true {
          chords[mask.rawValue, default: []].append(pair)
        }
      }
    }
  }

  /// Combinations of modifier keys whose masks together are exactly `mask`: fewest keys first,
  /// one key per distinct mask, lower keycodes first (LFSH before RTSH).
  ///
  /// Empty if none sets it.
  func combinations(for mask: ModifierMask) -> [[Key]] {
    if mask.isEmpty { return [[]] }
    let groups = byMask.keys.sorted().filter { $0 & ~mask.rawValue == 0 }
    var covers: [[UInt32]] = []
    func search(_ index: Int, _ chosen: [UInt32], _ union: UInt32) {
      if union == mask.rawValue {
        covers.append(chosen)
        return
      }
      guard index < groups.count else { return }
      search(index + 1, chosen + [groups[index]], union | groups[index])
      search(index + 1, chosen, union)
    }
    search(0, [], 0)
    covers.sort { $0.count < $1.count }
    var result: [[Key]] = []
    for cover in covers.prefix(4) {
      var combos: [[Key]] = [[]]
      for group in cover {
        let keys = byMask[group] ?? []
        combos = combos.flatMap { combo in keys.prefix(2).map { combo + [$0] } }
      }
      result.append(contentsOf: combos)
    }
    return result
  }
}
