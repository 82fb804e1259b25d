import Foundation
public import InputTraits

/// Whether an iPhone shows the QuickType (predictive) bar above the keys, per
/// docs/sources.md#predictive-bar-rule and docs/sources.md#secure-text-entry.
///
/// ```text
/// shows = iOS ≥ 8 && setting is on
///         && keyboardType ∉ {URL, numberPad, phonePad, decimalPad, asciiCapableNumberPad}
///         && (!isSecureTextEntry || password AutoFill)
///         && (iOS ≥ 15 ? spellCheckingType != .no : autocorrectionType != .no)
/// ```
///
/// Password AutoFill (docs/sources.md#secure-text-entry) shows its suggestions in the bar for a
/// field whose `textContentType` is `.password` or `.newPassword`: from iOS 12 the rule keeps the
/// bar for such a field even when it is secure (turn ``passwordAutoFillShowsBar`` off to hide it).
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

  /// Keyboard types without a QuickType bar: the URL keyboard (docs/sources.md#predictive-bar-rule,
  /// [S]) and the pads (no bar was seen on any pad, [I]).
  public static let typesWithoutBar: Set<KeyboardType> = [
    .URL, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad,
  ]

  /// The pads: on iPhone a 3×4 pad without a bar; on iPad the full keyboard
  /// (docs/sources.md#ipad-has-no-number-pad, docs/sources.md#keys-per-keyboard-type).
  public static let pads: Set<KeyboardType> = [
    .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad,
  ]

  /// Whether the iPhone bar shows for `traits` with Predictive on.
  public func showsBar(for traits: TextInputTraits, iOS version: IOSVersion) -> Bool {
    guard version.major >= 8, !Self.typesWithoutBar.contains(traits.keyboardType) else {
      return false
    }
    if traits.isSecureTextEntry {
      let autoFill: Set<TextContentType> = [.password, .newPassword]
      let keepsBar =
        passwordAutoFillShowsBar && version.major >= 12
        && traits.textContentType.map(autoFill.contains) == true
      // Secure entry forces autocorrection and spell checking off (setToSecureValues).
      return keepsBar
    }
    if version.major >= 15 { return traits.spellCheckingType != .no }
    return traits.autocorrectionType != .no
  }
}
