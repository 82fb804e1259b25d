public import KeyboardPresentation

/// Where and how a script runs: the device, its starting orientation, the iOS release, a
/// hardware keyboard and the Predictive setting at the start, and the behaviour options.
///
/// A ``FormScript`` holds one and exposes its values as its own (`script.device`,
/// `script.iOS`).
///
/// ```swift
/// var settings = SimulationSettings(device: "iphone-15")
/// settings.iOS = IOSVersion(17)
/// ```
public struct SimulationSettings: Hashable, Sendable {
  /// The device id.
  public var device: String
  /// The starting orientation.
  public var orientation: InterfaceOrientation
  /// The iOS release.
  public var iOS: IOSVersion
  /// Whether a hardware keyboard is attached at the start.
  public var hardwareKeyboard: Bool
  /// The Predictive setting at the start.
  public var predictiveBar: PredictiveBarSetting
  /// The keyboard's behaviour options.
  public var options: PresentationOptions
  /// Reduce Motion and Prefer Cross-Fade Transitions (`reduceMotion`,
  /// `prefersCrossFadeTransitions` in a script).
  public var motion = MotionSettings()
  /// Display Zoom (`displayZoom` in a script): the device presents its zoomed screen class.
  public var displayZoom = false
  /// How an iPad shows the app (`windowMode` in a script): full screen or Stage Manager.
  public var windowMode = WindowMode.fullScreen

  /// Settings for a device, with UIKit's defaults for the rest.
  public init(
    device: String, orientation: InterfaceOrientation = .portrait,
    iOS: IOSVersion = .defaultRelease, hardwareKeyboard: Bool = false,
    predictiveBar: PredictiveBarSetting = .on, options: PresentationOptions = PresentationOptions()
  ) {
    self.device = device
    self.orientation = orientation
    self.iOS = iOS
    self.hardwareKeyboard = hardwareKeyboard
    self.predictiveBar = predictiveBar
    self.options = options
  }
}

/// A script with ``SimulationSettings``, whose settings read as its own properties
/// (`script.device` for `script.settings.device`).
///
/// ```swift
/// var script = try FormScript(contentsOf: "examples/simulate/signup-iphone15.json")
/// script.iOS = IOSVersion(17)  // script.settings.iOS
/// ```
@dynamicMemberLookup
public protocol SimulationConfigured {
  /// The device, orientation, iOS release, starting state and options.
  var settings: SimulationSettings { get set }
}

extension SimulationConfigured {
  /// A setting of the script (`script.device`, `script.options`).
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SimulationSettings, Value>)
    -> Value
  {
    get { settings[keyPath: keyPath] }
    set { settings[keyPath: keyPath] = newValue }
  }
}
