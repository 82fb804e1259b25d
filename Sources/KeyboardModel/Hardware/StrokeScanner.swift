import XKB

/// Finds every usable stroke of a keymap's first layout: each level of each physical key, with
/// the plain modifier keys that select it, in a press order whose result is checked on a real
/// xkb state (on mao, Shift then RALT gives Multi_key, so the order matters).
///
/// A level whose text `xkb_state_key_get_utf8` turns into a control character when Control is held
/// too (Control+A commits U+0001, docs/sources.md#xkb-state-and-levels) also gets a stroke with a
/// Control key held.
struct StrokeScanner {
  let keymap: Keymap
  let composeTable: ComposeTable?

  func strokes() throws(XKBError) -> [KeyStroke] {
    let modifiers = try ModifierKeys(keymap: keymap)
    let composeProbe = composeTable.map(ComposeState.init(table:))
    var result: [KeyStroke] = []
    for code in keymap.keycodes {
      guard let name = keymap.name(of: code), ModifierKeys.isPhysical(name) else { continue }
      // Every level counts, even when level 1 has no keysym: ca(multi-2gr) has
      // key <AC04> { [ NoSymbol, ordfeminine ] }, and Shift+AC04 commits ª.
      let levels = keymap.levelCount(for: code, layout: 0)
      for level in 0..<levels {
        let syms = keymap.keysyms(for: code, layout: 0, level: level)
        guard syms.count == 1, let sym = syms.first, sym != .noSymbol, sym != .voidSymbol,
          !sym.isModifier
        else { continue }
        if let stroke = try stroke(
          code, name: name, level: level, keysym: sym, modifiers: modifiers, probe: composeProbe)
        {
          result.append(stroke)
          if let control = try controlStroke(for: stroke, modifiers: modifiers, probe: composeProbe)
          {
            result.append(control)
          }
        } else if let stroke = try latchStroke(
          code, name: name, level: level, keysym: sym, modifiers: modifiers, probe: composeProbe)
        {
          result.append(stroke)
        }
      }
    }
    result += try chordStrokes(modifiers: modifiers, probe: composeProbe)
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
      let orders =
        modifiers.combinations(for: mask).flatMap(permutations)
        + (modifiers.chords[mask.rawValue] ?? [])
      for order in orders where !order.contains(where: { $0.code == code }) {
        let state = try KeyboardState(keymap: keymap)
        let fed = Self.hold(order, on: state)
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
    return fallback
  }

  /// A stroke for a level no held modifiers reach: a latching key tapped first, then the plain
  /// modifiers for the rest of the level's mask held around the tap, checked on a real state.
  ///
  /// The latching key may be the tapped key itself (fr(dvorak): AE08 AE08 types its level 3).
  private func latchStroke(
    _ code: Keycode, name: String, level: Int, keysym: Keysym, modifiers: ModifierKeys,
    probe: ComposeState?
  ) throws(XKBError) -> KeyStroke? {
    var fallback: KeyStroke?
    for latch in modifiers.latching {
      for mask in keymap.modifierMasks(for: code, layout: 0, level: level)
      where !mask.contains(.lock) && latch.mask.isSubset(of: mask) {
        let rest = modifiers.combinations(for: mask.subtracting(latch.mask)).flatMap(permutations)
        for order in rest
        where !order.contains(where: { $0.code == code || $0.code == latch.code }) {
          let state = try KeyboardState(keymap: keymap)
          let latchKeysym = state.keysym(for: latch.code)
          state.update(latch.code, .down)
          state.update(latch.code, .up)
          let fed = Self.hold(order, on: state)
          guard state.keysym(for: code) == keysym else { continue }
          let stroke = KeyStroke(
            key: code, keyName: name, holding: order.map(\.code), holdingNames: order.map(\.name),
            fedKeysyms: fed + [keysym], text: state.utf8(for: code), latches: [latch.code],
            latchNames: [latch.name], latchKeysyms: [latchKeysym])
          let pressed = [latchKeysym] + fed
          if pressed.allSatisfy({ sym in
            guard let probe else { return true }
            probe.reset()
            return !probe.feedReportingAcceptance(sym)
          }) {
            return stroke
          }
          if fallback == nil, startsNothing(pressed, probe: probe) { fallback = stroke }
        }
      }
    }
    return fallback
  }

  /// The stroke with a Control key held as well, when that keeps the key's keysym and the
  /// Control transformation changes its text (an ASCII character becomes a control character).
  private func controlStroke(
    for stroke: KeyStroke, modifiers: ModifierKeys, probe: ComposeState?
  ) throws(XKBError) -> KeyStroke? {
    guard stroke.text.unicodeScalars.count == 1, stroke.text.unicodeScalars.first?.isASCII == true
    else { return nil }
    let held = zip(stroke.holding, stroke.holdingNames).map { (code: $0, name: $1) }
    for combo in modifiers.combinations(for: .control) where combo.count == 1 {
      let control = (code: combo[0].code, name: combo[0].name)
      guard control.code != stroke.key, !stroke.holding.contains(control.code) else { continue }
      for order in [[control] + held, held + [control]] {
        let state = try KeyboardState(keymap: keymap)
        var fed: [Keysym] = []
        for modifier in order {
          fed.append(state.keysym(for: modifier.code))
          state.update(modifier.code, .down)
        }
        let text = state.utf8(for: stroke.key)
        guard state.keysym(for: stroke.key) == stroke.keysym, !text.isEmpty, text != stroke.text,
          fed.allSatisfy({ sym in
            guard let probe else { return true }
            probe.reset()
            return !probe.feedReportingAcceptance(sym)
          })
        else { continue }
        return KeyStroke(
          key: stroke.key, keyName: stroke.keyName, holding: order.map(\.code),
          holdingNames: order.map(\.name), fedKeysyms: fed + [stroke.keysym], text: text)
      }
    }
    return nil
  }

  /// Strokes whose held modifier keys open a Compose sequence themselves: on mao, RALT pressed
  /// while Shift is held gives Multi_key (and no Mod5), so LFSH+RALT+AD01 feeds Multi_key, Q in
  /// three presses where Multi_key then Q takes four.
  ///
  /// Such a stroke can only open a sequence; the route index uses it as the head of a Compose
  /// production.
  private func chordStrokes(modifiers: ModifierKeys, probe: ComposeState?) throws(XKBError)
    -> [KeyStroke]
  {
    guard let probe else { return [] }
    let keys = modifiers.byMask.keys.sorted().flatMap { modifiers.byMask[$0] ?? [] }
    var chords: [(order: [ModifierKeys.Key], fed: [Keysym], state: KeyboardState)] = []
    var seen: Set<[UInt32]> = []
    for order in orderedSelections(keys, sizes: 2...3) {
      let state = try KeyboardState(keymap: keymap)
      var fed: [Keysym] = []
      for key in order {
        fed.append(state.keysym(for: key.code))
        state.update(key.code, .down)
      }
      // Every key but the last is a plain modifier to Compose; the last opens a sequence.
      guard let opener = fed.last,
        fed.dropLast().allSatisfy({ sym in
          probe.reset()
          return !probe.feedReportingAcceptance(sym)
        })
      else { continue }
      probe.reset()
      guard probe.feed(opener) == .composing,
        seen.insert([opener.rawValue, state.modifiers(.effective).rawValue]).inserted
      else { continue }
      chords.append((order, fed, state))
    }
    var result: [KeyStroke] = []
    for (order, fed, state) in chords {
      for code in keymap.keycodes where !order.contains(where: { $0.code == code }) {
        guard let name = keymap.name(of: code), ModifierKeys.isPhysical(name),
          !keymap.keysyms(for: code, layout: 0, level: 0).isEmpty
        else { continue }
        let sym = state.keysym(for: code)
        guard sym != .noSymbol, !sym.isModifier else { continue }
        probe.reset()
        for fedSym in fed { probe.feed(fedSym) }
        guard probe.feed(sym) != .cancelled, probe.status != .nothing else { continue }
        result.append(
          KeyStroke(
            key: code, keyName: name, holding: order.map(\.code), holdingNames: order.map(\.name),
            fedKeysyms: fed + [sym], text: state.utf8(for: code)))
      }
    }
    probe.reset()
    return result
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

/// Every ordered selection of distinct items with a size in `sizes`.
package func orderedSelections<T>(_ items: [T], sizes: ClosedRange<Int>) -> [[T]] {
  var result: [[T]] = sizes.contains(0) ? [[]] : []
  var frontier: [[Int]] = [[]]
  for size in stride(from: 1, through: sizes.upperBound, by: 1) {
    frontier = frontier.flatMap { chosen in
      items.indices.filter { !chosen.contains($0) }.map { chosen + [$0] }
    }
    if sizes.contains(size) { result += frontier.map { $0.map { items[$0] } } }
  }
  return result
}

/// Every ordering of `items` (at most a handful of modifier keys).
package func permutations<T>(_ items: [T]) -> [[T]] {
  guard items.count > 1 else { return [items] }
  var result: [[T]] = []
  for index in items.indices {
    var rest = items
    let first = rest.remove(at: index)
    for tail in permutations(rest) { result.append([first] + tail) }
  }
  return result
}

extension StrokeScanner {
  /// Presses `order`'s keys one after another on `state`, and returns the keysym each key had
  /// as it went down (what a Compose state is fed).
  fileprivate static func hold(_ order: [ModifierKeys.Key], on state: KeyboardState) -> [Keysym] {
    order.map { modifier in
      let keysym = state.keysym(for: modifier.code)
      state.update(modifier.code, .down)
      return keysym
    }
  }
}
