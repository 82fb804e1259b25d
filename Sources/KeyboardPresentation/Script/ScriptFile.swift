import Foundation
import InputTraits

/// The JSON shape of a simulation script (internal; ``SimulationScript`` is the model).
struct ScriptFile: Decodable {
  static let keys = [
    "device", "orientation", "ios", "hardwareKeyboard", "predictiveBar", "options", "fields",
    "steps",
  ]

  var device: String
  var orientation: InterfaceOrientation
  var iOS: IOSVersion
  var hardwareKeyboard: Bool
  var predictiveBar: PredictiveBarSetting
  var options: PresentationOptions
  var fields: [String: InputField]
  var steps: [JSONValue]

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(Self.keys, in: "script")
    device = try c.decode("device")
    let orientationName = try c.decodeIfPresent("orientation", as: String.self) ?? "portrait"
    do {
      orientation = try InterfaceOrientation(parsing: orientationName)
    } catch {
      throw c.fail("orientation", error.message)
    }
    iOS = SimulationScript.defaultIOS
    if let version = try c.decodeIfPresent("ios", as: JSONValue.self) {
      let text: String
      switch version {
      case .string(let string): text = string
      case .number(let number): text = NotificationFormat.number(number)
      default:
        throw c.fail("ios", "expected a release such as \"17\" or \"16.1\", found \(version.kind)")
      }
      do {
        iOS = try IOSVersion(parsing: text)
      } catch {
        throw c.fail("ios", error.message)
      }
    }
    hardwareKeyboard = try c.decodeIfPresent("hardwareKeyboard") ?? false
    let setting = try c.decodeIfPresent("predictiveBar", as: String.self) ?? "on"
    do {
      predictiveBar = try PredictiveBarSetting(parsing: setting)
    } catch {
      throw c.fail("predictiveBar", error.message)
    }
    options =
      try c.decodeIfPresent("options", as: OptionsFile.self)?.options ?? PresentationOptions()
    let fieldFiles = try c.decodeIfPresent("fields", as: [String: FieldFile].self) ?? [:]
    fields = fieldFiles.reduce(into: [:]) { result, entry in
      result[entry.key] = entry.value.field(id: entry.key)
    }
    steps = try c.decode("steps")
  }

  /// One field: `{"traits": {…}, "accessoryHeight": 44, "inputViewHeight": 216, …}`.
  struct FieldFile: Decodable {
    static let keys = [
      "traits", "accessoryHeight", "accessoryViewID", "inputViewHeight", "inputViewID",
    ]
    var traits: TextInputTraits
    var accessoryHeight: CGFloat
    var accessoryViewID: String?
    var inputViewHeight: CGFloat?
    var inputViewID: String?

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: AnyCodingKey.self)
      try c.rejectUnknownKeys(Self.keys, in: "field")
      traits = try c.decodeIfPresent("traits") ?? TextInputTraits()
      accessoryHeight = try c.points("accessoryHeight") ?? 0
      accessoryViewID = try c.decodeIfPresent("accessoryViewID")
      inputViewHeight = try c.points("inputViewHeight")
      inputViewID = try c.decodeIfPresent("inputViewID")
    }

    func field(id: String) -> InputField {
      InputField(
        id: id, traits: traits, accessoryHeight: accessoryHeight,
        accessoryViewID: accessoryViewID, inputViewHeight: inputViewHeight,
        inputViewID: inputViewID)
    }
  }

  /// `options`: the ``PresentationOptions`` by property name.
  struct OptionsFile: Decodable {
    static let keys = [
      "identicalKeyboardFocus", "rotationStyle", "rotationRepeats", "floatingNotifications",
      "hideEndFrame", "offscreenPlacement", "accessorylessHardwareKeyboard", "cancelledDismissal",
      "animationDuration", "showAnimationDuration", "isLocal",
      "passwordAutoFillShowsPredictiveBar", "interpolation",
    ]
    var options = PresentationOptions()

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: AnyCodingKey.self)
      try c.rejectUnknownKeys(Self.keys, in: "options")
      func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws -> T?
      where T.RawValue == String {
        guard let name = try c.decodeIfPresent(key, as: String.self) else { return nil }
        guard let value = T(rawValue: name) else {
          let valid = T.allCases.map(\.rawValue)
          let hint = valid.closest(to: name).map { "; did you mean '\($0)'?" } ?? ""
          throw c.fail(
            key, "unknown value '\(name)'\(hint) (valid: \(valid.joined(separator: ", ")))")
        }
        return value
      }
      func duration(_ key: String) throws -> Duration? {
        guard let seconds = try c.decodeIfPresent(key, as: Double.self) else { return nil }
        guard seconds.isFinite, seconds >= 0 else {
          throw c.fail(key, "must be a finite number of seconds ≥ 0, got \(seconds)")
        }
        return .seconds(seconds)
      }
      var o = PresentationOptions()
      o.identicalKeyboardFocus =
        try choice("identicalKeyboardFocus", PresentationOptions.IdenticalKeyboardFocus.self)
        ?? o.identicalKeyboardFocus
      o.rotationStyle =
        try choice("rotationStyle", PresentationOptions.RotationStyle.self) ?? o.rotationStyle
      if let repeats = try c.decodeIfPresent("rotationRepeats", as: Int.self) {
        guard (1...4).contains(repeats) else {
          throw c.fail("rotationRepeats", "must be 1…4, got \(repeats)")
        }
        o.rotationRepeats = repeats
      }
      o.floatingNotifications =
        try choice("floatingNotifications", PresentationOptions.FloatingNotifications.self)
        ?? o.floatingNotifications
      o.hideEndFrame =
        try choice("hideEndFrame", PresentationOptions.HideEndFrame.self) ?? o.hideEndFrame
      o.offscreenPlacement =
        try choice("offscreenPlacement", PresentationOptions.OffscreenPlacement.self)
        ?? o.offscreenPlacement
      o.accessorylessHardwareKeyboard =
        try choice(
          "accessorylessHardwareKeyboard", PresentationOptions.AccessorylessHardwareKeyboard.self)
        ?? o.accessorylessHardwareKeyboard
      o.cancelledDismissal =
        try choice("cancelledDismissal", PresentationOptions.CancelledDismissal.self)
        ?? o.cancelledDismissal
      o.animationDuration = try duration("animationDuration") ?? o.animationDuration
      o.showAnimationDuration = try duration("showAnimationDuration")
      o.isLocal = try c.decodeIfPresent("isLocal") ?? o.isLocal
      o.passwordAutoFillShowsPredictiveBar =
        try c.decodeIfPresent("passwordAutoFillShowsPredictiveBar")
        ?? o.passwordAutoFillShowsPredictiveBar
      o.interpolation = try choice("interpolation", FrameInterpolation.self) ?? o.interpolation
      options = o
    }
  }
}
