import XKB

/// Finds every usable stroke of a keymap's first layout: each level of each physical key, with
/// the plain modifier keys that select it, in a press order whose result is checked on a real
/// xkb state (on mao, Shift then RALT gives Multi_key, so the order matters).
struct StrokeScanner {
  let keymap: Keymap
  let composeTable: ComposeTable?

  func strokes() throws(XKBError) -> [KeyStroke] {
    let modifiers = try ModifierKeys(keymap: keymap)
    let composeProbe = composeTable.map(ComposeState.init(table:))
    var result: [KeyStroke] = []
    for code in keymap.keycodes {
      guard let name = keymap.name(of: code), ModifierKeys.isPhysical(name) else { continue }
      let levels = keymap.levelCount(for: code, layout: 0)
      guard levels > 0, !keymap.keysyms(for: code, layout: 0, level: 0).isEmpty else { continue }
      for level in 0..<levels {
        let syms = keymap.keysyms(for: code, layout: 0, level: level)
        guard syms.count == 1, let sym = syms.first, sym.rawValue != 0, sym.rawValue != 0xffffff,
          !sym.isModifier
        else { continue }
        if let stroke = try stroke(
          code, name: name, level: level, keysym: sym, modifiers: modifiers, probe: composeProbe)
        {
          result.append(stroke)
        }
      }
    }
    return result.enumerated().sorted {
      ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset)
    }.map(\.element)
  }

  private func stroke(
    _ code: Keycode, name: String, level: Int, keysym: Keysym, modifiers: ModifierKeys,
    probe: ComposeState?
  ) throws(XKBError) -> KeyStroke? {
    var fallback: KeyStroke?
    for mask in keymap.modifierMasks(for: code, layout: 0, level: level)
    where !mask.contains(.lock) {
      for combo in modifiers.combinations(for: mask) where !combo.contains(where: { $0.code == code }) {
        for order in permutations(combo) {
          let state = try KeyboardState(keymap: keymap)
          var fed: [Keysym] = []
          for modifier in order {
            fed.append(state.keysym(for: modifier.code))
            state.update(modifier.code, .down)
          }
          guard state.keysym(for: code) == keysym else { continue }
          let stroke = KeyStroke(
            key: code, keyName: name, holding: order.map(\.code), holdingNames: order.map(\.name),
            fedKeysyms: fed + [keysym], text: state.utf8(for: code))
          // Clean: every modifier keysym is ignored by Compose, so the stroke can follow a dead key.
          let clean = fed.allSatisfy { sym in
            guard let probe else { return true }
            probe.reset()
            return !probe.feedReportingAcceptance(sym)
          }
          if clean { return stroke }
          if fallback == nil, startsNothing(fed, probe: probe) { fallback = stroke }
        }
      }
    }
    return fallback
  }

  /// Whether feeding the modifier keysyms leaves a fresh Compose state with nothing pending.
  private func startsNothing(_ fed: [Keysym], probe: ComposeState?) -> Bool {
    guard let probe else { return true }
    probe.reset()
    for sym in fed { probe.feed(sym) }
    defer { probe.reset() }
    return probe.status == .nothing
  }
}

/// Every ordering of `items` (at most a handful of modifier keys).
func permutations<T>(_ items: [T]) -> [[T]] {
  guard items.count > 1 else { return [items] }
  var result: [[T]] = []
  for index in items.indices {
    var rest = items
    let first = rest.remove(at: index)
    for tail in permutations(rest) { result.append([first] + tail) }
  }
  return result
}
