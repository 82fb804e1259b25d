import InputTraits

/// The resolved traits the engine reads: every `.default` resolved for the keyboard type, the
/// idiom and secure entry by `InputTraits`' ``InputTraits/EffectiveTraits`` (docs/traits.md).
///
/// Facts behind the values: input-semantics.md §1.5 and §3 (autocapitalization ignored on the
/// number, phone and name-phone pads; secure entry turns autocapitalization, autocorrection,
/// spell checking and smart punctuation off), §2.4–2.5 (smart quotes and dashes off by default on
/// email-address and password keyboards), ios-keyboard.md §5.1 (webSearch shows Go).
struct EffectiveTypingTraits: Hashable {
  var autocapitalization: AutocapitalizationType
  var smartQuotes: Bool
  var smartDashes: Bool
  var autocorrection: Bool
  var spellChecking: Bool
  var isSecure: Bool
  /// The return key type the keyboard shows, nil where the resolution says there is no key.
  var returnKeyType: ReturnKeyType?

  init(_ traits: TextInputTraits, options: ResolutionOptions) {
    let effective = traits.effective(options: options)
    autocapitalization = effective.autocapitalization.value
    smartQuotes = effective.smartQuotes.value
    smartDashes = effective.smartDashes.value
    autocorrection = effective.autocorrection.value
    spellChecking = effective.spellChecking.value
    isSecure = traits.isSecureTextEntry
    returnKeyType = effective.returnKey.value
  }
}
