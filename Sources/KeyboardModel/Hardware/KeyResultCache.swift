import XKB

/// Per-key results of a keymap, cached by modifier and layout state.
///
/// libxkbcommon recomputes a key's level, keysym and text on every call; for a given key,
/// effective modifiers and layout the answer never changes, so it is computed once. A probe state
/// (a second `xkb_state`, set with `xkb_state_update_mask`) finds out whether pressing the key
/// changes the state at all: keys that do not (letters, digits, punctuation) need no
/// `xkb_state_update_key` while no other key is held and nothing is latched.
struct KeyResultCache {
  /// What a key press at one state produces.
  struct Entry {
    /// The key's keysym (`xkb_state_key_get_one_sym`).
    var keysym: Keysym
    /// The key's own text (`xkb_state_key_get_utf8`), as UTF-8 bytes.
    var text: [UInt8]
    /// How the keysym behaves when fed to a fresh Compose state.
    var composeRole: ComposeRole
    /// Whether pressing or releasing the key changes the xkb state.
    var changesState: Bool
  }

  /// How a keysym behaves when no sequence is in progress.
  enum ComposeRole {
    /// It is not the start of any sequence: its own text is committed.
    case passThrough
    /// It starts a sequence: it must be fed.
    case startsSequence
    /// It is a one-keysym production (the lam-alef ligatures): it commits the production.
    case composesAlone([UInt8])
  }

  private let keymap: Keymap
  private let composeProbe: ComposeState?
  private var entries: [UInt64: Entry] = [:]
  private var roles: [UInt32: ComposeRole] = [:]

  init(keymap: Keymap, composeTable: ComposeTable?) {
    self.keymap = keymap
    composeProbe = composeTable.map(ComposeState.init(table:))
  }

  /// The entry for `key` at the state's current modifiers and layout.
  mutating func entry(for key: Keycode, state: KeyboardState) -> Entry {
    let mods = state.cachedEffectiveModifiers
    let layout = state.cachedEffectiveLayout
    let slot = UInt64(key.rawValue) | UInt64(mods.rawValue) << 16 | UInt64(layout) << 48
    if let entry = entries[slot] { return entry }
    let keysym = state.keysym(for: key)
    var text: [UInt8] = []
    state.appendUTF8(for: key, to: &text)
    let entry = Entry(
      keysym: keysym, text: text, composeRole: role(of: keysym),
      changesState: changesState(key, locked: state.modifiers(.locked), layout: layout,
        depressed: state.modifiers(.depressed), latched: state.modifiers(.latched)))
    entries[slot] = entry
    return entry
  }

  private mutating func role(of keysym: Keysym) -> ComposeRole {
    if let role = roles[keysym.rawValue] { return role }
    guard let composeProbe else { return .passThrough }
    composeProbe.reset()
    let role: ComposeRole
    switch composeProbe.feed(keysym) {
    case .composing: role = .startsSequence
    case .composed:
      var bytes: [UInt8] = []
      composeProbe.appendUTF8(to: &bytes)
      role = .composesAlone(bytes)
    case .nothing, .cancelled: role = .passThrough
    }
    composeProbe.reset()
    roles[keysym.rawValue] = role
    return role
  }

  private func changesState(
    _ key: Keycode, locked: ModifierMask, layout: Int, depressed: ModifierMask,
    latched: ModifierMask
  ) -> Bool {
    // Only a state with no key held and nothing latched can skip updates; probe exactly that,
    // on a fresh state so that no filter of an earlier probe lingers.
    guard depressed.isEmpty, latched.isEmpty, let probe = try? KeyboardState(keymap: keymap) else {
      return true
    }
    probe.setMask(depressed: [], latched: [], locked: locked, layout: layout)
    let down = probe.update(key, .down)
    let up = probe.update(key, .up)
    return !down.isEmpty || !up.isEmpty
  }
}
