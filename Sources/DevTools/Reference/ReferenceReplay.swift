import KeyboardModel
import XKB

/// The same key tokens typed through the pipeline under test (``HardwareKeyboard``) and through
/// the reference loop (``RawTypingLoop``: libxkbcommon called directly, no caching).
///
/// Both start from a fresh state for every line: keys are released, Compose is reset, and a line
/// that leaves a lock, latch or group behind gets both engines rebuilt. Each line can be recorded
/// with what the pipeline committed from that fresh state, for replaying the same lines through
/// one `kbsim press` process (``PressProcessCheck``).
final class ReferenceReplay {
  struct Result {
    /// What ``HardwareKeyboard`` committed.
    var pipeline: HardwareKeyboard.Output
    /// What the raw libxkbcommon loop committed.
    var reference: String
    /// Whether the line left no modifier, lock, latch or group behind.
    var clean: Bool
  }

  let keymap: Keymap
  let table: ComposeTable?
  private(set) var keyboard: HardwareKeyboard
  private var raw: RawTypingLoop
  private var keycodes: [String: Keycode] = [:]
  /// Every line typed, with the pipeline's output, when recording (nil otherwise).
  private(set) var recorded: [PressProcessCheck.Line]?

  init(keymap: Keymap, table: ComposeTable?, recording: Bool = false) throws(KeyboardModelError) {
    self.keymap = keymap
    self.table = table
    recorded = recording ? [] : nil
    keyboard = try HardwareKeyboard(keymap: keymap, composeTable: table)
    do {
      raw = try RawTypingLoop(keymap: keymap, composeTable: table)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
  }

  /// Types one line of tokens through both engines.
  func type(_ tokens: [KeyToken]) throws(KeyboardModelError) -> Result {
    let pipeline = try keyboard.type(tokens)
    recorded?.append(.init(tokens: tokens, expected: pipeline))
    var bytes: [UInt8] = []
    for token in tokens {
      switch token.action {
      case .tap(let key, let holding):
        let held = try holding.map { (name) throws(KeyboardModelError) in try code(name) }
        for code in held { raw.feed(code, .down, into: &bytes) }
        let tapped = try code(key)
        raw.feed(tapped, .down, into: &bytes)
        raw.feed(tapped, .up, into: &bytes)
        for code in held.reversed() { raw.feed(code, .up, into: &bytes) }
      case .press(let key): raw.feed(try code(key), .down, into: &bytes)
      case .release(let key): raw.feed(try code(key), .up, into: &bytes)
      }
    }
    let clean = keyboard.effectiveModifiers.isEmpty && keyboard.effectiveLayout == 0
    keyboard.reset()
    raw.resetCompose()
    if !clean { try restart() }
    return Result(
      pipeline: pipeline, reference: String(decoding: bytes, as: UTF8.self), clean: clean)
  }

  /// Fresh engines, forgetting locks and latches.
  func restart() throws(KeyboardModelError) {
    keyboard = try HardwareKeyboard(keymap: keymap, composeTable: table)
    do {
      raw = try RawTypingLoop(keymap: keymap, composeTable: table)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
  }

  private func code(_ name: String) throws(KeyboardModelError) -> Keycode {
    if let known = keycodes[name] { return known }
    do {
      let found = try keymap.keycode(named: name)
      keycodes[name] = found
      return found
    } catch {
      throw KeyboardModelError(wrapping: error, code: .unknownKey)
    }
  }
}
