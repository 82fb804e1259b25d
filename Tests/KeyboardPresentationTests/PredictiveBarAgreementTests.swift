import InputTraits
import KeyboardPresentation
import Testing

/// The keyboard's geometry and effective-trait resolution answer "does the QuickType bar show?"
/// with one rule: for every keyboard type, secure entry, content type and correction setting,
/// on iOS 11 (no AutoFill), 14 (autocorrection hides the bar) and 17 (spell checking does).
struct PredictiveBarAgreementTests {
  static let releases = [IOSVersion(11), IOSVersion(14), IOSVersion(17)]

  @Test(arguments: releases)
  func geometryAndResolutionAgree(iOS: IOSVersion) {
    let rule = PredictiveBarRule()
    for type in KeyboardType.allCases {
      for secure in [false, true] {
        for contentType in [nil, TextContentType.password, .newPassword, .username] {
          for autocorrection in AutocorrectionType.allCases {
            for spelling in SpellCheckingType.allCases {
              let traits = TextInputTraits(
                keyboardType: type, autocorrectionType: autocorrection,
                spellCheckingType: spelling, isSecureTextEntry: secure,
                textContentType: contentType)
              var options = ResolutionOptions(idiom: .phone)
              options.predictiveBarRule =
                iOS.major >= 15 ? .spellCheckingGated : .autocorrectionGated
              options.passwordAutoFillShowsPredictiveBar = iOS.major >= 12
              let resolved = traits.effective(options: options).predictiveBar.value
              #expect(rule.showsBar(for: traits, iOS: iOS) == resolved, "\(traits)")
            }
          }
        }
      }
    }
  }

  /// The case the two used to disagree on: a secure password field keeps the bar for AutoFill's
  /// suggestions from iOS 12, and loses it when AutoFill is off.
  @Test func aSecurePasswordFieldKeepsTheBarForAutoFill() {
    let password = TextInputTraits(isSecureTextEntry: true, textContentType: .password)
    #expect(password.effective().predictiveBar.value)
    #expect(PredictiveBarRule().showsBar(for: password, iOS: IOSVersion(17)))
    #expect(!PredictiveBarRule().showsBar(for: password, iOS: IOSVersion(11)))
    var off = ResolutionOptions()
    off.passwordAutoFillShowsPredictiveBar = false
    #expect(!password.effective(options: off).predictiveBar.value)
    #expect(
      !PredictiveBarRule(passwordAutoFillShowsBar: false).showsBar(
        for: password, iOS: IOSVersion(17)))
  }
}
