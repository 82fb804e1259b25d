public import Foundation
import JSONInput

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

  /// Decodes a scenario from JSON.
  ///
  /// ```text
  /// b1.json:4:12: malformed JSON: expected ',' or '}' after an object member
  /// b1.json: at scrollView.frame.height: expected a non-negative size, found -5
  /// b1.json: at keyboard.event: unknown keyboard event 'willshow'; did you mean 'willShow'? (valid: …)
  /// b1.json:7:40: at target.y: number 1e999 is out of range
  /// ```
  ///
  /// - Parameter source: How to name the input in messages (a path or `<stdin>`).
  /// - Throws: ``AvoidanceError`` with code `malformedScenario`; the message is one line and
  ///   names the source and the key path (and for syntax errors the line and column).
  public init(json: Data, source: String) throws(AvoidanceError) {
    if let finding = JSONNumberScanner.firstOutOfRange(in: Array(json)) {
      let place = finding.path.isEmpty ? "" : " at \(finding.path):"
      throw AvoidanceError(
        code: .malformedScenario,
        message: "\(source):\(finding.line):\(finding.column):\(place) "
          + "number \(finding.literal) is out of range")
    }
    do {
      self = try JSONInput.decode(ScenarioFile.self, from: json, source: source).scenario
    } catch {
      throw AvoidanceError(code: .malformedScenario, message: error.message)
    }
  }

  /// The calculator's answer for this scenario.
  public func result() -> AvoidanceResult {
    ContentInsetCalculator(options: options).result(for: keyboard, scene: scene)
  }
}
