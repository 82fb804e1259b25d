import KeyboardSim
import Testing

struct EmailTypingTests {
  let catalog: KeyboardCatalog
  let compose: ComposeTable

  init() throws {
    catalog = try KeyboardCatalog()  // the bundled Layouts/
    compose = try ComposeTable(locale: ComposeTable.defaultLocale)
  }

  @Test func theDefaultTraitsCapitalizeTheAddress() throws {
    let traits = TextInputTraits(keyboardType: .emailAddress)
    let keyboard = try catalog.keyboard(for: .emailAddress, idiom: .phone, layout: "us")
    let engine = try TypingEngine(keyboard: keyboard, traits: traits, compose: compose)

    engine.type("john@example.com")
    #expect(engine.result.committed == "John@example.com")
    #expect(engine.result.taps == 16)
  }

  @Test func theNumberPadRefusesLetters() throws {
    let keyboard = try catalog.keyboard(for: .numberPad, idiom: .phone, layout: "us")
    let engine = try TypingEngine(
      keyboard: keyboard, traits: TextInputTraits(keyboardType: .numberPad))

    engine.type("123a")
    #expect(engine.result.committed == "123")
    #expect(engine.result.refused.map(\.character) == ["a"])
  }
}
