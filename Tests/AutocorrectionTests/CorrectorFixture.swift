import Autocorrection
import InputTraits
import KeyboardModel
import Spelling
import XKB

/// One English corrector for the whole test run (loading takes tens of milliseconds), and
/// engines that use it.
///
/// Tests that use it run on `.requires(.hunspell("en_US"), .scowl, .xkb)`.
enum CorrectorFixture {
  static let keyboard: VirtualKeyboard? = try? KeyboardCatalog().keyboard(
    for: .default, idiom: .phone, layout: "us")

  static let english: Autocorrector? = keyboard.flatMap {
    try? Autocorrector.load(language: "en_US", keyboard: $0)
  }

  static func corrector() throws -> Autocorrector {
    guard let english else { throw FixtureError.missing }
    return english
  }

  enum FixtureError: Error { case missing }

  /// An engine on `us` with the English corrector (or `corrector`).
  static func engine(
    _ type: KeyboardType = .default, idiom: UserInterfaceIdiom = .phone, layout: String = "us",
    traits: TextInputTraits? = nil, options: TypingOptions = TypingOptions(),
    initialText: String = "", corrector: (any TextCorrecting)? = nil
  ) throws -> TypingEngine {
    var fieldTraits = traits ?? TextInputTraits()
    if traits == nil { fieldTraits.keyboardType = type }
    let keyboard = try KeyboardCatalog().keyboard(
      for: fieldTraits.keyboardType, idiom: idiom, layout: layout)
    return try TypingEngine(
      keyboard: keyboard, traits: fieldTraits, options: options,
      compose: try? ComposeTable(locale: "en_US.UTF-8"),
      corrector: try corrector ?? Self.corrector(), initialText: initialText)
  }

  /// Types `text` into a fresh engine and returns it (its invariants checked).
  static func typed(
    _ text: String, _ type: KeyboardType = .default, traits: TextInputTraits? = nil,
    options: TypingOptions = TypingOptions(), initialText: String = ""
  ) throws -> TypingEngine {
    let engine = try engine(type, traits: traits, options: options, initialText: initialText)
    engine.type(text)
    engine.checkInvariants()
    return engine
  }
}
