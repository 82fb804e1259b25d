internal import CXKBCommon

/// The mutable state of one keyboard (`struct xkb_state`): which keys and modifiers are down,
/// latched or locked, and which layout group is active.
///
/// The client order on a press is: read the key, then update the state.
///
/// ```swift
/// let state = try KeyboardState(keymap: Keymap(names: RuleNames(layout: "us")))
/// let a = try state.keymap.keycode(named: "AC01")
/// state.utf8(for: a)                  // "a"
/// try state.press(named: "LFSH")
/// state.utf8(for: a)                  // "A"
/// try state.release(named: "LFSH")
/// ```
///
/// Not `Sendable`: the state is unsynchronized and shares the keymap's reference count.
public final class KeyboardState {
  /// The keymap this state belongs to.
  public let keymap: Keymap
  private(set) var handle: OpaquePointer
  /// The keys currently held down.
  public var keysDown: Set<Keycode> {
    guard downCount > 0 else { return [] }
    return Set(downFlags.indices.filter { downFlags[$0] }.map { Keycode(rawValue: UInt32($0)) })
  }
  /// Whether each keycode is down (indexed by keycode), and how many are.
  private var downFlags: [Bool]
  /// The number of keys held down.
  public private(set) var downCount = 0

  /// Creates a state with nothing pressed (`xkb_state_new`).
  public init(keymap: Keymap) throws(XKBError) {
    guard let handle = xkb_state_new(keymap.handle) else {
      throw XKBError(code: .keymapCompilationFailed, message: "cannot create a keyboard state")
    }
    self.keymap = keymap
    self.handle = handle
    downFlags = Array(repeating: false, count: Int(keymap.maxKeycode.rawValue) + 1)
  }

  deinit { xkb_state_unref(handle) }

  /// Starts over from a new state (`xkb_state_new`): no key down, no modifier held, latched or
  /// locked, the first layout group, and no filter left by earlier keys (a latching key's
  /// pending latch survives every release).
  ///
  /// ```swift
  /// try state.press(named: "CAPS")
  /// try state.release(named: "CAPS")   // Caps Lock locked
  /// state.reset()
  /// state.modifiers(.effective)        // []
  /// ```
  package func reset() {
    guard let fresh = xkb_state_new(keymap.handle) else {
      fatalError("xkb_state_new failed: out of memory")
    }
    xkb_state_unref(handle)
    handle = fresh
    for index in downFlags.indices where downFlags[index] { downFlags[index] = false }
    downCount = 0
  }

  /// Whether the key is held down.
  @inline(__always)
  public func isDown(_ key: Keycode) -> Bool {
    Int(key.rawValue) < downFlags.count && downFlags[Int(key.rawValue)]
  }

  @inline(__always)
  private func setDown(_ key: Keycode, _ down: Bool) {
    let index = Int(key.rawValue)
    guard index < downFlags.count, downFlags[index] != down else { return }
    downFlags[index] = down
    downCount += down ? 1 : -1
  }

  /// Which parts of the state an update changed (`enum xkb_state_component`).
  public struct Changes: OptionSet, Hashable, Sendable {
    /// The mask bits.
    public var rawValue: UInt32
    /// Creates changes.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Depressed modifiers changed.
    public static let depressedModifiers = Changes(rawValue: XKB_STATE_MODS_DEPRESSED.rawValue)
    /// Latched modifiers changed.
    public static let latchedModifiers = Changes(rawValue: XKB_STATE_MODS_LATCHED.rawValue)
    /// Locked modifiers changed.
    public static let lockedModifiers = Changes(rawValue: XKB_STATE_MODS_LOCKED.rawValue)
    /// Effective modifiers changed.
    public static let effectiveModifiers = Changes(rawValue: XKB_STATE_MODS_EFFECTIVE.rawValue)
    /// The effective layout changed.
    public static let effectiveLayout = Changes(rawValue: XKB_STATE_LAYOUT_EFFECTIVE.rawValue)
    /// The LEDs changed.
    public static let leds = Changes(rawValue: XKB_STATE_LEDS.rawValue)
  }

  /// A key going down or up.
  public enum Direction: Sendable { case down, up }

  /// Updates the state for a key event (`xkb_state_update_key`) without checking it.
  @discardableResult
  public func update(_ key: Keycode, _ direction: Direction) -> Changes {
    let raw = xkb_state_update_key(
      handle, key.rawValue, direction == .down ? XKB_KEY_DOWN : XKB_KEY_UP)
    setDown(key, direction == .down)
    return Changes(rawValue: raw.rawValue)
  }

  /// Presses a key, checking that it is not already down.
  ///
  /// - Throws: ``XKBErrorCode/invalidKeyAction`` if the key is already held.
  @discardableResult
  public func press(_ key: Keycode) throws(XKBError) -> Changes {
    guard !isDown(key) else {
      throw XKBError(
        code: .invalidKeyAction,
        message: "key '\(keymap.name(of: key) ?? key.description)' is already down")
    }
    return update(key, .down)
  }

  /// Releases a key, checking that it was pressed.
  ///
  /// - Throws: ``XKBErrorCode/invalidKeyAction`` if the key is not held.
  @discardableResult
  public func release(_ key: Keycode) throws(XKBError) -> Changes {
    guard isDown(key) else {
      throw XKBError(
        code: .invalidKeyAction,
        message: "key '\(keymap.name(of: key) ?? key.description)' released but never pressed")
    }
    return update(key, .up)
  }

