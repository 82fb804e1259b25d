/// The rules behind ``EffectiveTraits``, one method per trait; every rule names its facts.
struct TraitResolver {
  let traits: TextInputTraits
  let options: ResolutionOptions

  private var type: KeyboardType { traits.keyboardType }
  private var secure: Bool { traits.isSecureTextEntry }

  /// Whether secure entry turns off a trait declared as `declaredIsDefault` or explicitly.
  private func secureOverrides(declaredIsDefault: Bool) -> Bool {
    secure && (declaredIsDefault || options.secureEntryOverridesExplicitValues)
  }

  func autocapitalization() -> ResolvedTrait<AutocapitalizationType> {
    let declared = traits.autocapitalizationType
    let source = "docs/sources.md#autocapitalization-per-keyboard"
    if type.ignoresAutocapitalization {
      return ResolvedTrait(.none, .high, source: source, reason: "ignored on \(type)")
    }
    if secureOverrides(declaredIsDefault: declared == .sentences) {
      return ResolvedTrait(
        .none, .medium, source: "docs/sources.md#secure-text-entry",
        reason: "secure text entry sets none")
    }
    switch type {
    case .emailAddress:
      return ResolvedTrait(
        declared, .medium, source: source,
        reason: "as declared: the emailAddress keyboard still auto-capitalizes")
    case .URL, .webSearch, .twitter:
      return ResolvedTrait(
        declared, .low, source: source, reason: "as declared: no source says \(type) changes it")
    case .decimalPad, .asciiCapableNumberPad:
      return ResolvedTrait(
        declared, .low, source: source,
        reason: "as declared: Apple lists only numberPad, phonePad, namePhonePad as ignoring it")
    default:
      return ResolvedTrait(
        declared, .high, source: "docs/sources.md#autocapitalization-contract",
        reason: "as declared")
    }
  }

  func autocorrection() -> ResolvedTrait<Bool> {
    let declared = traits.autocorrectionType
    let source = "docs/sources.md#autocorrection-default"
    if secureOverrides(declaredIsDefault: declared == .default) {
      return ResolvedTrait(
        false, .medium, source: "docs/sources.md#secure-text-entry",
        reason: "secure text entry sets no")
    }
    if let explicit = declared.explicitValue {
      return ResolvedTrait(explicit, .high, source: source, reason: "declared \(declared)")
    }
    switch options.autocorrectionDefaults {
    case .recommended:
      if type == .numbersAndPunctuation {
        return ResolvedTrait(
          true, .inferred, source: source,
          reason: "default: on, as on the default keyboard whose number plane this is")
      }
      let on: Set<KeyboardType> = [.default, .asciiCapable, .twitter, .namePhonePad]
      return ResolvedTrait(
        on.contains(type), .low, source: source,
        reason: "default: \(on.contains(type) ? "on" : "off") on \(type) (recommended table)")
    case .onForLetterKeyboards:
      let on = !type.isNumberPad
      return ResolvedTrait(
        on, .low, source: source,
        reason: "default: \(on ? "on, as for most input methods" : "off: no letter keys")")
    }
  }

  func spellChecking(autocorrection: ResolvedTrait<Bool>) -> ResolvedTrait<Bool> {
    let declared = traits.spellCheckingType
    let source = "docs/sources.md#spell-checking-default"
    if secureOverrides(declaredIsDefault: declared == .default) {
      return ResolvedTrait(
        false, .medium, source: "docs/sources.md#secure-text-entry",
        reason: "secure text entry sets no")
    }
    if let explicit = declared.explicitValue {
      return ResolvedTrait(explicit, .high, source: source, reason: "declared \(declared)")
    }
    return ResolvedTrait(
      autocorrection.value, FactConfidence.high.weakest(autocorrection.confidence),
      source: source, reason: "default: on whenever autocorrection is on")
  }

  /// Smart quotes, smart dashes and smart insert/delete share one rule (`facts` names the source):
  /// `.default` is off for email-address and password keyboards.
  func smartPunctuation(_ declared: some TriStateTrait, facts: String) -> ResolvedTrait<Bool> {
    let source = facts
    if secure {
      if declared.explicitValue == nil {
        return ResolvedTrait(
          false, .high, source: source, reason: "default: off for password keyboards")
      }
      if options.secureEntryOverridesExplicitValues {
        return ResolvedTrait(
          false, .medium, source: "docs/sources.md#secure-text-entry",
          reason: "secure text entry sets no")
      }
    }
    if let explicit = declared.explicitValue {
      return ResolvedTrait(explicit, .high, source: source, reason: "declared \(declared)")
    }
    if type == .emailAddress {
      return ResolvedTrait(
        false, .high, source: source, reason: "default: off on the emailAddress keyboard")
    }
    return ResolvedTrait(
      true, .low, source: source,
      reason: "default: on (Apple names only email-address and password keyboards as off)")
  }

