public import Diagnostics
public import Foundation
import JSONCoding

/// A whole keyboard-avoidance question: scene, keyboard change and options — what a
/// `kbsim inset` scenario file holds (schema in docs/keyboard-avoidance.md).
///
/// ```swift
/// let scenario = try AvoidanceScenario(json: Data(contentsOf: url), source: "b1.json")
/// let result = scenario.result()
/// result.scrollViews.first?.contentOffset.y  // 128
/// ```
public struct AvoidanceScenario: Hashable, Sendable {
  /// The screen, window, scroll views and target.
  public var scene: AvoidanceScene
  /// The keyboard notification: the first of ``inputs`` (a drag's frame reads as a
  /// `willChangeFrame`).
  public var keyboard: KeyboardChange {
    get {
      switch inputs.first {
      case .notification(let change, _): change
      case .dragFrame(let frame): KeyboardChange(event: .willChangeFrame, frameEnd: frame)
      case nil: KeyboardChange(event: .didHide, frameEnd: .zero)
      }
    }
    set {
      if inputs.isEmpty {
        inputs = [.notification(newValue)]
      } else {
        inputs[0] = .notification(newValue)
      }
    }
  }
  /// The keyboard's notifications (and drag frames) in order: one for a `"keyboard"` object.
  public var inputs: [KeyboardInput]
  /// Whether the file gave `"keyboard"` as an array: a stream, printed one result per item.
  public var isStream: Bool
  /// Padding and policies.
  public var options: AvoidanceOptions
  /// The keyboard layout guide to report (`"layoutGuide"`), if any.
  public var layoutGuide: KeyboardLayoutGuide?
  /// The SwiftUI scene to lay out (`"swiftUI"`), if any.
  public var swiftUI: SwiftUIScene?

  /// Creates a scenario of one notification.
  public init(scene: AvoidanceScene, keyboard: KeyboardChange, options: AvoidanceOptions) {
    self.init(scene: scene, inputs: [.notification(keyboard)], options: options)
  }

  /// Creates a scenario of a stream.
  public init(
    scene: AvoidanceScene, inputs: [KeyboardInput], options: AvoidanceOptions,
    isStream: Bool = false, layoutGuide: KeyboardLayoutGuide? = nil, swiftUI: SwiftUIScene? = nil
  ) {
    self.scene = scene
    self.inputs = inputs
    self.options = options
    self.isStream = isStream
    self.layoutGuide = layoutGuide
    self.swiftUI = swiftUI
  }

  /// Decodes a scenario from JSON (the schema of docs/keyboard-avoidance.md).
  ///
  /// ```swift
  /// let scenario = try AvoidanceScenario(json: data, source: "b1.json")
  /// ```
  ///
  /// - Throws: ``/Diagnostics/JSONError`` whose one-line message names the source, the line and
  ///   column, and the key path:
  ///   `b1.json:4:14: at keyboard.event: unknown keyboard event 'willshow'; did you mean 'willShow'? (valid: …)`.
  public init(json: Data, source: String) throws(JSONError) {
    self = try JSON.decode(ScenarioFile.self, from: json, source: source).scenario
  }

  /// Decodes a scenario from JSON text.
  public init(json: String, source: String = "scenario") throws(JSONError) {
    try self.init(json: Data(json.utf8), source: source)
  }

  /// The insets and offsets that reveal the scenario's target above its (first) keyboard
  /// notification, by the stateless calculator.
  public func result() -> AvoidanceResult {
    ContentInsetCalculator(options: options).result(for: keyboard, scene: scene)
  }

  /// One step per notification, as a stateful consumer meets them: the update, the insets, the
  /// layout guide and the SwiftUI scene (``AvoidanceStream``).
  ///
  /// ```swift
  /// try AvoidanceScenario(json: data, source: "stream.json").steps().map(\.update.overlap)
  /// ```
  public func steps() -> [AvoidanceStep] {
    AvoidanceStream(scene: scene, options: options, layoutGuide: layoutGuide, swiftUI: swiftUI)
      .steps(for: inputs)
  }
}
