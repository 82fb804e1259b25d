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
  /// The keyboard notification.
  public var keyboard: KeyboardChange
  /// Padding and policies.
  public var options: AvoidanceOptions

  /// Creates a scenario.
  public init(scene: AvoidanceScene, keyboard: KeyboardChange, options: AvoidanceOptions) {
    self.scene = scene
    self.keyboard = keyboard
    self.options = options
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

  /// The insets and offsets that reveal the scenario's target above its keyboard.
  public func result() -> AvoidanceResult {
    ContentInsetCalculator(options: options).result(for: keyboard, scene: scene)
  }
}