  func inlinePrediction(autocorrection: ResolvedTrait<Bool>) -> ResolvedTrait<Bool> {
    let declared = traits.inlinePredictionType
    if secureOverrides(declaredIsDefault: declared == .default) {
      return ResolvedTrait(
        false, .medium, source: "docs/sources.md#secure-text-entry",
        reason: "secure text entry sets no")
    }
    if let explicit = declared.explicitValue {
      return ResolvedTrait(
        explicit, .high, source: "docs/sources.md#trait-enum-raw-values",
        reason: "declared \(declared)")
    }
    return ResolvedTrait(
      autocorrection.value, .inferred, source: "docs/sources.md#trait-enum-raw-values",
      reason: "default: follows autocorrection (the facts give no rule)")
  }

  func predictiveBar() -> ResolvedTrait<Bool> {
    let source = "docs/sources.md#predictive-bar-rule"
    let rule: FactConfidence = options.idiom == .phone ? .inferred : .low
    if !options.predictiveSettingOn {
      return ResolvedTrait(false, .confirmed, source: source, reason: "Predictive setting is off")
    }
    if secure {
      let autoFill: Set<TextContentType> = [.password, .newPassword]
      if options.passwordAutoFillShowsPredictiveBar,
        let contentType = traits.textContentType, autoFill.contains(contentType)
      {
        return ResolvedTrait(
          true, .singleSource, source: "docs/sources.md#predictive-bar-rule",
          reason: "password AutoFill shows its suggestions in the bar")
      }
      return ResolvedTrait(
        false, .medium, source: "docs/sources.md#secure-text-entry",
        reason: "hidden for secure text entry")
    }
    if type == .URL {
      return ResolvedTrait(false, .singleSource, source: source, reason: "none on the URL keyboard")
    }
    if type.isNumberPad {
      return ResolvedTrait(false, .inferred, source: source, reason: "none on \(type)")
    }
    switch options.predictiveBarRule {
    case .spellCheckingGated:
      if traits.spellCheckingType == .no {
        return ResolvedTrait(
          false, .confirmed, source: source, reason: "spellCheckingType no hides it (iOS 15+)")
      }
      return ResolvedTrait(
        true, rule, source: source, reason: "shown unless spellCheckingType is no (iOS 15+)")
    case .autocorrectionGated:
      if traits.autocorrectionType == .no {
        return ResolvedTrait(
          false, .confirmed, source: source, reason: "autocorrectionType no hides it (iOS 14)")
      }
      return ResolvedTrait(
        true, rule, source: source, reason: "shown unless autocorrectionType is no (iOS 14)")
    }
  }

  func returnKey() -> ResolvedTrait<ReturnKeyType?> {
    let source = "docs/sources.md#keys-per-keyboard-type"
    let declared = traits.returnKeyType
    if options.idiom == .phone {
      switch type {
      case .numberPad, .phonePad, .decimalPad:
        return ResolvedTrait(nil, .confirmed, source: source, reason: "no return key on \(type)")
      case .asciiCapableNumberPad:
        return ResolvedTrait(nil, .inferred, source: source, reason: "no return key on \(type)")
      case .twitter where !options.twitterHasReturnKey:
        return ResolvedTrait(
          nil, .singleSource, source: source, reason: "no return key on twitter (iOS 8)")
      default:
        break
      }
    }
    if declared == .default, type == .webSearch, options.webSearchDefaultReturnKeyIsGo {
      return ResolvedTrait(
        .go, .singleSource, source: "docs/sources.md#websearch-return-key",
        reason: "webSearch shows Go")
    }
    if options.idiom == .pad, type.isNumberPad {
      return ResolvedTrait(
        declared, .confirmed, source: source,
        reason: "as declared: iPad shows the full keyboard for \(type)")
    }
    return ResolvedTrait(
      declared, .confirmed, source: "docs/sources.md#return-key-labels", reason: "as declared")
  }

  func enablesReturnKeyAutomatically(returnKey: ResolvedTrait<ReturnKeyType?>)
    -> ResolvedTrait<Bool>
  {
    if returnKey.value == nil {
      return ResolvedTrait(
        false, returnKey.confidence, source: returnKey.source, reason: "no return key")
    }
    return ResolvedTrait(
      traits.enablesReturnKeyAutomatically, .confirmed,
      source: "docs/sources.md#return-key-auto-enable",
      reason: "as declared")
  }

  func keyboardAppearance() -> ResolvedTrait<KeyboardAppearance> {
    let declared = traits.keyboardAppearance
    if declared != .default {
      return ResolvedTrait(
        declared, .high, source: "docs/sources.md#trait-enum-raw-values",
        reason: "declared \(declared)")
    }
    let value: KeyboardAppearance = options.systemAppearance == .dark ? .dark : .light
    return ResolvedTrait(
      value, .inferred, source: "docs/sources.md#trait-enum-raw-values",
      reason: "default: follows the system appearance (the facts give no rule)")
  }
}