  /// Presses a key by its XKB name, such as `LFSH`.
  @discardableResult
  public func press(named name: String) throws(XKBError) -> Changes {
    try press(keymap.keycode(named: name))
  }

  /// Releases a key by its XKB name.
  @discardableResult
  public func release(named name: String) throws(XKBError) -> Changes {
    try release(keymap.keycode(named: name))
  }

  /// The keysyms the key would produce now (`xkb_state_key_get_syms`).
  public func keysyms(for key: Keycode) -> [Keysym] {
    var syms: UnsafePointer<xkb_keysym_t>?
    let count = xkb_state_key_get_syms(handle, key.rawValue, &syms)
    guard count > 0, let syms else { return [] }
    return (0..<Int(count)).map { Keysym(rawValue: syms[$0]) }
  }

  /// The single keysym the key would produce now, or `NoSymbol` if it has none or several
  /// (`xkb_state_key_get_one_sym`).
  public func keysym(for key: Keycode) -> Keysym {
    Keysym(rawValue: xkb_state_key_get_one_sym(handle, key.rawValue))
  }

  /// The text the key would produce now, with Caps Lock and Control transformations
  /// (`xkb_state_key_get_utf8`).
  public func utf8(for key: Keycode) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = xkb_state_key_get_utf8(handle, key.rawValue, &buffer, buffer.count)
    guard length > 0 else { return "" }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Appends the key's text to `bytes` without creating a `String` (the hot path).
  ///
  /// - Returns: The number of bytes appended.
  @discardableResult
  public func appendUTF8(for key: Keycode, to bytes: inout [UInt8]) -> Int {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      let length = Int(xkb_state_key_get_utf8(handle, key.rawValue, buffer.baseAddress, 64))
      guard length > 0 else { return 0 }
      for index in 0..<Swift.min(length, 63) { bytes.append(UInt8(bitPattern: buffer[index])) }
      return Swift.min(length, 63)
    }
  }

  /// The Unicode code point the key would produce now (`xkb_state_key_get_utf32`), or nil.
  public func utf32(for key: Keycode) -> Unicode.Scalar? {
    let value = xkb_state_key_get_utf32(handle, key.rawValue)
    return value == 0 ? nil : Unicode.Scalar(value)
  }

  /// The layout group the key would use now (`xkb_state_key_get_layout`).
  public func layout(for key: Keycode) -> Int {
    Int(xkb_state_key_get_layout(handle, key.rawValue))
  }

  /// The shift level the key is at now (`xkb_state_key_get_level`).
  public func level(for key: Keycode) -> Int {
    let layout = xkb_state_key_get_layout(handle, key.rawValue)
    return Int(xkb_state_key_get_level(handle, key.rawValue, layout))
  }

  /// Which modifier masks to read (`enum xkb_state_component`).
  public enum ModifierKind: Sendable { case depressed, latched, locked, effective }

  /// The modifiers of a kind (`xkb_state_serialize_mods`).
  public func modifiers(_ kind: ModifierKind = .effective) -> ModifierMask {
    let component =
      switch kind {
      case .depressed: XKB_STATE_MODS_DEPRESSED
      case .latched: XKB_STATE_MODS_LATCHED
      case .locked: XKB_STATE_MODS_LOCKED
      case .effective: XKB_STATE_MODS_EFFECTIVE
      }
    return ModifierMask(rawValue: xkb_state_serialize_mods(handle, component))
  }

  /// The effective layout group (`xkb_state_serialize_layout`).
  public var layout: Int { Int(xkb_state_serialize_layout(handle, XKB_STATE_LAYOUT_EFFECTIVE)) }

  /// Whether a named modifier such as `Shift` or `Mod5` is effective now
  /// (`xkb_state_mod_name_is_active`).
  public func isModifierActive(_ name: String) -> Bool {
    xkb_state_mod_name_is_active(handle, name, XKB_STATE_MODS_EFFECTIVE) > 0
  }

  /// The modifiers the key's translation consumes (`xkb_state_key_get_consumed_mods2`, XKB mode).
  public func consumedModifiers(for key: Keycode) -> ModifierMask {
    ModifierMask(
      rawValue: xkb_state_key_get_consumed_mods2(handle, key.rawValue, XKB_CONSUMED_MODE_XKB))
  }

  /// Sets the whole serialized state at once (`xkb_state_update_mask`); do not mix with key
  /// updates on the same state.
  public func setMask(
    depressed: ModifierMask, latched: ModifierMask = [], locked: ModifierMask = [],
    layout: Int = 0
  ) {
    xkb_state_update_mask(
      handle, depressed.rawValue, latched.rawValue, locked.rawValue, 0, 0,
      xkb_layout_index_t(layout))
  }

  /// Key repeat timing.
  ///
  /// libxkbcommon says only whether a key repeats (``Keymap/repeats(_:)``); delay and rate come
  /// from the platform. These are the values KeyboardSim uses.
  public struct RepeatInfo: Hashable, Sendable {
    /// The delay before the first repeat.
    public var delay: Duration
    /// Repeats per second after the delay.
    public var rate: Int
    /// 500 ms and 25 Hz, the X server and Wayland compositors' common defaults.
    public static let standard = RepeatInfo(delay: .milliseconds(500), rate: 25)
  }

  /// Whether the key repeats and with what timing, or nil if it does not repeat.
  public func repeatInfo(for key: Keycode, timing: RepeatInfo = .standard) -> RepeatInfo? {
    keymap.repeats(key) ? timing : nil
  }
}
