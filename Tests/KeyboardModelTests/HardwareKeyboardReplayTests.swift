import KeyboardModel
import TestSupport
import Testing
import XKB

/// `replay(_:into:)`, the loop `kbsim bench` times, commits what typing the same keys as tokens
/// commits.
@Suite(.requires(.compose))
struct HardwareKeyboardReplayTests {
  @Test func replayingKeyEventsCommitsWhatTheTokensCommit() throws {
    let keymap = try OracleFixture("fr").keymap()
    let table = try OracleFixture.composeTable(context: keymap.context)
    let line = "LFSH+AD11 AD03 AD11 AD03 LFSH+AC01 AC01"
    let typed = try HardwareKeyboard(keymap: keymap, composeTable: table)
      .type(KeyToken.parseLine(line)).text

    let key = { (name: String) in try keymap.keycode(named: name) }
    var events: [KeyEvent] = []
    for (held, tapped) in [
      ("LFSH", "AD11"), (nil, "AD03"), (nil, "AD11"), (nil, "AD03"), ("LFSH", "AC01"),
      (nil, "AC01"),
    ] {
      if let held { events.append(KeyEvent(key: try key(held), isDown: true)) }
      events.append(KeyEvent(key: try key(tapped), isDown: true))
      events.append(KeyEvent(key: try key(tapped), isDown: false))
      if let held { events.append(KeyEvent(key: try key(held), isDown: false)) }
    }
    var bytes: [UInt8] = []
    try HardwareKeyboard(keymap: keymap, composeTable: table).replay(events, into: &bytes)

    #expect(typed == "ëêQq")
    #expect(String(decoding: bytes, as: UTF8.self) == typed)
  }
}
