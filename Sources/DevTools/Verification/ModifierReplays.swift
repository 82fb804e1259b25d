import KeyboardModel
import XKB

/// Key presses that reach a modifier mask: lock keys tapped before (and again after), plain
/// modifier keys held in order around the tapped key.
///
/// libxkbcommon 1.5 cannot say what a key does (no action introspection), so modifier keys are
/// found by pressing every key on a fresh state, and each replay is checked on a real state to
/// reach exactly its mask. Orders whose modifier keysyms Compose ignores come first: on mao, RALT
/// pressed after Shift gives Multi_key, so Shift+AltGr is RALT then LFSH.
struct ModifierReplay {
  /// Lock keys (Num Lock…) tapped before the key and again after it.
  var locks: [String]
  /// Plain modifier keys held for the tap, in press order.
  var held: [String]
  /// Whether every key of the replay exists on a keyboard (not `LVL3`, `HYPR`, `I<n>`…).
  var isPhysical: Bool

  /// Key presses, the tapped key included; lock keys count twice.
  var cost: Int { 1 + held.count + 2 * locks.count }

  /// The tokens that tap `key` with this replay.
  func tokens(tapping key: String) -> [KeyToken] {
    let locks = self.locks.map { KeyToken.tap($0) }
    return locks + [KeyToken.tap(key, holding: held)] + locks
  }
}

/// Finds ``ModifierReplay``s for the masks of one keymap.
struct ModifierReplayFinder {
  struct Key {
    var code: Keycode
    var name: String
    var mask: ModifierMask
    var isLock: Bool
    var isPhysical: Bool
  }

  let keymap: Keymap
  private let probe: ComposeState?
  /// Keys that set modifiers while held (plain) or lock them when tapped (locks, Caps Lock aside).
  private(set) var keys: [Key] = []
  /// Every key whose press changes the state: modifiers, locks, latches, group switches.
  private(set) var stateKeys: Set<Keycode> = []
  private var cache: [String: ModifierReplay?] = [:]

  /// The largest number of keys a replay uses.
  static let maxKeys = 5

  init(keymap: Keymap, composeTable: ComposeTable?) throws(XKBError) {
    self.keymap = keymap
    probe = composeTable.map(ComposeState.init(table:))
    for code in keymap.keycodes {
      guard let name = keymap.name(of: code) else { continue }
      let state = try KeyboardState(keymap: keymap)
      state.update(code, .down)
      let depressed = state.modifiers(.depressed)
      let lockedDown = state.modifiers(.locked)
      let layoutDown = state.layout
      state.update(code, .up)
      let locked = state.modifiers(.locked)
      let latched = state.modifiers(.latched)
      guard
        !(depressed.isEmpty && lockedDown.isEmpty && locked.isEmpty && latched.isEmpty)
          || layoutDown != 0 || state.layout != 0
      else { continue }
      stateKeys.insert(code)
      let physical = ModifierKeys.isPhysical(name)
      if latched.isEmpty, locked.isEmpty, lockedDown.isEmpty, layoutDown == 0, state.layout == 0 {
        keys.append(
          Key(code: code, name: name, mask: depressed, isLock: false, isPhysical: physical))
      } else if latched.isEmpty, !locked.isEmpty, !locked.contains(.lock), state.layout == 0 {
        keys.append(Key(code: code, name: name, mask: locked, isLock: true, isPhysical: physical))
      }
    }
  }

  /// A replay that reaches exactly `mask` without pressing `key`, preferring physical keys and
  /// fewer presses; nil if no combination of up to ``maxKeys`` modifier keys reaches it.
  mutating func replay(for mask: ModifierMask, avoiding key: Keycode?) -> ModifierReplay? {
    // The replay for a mask avoids `key` only if it would use it.
    let general = cachedReplay(for: mask, avoiding: nil)
    guard let key, let general, general.usesKey(named: keymap.name(of: key) ?? "") else {
      return general
    }
    return cachedReplay(for: mask, avoiding: key)
  }

  private mutating func cachedReplay(for mask: ModifierMask, avoiding key: Keycode?)
    -> ModifierReplay?
  {
    let slot = "\(mask.rawValue) \(key?.rawValue ?? 0)"
    if let cached = cache[slot] { return cached }
    let found = search(mask, avoiding: key)
    cache[slot] = .some(found)
    return found
  }

  private func search(_ mask: ModifierMask, avoiding key: Keycode?) -> ModifierReplay? {
    if mask.isEmpty { return ModifierReplay(locks: [], held: [], isPhysical: true) }
    let candidates = keys.filter { $0.mask.rawValue & ~mask.rawValue == 0 && $0.code != key }
    for allowVirtual in [false, true] {
      let pool = candidates.filter { allowVirtual || $0.isPhysical }
      // One key per distinct (mask, lock) keeps the search small: LFSH and RTSH are alike.
      var seen: Set<String> = []
      let distinct = pool.filter { seen.insert("\($0.mask.rawValue) \($0.isLock)").inserted }
      for size in stride(from: 1, through: min(Self.maxKeys, distinct.count), by: 1) {
        var fallback: ModifierReplay?
        for subset in subsets(of: distinct, size: size)
        where subset.reduce(0, { $0 | $1.mask.rawValue }) == mask.rawValue {
          let locks = subset.filter(\.isLock)
          for order in permutations(subset.filter { !$0.isLock }) {
            guard let ignored = reaches(mask, locks: locks, held: order) else { continue }
            let replay = ModifierReplay(
              locks: locks.map(\.name), held: order.map(\.name),
              isPhysical: subset.allSatisfy(\.isPhysical))
            if ignored { return replay }
            if fallback == nil { fallback = replay }
          }
        }
        if let fallback { return fallback }
      }
    }
    return nil
  }

  /// Nil if the keys do not reach exactly `mask`; otherwise whether Compose ignores every
  /// keysym they feed.
  private func reaches(_ mask: ModifierMask, locks: [Key], held: [Key]) -> Bool? {
    guard let state = try? KeyboardState(keymap: keymap) else { return nil }
    var fed: [Keysym] = []
    for key in locks {
      fed.append(state.keysym(for: key.code))
      state.update(key.code, .down)
      state.update(key.code, .up)
    }
    for key in held {
      fed.append(state.keysym(for: key.code))
      state.update(key.code, .down)
    }
    guard state.modifiers(.effective) == mask, state.layout == 0 else { return nil }
    guard let probe else { return true }
    return fed.allSatisfy { sym in
      probe.reset()
      return !probe.feedReportingAcceptance(sym)
    }
  }

  private func subsets(of keys: [Key], size: Int) -> [[Key]] {
    guard size > 0 else { return [[]] }
    guard keys.count >= size else { return [] }
    var result: [[Key]] = []
    for (index, key) in keys.enumerated() {
      for rest in subsets(of: Array(keys[(index + 1)...]), size: size - 1) {
        result.append([key] + rest)
      }
    }
    return result
  }
}

extension ModifierReplay {
  func usesKey(named name: String) -> Bool { locks.contains(name) || held.contains(name) }
}
