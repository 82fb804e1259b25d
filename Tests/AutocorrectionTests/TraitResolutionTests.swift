import Autocorrection
import InputTraits
import KeyboardModel
import TestSupport
import Testing

/// Whether "teh" is corrected, flagged or left, for every keyboard type, autocorrectionType,
/// spellCheckingType and secure entry.
///
/// On iPad, so every keyboard type has letters.
///
/// Expected (docs/sources.md#autocorrection-default, docs/sources.md#spell-checking-default,
/// docs/sources.md#secure-text-entry): autocorrection `.default` is on for default, asciiCapable,
/// numbersAndPunctuation, twitter and namePhonePad; secure entry turns both off; spell checking
/// `.default` follows autocorrection.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct TraitResolutionTests {
  static let onByDefault: Set<KeyboardType> = [
    .default, .asciiCapable, .numbersAndPunctuation, .twitter, .namePhonePad,
  ]

  static let cases = KeyboardType.allCases.flatMap { type in
    AutocorrectionType.allCases.flatMap { autocorrection in
      SpellCheckingType.allCases.flatMap { spelling in
        [false, true].map { (type, autocorrection, spelling, $0) }
      }
    }
  }

  @Test(arguments: cases)
  func tehIsCorrectedFlaggedOrLeft(
    _ type: KeyboardType, _ autocorrection: AutocorrectionType, _ spelling: SpellCheckingType,
    _ secure: Bool
  ) throws {
    let traits = TextInputTraits(
      keyboardType: type, autocapitalizationType: .none, autocorrectionType: autocorrection,
      spellCheckingType: spelling, isSecureTextEntry: secure)
    let corrects =
      !secure
      && (autocorrection == .yes || (autocorrection == .default && Self.onByDefault.contains(type)))
    let checks = !secure && (spelling == .yes || (spelling == .default && corrects))
    let engine = try CorrectorFixture.engine(type, idiom: .pad, traits: traits)
    engine.type("teh ")
    #expect(engine.committedText == (corrects ? "the " : "teh "))
    #expect(engine.corrections.count == (corrects ? 1 : 0))
    #expect(engine.misspellings.count == (checks && !corrects ? 1 : 0))
  }
}
