import InputTraits
import Testing

/// Expected values come from the facts, written out here as literals (never from the resolver).
struct EffectiveTraitsTests {
  /// docs/sources.md#autocapitalization-per-keyboard / Apple: autocapitalization is ignored on
  /// these three.
  static let ignoresAutocapitalization: Set<KeyboardType> = [.numberPad, .phonePad, .namePhonePad]
  /// docs/sources.md#autocorrection-default, recommended table: autocorrection `.default` is on for
  /// these (numbersAndPunctuation: the default keyboard's number plane,
  /// docs/sources.md#keys-per-keyboard-type).
  static let autocorrectionOnByDefault: Set<KeyboardType> = [
    .default, .asciiCapable, .numbersAndPunctuation, .twitter, .namePhonePad,
  ]
  /// docs/sources.md#keys-per-keyboard-type: no return key on iPhone (twitter: iOS 8 screenshots).
  static let noReturnKeyOnPhone: Set<KeyboardType> = [
    .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .twitter,
  ]

  @Test(
    arguments: KeyboardType.allCases, AutocapitalizationType.allCases)
  func autocapitalizationIsIgnoredOnlyOnThePadsAppleNames(
    type: KeyboardType, declared: AutocapitalizationType
  ) {
    for idiom in UserInterfaceIdiom.allCases {
      let traits = TextInputTraits(keyboardType: type, autocapitalizationType: declared)
      let effective = traits.effective(options: ResolutionOptions(idiom: idiom))
      let expected = Self.ignoresAutocapitalization.contains(type) ? .none : declared
      #expect(effective.autocapitalization.value == expected, "\(type) \(declared) \(idiom)")
    }
  }

  @Test(arguments: KeyboardType.allCases, UserInterfaceIdiom.allCases)
  func secureEntryTurnsOffEveryAssistingTrait(type: KeyboardType, idiom: UserInterfaceIdiom) {
    // docs/sources.md#secure-text-entry: setToSecureValues sets autocapitalization none,
    // autocorrection, spell checking, smart quotes, dashes, insert/delete and inline prediction no;
    // no predictive bar for secure fields.
    let traits = TextInputTraits(
      keyboardType: type, autocapitalizationType: .words, autocorrectionType: .yes,
      spellCheckingType: .yes, smartQuotesType: .yes, smartDashesType: .yes,
      smartInsertDeleteType: .yes, inlinePredictionType: .yes, isSecureTextEntry: true)
    let effective = traits.effective(options: ResolutionOptions(idiom: idiom))
    #expect(effective.autocapitalization.value == .none)
    #expect(effective.autocorrection.value == false)
    #expect(effective.spellChecking.value == false)
    #expect(effective.smartQuotes.value == false)
    #expect(effective.smartDashes.value == false)
    #expect(effective.smartInsertDelete.value == false)
    #expect(effective.inlinePrediction.value == false)
    #expect(effective.predictiveBar.value == false)
  }

  @Test func secureEntryKeepsExplicitValuesWhenTheOptionSaysSo() {
    let traits = TextInputTraits(
      autocapitalizationType: .words, autocorrectionType: .yes, spellCheckingType: .default,
      smartQuotesType: .yes, isSecureTextEntry: true)
    let options = ResolutionOptions(secureEntryOverridesExplicitValues: false)
    let effective = traits.effective(options: options)
    #expect(effective.autocapitalization.value == .words)
    #expect(effective.autocorrection.value == true)
    #expect(effective.smartQuotes.value == true)
    // Values left at `.default` are still turned off.
    #expect(effective.spellChecking.value == false)
    #expect(effective.smartDashes.value == false)
    #expect(effective.predictiveBar.value == false)
  }

  @Test(arguments: KeyboardType.allCases)
  func autocorrectionDefaultFollowsTheRecommendedTable(type: KeyboardType) {
    let effective = TextInputTraits(keyboardType: type).effective()
    let expected = Self.autocorrectionOnByDefault.contains(type)
    #expect(effective.autocorrection.value == expected)
    // docs/sources.md#spell-checking-default: spell checking `.default` is on whenever
    // autocorrection is.
    #expect(effective.spellChecking.value == expected)
  }

  @Test(arguments: KeyboardType.allCases)
  func autocorrectionDefaultCanFollowAppleLiterally(type: KeyboardType) {
    let options = ResolutionOptions(autocorrectionDefaults: .onForLetterKeyboards)
    let effective = TextInputTraits(keyboardType: type).effective(options: options)
    let pads: Set<KeyboardType> = [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad]
    #expect(effective.autocorrection.value == !pads.contains(type))
  }

  @Test(arguments: [AutocorrectionType.no, .yes], KeyboardType.allCases)
  func explicitAutocorrectionWins(declared: AutocorrectionType, type: KeyboardType) {
    let effective = TextInputTraits(keyboardType: type, autocorrectionType: declared).effective()
    #expect(effective.autocorrection.value == (declared == .yes))
    #expect(effective.autocorrection.confidence == .high)
  }

  @Test(arguments: KeyboardType.allCases)
  func smartPunctuationDefaultIsOffOnlyForEmail(type: KeyboardType) {
    // docs/sources.md#smart-quotes, docs/sources.md#smart-dashes-and-ellipsis,
    // docs/sources.md#smart-insert-delete: `.default` is off for email-address and password
    // keyboards.
    let effective = TextInputTraits(keyboardType: type).effective()
    let expected = type != .emailAddress
    #expect(effective.smartQuotes.value == expected)
    #expect(effective.smartDashes.value == expected)
    #expect(effective.smartInsertDelete.value == expected)
  }

