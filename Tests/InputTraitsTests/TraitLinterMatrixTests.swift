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

  /// An email field that capitalizes is an error when its keyboard says it holds an email
  /// address, a warning when only its name does, and nothing on keyboards that say it holds
  /// something else (a pad, the URL keyboard).
  @Test(arguments: KeyboardType.allCases, AutocapitalizationType.allCases)
  func anEmailFieldThatCapitalizesIsFlagged(
    type: KeyboardType, autocapitalization: AutocapitalizationType
  ) {
    for idiom in UserInterfaceIdiom.allCases {
      let linter = TraitLinter(options: ResolutionOptions(idiom: idiom))
      let traits = TextInputTraits(keyboardType: type, autocapitalizationType: autocapitalization)
      let severity = linter.lint(traits, name: "email").first {
        $0.rule == "email-autocapitalization"
      }?.severity
      let capitalizes =
        autocapitalization != .none && !Self.ignoresAutocapitalization.contains(type)
      let expected: LintSeverity? =
        !capitalizes
        ? nil
        : type == .emailAddress
          ? .error
          : Self.iPhonePads.contains(type) || type == .URL ? nil : .warning
      #expect(severity == expected, "\(type) \(autocapitalization) \(idiom)")
    }
  }
}
