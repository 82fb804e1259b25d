import InputTraits

/// What the traits mean for typing once every `.default` is resolved for the keyboard type and
/// secure entry.
///
/// This is the engine's seam to trait resolution: it reads only the resolved values below.
/// Sources: input-semantics.md §1.5 and §3 (autocapitalization ignored on numberPad, phonePad and
/// namePhonePad [H]; `setToSecureValues` turns autocapitalization, autocorrection, spell checking
/// and smart punctuation off [M]), §2.4–2.5 (smart quotes and dashes `.default`: "disabled for
/// email address and password keyboards" [H]), §2.1 (autocorrection `.default` per keyboard type,
/// the recommended table [L]), §2.3 (spell checking `.default` follows autocorrection [H]).
struct EffectiveTypingTraits: Hashable {
  var autocapitalization: AutocapitalizationType
  var smartQuotes: Bool
  var smartDashes: Bool
  var autocorrection: Bool
  var spellChecking: Bool
  var isSecure: Bool

  init(_ traits: TextInputTraits) {
    let type = traits.keyboardType
    isSecure = traits.isSecureTextEntry
    let ignoresCapitalization: Set<KeyboardType> = [.numberPad, .phonePad, .namePhonePad]
    autocapitalization =
      isSecure || ignoresCapitalization.contains(type) ? .none : traits.autocapitalizationType
    let smartByDefault = !(isSecure || type == .emailAddress)
    smartQuotes =
      !isSecure
      && (traits.smartQuotesType == .yes || (traits.smartQuotesType == .default && smartByDefault))
    smartDashes =
      !isSecure
      && (traits.smartDashesType == .yes || (traits.smartDashesType == .default && smartByDefault))
    let correctsByDefault: Set<KeyboardType> = [.default, .asciiCapable, .twitter, .namePhonePad]
    autocorrection =
      !isSecure
      && (traits.autocorrectionType == .yes
        || (traits.autocorrectionType == .default && correctsByDefault.contains(type)))
    spellChecking =
      !isSecure
      && (traits.spellCheckingType == .yes
        || (traits.spellCheckingType == .default && autocorrection))
  }
}
