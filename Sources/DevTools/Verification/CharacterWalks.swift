package import KeyboardModel
package import XKB

/// Every character libxkbcommon types with a layout's keys, each with the cheapest walk of key
/// presses found for it: the reference of the `characters` check of `kbsim verify-layouts`.
///
/// The search knows nothing of the planner. From a fresh state it explores walks of up to
/// ``maxEvents`` presses of the layout's state keys (every physical key that changes the state
/// when pressed on a fresh state or that has a modifier keysym on a level: Shift, AltGr, latches
/// such as cn(tib)'s AB07, locks, group switches), each tapped or held, and reads what every
/// physical key commits at every state reached (its own text, or a one-keysym Compose
/// production). Walks whose own presses commit text or open a Compose sequence, and states on
/// another group, are left out; characters only walks that leave a lock reach are marked as such (the planner
/// never uses locks).
///
/// ```swift
/// let walks = try CharacterWalks(keymap: keymap, table: table)
/// walks.found["|"]?.tokens  // cn(tib): [+AB07, LSGT, -AB07]
/// ```
package struct CharacterWalks {
  /// One press of a state key.
  package enum Event: Hashable {
    case tap(Keycode)
    case hold(Keycode)
  }

  /// The cheapest walk found for a character.
  package struct Walk {
    /// The tokens: the state keys, the key that commits the character, then the releases.
    package var tokens: [KeyToken]
    /// Key presses.
    package var cost: Int
    /// Whether the walk leaves a lock on (Caps Lock, Num Lock, a level lock).
    package var usesLock: Bool
  }

  /// The longest walk of state keys explored before the committing key.
  static let maxEvents = 3

  /// The characters found, by committed string.
  package private(set) var found: [String: Walk] = [:]

  package init(keymap: Keymap, table: ComposeTable?) throws(XKBError) {
    let probe = table.map(ComposeState.init(table:))
    var physical: [(code: Keycode, name: String)] = []
    for code in keymap.keycodes {
      if let name = keymap.name(of: code), ModifierKeys.isPhysical(name) {
        physical.append((code, name))
      }
    }
    var stateKeys: [(code: Keycode, name: String)] = []
    for key in physical where try Self.isStateKey(key.code, keymap: keymap) {
      stateKeys.append(key)
    }
    var seen: Set<Signature> = []
    var frontier: [[Event]] = [[]]
    for depth in 0...Self.maxEvents {
      var next: [[Event]] = []
      for walk in frontier {
        let state = try KeyboardState(keymap: keymap)
        var fed: [Keysym] = []
        var commits = false
        for event in walk {
          switch event {
          case .tap(let key):
            fed.append(state.keysym(for: key))
            commits = commits || !state.utf8(for: key).isEmpty
            state.update(key, .down)
            state.update(key, .up)
          case .hold(let key):
            fed.append(state.keysym(for: key))
            commits = commits || !state.utf8(for: key).isEmpty
            state.update(key, .down)
          }
        }
        // A walk whose own presses commit text (cm: Shift+AB10 is §) types no single character.
        if commits { continue }
        let clean = Self.leavesNothingPending(fed, probe: probe)
        guard seen.insert(Signature(state, walk, composeClean: clean)).inserted else { continue }
        if state.layout == 0, clean {
          record(walk, state: state, keys: physical, names: keymap, probe: probe)
        }
        guard depth < Self.maxEvents else { continue }
        for key in stateKeys where !walk.contains(.hold(key.code)) {
          next.append(walk + [.tap(key.code)])
          next.append(walk + [.hold(key.code)])
        }
      }
      frontier = next
    }
  }

  /// Records what every physical key not held commits at `state`.
  private mutating func record(
    _ walk: [Event], state: KeyboardState, keys: [(code: Keycode, name: String)], names: Keymap,
    probe: ComposeState?
  ) {
    let held = walk.compactMap { event -> Keycode? in
      if case .hold(let key) = event { return key }
      return nil
    }
    let usesLock = !state.modifiers(.locked).isEmpty
    for key in keys where !held.contains(key.code) {
      var text = state.utf8(for: key.code)
      if let probe {
        probe.reset()
        switch probe.feed(state.keysym(for: key.code)) {
        case .nothing: break
        case .composed: text = probe.utf8
        case .composing, .cancelled: text = ""
        }
      }
      guard !text.isEmpty else { continue }
      let cost = walk.count + 1
      if let known = found[text], (known.usesLock ? 1 : 0, known.cost) <= (usesLock ? 1 : 0, cost) {
        continue
      }
      var tokens: [KeyToken] = walk.map { event in
        switch event {
        case .tap(let code): .tap(names.name(of: code) ?? "")
        case .hold(let code): KeyToken(.press(names.name(of: code) ?? ""))
        }
      }
      tokens.append(.tap(key.name))
      tokens += held.reversed().map { KeyToken(.release(names.name(of: $0) ?? "")) }
      found[text] = Walk(tokens: tokens, cost: cost, usesLock: usesLock)
    }
  }

  /// Whether a key changes the state when pressed on a fresh state, or has a modifier keysym
  /// on some level of the first group.
  private static func isStateKey(_ key: Keycode, keymap: Keymap) throws(XKBError) -> Bool {
    let state = try KeyboardState(keymap: keymap)
    if !state.update(key, .down).isEmpty || !state.update(key, .up).isEmpty { return true }
    return (0..<keymap.levelCount(for: key, layout: 0)).contains { level in
      keymap.keysyms(for: key, layout: 0, level: level).contains(where: \.isModifier)
    }
  }

  /// Whether feeding the walk's keysyms to a fresh Compose state leaves nothing pending.
  private static func leavesNothingPending(_ fed: [Keysym], probe: ComposeState?) -> Bool {
    guard let probe else { return true }
    probe.reset()
    for keysym in fed { probe.feed(keysym) }
    defer { probe.reset() }
    return probe.status == .nothing
  }

  /// What a walk leaves: the serialized state and the keys it holds.
  private struct Signature: Hashable {
    var depressed: UInt32
    var latched: UInt32
    var locked: UInt32
    var layout: Int
    var held: [UInt32]
    var composeClean: Bool

    init(_ state: KeyboardState, _ walk: [Event], composeClean: Bool) {
      self.composeClean = composeClean
      depressed = state.modifiers(.depressed).rawValue
      latched = state.modifiers(.latched).rawValue
      locked = state.modifiers(.locked).rawValue
      layout = state.layout
      held = walk.compactMap { event -> UInt32? in
        if case .hold(let key) = event { return key.rawValue }
        return nil
      }.sorted()
    }
  }
}
