package import XKB

/// The reference client loop, calling libxkbcommon directly for every key event with no caching.
///
/// It is the baseline of `kbsim bench` and the oracle of `kbsim verify-layouts`: on each press,
/// `xkb_state_key_get_one_sym`, then `xkb_compose_state_feed` / `_get_status`, then the composed
/// string (`xkb_compose_state_get_utf8`) or the key's own text (`xkb_state_key_get_utf8`),
/// then `xkb_state_update_key`; a release only updates the state. The C calls are XKB's
/// ``ReferenceClient`` seam (only XKB may import the C library).
///
/// ```swift
/// let loop = try RawTypingLoop(keymap: keymap, composeTable: table)
/// var bytes: [UInt8] = []
/// loop.feed(Keycode(evdev: 30), .down, into: &bytes)   // "a"
/// loop.feed(Keycode(evdev: 30), .up, into: &bytes)
/// ```
package final class RawTypingLoop {
  private let client: ReferenceClient

  /// Creates a loop with a fresh state.
  package init(keymap: Keymap, composeTable: ComposeTable?) throws(XKBError) {
    client = try ReferenceClient(keymap: keymap, composeTable: composeTable)
  }

  /// Processes one key event, appending committed text to `bytes`.
  @inline(__always)
  package func feed(_ key: Keycode, _ direction: KeyboardState.Direction, into bytes: inout [UInt8])
  {
    if direction == .down {
      client.press(key, into: &bytes)
    } else {
      client.release(key)
    }
  }

  /// Forgets any Compose sequence in progress.
  package func resetCompose() { client.resetCompose() }
}
