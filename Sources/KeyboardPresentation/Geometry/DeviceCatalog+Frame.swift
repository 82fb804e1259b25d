extension DeviceCatalog {
  /// The keyboard frame UIKit reports (`UIKeyboardFrameEndUserInfoKey`) for a keyboard set up
  /// as `setup` on a catalog device: what `kbsim frame` answers.
  ///
  /// ```swift
  /// try catalog.reportedFrame(device: "iphone-15", setup: KeyboardSetup()).rect
  /// // (0, 516, 393, 336)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The device id.
  ///   - displayZoom: Whether the phone runs with Display Zoom (its zoomed screen class).
  ///   - orientation: The interface orientation.
  ///   - iOS: The release; nil for ``IOSVersion/defaultRelease``, or the device's first release
  ///     when that is later.
  ///   - setup: The field's traits, input views and the keyboard's situation.
  /// - Returns: The frame in screen coordinates, with its kind.
  /// - Throws: ``PresentationError`` for an unknown device, a release outside the device's, or
  ///   a setup the device cannot show.
  public func reportedFrame(
    device id: String, displayZoom: Bool = false, orientation: InterfaceOrientation = .portrait,
    iOS: IOSVersion? = nil, setup: KeyboardSetup
  ) throws(PresentationError) -> KeyboardFrame {
    var device = try self.device(id: id)
    if displayZoom { device = try zoomed(device) }
    let release = iOS ?? max(IOSVersion.defaultRelease, device.modelledFrom)
    let geometry = try KeyboardGeometry(device: device, orientation: orientation, iOS: release)
    let frame = try geometry.frame(for: setup)
    return KeyboardFrame(
      kind: frame.kind, rect: geometry.reported(frame.rect), offscreen: frame.offscreen)
  }
}
