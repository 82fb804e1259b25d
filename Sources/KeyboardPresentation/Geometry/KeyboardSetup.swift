public import Foundation
public import InputTraits

/// Everything that decides the keyboard's frame besides the device, orientation and release:
/// the focused field's traits and views, and the keyboard's user-controlled state.
///
/// ```swift
/// var setup = KeyboardSetup(traits: TextInputTraits(keyboardType: .numberPad))
/// setup.accessoryHeight = 44   // a toolbar inputAccessoryView
/// setup.hardwareKeyboard = true
/// ```
public struct KeyboardSetup: Hashable, Sendable {
  /// The focused field's traits.
  public var traits: TextInputTraits
  /// The `inputAccessoryView` height in points; 0 without one.
  public var accessoryHeight: CGFloat
  /// A custom `inputView`'s height in points, replacing the system keyboard; nil without one.
  public var inputViewHeight: CGFloat?
  /// The keyboard picked with the globe key.
  public var inputMode: InputMode
  /// The user's Predictive setting.
  public var predictiveBar: PredictiveBarSetting
  /// Whether a hardware keyboard is attached.
  public var hardwareKeyboard: Bool
  /// Where an iPad keyboard sits.
  public var placement: KeyboardPlacement
  /// How the app's scene is shown on an iPad (Stage Manager changes the minimized bar).
  public var windowMode = WindowMode.fullScreen

  /// Creates a setup; every parameter defaults to a plain field on a docked keyboard.
  public init(
    traits: TextInputTraits = TextInputTraits(), accessoryHeight: CGFloat = 0,
    inputViewHeight: CGFloat? = nil, inputMode: InputMode = .standard,
    predictiveBar: PredictiveBarSetting = .on, hardwareKeyboard: Bool = false,
    placement: KeyboardPlacement = .docked, windowMode: WindowMode = .fullScreen
  ) {
    self.windowMode = windowMode
    self.traits = traits
    self.accessoryHeight = accessoryHeight
    self.inputViewHeight = inputViewHeight
    self.inputMode = inputMode
    self.predictiveBar = predictiveBar
    self.hardwareKeyboard = hardwareKeyboard
    self.placement = placement
  }
}
