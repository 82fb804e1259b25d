import Foundation

/// The `kbsim inset` scenario JSON (docs/keyboard-avoidance.md), decoded with one-line errors
/// that name the key path. Internal: the public model is ``AvoidanceScenario``.
struct ScenarioFile: Decodable {
  var scenario: AvoidanceScenario

  private enum Keys: String, CodingKey, CaseIterable {
    case screen, window, scrollView, keyboard, target, caret, padding
    case followsUndockedKeyboard, tallTarget
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    let screen = try container.decode(SizeFile.self, forKey: .screen).size
    let window = try container.decodeIfPresent(FrameFile.self, forKey: .window)?.rect
    let scrollView = try container.decodeIfPresent(ScrollViewFile.self, forKey: .scrollView)
    let keyboard = try container.decode(KeyboardFile.self, forKey: .keyboard).change
    let padding = try container.decodeIfPresent(PaddingFile.self, forKey: .padding)
    var options = AvoidanceOptions(
      paddingTop: padding?.top ?? 0, paddingBottom: padding?.bottom ?? 0,
      followsUndockedKeyboard: try container.decodeIfPresent(
        Bool.self, forKey: .followsUndockedKeyboard) ?? false)
    if let name = try container.decodeIfPresent(String.self, forKey: .tallTarget) {
      guard let policy = TallTargetPolicy(rawValue: name) else {
        throw decoder.invalid(
          Keys.tallTarget,
          "unknown tallTarget '\(name)' (valid: "
            + TallTargetPolicy.allCases.map(\.rawValue).joined(separator: ", ") + ")")
      }
      options.tallTarget = policy
    }
    var scene = AvoidanceScene(
      screenSize: screen, windowFrame: window,
      target: try container.decodeIfPresent(FrameFile.self, forKey: .target)?.rect,
      caret: try container.decodeIfPresent(FrameFile.self, forKey: .caret)?.rect)
    if let scrollView {
      scene.scrollViews = try Self.nest(scrollView, decoder: decoder)
    }
    scenario = AvoidanceScenario(scene: scene, keyboard: keyboard, options: options)
  }

  /// Places nested scroll views by their parents' `childFrame`, after checking that each
  /// `frame` (window coordinates) agrees with where the parent puts it.
  private static func nest(_ file: ScrollViewFile, decoder: any Decoder) throws
    -> [ScrollViewGeometry]
  {
    var chain = file.chain
    for index in chain.indices.dropLast() {
      if let childFrame = file.childFrames[index + 1] { chain[index].frame = childFrame }
    }
    let placed = AvoidanceScene(screenSize: .zero, scrollViews: chain).scrollViewFramesInWindow()
    for index in chain.indices.dropLast() {
      let written = file.windowFrames[index]
      let expected = placed[index]
      let tolerance: CGFloat = 0.001
      let agrees =
        abs(written.minX - expected.minX) <= tolerance
        && abs(written.minY - expected.minY) <= tolerance
        && abs(written.width - expected.width) <= tolerance
        && abs(written.height - expected.height) <= tolerance
      if !agrees {
        let path = ["scrollView"] + Array(repeating: "parent", count: index)
        let keys = (path + ["frame"]).map(AnyCodingKey.init)
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath + keys,
            debugDescription: "frame \(describe(written)) disagrees with the parent's "
              + "childFrame, which puts it at \(describe(expected)) in window coordinates"))
      }
    }
    return chain
  }

  private static func describe(_ rect: CGRect) -> String {
    "("
      + [rect.minX, rect.minY, rect.width, rect.height].map(jsonNumberText)
      .joined(separator: ", ") + ")"
  }
}

/// `{"event", "frameEnd", "frameBegin"?}`.
struct KeyboardFile: Decodable {
  var change: KeyboardChange
  private enum Keys: String, CodingKey, CaseIterable { case event, frameEnd, frameBegin }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    let name = try container.decode(String.self, forKey: .event)
    guard let event = KeyboardChange.Event(rawValue: name) else {
      let valid = KeyboardChange.Event.allCases.map(\.rawValue)
      let hint = valid.closest(to: name).map { "; did you mean '\($0)'?" } ?? ""
      throw decoder.invalid(
        Keys.event,
        "unknown keyboard event '\(name)'\(hint) (valid: \(valid.joined(separator: ", ")))")
    }
    change = KeyboardChange(
      event: event,
      frameBegin: try container.decodeIfPresent(FrameFile.self, forKey: .frameBegin)?.rect,
      frameEnd: try container.decode(FrameFile.self, forKey: .frameEnd).rect)
  }
}

/// `{"top"?, "bottom"?}`, non-negative.
struct PaddingFile: Decodable {
  var top: CGFloat
  var bottom: CGFloat
  private enum Keys: String, CodingKey, CaseIterable { case top, bottom }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    func read(_ key: Keys) throws -> CGFloat {
      let value = try container.decodeIfPresent(CGFloat.self, forKey: key) ?? 0
      guard value >= 0 else {
        throw decoder.invalid(
          key, "expected a non-negative padding, found \(jsonNumberText(value))")
      }
      return value
    }
    top = try read(.top)
    bottom = try read(.bottom)
  }
}
