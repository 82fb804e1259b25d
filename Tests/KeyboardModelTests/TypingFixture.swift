import Foundation
import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

/// Builds engines for tests.
enum TypingFixture {
  static func engine(
    _ type: KeyboardType = .default, idiom: UserInterfaceIdiom = .phone, layout: String = "us",
    traits: TextInputTraits? = nil, options: TypingOptions = TypingOptions(),
    initialText: String = "", corrector: any TextCorrecting = NoTextCorrection()
  ) throws -> TypingEngine {
    var fieldTraits = traits ?? TextInputTraits()
    if traits == nil { fieldTraits.keyboardType = type }
    let keyboard = try KeyboardCatalog().keyboard(for: type, idiom: idiom, layout: layout)
    let compose =
      SystemData.compose.isInstalled ? try ComposeTable(locale: ComposeTable.defaultLocale) : nil
    return try TypingEngine(
      keyboard: keyboard, traits: fieldTraits, options: options, compose: compose,
      corrector: corrector, initialText: initialText)
  }

  /// Types `text` and returns the result.
  static func type(
    _ text: String, _ type: KeyboardType = .default, idiom: UserInterfaceIdiom = .phone,
    layout: String = "us",
    traits: TextInputTraits? = nil, options: TypingOptions = TypingOptions()
  ) throws -> TypingResult {
    let engine = try engine(type, idiom: idiom, layout: layout, traits: traits, options: options)
    engine.type(text)
    #expect(engine.invariantViolations == [], "engine state after typing \(text.debugDescription)")
    return engine.result
  }
}
