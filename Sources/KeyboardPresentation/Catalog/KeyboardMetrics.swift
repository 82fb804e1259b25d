public import Foundation

/// The parts of a docked system keyboard's height on one device, orientation and iOS release
/// (docs/sources.md#keyboard-height-model: key area + predictive bar + bottom strip + accessory).
///
/// ```swift
/// let metrics = try catalog.device(id: "iphone-15")
///   .keyboardMetrics(in: .portrait, iOS: IOSVersion(17))
/// metrics.keyArea + metrics.predictiveBar + metrics.bottomStrip  // 216 + 45 + 75 = 336
/// ```
public struct KeyboardMetrics: Hashable, Sendable {
  /// The keys, without any bar: 216 on a 375-wide iPhone in portrait.
  public var keyArea: CGFloat
  /// The QuickType (predictive) bar on iPhone, when shown; 0 before iOS 8 and on iPad.
  public var predictiveBar: CGFloat
  /// The iOS 8 collapsed-suggestions handle, where the catalog models it.
  public var collapsedPredictiveBar: CGFloat?
  /// The globe and dictation row below the keys on Face ID iPhones; 0 elsewhere.
  public var bottomStrip: CGFloat
  /// The iPad Shortcut (assistant) bar: 55 from iOS 9, always shown; 0 on iPhone.
  public var shortcutBar: CGFloat

  /// Creates metrics.
  public init(
    keyArea: CGFloat, predictiveBar: CGFloat, collapsedPredictiveBar: CGFloat?,
    bottomStrip: CGFloat, shortcutBar: CGFloat
  ) {
    self.keyArea = keyArea
    self.predictiveBar = predictiveBar
    self.collapsedPredictiveBar = collapsedPredictiveBar
    self.bottomStrip = bottomStrip
    self.shortcutBar = shortcutBar
  }
}
