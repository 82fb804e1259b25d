/// What a field's traits become on the keyboard: every `.default` resolved for the keyboard
/// type, secure entry and idiom, each value with the facts' confidence and source.
///
/// UIKit leaves much to "the default for the current input method". KeyboardSim writes those
/// decisions down once, here, from the facts of docs/sources.md; the table in docs/traits.md is
/// generated from this code. Where the facts disagree, ``ResolutionOptions`` chooses.
///
/// ```swift
/// let email = TextInputTraits(keyboardType: .emailAddress).effective()
/// email.autocapitalization.value  // .sentences: iOS still capitalizes the first letter
/// email.autocorrection.value      // false
/// email.smartQuotes.value         // false
///
/// let pin = TextInputTraits(keyboardType: .numberPad, isSecureTextEntry: true).effective()
/// pin.autocapitalization.value    // .none
/// pin.returnKey.value             // nil: the iPhone number pad has no return key
/// ```
public struct EffectiveTraits: Hashable, Sendable {
  /// The traits as declared.
  public var declared: TextInputTraits
  /// The options the values were resolved with.
  public var options: ResolutionOptions

  /// When the Shift key is pressed automatically; `.none` where UIKit ignores the trait.
  public var autocapitalization: ResolvedTrait<AutocapitalizationType>
  /// Whether words are autocorrected.
  public var autocorrection: ResolvedTrait<Bool>
  /// Whether misspelled words are underlined.
  public var spellChecking: ResolvedTrait<Bool>
  /// Whether straight quotes become typographic ones.
  public var smartQuotes: ResolvedTrait<Bool>
  /// Whether `--` becomes a dash and `...` an ellipsis.
  public var smartDashes: ResolvedTrait<Bool>
  /// Whether spaces are added or removed around pasted and deleted words.
  public var smartInsertDelete: ResolvedTrait<Bool>
  /// Whether inline predictions (iOS 17) are offered.
  public var inlinePrediction: ResolvedTrait<Bool>
  /// Whether the predictive (QuickType) bar is shown above the keys.
  public var predictiveBar: ResolvedTrait<Bool>
  /// The return key's type, or nil when the keyboard has no return key.
  public var returnKey: ResolvedTrait<ReturnKeyType?>
  /// Whether the return key is disabled while the field is empty; false without a return key.
  public var enablesReturnKeyAutomatically: ResolvedTrait<Bool>
  /// The keyboard's appearance: `.light` or `.dark`, never `.default`.
  public var keyboardAppearance: ResolvedTrait<KeyboardAppearance>

  /// Resolves `traits` under `options`.
  public init(_ traits: TextInputTraits, options: ResolutionOptions = ResolutionOptions()) {
    let resolver = TraitResolver(traits: traits, options: options)
    declared = traits
    self.options = options
    autocapitalization = resolver.autocapitalization()
    autocorrection = resolver.autocorrection()
    spellChecking = resolver.spellChecking(autocorrection: autocorrection)
    smartQuotes = resolver.smartPunctuation(
      traits.smartQuotesType, facts: "docs/sources.md#smart-quotes")
    smartDashes = resolver.smartPunctuation(
      traits.smartDashesType, facts: "docs/sources.md#smart-dashes-and-ellipsis")
    smartInsertDelete = resolver.smartPunctuation(
      traits.smartInsertDeleteType, facts: "docs/sources.md#smart-insert-delete")
    inlinePrediction = resolver.inlinePrediction(autocorrection: autocorrection)
    predictiveBar = resolver.predictiveBar()
    returnKey = resolver.returnKey()
    enablesReturnKeyAutomatically = resolver.enablesReturnKeyAutomatically(returnKey: returnKey)
    keyboardAppearance = resolver.keyboardAppearance()
  }
}

extension TextInputTraits {
  /// The effective traits: every `.default` resolved (see ``EffectiveTraits``).
  ///
  /// ```swift
  /// TextInputTraits(isSecureTextEntry: true).effective().autocorrection.value  // false
  /// ```
  public func effective(options: ResolutionOptions = ResolutionOptions()) -> EffectiveTraits {
    EffectiveTraits(self, options: options)
  }
}
