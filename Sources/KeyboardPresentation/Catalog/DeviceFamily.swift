/// Whether a device is an iPhone or an iPad: the families differ in keyboard geometry (an iPad
/// has no number pad, a Shortcut Bar instead of the QuickType bar, and undocked keyboards).
///
/// ```swift
/// try catalog.device(id: "ipad-pro-11").family  // .iPad
/// ```
public enum DeviceFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// An iPhone (or iPod touch of the same screen class).
  case iPhone
  /// An iPad.
  case iPad

  /// `iPhone` or `iPad`.
  public var description: String { rawValue }
}
