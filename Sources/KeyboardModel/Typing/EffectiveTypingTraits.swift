import InputTraits

/// The resolved traits the engine reads: every `.default` resolved for the keyboard type, the
/// idiom and secure entry by `InputTraits`' ``InputTraits/EffectiveTraits`` (docs/traits.md).
///
/// Facts behind the values: docs/sources.md#autocapitalization-per-keyboard,
/// docs/sources.md#secure-text-entry (autocapitalization ignored on the number, phone and
/// name-phone pads; secure entry turns autocapitalization, autocorrection, spell checking and smart
/// punctuation off), docs/sources.md#smart-quotes, docs/sources.md#smart-dashes-and-ellipsis (smart
/// quotes and dashes off by default on email-address and password keyboards),
/// docs/sources.md#websearch-return-key (webSearch shows Go).
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
