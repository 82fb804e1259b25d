public import XKB

/// A hardware keyboard of any xkb layout: key tokens in, committed text out.
///
/// Committed text follows the standard client loop on every key press: read the key's keysym,
/// feed it to the Compose state of the locale, then commit the composed string (COMPOSED),
/// nothing (COMPOSING, or CANCELLED — libxkbcommon's convention), or the key's own text
/// (`xkb_state_key_get_utf8`); finally update the xkb state. Releases only update the state.
///
/// ```swift
/// let keyboard = try HardwareKeyboard(names: RuleNames(layout: "de"))
/// try keyboard.type(KeyToken.parseLine("LFSH+AC01 TLDE LFSH+AD03")).text  // "AÊ"
/// ```
///
/// Per-key results are cached for each modifier and layout state, and keys that do not change
/// the state skip `xkb_state_update_key`, which is what makes this faster than calling
/// libxkbcommon for every key.
public final class HardwareKeyboard {
  /// The compiled keymap.
  public let keymap: Keymap
  /// The Compose table of the locale, or nil when Compose is off.
  public let composeTable: ComposeTable?
  let state: KeyboardState
  let compose: ComposeState?
  let cache: KeyResultCache

  // The hot path reads these mirrors instead of asking libxkbcommon on every key; each one is
  // refreshed where the state it mirrors changes, and `checkInvariants()` (debug builds) checks
  // them all against the real xkb and Compose states.

  /// Keys pressed without `xkb_state_update_key` (indexed by keycode).
  ///
  /// A raw buffer, freed in `deinit`: with a plain `[Bool]` (tried) `make bench`'s pipeline ran
  /// three times slower.
  let quietlyDown: UnsafeMutableBufferPointer<Bool>
  /// How many entries of ``quietlyDown`` are true.
  private(set) var quietCount = 0
  /// The xkb state's effective modifiers (`xkb_state_serialize_mods`), refreshed by every update
  /// that changes the state.
  private(set) var modifiers: ModifierMask = []
  /// The xkb state's effective layout group, refreshed with ``modifiers``.
  private(set) var layout = 0
  /// Whether the xkb state has latched modifiers, refreshed with ``modifiers``.
  private(set) var latched = false
  /// Keys down in the xkb state itself (its `downCount`).
  private(set) var xkbKeysDown = 0
  /// Whether a Compose sequence is in progress (the Compose state's status is `composing`).
  private(set) var composing = false
  /// Whether `xkb_state_update_key` ran since the xkb state was created: a state that never saw
  /// a key event is fresh, and ``reset()`` keeps it.
  private(set) var stateTouched = false

  /// What one line of tokens committed.
  public struct Output: Hashable, Sendable {
    /// The committed text.
    public var text: String
    /// The keysym of every key press, in order.
    public var keysyms: [Keysym]
    /// The Compose status after the last key press.
    public var composeStatus: ComposeState.Status
  }

  /// Compiles the keymap for `names` and loads the Compose table of `locale` (nil: no Compose).
  ///
  /// - Throws: ``KeyboardModelError`` wrapping the XKB failure (unknown layout, option, locale).
  public convenience init(
    names: RuleNames, locale: String? = ComposeTable.defaultLocale, context: XKBContext? = nil
  ) throws(KeyboardModelError) {
    let (keymap, table) = try loadKeymap(names, locale: locale, context: context)
    try self.init(keymap: keymap, composeTable: table)
  }

