import InputTraits
import Testing

/// Lint rules across every keyboard type, autocapitalization and idiom; expected sets are
/// literals from the facts.
struct TraitLinterMatrixTests {
  /// docs/sources.md#keys-per-keyboard-type: no return key on these iPhone keyboards (twitter
  /// aside).
  static let iPhonePads: Set<KeyboardType> = [
    .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad,
  ]
  /// docs/sources.md#autocapitalization-per-keyboard: autocapitalization ignored.
  static let ignoresAutocapitalization: Set<KeyboardType> = [.numberPad, .phonePad, .namePhonePad]

  @Test(arguments: KeyboardType.allCases, UserInterfaceIdiom.allCases)
  func numberPadRulesFireOnlyOnIPhonePads(type: KeyboardType, idiom: UserInterfaceIdiom) {
    let linter = TraitLinter(options: ResolutionOptions(idiom: idiom))
    let rules = linter.lint(TextInputTraits(keyboardType: type, returnKeyType: .go)).map(\.rule)
    let expected = idiom == .phone && Self.iPhonePads.contains(type)
    #expect(rules.contains("number-pad-without-dismiss") == expected)
    #expect(rules.contains("return-key-on-pad") == expected)
  }

  @Test(arguments: KeyboardType.allCases, AutocapitalizationType.allCases)
  func anEmailFieldIsAnErrorWhenTheKeyboardCapitalizes(
    type: KeyboardType, autocapitalization: AutocapitalizationType
  ) {
    for idiom in UserInterfaceIdiom.allCases {
      let linter = TraitLinter(options: ResolutionOptions(idiom: idiom))
      let traits = TextInputTraits(keyboardType: type, autocapitalizationType: autocapitalization)
      let fired = linter.lint(traits, name: "email").contains {
        $0.rule == "email-autocapitalization" && $0.severity == .error
      }
      let expected =
        autocapitalization != .none && !Self.ignoresAutocapitalization.contains(type)
      #expect(fired == expected, "\(type) \(autocapitalization) \(idiom)")
    }
  }
}
