/// Mirrors the properties of UIKit's `UITextInputTraits` protocol as one value.
///
/// Every property starts at UIKit's default, so `TextInputTraits()` is a plain `UITextField`.
/// The value is `Codable` with UIKit's Swift property and case names; keys that are missing take
/// the default, and unknown keys are an error that lists the valid ones.
///
/// ```swift
/// let email = try TextInputTraits(
///   json: #"{"keyboardType":"emailAddress","autocapitalizationType":"none"}"#)
/// email.keyboardType            // .emailAddress
/// email.autocorrectionType      // .default
/// ```
public struct TextInputTraits: Hashable, Sendable {
  /// `keyboardType`; default `.default`.
  public var keyboardType: KeyboardType = .default
  /// `autocapitalizationType`; default `.sentences`.
  public var autocapitalizationType: AutocapitalizationType = .sentences
  /// `autocorrectionType`; default `.default`.
  public var autocorrectionType: AutocorrectionType = .default
  /// `spellCheckingType`; default `.default`.
  public var spellCheckingType: SpellCheckingType = .default
  /// `smartQuotesType`; default `.default`.
  public var smartQuotesType: SmartQuotesType = .default
  /// `smartDashesType`; default `.default`.
  public var smartDashesType: SmartDashesType = .default
  /// `smartInsertDeleteType`; default `.default`.
  public var smartInsertDeleteType: SmartInsertDeleteType = .default
  /// `inlinePredictionType`; default `.default`.
  public var inlinePredictionType: InlinePredictionType = .default
  /// `writingToolsBehavior` (iOS 18); default `.default`.
  public var writingToolsBehavior: WritingToolsBehavior = .default
  /// `mathExpressionCompletionType` (iOS 18); default `.default`.
  public var mathExpressionCompletionType: MathExpressionCompletionType = .default
  /// `keyboardAppearance`; default `.default`.
  public var keyboardAppearance: KeyboardAppearance = .default
  /// `returnKeyType`; default `.default`.
  public var returnKeyType: ReturnKeyType = .default
  /// `enablesReturnKeyAutomatically`; default `false`.
  public var enablesReturnKeyAutomatically = false
  /// `isSecureTextEntry`; default `false`.
  public var isSecureTextEntry = false
  /// `textContentType`; default `nil`.
  public var textContentType: TextContentType?
  /// `passwordRules`, as its descriptor string (`UITextInputPasswordRules(descriptor:)`);
  /// default `nil`.
  public var passwordRules: String?

  /// UIKit's defaults.
  public init() {}

  /// Every property with its defaults, for memberwise construction.
  public init(
    keyboardType: KeyboardType = .default,
    autocapitalizationType: AutocapitalizationType = .sentences,
    autocorrectionType: AutocorrectionType = .default,
    spellCheckingType: SpellCheckingType = .default,
    smartQuotesType: SmartQuotesType = .default,
    smartDashesType: SmartDashesType = .default,
    smartInsertDeleteType: SmartInsertDeleteType = .default,
    inlinePredictionType: InlinePredictionType = .default,
    writingToolsBehavior: WritingToolsBehavior = .default,
    mathExpressionCompletionType: MathExpressionCompletionType = .default,
    keyboardAppearance: KeyboardAppearance = .default,
    returnKeyType: ReturnKeyType = .default,
    enablesReturnKeyAutomatically: Bool = false,
    isSecureTextEntry: Bool = false,
    textContentType: TextContentType? = nil,
    passwordRules: String? = nil
  ) {
    self.keyboardType = keyboardType
    self.autocapitalizationType = autocapitalizationType
    self.autocorrectionType = autocorrectionType
    self.spellCheckingType = spellCheckingType
    self.smartQuotesType = smartQuotesType
    self.smartDashesType = smartDashesType
    self.smartInsertDeleteType = smartInsertDeleteType
    self.inlinePredictionType = inlinePredictionType
    self.writingToolsBehavior = writingToolsBehavior
    self.mathExpressionCompletionType = mathExpressionCompletionType
    self.keyboardAppearance = keyboardAppearance
    self.returnKeyType = returnKeyType
    self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
    self.isSecureTextEntry = isSecureTextEntry
    self.textContentType = textContentType
    self.passwordRules = passwordRules
  }
}
