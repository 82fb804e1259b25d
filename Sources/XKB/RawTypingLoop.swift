internal import CXKBCommon

/// The reference client loop, calling libxkbcommon directly for every key event with no caching.
///
/// It is the baseline of `kbsim bench` and the oracle of `kbsim verify-layouts`: on each press,
/// `xkb_state_key_get_one_sym`, then `xkb_compose_state_feed` / `_get_status`, then the composed
/// string (`xkb_compose_state_get_utf8`) or the key's own text (`xkb_state_key_get_utf8`),
/// then `xkb_state_update_key`; a release only updates the state.
///
/// ```swift
/// let loop = try RawTypingLoop(keymap: keymap, composeTable: table)
/// var bytes: [UInt8] = []
/// loop.feed(Keycode(evdev: 30), .down, into: &bytes)   // "a"
/// loop.feed(Keycode(evdev: 30), .up, into: &bytes)
/// ```
public final class RawTypingLoop {
  private let keymap: Keymap
  private let state: OpaquePointer
  private let compose: OpaquePointer?

  /// Creates a loop with a fresh state.
  public init(keymap: Keymap, composeTable: ComposeTable?) throws(XKBError) {
    guard let state = xkb_state_new(keymap.handle) else {
      throw XKBError(code: .keymapCompilationFailed, message: "cannot create a keyboard state")
    }
    self.keymap = keymap
    self.state = state
    compose = composeTable.flatMap { xkb_compose_state_new($0.handle, XKB_COMPOSE_STATE_NO_FLAGS) }
  }

  deinit {
    xkb_state_unref(state)
    if let compose { xkb_compose_state_unref(compose) }
  }

  /// Processes one key event, appending committed text to `bytes`.
  @inline(__always)
  public func feed(_ key: Keycode, _ direction: KeyboardState.Direction, into bytes: inout [UInt8]) {
    let code = key.rawValue
    guard direction == .down else {
      xkb_state_update_key(state, code, XKB_KEY_UP)
      return
    }
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      var length: Int32 = 0
      if let compose {
        let sym = xkb_state_key_get_one_sym(state, code)
        xkb_compose_state_feed(compose, sym)
        switch xkb_compose_state_get_status(compose) {
        case XKB_COMPOSE_COMPOSED:
          length = xkb_compose_state_get_utf8(compose, buffer.baseAddress, 64)
          xkb_compose_state_reset(compose)
        case XKB_COMPOSE_CANCELLED:
          xkb_compose_state_reset(compose)
        case XKB_COMPOSE_COMPOSING:
          break
        default:
          length = xkb_state_key_get_utf8(state, code, buffer.baseAddress, 64)
        }
      } else {
        length = xkb_state_key_get_utf8(state, code, buffer.baseAddress, 64)
      }
      for index in 0..<Int(min(max(length, 0), 63)) { bytes.append(UInt8(bitPattern: buffer[index])) }
    }
    xkb_state_update_key(state, code, XKB_KEY_DOWN)
  }

  /// Forgets any Compose sequence in progress.
  public func resetCompose() {
    if let compose { xkb_compose_state_reset(compose) }
  }
}
