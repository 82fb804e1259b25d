public import Foundation
public import UIKitVocabulary

/// One device of the catalog: a model (iPhone 15) of a screen class (393×852 points), with its
/// safe areas and the keyboard geometry of docs/sources.md#keyboard-height-model.
///
/// Devices come from ``DeviceCatalog``, which reads `Layouts/devices/`; the JSON shape of those
/// files is not API.
///
/// ```swift
/// let iPhone15 = try DeviceCatalog.bundled().device(id: "iphone-15")
/// iPhone15.screenSize                          // 393×852
/// iPhone15.screenBounds(in: .landscapeLeft)    // (0, 0, 852, 393)
/// ```
public struct Device: Hashable, Sendable, Identifiable {
  /// The device id, such as `iphone-15` (or the screen class id, such as `iphone-393x852`).
  public var id: String
  /// The marketing name, such as "iPhone 15".
  public var name: String
  /// iPhone or iPad.
  public var family: DeviceFamily
  /// The screen class id, such as `iphone-393x852`.
  public var screenClass: String
  /// What the screen class holds, such as "6.1-inch Dynamic Island iPhones".
  public var classDescription: String
  /// The screen size in points, portrait.
  public var screenSize: CGSize
  /// The first iOS release the catalog models for this class.
  public var modelledFrom: IOSVersion
  /// Where Settings › Display & Brightness › Display Zoom takes this phone.
  ///
  /// The screen class it then presents to apps, from which release; nil without Display Zoom
  /// (docs/sources.md#display-zoom). ``DeviceCatalog/zoomed(_:)`` gives the zoomed device.
  public var displayZoom: DisplayZoom?
  /// Whether this is a device as seen with Display Zoom on.
  public internal(set) var isZoomed = false

  /// A phone's Display Zoom: the screen class it presents and the first release with it.
  public struct DisplayZoom: Hashable, Sendable {
    /// The zoomed screen class id, such as `iphone-320x693`.
    public var screenClass: String
    /// The first release that offers it on this phone.
    public var from: IOSVersion
  }

  let portraitInsets: ContentInsets
  let landscapeInsets: ContentInsets
  let portraitKeyboard: KeyboardFigures
  let landscapeKeyboard: KeyboardFigures

  struct KeyboardFigures: Hashable, Sendable {
    var keyArea: VersionedValue
    var predictiveBar: VersionedValue
    var collapsedPredictiveBar: VersionedValue?
    var bottomStrip: VersionedValue
    var shortcutBar: VersionedValue
  }

  /// The screen's bounds in the interface orientation's coordinate space (iOS 8 and later:
  /// width and height swap in landscape; docs/sources.md#keyboard-frame-coordinates).
  public func screenBounds(in orientation: InterfaceOrientation) -> CGRect {
    let size =
      orientation.isLandscape
      ? CGSize(width: screenSize.height, height: screenSize.width) : screenSize
    return CGRect(origin: .zero, size: size)
  }

  /// The safe-area insets of a full-screen view (docs/sources.md#safe-area-insets; upside-down uses
  /// portrait's).
  public func safeAreaInsets(in orientation: InterfaceOrientation) -> ContentInsets {
    orientation.isLandscape ? landscapeInsets : portraitInsets
  }

  /// The keyboard's height parts for an orientation and release.
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/unsupportedVersion`` when
  ///   the release is older than ``modelledFrom``.
  public func keyboardMetrics(
    in orientation: InterfaceOrientation, iOS version: IOSVersion
  ) throws(PresentationError) -> KeyboardMetrics {
    try requireModelled(version)
    let figures = orientation.isLandscape ? landscapeKeyboard : portraitKeyboard
    // The catalog loader checks that every band set covers every modelled release.
    return KeyboardMetrics(
      keyArea: figures.keyArea.value(for: version) ?? 0,
      predictiveBar: figures.predictiveBar.value(for: version) ?? 0,
      collapsedPredictiveBar: figures.collapsedPredictiveBar?.value(for: version),
      bottomStrip: figures.bottomStrip.value(for: version) ?? 0,
      shortcutBar: figures.shortcutBar.value(for: version) ?? 0)
  }

  /// Throws unless the catalog models this device on `version`.
  public func requireModelled(_ version: IOSVersion) throws(PresentationError) {
    guard version.major >= modelledFrom.major else {
      throw PresentationError(
        code: .unsupportedVersion,
        message:
          "\(id) (\(screenClass)) is modelled from iOS \(modelledFrom), not iOS \(version)")
    }
  }
}
