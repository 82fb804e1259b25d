import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

/// Every keyboard type × autocapitalization mode × idiom, typing "hello world" naturally.
@Suite(.requires(.xkb))
struct TypingMatrixTests {
  static let cases = KeyboardType.allCases.flatMap { type in
    AutocapitalizationType.allCases.flatMap { mode in
      UserInterfaceIdiom.allCases.map { (type, mode, $0) }
    }
  }

  @Test(arguments: cases)
  func helloWorld(
    _ type: KeyboardType, _ mode: AutocapitalizationType, _ idiom: UserInterfaceIdiom
  ) throws {
    let traits = TextInputTraits(keyboardType: type, autocapitalizationType: mode)
    let result = try TypingFixture.type("hello world", type, idiom: idiom, traits: traits)
    // The iPhone pads have no letters (docs/sources.md#keys-per-keyboard-type); the iPad has no
    // pads (docs/sources.md#ipad-has-no-number-pad).
    let pads: Set<KeyboardType> = [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad]
    if idiom == .phone && pads.contains(type) {
      #expect(result.committed == "")
      #expect(result.refused.count == 11)
      return
    }
    #expect(result.refused.isEmpty)
    // Autocapitalization is ignored on numberPad, phonePad, namePhonePad
    // (docs/sources.md#autocapitalization-per-keyboard).
    let ignored: Set<KeyboardType> = [.numberPad, .phonePad, .namePhonePad]
    let capitalized: String =
      switch mode {
      case .none: "hello world"
      case .words: "Hello World"
      case .sentences: "Hello world"
      case .allCharacters: "HELLO WORLD"
      }
    let expected = ignored.contains(type) ? "hello world" : capitalized
    #expect(result.committed == expected)
    // At least one tap per character; natural mode never fights the traits.
    #expect(result.taps >= 11)
    #expect(result.extraTaps == 0)
  }
}
