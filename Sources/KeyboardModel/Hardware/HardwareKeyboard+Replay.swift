package import XKB

/// One key going down or up, for ``HardwareKeyboard/replay(_:into:)``.
package struct KeyEvent: Hashable, Sendable {
  /// The key.
  package var key: Keycode
  /// Whether the key goes down (a press) or up (a release).
  package var isDown: Bool

  /// Creates an event.
  package init(key: Keycode, isDown: Bool) {
    self.key = key
    self.isDown = isDown
  }
}

extension HardwareKeyboard {
  /// Presses and releases keys in order, committing into `bytes`: the loop `kbsim bench` times.
  ///
  /// It lives in this module so that ``press(_:into:)`` and ``release(_:)`` inline into it as
  /// they do into ``type(_:)``, which `kbsim press` runs; called one key at a time from another
  /// module, the same work measured about 8 % slower.
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// keyboard.replay([KeyEvent(key: a, isDown: true), KeyEvent(key: a, isDown: false)], into: &bytes)
  /// ```
  package func replay(_ events: [KeyEvent], into bytes: inout [UInt8]) {
    for event in events {
      if event.isDown {
        press(event.key, into: &bytes)
      } else {
        release(event.key)
      }
    }
  }
}
