import Foundation
import InputTraits
import JSONCoding
import KeyboardPresentation

/// A script's settings as JSON: `device`, `orientation`, `ios`, `hardwareKeyboard`,
/// `predictiveBar`, `options`, decoded from the script's top-level object beside its fields
/// and steps.
struct ScriptSettings: Decodable {
  var value: SimulationSettings

  enum CodingKeys: String, DescribedCodingKey {
    case device, orientation, ios, hardwareKeyboard, predictiveBar, options
    case reduceMotion, prefersCrossFadeTransitions, displayZoom, windowMode
    static let noun = "script key"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    value = SimulationSettings(device: try c.decode(String.self, forKey: .device))
    if let name = try c.decodeIfPresent(String.self, forKey: .orientation) {
      do { value.orientation = try InterfaceOrientation(parsing: name) } catch {
        throw c.error(at: .orientation, error)
      }
    }
    if c.contains(.ios) {
      let text: String
      if let number = try? c.decode(Double.self, forKey: .ios) {
        text = formatNumber(number)
      } else if let string = try? c.decode(String.self, forKey: .ios) {
        text = string
      } else {
        throw c.error(
          at: .ios,
          PresentationError(
            code: .unsupportedVersion, message: "expected a release such as \"17\" or \"16.1\""))
      }
      do { value.iOS = try IOSVersion(parsing: text) } catch { throw c.error(at: .ios, error) }
    }
    value.hardwareKeyboard = try c.decodeIfPresent(Bool.self, forKey: .hardwareKeyboard) ?? false
    if let setting = try c.decodeIfPresent(String.self, forKey: .predictiveBar) {
      do { value.predictiveBar = try PredictiveBarSetting(parsing: setting) } catch {
        throw c.error(at: .predictiveBar, error)
      }
    }
    value.displayZoom = try c.decodeIfPresent(Bool.self, forKey: .displayZoom) ?? false
    value.windowMode =
      try c.decodeChoiceIfPresent(WindowMode.self, forKey: .windowMode) ?? .fullScreen
    value.motion.reduceMotion = try c.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false
    value.motion.prefersCrossFadeTransitions =
      try c.decodeIfPresent(Bool.self, forKey: .prefersCrossFadeTransitions) ?? false
    if value.motion.prefersCrossFadeTransitions, !value.motion.reduceMotion {
      throw DecodingError.dataCorruptedError(
        forKey: .prefersCrossFadeTransitions, in: c,
        debugDescription: "Prefer Cross-Fade Transitions needs \"reduceMotion\": true")
    }
    if let options = try c.decodeIfPresent(OptionsFile.self, forKey: .options)?.options {
      value.options = options
    }
  }
}

/// `options`: the ``PresentationOptions`` by property name.
struct OptionsFile: Decodable {
  var options = PresentationOptions()

  enum CodingKeys: String, DescribedCodingKey {
    case identicalKeyboardFocus, rotationStyle, rotationRepeats, floatingNotifications
    case hideEndFrame, offscreenPlacement, accessorylessHardwareKeyboard, cancelledDismissal
    case animationDuration, showAnimationDuration, isLocal
    case passwordAutoFillShowsPredictiveBar, interpolation
    case modalPresentation, inputModeSwitchDuration, iPadHeightsBefore26
    case iPadHardwareKeyboardBar
    static let noun = "option"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    var o = PresentationOptions()
    o.identicalKeyboardFocus =
      try c.decodeChoiceIfPresent(
        PresentationOptions.IdenticalKeyboardFocus.self, forKey: .identicalKeyboardFocus)
      ?? o.identicalKeyboardFocus
    o.rotationStyle =
      try c.decodeChoiceIfPresent(PresentationOptions.RotationStyle.self, forKey: .rotationStyle)
      ?? o.rotationStyle
    if let repeats = try c.decodeIfPresent(Int.self, forKey: .rotationRepeats) {
      guard (1...4).contains(repeats) else {
        throw DecodingError.dataCorruptedError(
          forKey: .rotationRepeats, in: c, debugDescription: "must be 1…4, got \(repeats)")
      }
      o.rotationRepeats = repeats
    }
    o.floatingNotifications =
      try c.decodeChoiceIfPresent(
        PresentationOptions.FloatingNotifications.self, forKey: .floatingNotifications)
      ?? o.floatingNotifications
    o.hideEndFrame =
      try c.decodeChoiceIfPresent(PresentationOptions.HideEndFrame.self, forKey: .hideEndFrame)
      ?? o.hideEndFrame
    o.offscreenPlacement =
      try c.decodeChoiceIfPresent(
        PresentationOptions.OffscreenPlacement.self, forKey: .offscreenPlacement)
      ?? o.offscreenPlacement
    o.accessorylessHardwareKeyboard =
      try c.decodeChoiceIfPresent(
        PresentationOptions.AccessorylessHardwareKeyboard.self,
        forKey: .accessorylessHardwareKeyboard)
      ?? o.accessorylessHardwareKeyboard
    o.cancelledDismissal =
      try c.decodeChoiceIfPresent(
        PresentationOptions.CancelledDismissal.self, forKey: .cancelledDismissal)
      ?? o.cancelledDismissal
    if let seconds = try c.decodeSecondsIfPresent(forKey: .animationDuration) {
      o.animationDuration = .seconds(seconds)
    }
    o.showAnimationDuration = try c.decodeSecondsIfPresent(forKey: .showAnimationDuration)
      .map { .seconds($0) }
    o.isLocal = try c.decodeIfPresent(Bool.self, forKey: .isLocal) ?? o.isLocal
    o.passwordAutoFillShowsPredictiveBar =
      try c.decodeIfPresent(Bool.self, forKey: .passwordAutoFillShowsPredictiveBar)
      ?? o.passwordAutoFillShowsPredictiveBar
    o.interpolation =
      try c.decodeChoiceIfPresent(FrameInterpolation.self, forKey: .interpolation)
      ?? o.interpolation
    o.modalPresentation =
      try c.decodeChoiceIfPresent(
        PresentationOptions.ModalPresentationStyle.self, forKey: .modalPresentation)
      ?? o.modalPresentation
    if let seconds = try c.decodeSecondsIfPresent(forKey: .inputModeSwitchDuration) {
      o.inputModeSwitchDuration = .seconds(seconds)
    }
    o.iPadHeightsBefore26 =
      try c.decodeChoiceIfPresent(
        PresentationOptions.IPadHeightsBefore26.self, forKey: .iPadHeightsBefore26)
      ?? o.iPadHeightsBefore26
    o.iPadHardwareKeyboardBar =
      try c.decodeChoiceIfPresent(
        PresentationOptions.IPadHardwareKeyboardBar.self, forKey: .iPadHardwareKeyboardBar)
      ?? o.iPadHardwareKeyboardBar
    options = o
  }
}
