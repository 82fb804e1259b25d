import KeyboardModel
import Testing

/// The key-token syntax of `kbsim press` and `kbsim plan` (README.md, "Hardware typing").
struct HardwareKeyTokenTests {
  @Test(arguments: [
    ("AC01", KeyToken.tap("AC01")),
    ("LFSH+RALT+AD11", KeyToken.tap("AD11", holding: ["LFSH", "RALT"])),
    ("+RALT", KeyToken(.press("RALT"))),
    ("-RALT", KeyToken(.release("RALT"))),
    // evdev keymaps name the volume keys <VOL-> and <VOL+>; '+' separates keys, so a name with a
    // '+' is written in angle brackets, as in the keymap text.
    ("<VOL+>", KeyToken.tap("VOL+")),
    ("LCTL+<VOL+>", KeyToken.tap("VOL+", holding: ["LCTL"])),
    ("+<VOL+>", KeyToken(.press("VOL+"))),
    ("-VOL-", KeyToken(.release("VOL-"))),
    ("<AC01>", KeyToken.tap("AC01")),
  ])
  func parses(_ text: String, _ token: KeyToken) throws {
    #expect(try KeyToken.parse(text) == token)
  }

  @Test(arguments: [
    (KeyToken.tap("VOL+"), "<VOL+>"), (KeyToken.tap("VOL-", holding: ["LFSH"]), "LFSH+VOL-"),
    (KeyToken(.press("VOL+")), "+<VOL+>"), (KeyToken(.release("RALT")), "-RALT"),
  ])
  func printsWhatItParses(_ token: KeyToken, _ text: String) throws {
    #expect(token.description == text)
    #expect(try KeyToken.parse(text) == token)
  }

  @Test(arguments: [
    ("AC01+", "malformed token 'AC01+' at position 3: expected a key name after '+'"),
    ("++", "malformed token '++' at position 3: a press or release names exactly one key"),
    ("+", "malformed token '+' at position 3: expected a key name after '+'"),
    ("A++B", "malformed token 'A++B' at position 3: empty key name"),
    ("<VOL+", "malformed token '<VOL+' at position 3: '<' without a closing '>'"),
    ("<VOL+>X", "malformed token '<VOL+>X' at position 3: expected '+' after '>'"),
    ("+A+B", "malformed token '+A+B' at position 3: a press or release names exactly one key"),
    ("LFSH+AC01+LFSH", "malformed token 'LFSH+AC01+LFSH' at position 3: a key appears twice"),
    ("AÇ01", "malformed token 'AÇ01' at position 3: 'AÇ01' is not an XKB key name"),
  ])
  func rejectsMalformedTokens(_ text: String, _ message: String) {
    #expect {
      try KeyToken.parse(text, position: 3)
    } throws: { error in
      (error as? KeyboardModelError)?.message == message
    }
  }

  @Test func rejectsAnEmptyLine() {
    #expect {
      try KeyToken.parseLine("  \t ")
    } throws: { error in
      (error as? KeyboardModelError)?.code == .emptyLine
    }
  }
}
