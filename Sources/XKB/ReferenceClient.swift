internal import CXKBCommon
internal import Diagnostics

/// The reference client's key events, straight to libxkbcommon with no caching and no
/// bookkeeping of its own: the seam behind the developer tools' raw typing loop (the baseline of
/// `kbsim bench` and the oracle of `kbsim verify-layouts`), which may not import the C library.
///
/// On a press: `xkb_state_key_get_one_sym`, then `xkb_compose_state_feed` / `_get_status`, then
/// the composed string (`xkb_compose_state_get_utf8`) or the key's own text
/// (`xkb_state_key_get_utf8`) appended to the bytes, then `xkb_state_update_key`. A release only
/// updates the state.
///
/// ```swift
/// let client = try ReferenceClient(keymap: keymap, composeTable: table)
/// var bytes: [UInt8] = []
/// client.press(Keycode(evdev: 30), into: &bytes)   // "a"
/// client.release(Keycode(evdev: 30))
/// ```
package final class ReferenceClient {
  private let keymap: Keymap
  private let state: OpaquePointer
  private let compose: OpaquePointer?
  private let composeTable: ComposeTable?

  /// Creates a client with a fresh state (`xkb_state_new`, `xkb_compose_state_new`).
  package init(keymap: Keymap, composeTable: ComposeTable?) throws(XKBError) {
    guard let state = xkb_state_new(keymap.handle) else {
      throw XKBError(code: .keymapCompilationFailed, message: "cannot create a keyboard state")
    }
    self.keymap = keymap
    self.state = state
    self.composeTable = composeTable
    compose = composeTable.flatMap { table in
      table.lock.withLock { xkb_compose_state_new(table.handle, XKB_COMPOSE_STATE_NO_FLAGS) }
    }
  }

  deinit {
    xkb_state_unref(state)
    if let compose, let composeTable {
      composeTable.lock.withLock { xkb_compose_state_unref(compose) }
    }
  }

  /// A key press: its committed text, if any, is appended to `bytes`.
  @inline(__always)
  package func press(_ key: Keycode, into bytes: inout [UInt8]) {
    let code = key.rawValue
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
      for index in 0..<Int(min(max(length, 0), 63)) {
        bytes.append(UInt8(bitPattern: buffer[index]))
      }
    }
    xkb_state_update_key(state, code, XKB_KEY_DOWN)
  }

  /// A key release: `xkb_state_update_key` only.
  @inline(__always)
  package func release(_ key: Keycode) {
    xkb_state_update_key(state, key.rawValue, XKB_KEY_UP)
  }

  /// Forgets any Compose sequence in progress (`xkb_compose_state_reset`).
  package func resetCompose() {
    if let compose { xkb_compose_state_reset(compose) }
  }
}
