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
  private var cache: KeyResultCache
  /// Keys pressed without `xkb_state_update_key`, which must be released the same way.
  private var quietlyDown: Set<Keycode> = []

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
    names: RuleNames, locale: String? = "en_US.UTF-8", context: XKBContext? = nil
  ) throws(KeyboardModelError) {
    do {
      let keymap = try Keymap(names: names, context: context)
      let table = try locale.map { locale throws(XKBError) in
        try ComposeTable(locale: locale, context: keymap.context)
      }
      try self.init(keymap: keymap, composeTable: table)
    } catch let error as KeyboardModelError {
      throw error
    } catch let error as XKBError {
      throw KeyboardModelError(code: .xkb, message: error.message, underlying: error)
    } catch {
      throw KeyboardModelError(code: .xkb, message: "\(error)")
    }
  }

  /// Uses an existing keymap and Compose table.
  public init(keymap: Keymap, composeTable: ComposeTable?) throws(KeyboardModelError) {
    self.keymap = keymap
    self.composeTable = composeTable
    do {
      state = try KeyboardState(keymap: keymap)
    } catch {
      throw KeyboardModelError(code: .xkb, message: error.message, underlying: error)
    }
    compose = composeTable.map(ComposeState.init(table:))
    cache = KeyResultCache(keymap: keymap, composeTable: composeTable)
  }

  /// Releases every key that is down and forgets any Compose sequence in progress.
  public func reset() {
    for key in state.keysDown { release(key) }
    compose?.reset()
  }

  /// Types one line of tokens and returns what it committed.
  ///
  /// Keys pressed with `+KEY` stay down across calls until released with `-KEY` or ``reset()``.
  /// - Throws: `unknownKey` or `invalidKeyAction` naming the token and its 1-based position;
  ///   nothing is committed by a failing line (the state is restored).
  public func type(_ tokens: [KeyToken]) throws(KeyboardModelError) -> Output {
    var bytes: [UInt8] = []
    var keysyms: [Keysym] = []
    let down = state.keysDown
    do {
      for (index, token) in tokens.enumerated() {
        try apply(token, position: index + 1, bytes: &bytes, keysyms: &keysyms)
      }
    } catch {
      // Undo the line: release what it pressed, re-press what it released.
      for key in state.keysDown.subtracting(down) { release(key) }
      for key in down.subtracting(state.keysDown) { state.update(key, .down) }
      compose?.reset()
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
          code: .unknownKey, message: "\(error.message) in token '\(token)' at position \(position)",
          underlying: error)
      }
    }
    func checkUp(_ key: Keycode, _ name: String) throws(KeyboardModelError) {
      guard !state.keysDown.contains(key) else {
        throw KeyboardModelError(
          code: .invalidKeyAction,
          message: "key '\(name)' is already down in token '\(token)' at position \(position)")
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
      guard state.keysDown.contains(key) else {
        throw KeyboardModelError(
          code: .invalidKeyAction,
          message: "key '\(name)' released but never pressed in token '\(token)' at position \(position)")
      }
      release(key)
    }
  }

  /// Presses a key: commits its text through Compose into `bytes`, then updates the state.
  ///
  /// - Returns: The keysym the press produced.
  @discardableResult
  public func press(_ key: Keycode, into bytes: inout [UInt8]) -> Keysym {
    let entry = cache.entry(for: key, state: state)
    if let compose {
      switch entry.composeRole {
      case .passThrough where compose.status != .composing:
        bytes.append(contentsOf: entry.text)
      case .composesAlone(let text) where compose.status != .composing:
        bytes.append(contentsOf: text)
      default:
        switch compose.feed(entry.keysym) {
        case .composed:
          compose.appendUTF8(to: &bytes)
          compose.reset()
        case .cancelled:
          compose.reset()
        case .composing:
          break
        case .nothing:
          bytes.append(contentsOf: entry.text)
        }
      }
    } else {
      bytes.append(contentsOf: entry.text)
    }
    if !entry.changesState, state.keysDown.isEmpty, !state.hasLatchedModifiers {
      state.markDown(key)
      quietlyDown.insert(key)
    } else {
      state.update(key, .down)
    }
    return entry.keysym
  }

  /// Releases a key.
  public func release(_ key: Keycode) {
    if quietlyDown.remove(key) != nil {
      state.markUp(key)
    } else {
      state.update(key, .up)
    }
  }

  /// Whether the key is down.
  public func isDown(_ key: Keycode) -> Bool { state.keysDown.contains(key) }

  /// The effective modifiers now (`xkb_state_serialize_mods`): depressed, latched and locked.
  ///
  /// ```swift
  /// _ = try keyboard.type(KeyToken.parseLine("+LFSH"))
  /// keyboard.modifiers  // .shift
  /// ```
  public var modifiers: ModifierMask { state.modifiers(.effective) }

  /// The effective layout group now (`xkb_state_serialize_layout`), 0 for the first.
  public var layout: Int { state.layout }
}
