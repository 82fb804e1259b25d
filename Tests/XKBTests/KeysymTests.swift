import Testing
import XKB

struct KeysymTests {
  /// Values are the X11 protocol's (xkbcommon-keysyms.h).
  static let named: [(name: String, value: UInt32, text: String)] = [
    ("a", 0x61, "a"), ("eacute", 0xe9, "é"), ("EuroSign", 0x20ac, "€"),
    ("Return", 0xff0d, "\r"), ("Tab", 0xff09, "\t"), ("dead_acute", 0xfe51, ""),
    ("Shift_L", 0xffe1, ""), ("U20AC", 0x0100_20ac, "€"), ("Cyrillic_a", 0x6c1, "а"),
  ]

  @Test(arguments: named)
  func namesValuesAndTextAgree(name: String, value: UInt32, text: String) throws {
    let keysym = try Keysym(name: name)
    #expect(keysym.rawValue == value)
    #expect(keysym.utf8 == text)
    #expect(keysym.utf32 == text.unicodeScalars.first)
  }

  @Test func unnamedKeysymsPrintAsHex() {
    #expect(Keysym(rawValue: 0x1234_5678).name == "0x12345678")
  }

  @Test func namesAreCaseSensitiveWithAHint() {
    do {
      _ = try Keysym(name: "ADIAERESIS")
      Issue.record("the name should not resolve")
    } catch {
      #expect(error.code == .unknownKeysym)
      #expect(error.message == "unknown keysym 'ADIAERESIS'; did you mean 'adiaeresis'?")
    }
    do {
      _ = try Keysym(name: "Retrun")
      Issue.record("the name should not resolve")
    } catch {
      #expect(error.message == "unknown keysym 'Retrun'")
    }
  }

  @Test func caseMappingFollowsLibxkbcommon() throws {
    #expect(try Keysym(name: "eacute").uppercased.name == "Eacute")
    #expect(try Keysym(name: "Cyrillic_A").lowercased.name == "Cyrillic_a")
    #expect(try Keysym(name: "1").uppercased.name == "1")
  }

  @Test func charactersMapToKeysymsButNotAsAnInverse() throws {
    #expect(Keysym(character: "é")?.name == "eacute")
    // docs/sources.md#xkb-keysym-conversions: a newline is Linefeed, which no layout has; a typed
    // newline is Return.
    #expect(Keysym(character: "\n")?.name == "Linefeed")
    #expect(Keysym(character: "e\u{301}") == nil)
  }

  @Test func deadKeysAndModifiersAreClassified() throws {
    #expect(try Keysym(name: "dead_circumflex").isDeadKey)
    #expect(try !Keysym(name: "asciicircum").isDeadKey)
    #expect(try Keysym(name: "ISO_Level3_Shift").isModifier)
    #expect(try Keysym(name: "Shift_R").isModifier)
    #expect(try !Keysym(name: "Multi_key").isModifier)
  }
}
