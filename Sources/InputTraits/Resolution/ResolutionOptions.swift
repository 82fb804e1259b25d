/// The choices effective-trait resolution makes where the facts are disputed, thin, or depend on
/// the iOS version.
///
/// Every default is documented in docs/traits.md ("Options").
///
/// ```swift
/// var options = ResolutionOptions()
/// options.predictiveBarRule = .autocorrectionGated  // iOS 14 and earlier
/// let field = TextInputTraits(autocorrectionType: .no).effective(options: options)
/// field.predictiveBar.value  // false
/// ```
public struct ResolutionOptions: Hashable, Sendable {
  /// What `autocorrectionType = .default` becomes, per keyboard type.
  public enum AutocorrectionDefaults: String, CaseIterable, Hashable, Sendable, Codable {
    /// The facts' recommended table (docs/sources.md#autocorrection-default, [L]): on for
    /// `default`, `asciiCapable`, `numbersAndPunctuation`, `twitter`, `namePhonePad`; off for
    /// `emailAddress`, `URL`, `webSearch` and the number pads.
    case recommended
    /// Apple's sentence "for most input methods results in autocorrection being enabled"
    /// taken literally: on for every keyboard with letters, off only on the number pads.
    case onForLetterKeyboards
  }

  /// Which trait decides whether the predictive (QuickType) bar is shown.
  public enum PredictiveBarRule: String, CaseIterable, Hashable, Sendable, Codable {
    /// Apps linked against the iOS 15 SDK or later: the bar stays with `autocorrectionType = .no`
    /// and hides only with `spellCheckingType = .no` (iOS 15 release notes,
    /// docs/sources.md#predictive-bar-rule).
    case spellCheckingGated
    /// iOS 14 and earlier: `autocorrectionType = .no` hides the bar (same release notes; also
    /// the reading of the iOS 26.1 decompiled keyboard in docs/sources.md#autocorrection-default).
    case autocorrectionGated
  }

  /// The device family; iPad has no number pads and every iPad keyboard has a return key.
  public var idiom: UserInterfaceIdiom
  /// What `autocorrectionType = .default` becomes.
  ///
  /// Default ``AutocorrectionDefaults/recommended``.
  public var autocorrectionDefaults: AutocorrectionDefaults
  /// Which trait gates the predictive bar.
  ///
  /// Default ``PredictiveBarRule/spellCheckingGated``.
  public var predictiveBarRule: PredictiveBarRule
  /// Whether secure text entry turns off even traits the app set explicitly (`.yes`, or an
  /// autocapitalization other than `.sentences`).
  ///
  /// Default `true`: UIKit's `setToSecureValues` sets them all when secure entry is turned on
  /// (docs/sources.md#secure-text-entry, [M]); `false` keeps explicit values, as an app that sets
  /// them after `isSecureTextEntry` would (the case the security audits of
  /// docs/sources.md#lint-secure-field-assistance flag).
  public var secureEntryOverridesExplicitValues: Bool
  /// Whether the twitter keyboard has a return key on iPhone.
  ///
  /// Default `false`, as the only source shows it (iOS 8 screenshots,
  /// docs/sources.md#keys-per-keyboard-type, [S]); `true` for newer iOS versions if a device shows
  /// one.
  public var twitterHasReturnKey: Bool
  /// Whether `returnKeyType = .default` shows "Go" on the webSearch keyboard.
  ///
  /// Default `true` (docs/sources.md#websearch-return-key, one iOS 8 observation, [S]).
  public var webSearchDefaultReturnKeyIsGo: Bool
  /// The user's Settings › General › Keyboard › Predictive switch.
  ///
  /// Default `true`.
  public var predictiveSettingOn: Bool
  /// Whether a secure field whose `textContentType` is `.password` or `.newPassword` keeps the
  /// bar for password AutoFill's suggestions (iOS 12 and later with AutoFill on).
  ///
  /// Default `true`: Apple's AutoFill guide shows the suggestions above the keyboard; `false`
  /// for a device with AutoFill off, or iOS 11 and earlier.
  public var passwordAutoFillShowsPredictiveBar: Bool
  /// The system appearance `keyboardAppearance = .default` follows.
  ///
  /// Default `.light`.
  public var systemAppearance: SystemAppearance

  /// The system appearance (light or dark mode).
  public enum SystemAppearance: String, CaseIterable, Hashable, Sendable, Codable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
  }

  /// Creates options; every argument defaults to the documented default.
  public init(
    idiom: UserInterfaceIdiom = .phone,
    autocorrectionDefaults: AutocorrectionDefaults = .recommended,
    predictiveBarRule: PredictiveBarRule = .spellCheckingGated,
    secureEntryOverridesExplicitValues: Bool = true,
    twitterHasReturnKey: Bool = false,
    webSearchDefaultReturnKeyIsGo: Bool = true,
    predictiveSettingOn: Bool = true,
    passwordAutoFillShowsPredictiveBar: Bool = true,
    systemAppearance: SystemAppearance = .light
  ) {
    self.idiom = idiom
    self.autocorrectionDefaults = autocorrectionDefaults
    self.predictiveBarRule = predictiveBarRule
    self.secureEntryOverridesExplicitValues = secureEntryOverridesExplicitValues
    self.twitterHasReturnKey = twitterHasReturnKey
    self.webSearchDefaultReturnKeyIsGo = webSearchDefaultReturnKeyIsGo
    self.predictiveSettingOn = predictiveSettingOn
    self.passwordAutoFillShowsPredictiveBar = passwordAutoFillShowsPredictiveBar
    self.systemAppearance = systemAppearance
  }
}