  @Test func explicitSmartPunctuationWinsOnTheEmailKeyboard() {
    let traits = TextInputTraits(
      keyboardType: .emailAddress, smartQuotesType: .yes, smartDashesType: .no)
    let effective = traits.effective()
    #expect(effective.smartQuotes.value == true)
    #expect(effective.smartDashes.value == false)
    #expect(effective.smartInsertDelete.value == false)
  }

  @Test(arguments: KeyboardType.allCases, UserInterfaceIdiom.allCases)
  func returnKeyIsAbsentOnlyOnIPhonePads(type: KeyboardType, idiom: UserInterfaceIdiom) {
    let traits = TextInputTraits(
      keyboardType: type, returnKeyType: .done, enablesReturnKeyAutomatically: true)
    let effective = traits.effective(options: ResolutionOptions(idiom: idiom))
    if idiom == .phone && Self.noReturnKeyOnPhone.contains(type) {
      #expect(effective.returnKey.value == nil)
      #expect(effective.enablesReturnKeyAutomatically.value == false)
    } else {
      #expect(effective.returnKey.value == .done)
      #expect(effective.enablesReturnKeyAutomatically.value == true)
    }
  }

  @Test func twitterReturnKeyIsAnOption() {
    let traits = TextInputTraits(keyboardType: .twitter, returnKeyType: .send)
    #expect(traits.effective().returnKey.value == nil)
    #expect(traits.effective().returnKey.confidence == .singleSource)
    let options = ResolutionOptions(twitterHasReturnKey: true)
    #expect(traits.effective(options: options).returnKey.value == .send)
  }

  @Test func webSearchDefaultReturnKeyShowsGo() {
    // docs/sources.md#websearch-return-key: the webSearch keyboard showed a blue "Go" with the
    // default type.
    let traits = TextInputTraits(keyboardType: .webSearch)
    #expect(traits.effective().returnKey.value == .go)
    let options = ResolutionOptions(webSearchDefaultReturnKeyIsGo: false)
    #expect(traits.effective(options: options).returnKey.value == .default)
    let declared = TextInputTraits(keyboardType: .webSearch, returnKeyType: .search)
    #expect(declared.effective().returnKey.value == .search)
  }

  @Test func predictiveBarFollowsTheIOS15Rule() {
    // docs/sources.md#predictive-bar-rule.
    #expect(TextInputTraits().effective().predictiveBar.value == true)
    #expect(TextInputTraits(keyboardType: .URL).effective().predictiveBar.value == false)
    #expect(TextInputTraits(keyboardType: .decimalPad).effective().predictiveBar.value == false)
    let noAutocorrect = TextInputTraits(autocorrectionType: .no)
    #expect(noAutocorrect.effective().predictiveBar.value == true)
    let noSpell = TextInputTraits(spellCheckingType: .no)
    #expect(noSpell.effective().predictiveBar.value == false)
  }

  @Test func predictiveBarFollowsTheIOS14RuleWhenAsked() {
    let options = ResolutionOptions(predictiveBarRule: .autocorrectionGated)
    let noAutocorrect = TextInputTraits(autocorrectionType: .no)
    #expect(noAutocorrect.effective(options: options).predictiveBar.value == false)
    let noSpell = TextInputTraits(spellCheckingType: .no)
    #expect(noSpell.effective(options: options).predictiveBar.value == true)
  }

  @Test func predictiveSettingOffHidesTheBar() {
    let options = ResolutionOptions(predictiveSettingOn: false)
    #expect(TextInputTraits().effective(options: options).predictiveBar.value == false)
  }

  @Test func keyboardAppearanceDefaultFollowsTheSystem() {
    #expect(TextInputTraits().effective().keyboardAppearance.value == .light)
    let dark = ResolutionOptions(systemAppearance: .dark)
    #expect(TextInputTraits().effective(options: dark).keyboardAppearance.value == .dark)
    let declared = TextInputTraits(keyboardAppearance: .light)
    #expect(declared.effective(options: dark).keyboardAppearance.value == .light)
  }

  @Test func confidenceAndSourceComeFromTheFacts() {
    let email = TextInputTraits(keyboardType: .emailAddress).effective()
    // docs/sources.md#autocapitalization-per-keyboard: emailAddress still auto-capitalizes [M].
    #expect(email.autocapitalization.confidence == .medium)
    #expect(email.autocapitalization.source == "docs/sources.md#autocapitalization-per-keyboard")
    // docs/sources.md#smart-quotes: smart quotes off for email [H].
    #expect(email.smartQuotes.confidence == .high)
    #expect(email.smartQuotes.reason == "default: off on the emailAddress keyboard")
    let pad = TextInputTraits(keyboardType: .numberPad).effective()
    #expect(pad.autocapitalization.confidence == .high)
    #expect(pad.autocapitalization.reason == "ignored on numberPad")
    #expect(pad.returnKey.confidence == .confirmed)
    // Spell checking default takes the weaker of [H] and the autocorrection table's [L].
    #expect(TextInputTraits().effective().spellChecking.confidence == .low)
  }

  @Test func confidenceRanksBothScalesTogether() {
    #expect(FactConfidence.inferred.isWeaker(than: .medium))
    #expect(!FactConfidence.high.isWeaker(than: .confirmed))
    #expect(FactConfidence.high.weakest(.disputed) == .disputed)
    #expect(FactConfidence.singleSource.weakest(.medium) == .singleSource)
  }
}
