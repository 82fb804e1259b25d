import TestSupport
import Testing
import XKB

struct ComposeTests {
  @Test func deadKeySequencesCompose() throws {
    let compose = ComposeState(table: try XKBFixtures.tinyCompose())
    #expect(compose.feed(try Keysym(name: "dead_circumflex")) == .composing)
    #expect(compose.feed(try Keysym(name: "Shift_L")) == .composing)  // modifiers are ignored
    #expect(compose.feed(try Keysym(name: "E")) == .composed)
    #expect(compose.utf8 == "Ê")
    #expect(compose.keysym.name == "Ecircumflex")
    compose.reset()
    #expect(compose.status == .nothing)
  }

  @Test func aKeyThatContinuesNoSequenceCancels() throws {
    let compose = ComposeState(table: try XKBFixtures.tinyCompose())
    compose.feed(try Keysym(name: "dead_diaeresis"))
    #expect(compose.feed(try Keysym(name: "a")) == .cancelled)
  }

  @Test func sequencesAreReadFromTheSource() throws {
    let table = try XKBFixtures.tinyCompose()
    let names = try #require(table.sequences).map { $0.map(\.name) }
    #expect(
      names == [
        ["dead_circumflex", "e"], ["dead_circumflex", "E"], ["dead_diaeresis", "e"],
        ["dead_circumflex", "dead_circumflex"],
      ])
  }

  @Test func unknownLocaleSuggestsAKnownOne() throws {
    do {
      _ = try ComposeTable(locale: "en_US.UTF8x")
      Issue.record("the locale should not resolve")
    } catch {
      #expect(error.code == .unknownLocale)
      #expect(error.message.hasPrefix("no UTF-8 Compose table for locale 'en_US.UTF8x'"))
    }
  }

  @Test(.requires(.xkb, .compose))
  func localeAliasesResolveToTheirComposeFile() throws {
    let file = try #require(ComposeTable.composeFile(for: ComposeTable.defaultLocale))
    #expect(file.hasSuffix("en_US.UTF-8/Compose"))
    // locale.alias maps en_US.utf8 to en_US.UTF-8; "C" is read as en_US.UTF-8
    // (docs/sources.md#xkb-pitfalls).
    #expect(ComposeTable.composeFile(for: "en_US.utf8") == file)
    #expect(try ComposeTable(locale: "C").locale == "en_US.UTF-8")
  }
}
