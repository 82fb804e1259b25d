package import Foundation
package import JSONCoding

// The JSON shape of a `kbsim inset` scenario (docs/keyboard-avoidance.md), decoded strictly by
// JSONCoding: unknown keys, wrong types and out-of-range numbers are one-line errors with line,
// column and key path.

/// A scenario file: the scene, the keyboard notification and the options.
struct ScenarioFile: Decodable {
  var scenario: AvoidanceScenario

  enum CodingKeys: String, DescribedCodingKey {
    case screen, window, scrollView, keyboard, target, caret, padding
    case followsUndockedKeyboard, tallTarget, nestedScrolling, slideOver, layoutGuide, swiftUI
    static let noun = "key"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let screen = try container.decode(JSONGeometry.Size.self, forKey: .screen).value
    let window = try container.decodeIfPresent(JSONGeometry.Rect.self, forKey: .window)?.value
    let scrollView = try container.decodeIfPresent(ScrollViewFile.self, forKey: .scrollView)
    let stream = try container.decode(KeyboardStreamFile.self, forKey: .keyboard)
    let padding = try container.decodeIfPresent(PaddingFile.self, forKey: .padding)
    var options = AvoidanceOptions(
      paddingTop: padding?.top ?? 0, paddingBottom: padding?.bottom ?? 0,
      followsUndockedKeyboard: try container.decodeIfPresent(
        Bool.self, forKey: .followsUndockedKeyboard) ?? false)
    options.tallTarget =
      try container.decodeChoiceIfPresent(
        TallTargetPolicy.self, forKey: .tallTarget, noun: "tallTarget")
      ?? options.tallTarget
    options.nestedScrolling =
      try container.decodeChoiceIfPresent(
        NestedScrolling.self, forKey: .nestedScrolling, noun: "nestedScrolling")
      ?? options.nestedScrolling
    options.slideOver =
      try container.decodeChoiceIfPresent(SlideOverRule.self, forKey: .slideOver, noun: "slideOver")
      ?? options.slideOver
    let windowFrame = window ?? CGRect(origin: .zero, size: screen)
    var scene = AvoidanceScene(
      screenSize: screen, windowFrame: window,
      target: try container.decodeIfPresent(JSONGeometry.Rect.self, forKey: .target)?.value,
      caret: try container.decodeIfPresent(JSONGeometry.Rect.self, forKey: .caret)?.value)
    if let scrollView {
      scene.scrollViews = try Self.nest(scrollView, codingPath: decoder.codingPath)
    }
    scenario = AvoidanceScenario(
      scene: scene, inputs: stream.inputs, options: options, isStream: stream.isArray)
    scenario.layoutGuide = try container.decodeIfPresent(
      LayoutGuideFile.self, forKey: .layoutGuide)?
      .guide(windowBounds: CGRect(origin: .zero, size: windowFrame.size))
    scenario.swiftUI = try container.decodeIfPresent(SwiftUISceneFile.self, forKey: .swiftUI)?
      .scene(windowBounds: CGRect(origin: .zero, size: windowFrame.size))
  }

  /// The chain innermost first, each frame checked against its parent's `childFrame`.
  private static func nest(_ file: ScrollViewFile, codingPath: [any CodingKey]) throws
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
        let keys = [JSONKey.key("scrollView")] + Array(repeating: .key("parent"), count: index)
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath + keys + [JSONKey.key("frame")],
            debugDescription: "frame \(describe(written)) disagrees with the parent's "
              + "childFrame, which puts it at \(describe(expected)) in window coordinates"))
      }
    }
    return chain
  }

  private static func describe(_ rect: CGRect) -> String {
    "("
      + [rect.minX, rect.minY, rect.width, rect.height].map { formatNumber(Double($0)) }
      .joined(separator: ", ") + ")"
  }
}

/// `keyboard`: one notification object, or an array of them in the order UIKit posts them.
struct KeyboardStreamFile: Decodable {
  var inputs: [KeyboardInput]
  var isArray: Bool

  init(from decoder: any Decoder) throws {
    guard var array = try? decoder.unkeyedContainer() else {
      inputs = [try KeyboardFile(from: decoder).input]
      isArray = false
      return
    }
    isArray = true
    inputs = []
    while !array.isAtEnd { inputs.append(try array.decode(KeyboardFile.self).input) }
    guard !inputs.isEmpty else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "give at least one notification, such as {\"event\": \"willShow\", …}"))
    }
  }
}

/// One notification: `{"event": "willShow", "frameEnd": {…}, "frameBegin": {…}, "duration":
/// 0.25, "isLocal": true, "split": false}`, or `{"event": "drag", "frameEnd": {…}}` for the
/// keyboard's frame during an interactive dismissal.
struct KeyboardFile: Decodable {
  var input: KeyboardInput

  enum CodingKeys: String, DescribedCodingKey {
    case event, frameEnd, frameBegin, duration, isLocal, split
    static let noun = "key"
  }

