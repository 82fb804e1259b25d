import KeyboardModel
import TestSupport
import Testing
import XKB

/// ``HardwareKeyboard`` mirrors the xkb and Compose states in fields of its own for speed;
/// `checkInvariants()` (debug builds) compares them with the real states after every line of
/// sequences chosen to stress them: keys held across lines, a key down without an xkb update
/// while a modifier goes down, latches and locks, Compose in progress, lines that fail halfway.
@Suite(.requires(.compose))
struct HardwareKeyboardInvariantTests {
  static let sequences: [(stem: String, lines: [String])] = [
    (
      "us",
      ["AC01 LFSH+AC02", "+LFSH AC01", "-LFSH AC01", "+AC01 +LFSH -AC01 -LFSH", "CAPS AC01 CAPS"]
    ),
    ("us", ["NMLK KP1", "KP1 NMLK", "+LCTL +LALT AC01 -LALT -LCTL"]),
    ("fr", ["AD11", "AD03", "AD11 AD11", "+AD11 AD03 -AD11", "LFSH+AD11 AC01"]),
    ("de-neo", ["LSGT+AC01", "+LSGT +RALT AC01", "-RALT -LSGT", "LFSH+RTSH AC01 LFSH+RTSH"]),
    ("mao", ["LFSH+RALT AD01", "AD01", "+RALT +LFSH AB02 -LFSH -RALT AE12"]),
    ("ara", ["AB05 AB05", "LFSH+AB05"]),
  ]

  #if DEBUG
  @Test(arguments: sequences)
  func mirrorsAgreeWithTheRealStatesAfterEveryLine(_ stem: String, _ lines: [String]) throws {
    let keymap = try OracleFixture(stem).keymap()
    let keyboard = try HardwareKeyboard(
      keymap: keymap, composeTable: OracleFixture.composeTable(context: keymap.context))
    #expect(keyboard.checkInvariants() == [])
    for line in lines {
      _ = try keyboard.type(KeyToken.parseLine(line))
      #expect(keyboard.checkInvariants() == [], "after \(line)")
    }
    keyboard.reset()
    #expect(keyboard.checkInvariants(includingCache: true) == [], "after reset")
    #expect(keyboard.effectiveModifiers == [] && keyboard.effectiveLayout == 0)
  }

  /// A line that fails halfway is undone: the mirrors still agree.
  @Test func aFailingLineLeavesTheMirrorsRight() throws {
    let keymap = try OracleFixture("us").keymap()
    let keyboard = try HardwareKeyboard(keymap: keymap, composeTable: nil)
    _ = try keyboard.type(KeyToken.parseLine("+LFSH"))
    #expect(throws: KeyboardModelError.self) {
      try keyboard.type(KeyToken.parseLine("+AC01 -LFSH +RALT -NMLK"))
    }
    #expect(keyboard.checkInvariants() == [])
    #expect(keyboard.effectiveModifiers == .shift)
  }
  #endif
}
