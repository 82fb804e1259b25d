public import Foundation
public import InputTraits
public import KeyboardAvoidance
public import KeyboardPresentation

/// The common question without a scenario file: a field in a full-screen scroll view on a
/// catalog device — what insets and offset keep it above the keyboard, and where the keyboard
/// layout guide is (`kbsim inset --device D --field-frame x,y,w,h`;
/// docs/keyboard-avoidance.md#one-command).
///
/// The scene: the device's screen in the orientation; one scroll view over the whole window
/// whose system inset is the safe area (`.automatic` under no bars), at rest (offset −top), its
/// content as tall as the safe area or reaching the field; the keyboard's `keyboardWillShow`
/// from the catalog for the traits and accessory; the layout guide of the window's root view.
///
/// ```swift
/// let question = DeviceInsetQuestion(
///   device: try catalog.device(id: "iphone-15"),
///   fieldFrame: CGRect(x: 16, y: 600, width: 361, height: 44))
/// try question.scenario().steps()[0].result.scrollViews[0].contentInset.bottom  // 302
/// ```
public struct DeviceInsetQuestion: Hashable, Sendable {
  /// The device.
  public var device: Device
  /// The interface orientation.
  public var orientation: InterfaceOrientation
  /// The iOS release; nil takes the default release, or the device's first if newer.
  public var iOS: IOSVersion?
  /// The focused field's traits (its keyboard type decides the keyboard's height).
  public var traits: TextInputTraits
  /// The field's `inputAccessoryView` height.
  public var accessoryHeight: CGFloat
  /// The field's frame in the scroll view's content coordinates.
  public var fieldFrame: CGRect

  /// Creates the question.
  public init(
    device: Device, orientation: InterfaceOrientation = .portrait, iOS: IOSVersion? = nil,
    traits: TextInputTraits = TextInputTraits(), accessoryHeight: CGFloat = 0, fieldFrame: CGRect
  ) {
    self.device = device
    self.orientation = orientation
    self.iOS = iOS
    self.traits = traits
    self.accessoryHeight = accessoryHeight
    self.fieldFrame = fieldFrame
  }

  /// The scenario: scene, the keyboard's show notification, the layout guide.
  ///
  /// - Throws: ``/KeyboardPresentation/PresentationError`` for a release the catalog does not
  ///   model on the device, or a negative, NaN or too tall accessory.
  public func scenario() throws(PresentationError) -> AvoidanceScenario {
    try PresentationError.requireGeometry(accessoryHeight, "accessory height")
    let values = [fieldFrame.minX, fieldFrame.minY, fieldFrame.width, fieldFrame.height]
    guard values.allSatisfy(\.isFinite), fieldFrame.width >= 0, fieldFrame.height >= 0 else {
      throw PresentationError(
        code: .invalidGeometry,
        message: "the field frame must be finite numbers with a width and height of 0 or more")
    }
    let release = iOS ?? max(IOSVersion.defaultRelease, device.modelledFrom)
    let geometry = try KeyboardGeometry(device: device, orientation: orientation, iOS: release)
    let frame = try geometry.frame(
      for: KeyboardSetup(traits: traits, accessoryHeight: accessoryHeight))
    let screen = geometry.screenBounds.size
    let safe = device.safeAreaInsets(in: orientation)
    let visibleHeight = max(0, screen.height - safe.top - safe.bottom)
    let scrollView = ScrollViewGeometry(
      frame: CGRect(origin: .zero, size: screen),
      contentSize: CGSize(width: screen.width, height: max(visibleHeight, fieldFrame.maxY)),
      contentOffset: CGPoint(x: 0, y: -safe.top),
      systemInset: ContentInsets(top: safe.top, bottom: safe.bottom))
    let scene = AvoidanceScene(screenSize: screen, scrollViews: [scrollView], target: fieldFrame)
    let change = KeyboardChange(
      event: .willShow, frameBegin: geometry.reported(frame.offscreen),
      frameEnd: geometry.reported(frame.rect), isLocal: true,
      animationDuration: PresentationOptions().animationDuration)
    return AvoidanceScenario(
      scene: scene, inputs: [.notification(change)], options: AvoidanceOptions(),
      layoutGuide: KeyboardLayoutGuide(
        ownerFrame: CGRect(origin: .zero, size: screen), safeAreaInsets: safe))
  }

  /// Reads `x,y,width,height` (points, commas, optional spaces) as the field's frame.
  ///
  /// ```swift
  /// try DeviceInsetQuestion.frame(parsing: "16,600,361,44")  // (16, 600, 361, 44)
  /// ```
  ///
  /// - Throws: ``/KeyboardPresentation/PresentationError`` with code `invalidGeometry` naming
  ///   what is wrong.
  public static func frame(parsing text: String) throws(PresentationError) -> CGRect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let numbers = parts.compactMap(Double.init)
    guard parts.count == 4, numbers.count == 4, numbers.allSatisfy({ $0.isFinite }) else {
      throw PresentationError(
        code: .invalidGeometry,
        message: "'\(text)' is not a frame: give x,y,width,height in points, such as 16,600,361,44")
    }
    guard numbers[2] >= 0, numbers[3] >= 0, numbers.allSatisfy({ abs($0) <= 100_000 }) else {
      throw PresentationError(
        code: .invalidGeometry,
        message: "'\(text)': width and height must be 0 or more, every number within ±100000")
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
