import XKB

/// The real keys of a keymap that act as plain (non-locking, non-latching) modifiers, found by
/// pressing each key on a fresh state (libxkbcommon 1.5 has no action introspection).
package struct ModifierKeys {
  struct Key {
    var code: Keycode
    var name: String
    var mask: ModifierMask
  }

  /// Plain modifier keys, grouped by the mask they set, each group in keycode order.
  private(set) var byMask: [UInt32: [Key]] = [:]

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
    for code in keymap.keycodes {
      guard let name = keymap.name(of: code), Self.isPhysical(name) else { continue }
      let state = try KeyboardState(keymap: keymap)
      state.update(code, .down)
      let depressed = state.modifiers(.depressed)
      let lockedWhileDown = state.modifiers(.locked)
      state.update(code, .up)
      let after = state.modifiers(.effective)
      guard !depressed.isEmpty, lockedWhileDown.isEmpty, after.isEmpty else { continue }
      byMask[depressed.rawValue, default: []].append(Key(code: code, name: name, mask: depressed))
    }
    try findChords(keymap)
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
  /// one key per distinct mask, lower keycodes first (LFSH before RTSH). Empty if none sets it.
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
