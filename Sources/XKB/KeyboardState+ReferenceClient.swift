internal import CXKBCommon

extension KeyboardState {
  /// One key press of the reference client loop, straight to libxkbcommon with no caching:
  /// `xkb_state_key_get_one_sym`, then `xkb_compose_state_feed` / `_get_status`, then the
  /// composed string (`xkb_compose_state_get_utf8`) or the key's own text
  /// (`xkb_state_key_get_utf8`) appended to `bytes`, then `xkb_state_update_key`.
  ///
  /// The seam behind the developer tools' raw typing loop (the baseline of `kbsim bench` and the
  /// oracle of `kbsim verify-layouts`), which may not import the C library itself.
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// state.referencePress(Keycode(evdev: 30), compose: compose, into: &bytes)  // "a"
  /// state.referenceRelease(Keycode(evdev: 30))
  /// ```
  @inline(__always)
  package func referencePress(_ key: Keycode, compose: ComposeState?, into bytes: inout [UInt8]) {
    let code = key.rawValue
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      var length: Int32 = 0
      if let compose {
        let sym = xkb_state_key_get_one_sym(handle, code)
        xkb_compose_state_feed(compose.handle, sym)
        switch xkb_compose_state_get_status(compose.handle) {
        case XKB_COMPOSE_COMPOSED:
          length = xkb_compose_state_get_utf8(compose.handle, buffer.baseAddress, 64)
          xkb_compose_state_reset(compose.handle)
        case XKB_COMPOSE_CANCELLED:
          xkb_compose_state_reset(compose.handle)
        case XKB_COMPOSE_COMPOSING:
          break
        default:
          length = xkb_state_key_get_utf8(handle, code, buffer.baseAddress, 64)
        }
      } else {
        length = xkb_state_key_get_utf8(handle, code, buffer.baseAddress, 64)
      }
      for index in 0..<Int(min(max(length, 0), 63)) { bytes.append(UInt8(bitPattern: buffer[index])) }
    }
    update(key, .down)
  }

  /// One key release of the reference client loop: `xkb_state_update_key` only.
  @inline(__always)
  package func referenceRelease(_ key: Keycode) {
    update(key, .up)
  }
}
