import Foundation
import InputTraits
import JSONCoding
import KeyboardModel
import KeyboardPresentation
import TextField

/// One step of a script as JSON: an object with exactly one key, such as `{"focus": "email"}`
/// (docs/presentation.md and docs/text-field.md list them).
struct StepFile: Decodable {
  var step: FormStep

  /// Every step key, for the did-you-mean of a misspelt one.
  enum Key: String, DescribedCodingKey {
    case focus, resign, rotate, hardwareKeyboard, wait, predictiveBar, inputMode
    case reloadInputViews, undock, split, dock, float, dragKeyboard, endDrag, drag, type
    case presentModal, dismissModal
    case clear, `return`, tapOutside, paste, select, setText, taps
    static let noun = "step"
  }

  init(from decoder: any Decoder) throws {
    guard let raw = try? decoder.container(keyedBy: JSONKey.self) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a step is an object with one key, such as {\"focus\": \"email\"}"))
    }
    let c = try decoder.container(keyedBy: Key.self)
    guard raw.allKeys.count == 1, let key = c.allKeys.first else {
      let keys = raw.allKeys.map(\.stringValue)
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a step has exactly one key, found \(keys.count)"
            + (keys.isEmpty ? "" : " (\(keys.joined(separator: ", ")))")))
    }
    step = try Self.decode(key, from: c)
  }

  private static func decode(_ key: Key, from c: KeyedDecodingContainer<Key>) throws -> FormStep {
    if let step = try decodeFieldStep(key, from: c) { return step }
    return .keyboard(try decodeKeyboardStep(key, from: c))
  }

  /// A step of the text fields, or nil for the keyboard's steps.
  private static func decodeFieldStep(_ key: Key, from c: KeyedDecodingContainer<Key>) throws
    -> FormStep?
  {
    func requireTrue() throws {
      guard try c.decode(Bool.self, forKey: key) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: "write {\"\(key.stringValue)\": true}")
      }
    }
    switch key {
    case .type:
      if let text = try? c.decode(String.self, forKey: key) { return .type(field: nil, text: text) }
      let typing = try c.decode(Typing.self, forKey: key)
      return .type(field: typing.field, text: typing.text)
    case .clear:
      return .clear(try c.decode(String.self, forKey: key))
    case .return:
      try requireTrue()
      return .returnKey
    case .tapOutside:
      try requireTrue()
      return .tapOutside
    case .paste:
      return .paste(try c.decode(String.self, forKey: key))
    case .select:
      return .select(try c.decode(TextRange.self, forKey: key))
    case .setText:
      if let text = try? c.decode(String.self, forKey: key) {
        return .setText(field: nil, text: text)
      }
      let target = try c.decode(SetText.self, forKey: key)
      return .setText(field: target.field, text: target.text)
    case .taps:
      return .taps(try c.decode([TapToken].self, forKey: key).map(\.token))
    default:
      return nil
    }
  }

  private static func decodeKeyboardStep(_ key: Key, from c: KeyedDecodingContainer<Key>) throws
    -> KeyboardStep
  {
    func parse<T>(_ body: (String) throws -> T) throws -> T {
      let text = try c.decode(String.self, forKey: key)
      do { return try body(text) } catch { throw c.error(at: key, error) }
    }
    switch key {
    case .focus:
      return .focus(try c.decode(String.self, forKey: key))
    case .resign:
      guard try c.decode(Bool.self, forKey: key) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: "write {\"resign\": true}")
      }
      return .resign
    case .rotate:
      return .rotate(try parse { try InterfaceOrientation(parsing: $0) })
    case .hardwareKeyboard:
      return .hardwareKeyboard(try c.decode(Bool.self, forKey: key))
    case .wait:
      return .wait(.seconds(try c.decodeSeconds(forKey: key)))
    case .predictiveBar:
      return .predictiveBar(try parse { try PredictiveBarSetting(parsing: $0) })
    case .inputMode:
      if (try? c.decode(String.self, forKey: key)) != nil {
        return .inputMode(try parse { try InputMode(parsing: $0) }, via: .globeKey)
      }
      let change = try c.decode(InputModeChange.self, forKey: key)
      return .inputMode(change.mode, via: change.via)
    case .reloadInputViews:
      if (try? c.decode(Bool.self, forKey: key)) == true { return .reloadInputViews(nil) }
      return .reloadInputViews(try c.decode(FieldChangesFile.self, forKey: key).changes)
    case .undock:
      let raise = try decodeRaise(key, from: c)
      return .undock(raise.via, bottomOffset: raise.bottomOffset)
    case .split:
      let raise = try decodeRaise(key, from: c)
      return .split(raise.via, bottomOffset: raise.bottomOffset)
    case .dock:
      return .dock(try c.decodeChoice(KeyboardInteraction.self, forKey: key, noun: "way"))
    case .float:
      if (try? c.decode(Bool.self, forKey: key)) == true { return .float(nil) }
      return .float(try c.decode(FloatingFrame.self, forKey: key).rect)
    case .dragKeyboard:
      return .dragKeyboard(try c.decodePoints(forKey: key))
    case .endDrag:
      return .endDrag(
        dismissing: try c.decodeChoice(DragEnd.self, forKey: key, noun: "ending") == .dismiss)
    case .drag:
      return .drag(try c.decode(DragFile.self, forKey: key).drag)
    case .presentModal:
      return .presentModal(try c.decode(String.self, forKey: key))
    case .dismissModal:
      guard try c.decode(Bool.self, forKey: key) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: "write {\"dismissModal\": true}")
      }
      return .dismissModal
    case .type, .clear, .return, .tapOutside, .paste, .select, .setText, .taps:
      preconditionFailure("a text-field step: \(key)")
    }
  }

  private static func decodeRaise(_ key: Key, from c: KeyedDecodingContainer<Key>) throws
    -> Raise
  {
    if (try? c.decode(String.self, forKey: key)) != nil {
      return Raise(
        via: try c.decodeChoice(KeyboardInteraction.self, forKey: key, noun: "way"),
        bottomOffset: KeyboardPlacement.defaultUndockedBottomOffset)
    }
    return try c.decode(Raise.self, forKey: key)
  }

  /// `{"via": "menu", "bottomOffset": 200}` of an undock or split.
  private struct Raise: Decodable {
    var via: KeyboardInteraction
    var bottomOffset: CGFloat

    enum CodingKeys: String, DescribedCodingKey {
      case via, bottomOffset
      static let noun = "key"
    }

    init(via: KeyboardInteraction, bottomOffset: CGFloat) {
      self.via = via
      self.bottomOffset = bottomOffset
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      via =
        try c.decodeChoiceIfPresent(KeyboardInteraction.self, forKey: .via, noun: "way")
        ?? .gesture
      bottomOffset =
        try c.decodePointsIfPresent(forKey: .bottomOffset)
        ?? KeyboardPlacement.defaultUndockedBottomOffset
    }
  }

  /// `{"mode": "emoji"}` or `{"height": 259, "via": "longPressPicker"}`.
  private struct InputModeChange: Decodable {
    var mode: InputMode
    var via: InputModeSwitch

    enum CodingKeys: String, DescribedCodingKey {
      case mode, height, frameHeight, via
      static let noun = "key"
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      if let height = try c.decodePointsIfPresent(forKey: .height) {
        mode = .custom(height: height)
      } else if let height = try c.decodePointsIfPresent(forKey: .frameHeight) {
        mode = .customFrame(height: height)
      } else if let name = try c.decodeIfPresent(String.self, forKey: .mode) {
        do { mode = try InputMode(parsing: name) } catch { throw c.error(at: .mode, error) }
      } else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription:
              "give a mode (standard, emoji), a height or a frameHeight in points"))
      }
      via =
        try c.decodeChoiceIfPresent(InputModeSwitch.self, forKey: .via, noun: "way")
        ?? .globeKey
    }
  }

  /// `{"traits": {…}, "accessoryHeight": 44, "inputViewHeight": 216}`.
  private struct FieldChangesFile: Decodable {
    var changes: KeyboardStep.FieldChanges

    enum CodingKeys: String, DescribedCodingKey {
      case traits, accessoryHeight, inputViewHeight
      static let noun = "key"
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      changes = KeyboardStep.FieldChanges(
        traits: try c.decodeIfPresent(TextInputTraits.self, forKey: .traits),
        accessoryHeight: try c.decodePointsIfPresent(forKey: .accessoryHeight),
        inputViewHeight: try c.decodePointsIfPresent(forKey: .inputViewHeight))
    }
  }

  /// `{"x": 224, "y": 600, "width": 320, "height": 260}`: every value a length in points.
  private struct FloatingFrame: Decodable {
    var rect: CGRect

    enum CodingKeys: String, DescribedCodingKey {
      case x, y, width, height
      static let noun = "frame key"
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      rect = CGRect(
        x: try c.decodePoints(forKey: .x), y: try c.decodePoints(forKey: .y),
        width: try c.decodePoints(forKey: .width), height: try c.decodePoints(forKey: .height))
    }
  }

  /// `{"field": "email", "text": "jane@example.com"}`.
  private struct Typing: Decodable {
    var field: String?
    var text: String

    enum CodingKeys: String, DescribedCodingKey {
      case field, text
      static let noun = "key"
    }
  }

  private enum DragEnd: String, CaseIterable {
    case dismiss, cancel
  }

  /// `{"field": "email", "text": "…"}` of a `setText` step.
  private struct SetText: Decodable {
    var field: String
    var text: String

    enum CodingKeys: String, DescribedCodingKey {
      case field, text
      static let noun = "key"
    }
  }

  /// One token of a `taps` step, checked as `kbsim type --taps` reads it.
  private struct TapToken: Decodable {
    var token: String

    init(from decoder: any Decoder) throws {
      token = try decoder.singleValueContainer().decode(String.self)
      _ = try KeyTap(parsing: token)
    }
  }
}