  /// The pseudo-event of a drag's frame.
  static let drag = "drag"

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .event)
    let event = KeyboardNotificationName(shortName: name)
    guard event != nil || name == Self.drag else {
      throw container.error(
        at: .event,
        AvoidanceError.unknown(
          "keyboard event", name,
          among: KeyboardNotificationName.allCases.map(\.shortName) + [Self.drag],
          code: .unknownEvent, listingValid: true))
    }
    let frameEnd = try container.decode(JSONGeometry.Rect.self, forKey: .frameEnd).value
    guard let event else {
      for key in [CodingKeys.frameBegin, .duration, .isLocal, .split] where container.contains(key)
      {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "a drag's frame is not a notification: it has only frameEnd")
      }
      input = .dragFrame(frameEnd)
      return
    }
    let duration = try container.decodeSecondsIfPresent(forKey: .duration)
    let change = KeyboardChange(
      event: event,
      frameBegin: try container.decodeIfPresent(JSONGeometry.Rect.self, forKey: .frameBegin)?.value,
      frameEnd: frameEnd,
      isLocal: try container.decodeIfPresent(Bool.self, forKey: .isLocal),
      animationDuration: duration.map { Duration.seconds($0) })
    input = .notification(
      change, split: try container.decodeIfPresent(Bool.self, forKey: .split) ?? false)
  }
}

/// `padding`: `{"top": 8, "bottom": 8}`, lengths in points.
struct PaddingFile: Decodable {
  var top: CGFloat
  var bottom: CGFloat

  enum CodingKeys: String, DescribedCodingKey {
    case top, bottom
    static let noun = "key"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    top = try container.decodePointsIfPresent(forKey: .top) ?? 0
    bottom = try container.decodePointsIfPresent(forKey: .bottom) ?? 0
  }
}

/// `scrollView`: one scroll view and, under `parent`, the one that encloses it.
struct ScrollViewFile: Decodable {
  var chain: [ScrollViewGeometry]
  var windowFrames: [CGRect]
  var childFrames: [CGRect?]

  enum CodingKeys: String, DescribedCodingKey {
    case frame, contentSize, contentOffset, contentInset, indicatorInset, systemInset
    case systemIndicatorInset, scrollsVertically, parent, childFrame
    static let noun = "key"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let frame = try container.decode(JSONGeometry.Rect.self, forKey: .frame).value
    let isParent = decoder.codingPath.last?.stringValue == CodingKeys.parent.stringValue
    let childFrame = try container.decodeIfPresent(JSONGeometry.Rect.self, forKey: .childFrame)?
      .value
    if isParent && childFrame == nil {
      throw DecodingError.keyNotFound(
        CodingKeys.childFrame,
        .init(codingPath: decoder.codingPath, debugDescription: "a parent needs childFrame"))
    }
    if !isParent && childFrame != nil {
      throw DecodingError.dataCorruptedError(
        forKey: .childFrame, in: container,
        debugDescription: "childFrame belongs in a parent scroll view object only")
    }
    let geometry = ScrollViewGeometry(
      frame: frame,
      contentSize: try container.decode(JSONGeometry.Size.self, forKey: .contentSize).value,
      contentOffset: try container.decodeIfPresent(JSONGeometry.Point.self, forKey: .contentOffset)?
        .value ?? .zero,
      contentInset: try container.decodeIfPresent(ContentInsets.self, forKey: .contentInset)
        ?? .zero,
      indicatorInset: try container.decodeIfPresent(ContentInsets.self, forKey: .indicatorInset),
      systemInset: try container.decodeIfPresent(ContentInsets.self, forKey: .systemInset) ?? .zero,
      systemIndicatorInset: try container.decodeIfPresent(
        ContentInsets.self, forKey: .systemIndicatorInset),
      verticalScrolling: try container.decodeIfPresent(Bool.self, forKey: .scrollsVertically))
    let parent = try container.decodeIfPresent(ScrollViewFile.self, forKey: .parent)
    chain = [geometry] + (parent?.chain ?? [])
    windowFrames = [frame] + (parent?.windowFrames ?? [])
    childFrames = [childFrame] + (parent?.childFrames ?? [])
  }
}

extension AvoidanceScenario {
  /// A scenario as `kbsim inset` reads it, in the key order of docs/keyboard-avoidance.md: the
  /// screen, the scroll view object as given, the keyboard change, the target and the caret.
  ///
  /// `kbsim simulate --scenario` writes a moment of a form this way.
  ///
  /// ```swift
  /// let json = AvoidanceScenario.document(
  ///   screen: CGSize(width: 393, height: 852), scrollView: nil,
  ///   keyboard: KeyboardChange(event: .willShow, frameEnd: frame), target: field, caret: nil)
  /// ```
  package static func document(
    screen: CGSize, scrollView: JSONValue?, keyboard: KeyboardChange, target: CGRect,
    caret: CGRect?
  ) -> JSONValue {
    var members: [(String, JSONValue)] = [("screen", JSONGeometry.json(screen))]
    if let scrollView { members.append(("scrollView", scrollView)) }
    var change: [(String, JSONValue)] = [("event", .string(keyboard.event.shortName))]
    if let frameBegin = keyboard.frameBegin {
      change.append(("frameBegin", JSONGeometry.json(frameBegin)))
    }
    change.append(("frameEnd", JSONGeometry.json(keyboard.frameEnd)))
    members.append(("keyboard", .object(JSONObject(change))))
    members.append(("target", JSONGeometry.json(target)))
    if let caret { members.append(("caret", JSONGeometry.json(caret))) }
    return .object(JSONObject(members))
  }
}
