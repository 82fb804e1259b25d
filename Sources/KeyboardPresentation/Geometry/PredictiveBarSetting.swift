/// The user's Settings › General › Keyboard › Predictive switch, plus iOS 8's collapsed bar.
///
/// Turning Predictive off removes the QuickType bar on iPhone
/// (docs/sources.md#predictive-bar-rule); iOS 8 also let the user swipe the bar down to a small
/// handle (dump 11: 225 = 216 + 9).
///
/// ```swift
/// try PredictiveBarSetting(parsing: "off")  // .off
/// ```
public enum PredictiveBarSetting: String, CaseIterable, Hashable, Sendable {
  /// Predictive on: the bar shows where the traits allow it.
  case on
  /// Predictive off: no QuickType bar on iPhone (the iPad Shortcut Bar stays).
  case off
  /// The bar swiped down to its handle (iOS 8 to 10 in the catalog).
  case collapsed

  /// Parses `on`, `off` or `collapsed`.
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidEvent``.
  public init(parsing name: String) throws(PresentationError) {
    guard let value = Self(rawValue: name) else {
      throw PresentationError(
        code: .invalidEvent,
        message: "unknown predictive bar setting '\(name)' (valid: on, off, collapsed)")
    }
    self = value
  }
}
