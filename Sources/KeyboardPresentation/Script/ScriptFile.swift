import Foundation
import InputTraits
import JSONCoding

/// The JSON shape of a simulation script (internal; ``SimulationScript`` is the model).
package struct ScriptFile: Decodable {
  var settings: ScriptSettings
  var fields: [String: InputField]
  var steps: [SimulationStep]

  enum CodingKeys: String, DescribedCodingKey {
    case fields, steps
    static let noun = "script key"
  }

  package init(from decoder: any Decoder) throws {
    _ = try decoder.container(keyedBy: ScriptSettings.CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    settings = try ScriptSettings(from: decoder)
    let fieldFiles = try c.decodeIfPresent([String: FieldFile].self, forKey: .fields) ?? [:]
    fields = fieldFiles.reduce(into: [:]) { result, entry in
      result[entry.key] = entry.value.field(id: entry.key)
    }
    steps = try c.decode([SimulationStep].self, forKey: .steps)
  }

  /// The script's settings: `device`, `orientation`, `ios`, `hardwareKeyboard`,
  /// `predictiveBar`, `options`; a script with more keys (text fields, their steps) decodes
  /// these from the same object and adds its own.
  package struct ScriptSettings: Decodable {
    package var value: SimulationSettings

    package enum CodingKeys: String, DescribedCodingKey {
      case device, orientation, ios, hardwareKeyboard, predictiveBar, options
      static let noun = "script key"
    }

    package init(from decoder: any Decoder) throws {
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
      if let options = try c.decodeIfPresent(OptionsFile.self, forKey: .options)?.options {
        value.options = options
      }
    }
  }

  /// One field: `{"traits": {…}, "accessoryHeight": 44, "inputViewHeight": 216, …}`.
  package struct FieldFile: Decodable {
    var traits: TextInputTraits
    var accessoryHeight: CGFloat
    var accessoryViewID: String?
    var inputViewHeight: CGFloat?
    var inputViewID: String?

    enum CodingKeys: String, DescribedCodingKey {
      case traits, accessoryHeight, accessoryViewID, inputViewHeight, inputViewID
      static let noun = "field key"
    }

    package init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      traits = try c.decodeIfPresent(TextInputTraits.self, forKey: .traits) ?? TextInputTraits()
      accessoryHeight = try c.decodePointsIfPresent(forKey: .accessoryHeight) ?? 0
      accessoryViewID = try c.decodeIfPresent(String.self, forKey: .accessoryViewID)
      inputViewHeight = try c.decodePointsIfPresent(forKey: .inputViewHeight)
      inputViewID = try c.decodeIfPresent(String.self, forKey: .inputViewID)
    }

    package func field(id: String) -> InputField {
      InputField(
        id: id, traits: traits, accessoryHeight: accessoryHeight,
        accessoryViewID: accessoryViewID, inputViewHeight: inputViewHeight,
        inputViewID: inputViewID)
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
      options = o
    }
  }
}
