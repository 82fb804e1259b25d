import Foundation
public import InputTraits

/// Whether an iPhone shows the QuickType (predictive) bar above the keys: InputTraits' one rule
/// (``/InputTraits/EffectiveTraits/predictiveBar``, docs/sources.md#predictive-bar-rule), applied
/// for an iOS release.
///
/// The release picks the trait that hides the bar — `spellCheckingType = .no` from iOS 15,
/// `autocorrectionType = .no` before (``/InputTraits/ResolutionOptions/PredictiveBarRule``) —
/// and whether password AutoFill, which shows its suggestions in the bar for a secure
/// `.password` or `.newPassword` field, exists (iOS 12 and later; turn
/// ``passwordAutoFillShowsBar`` off for a device with AutoFill off). Before iOS 8 there is no
/// bar.
///
/// ```swift
/// let rule = PredictiveBarRule()
/// rule.showsBar(for: TextInputTraits(keyboardType: .URL), iOS: IOSVersion(17))  // false
/// ```
public struct PredictiveBarRule: Hashable, Sendable {
  /// Whether a password or new-password field keeps the bar for AutoFill (default true).
  public var passwordAutoFillShowsBar: Bool

  /// Creates the rule.
  public init(passwordAutoFillShowsBar: Bool = true) {
    self.passwordAutoFillShowsBar = passwordAutoFillShowsBar
  }

  /// Whether the iPhone bar shows for `traits` with Predictive on.
  public func showsBar(for traits: TextInputTraits, iOS version: IOSVersion) -> Bool {
    guard version.major >= 8 else { return false }
    var options = ResolutionOptions(idiom: .phone)
    options.predictiveBarRule = version.major >= 15 ? .spellCheckingGated : .autocorrectionGated
    options.passwordAutoFillShowsPredictiveBar = passwordAutoFillShowsBar && version.major >= 12
    return traits.effective(options: options).predictiveBar.value
  }
}