  /// Uses an existing keymap and Compose table.
  public init(keymap: Keymap, composeTable: ComposeTable?) throws(KeyboardModelError) {
    self.keymap = keymap
    self.composeTable = composeTable
    do {
      state = try KeyboardState(keymap: keymap)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
    compose = composeTable.map(ComposeState.init(table:))
    cache = KeyResultCache(keymap: keymap, composeTable: composeTable)
    quietlyDown = .allocate(capacity: Int(keymap.maxKeycode.rawValue) + 1)
    quietlyDown.initialize(repeating: false)
  }

  deinit { quietlyDown.deallocate() }

  /// Returns to a fresh state, exactly as a new keyboard: every key up, no modifier held,
  /// latched or locked, the first layout group, no Compose sequence in progress.
  ///
  /// `kbsim press` resets between input lines, so that each line types as a separate run would:
  ///
  /// ```swift
  /// _ = try keyboard.type(KeyToken.parseLine("CAPS"))   // Caps Lock on
  /// keyboard.reset()
  /// try keyboard.type(KeyToken.parseLine("AD01")).text  // "q", not "Q"
  /// ```
  public func reset() {
    if quietCount > 0 {
      for index in quietlyDown.indices { quietlyDown[index] = false }
      quietCount = 0
    }
    // Releasing keys is not enough: locks, latches (and a latch key's pending filter) and the
    // group outlive every release, so a touched xkb state starts over (`xkb_state_new`).
    if stateTouched {
      state.reset()
      stateTouched = false
      modifiers = []
      layout = 0
      latched = false
      xkbKeysDown = 0
    }
    compose?.reset()
    composing = false
  }

  /// Types one line of tokens and returns what it committed.
  ///
  /// Keys pressed with `+KEY` stay down across calls until released with `-KEY` or ``reset()``.
  /// - Throws: `unknownKey` or `invalidKeyAction` naming the token and its 1-based position;
  ///   nothing is committed by a failing line (the state is restored).
  public func type(_ tokens: [KeyToken]) throws(KeyboardModelError) -> Output {
    var bytes: [UInt8] = []
    var keysyms: [Keysym] = []
    let down = keysDown
    do {
      for (index, token) in tokens.enumerated() {
        try apply(token, position: index + 1, bytes: &bytes, keysyms: &keysyms)
      }
    } catch {
      // Undo the line: release what it pressed, re-press what it released.
      for key in keysDown.subtracting(down) { release(key) }
      for key in down.subtracting(keysDown) { update(key, .down) }
      compose?.reset()
      composing = false
      throw error
    }
    return Output(
      text: String(decoding: bytes, as: UTF8.self), keysyms: keysyms,
      composeStatus: compose?.status ?? .nothing)
  }

  private func apply(
    _ token: KeyToken, position: Int, bytes: inout [UInt8], keysyms: inout [Keysym]
  ) throws(KeyboardModelError) {
    func code(_ name: String) throws(KeyboardModelError) -> Keycode {
      do {
        return try keymap.keycode(named: name)
      } catch {
        throw KeyboardModelError(
          code: .unknownKey, message: "token '\(token)' at position \(position): \(error.message)",
          underlying: error)
      }
    }
    func checkUp(_ key: Keycode, _ name: String) throws(KeyboardModelError) {
      guard !isDown(key) else {
        throw KeyboardModelError(
          code: .invalidKeyAction,
          message: "token '\(token)' at position \(position): key '\(name)' is already down")
      }
    }
    switch token.action {
    case .tap(let name, let holding):
      let held = try holding.map { (name) throws(KeyboardModelError) in (name, try code(name)) }
      let key = try code(name)
      for (heldName, heldKey) in held {
        try checkUp(heldKey, heldName)
        keysyms.append(press(heldKey, into: &bytes))
      }
      try checkUp(key, name)
      keysyms.append(press(key, into: &bytes))
      release(key)
      for (_, heldKey) in held.reversed() { release(heldKey) }
    case .press(let name):
      let key = try code(name)
      try checkUp(key, name)
      keysyms.append(press(key, into: &bytes))
    case .release(let name):
      let key = try code(name)
      guard isDown(key) else {
        throw KeyboardModelError(
          code: .invalidKeyAction,
          message:
            "token '\(token)' at position \(position): key '\(name)' released but never pressed")
      }
      release(key)
    }
  }

  /// Presses a key: commits its text through Compose into `bytes`, then updates the state.
  ///
  /// - Returns: The keysym the press produced.
  @discardableResult
  public func press(_ key: Keycode, into bytes: inout [UInt8]) -> Keysym {
    guard Int(key.rawValue) < quietlyDown.count else {
      // Not a key of this keymap: libxkbcommon ignores it and so do we.
      return .noSymbol
    }
    let index = cache.index(for: key, modifiers: modifiers, layout: layout, state: state)
    let entry = cache[index]
    if let compose {
      switch entry.role {
      case .passThrough where !composing:
        cache.append(entry.text, to: &bytes)
      case .composesAlone where !composing:
        cache.append(entry.composedText, to: &bytes)
      default:
        composing = false
        switch compose.feed(entry.keysym) {
        case .composed:
          compose.appendUTF8(to: &bytes)
          compose.reset()
        case .cancelled:
          compose.reset()
        case .composing:
          composing = true
        case .nothing:
          cache.append(entry.text, to: &bytes)
        }
      }
    } else {
      cache.append(entry.text, to: &bytes)
    }
    if !entry.changesState, xkbKeysDown == 0, !latched {
      if !quietlyDown[Int(key.rawValue)] { quietCount += 1 }
      quietlyDown[Int(key.rawValue)] = true
    } else {
      update(key, .down)
    }
    return entry.keysym
  }

  /// Releases a key.
  public func release(_ key: Keycode) {
    guard Int(key.rawValue) < quietlyDown.count else { return }
    if quietlyDown[Int(key.rawValue)] {
      quietlyDown[Int(key.rawValue)] = false
      quietCount -= 1
      // With a key held in the xkb state, its filters must see this release.
      if xkbKeysDown > 0 { update(key, .up) }
    } else if state.isDown(key) {
      update(key, .up)
    }
  }

  /// Whether the key is down.
  public func isDown(_ key: Keycode) -> Bool {
    (Int(key.rawValue) < quietlyDown.count && quietlyDown[Int(key.rawValue)]) || state.isDown(key)
  }

  /// The effective modifiers now (`xkb_state_serialize_mods`): depressed, latched and locked.
  ///
  /// ```swift
  /// _ = try keyboard.type(KeyToken.parseLine("+LFSH"))
  /// keyboard.effectiveModifiers  // .shift
  /// ```
  public var effectiveModifiers: ModifierMask { state.modifiers(.effective) }

  /// The effective layout group now (`xkb_state_serialize_layout`), 0 for the first.
  public var effectiveLayout: Int { state.layout }

  /// The keys that are down.
  var keysDown: Set<Keycode> {
    // Between lines nothing is down: answer without scanning every keycode.
    guard quietCount > 0 || xkbKeysDown > 0 else { return [] }
    return state.keysDown.union(
      quietlyDown.indices.filter { quietlyDown[$0] }.map { Keycode(rawValue: UInt32($0)) })
  }

  private func update(_ key: Keycode, _ direction: KeyboardState.Direction) {
    stateTouched = true
    let changes = state.update(key, direction)
    xkbKeysDown = state.downCount
    if !changes.isEmpty {
      modifiers = state.modifiers(.effective)
      layout = state.layout
      latched = !state.modifiers(.latched).isEmpty
    }
  }
}
