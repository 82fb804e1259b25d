public import Foundation

/// One item of a keyboard stream: a notification as UIKit posts it, or the keyboard's frame
/// during an interactive dismissal, which UIKit posts nothing for.
///
/// ```swift
/// let stream: [KeyboardInput] = [
///   .notification(KeyboardChange(event: .willShow, frameEnd: docked)),
///   .dragFrame(docked.offsetBy(dx: 0, dy: 120)),
/// ]
/// ```
public enum KeyboardInput: Hashable, Sendable {
  /// A keyboard notification; `split` when it is known to come from a split keyboard.
  case notification(KeyboardChange, split: Bool = false)
  /// The keyboard's frame (screen coordinates) while a finger drags it down: the layout guide
  /// and SwiftUI follow it, notification consumers see nothing.
  case dragFrame(CGRect)

  /// The notification's name; `willChangeFrame` names a drag's frame.
  public var event: KeyboardNotificationName {
    switch self {
    case .notification(let change, _): change.event
    case .dragFrame: .willChangeFrame
    }
  }

  /// The end frame.
  public var frameEnd: CGRect {
    switch self {
    case .notification(let change, _): change.frameEnd
    case .dragFrame(let frame): frame
    }
  }
}

/// What one item of a stream does: the consumer's update, the scroll views' insets and offsets,
/// the keyboard layout guide and the SwiftUI scene.
public struct AvoidanceStep: Hashable, Sendable {
  /// The item.
  public var input: KeyboardInput
  /// What a stateful notification consumer does with it.
  public var update: KeyboardUpdate
  /// The calculator's answer for the keyboard the consumer acts on.
  public var result: AvoidanceResult
  /// The keyboard layout guide, when the scenario describes one.
  public var layoutGuide: LayoutGuideResult?
  /// The SwiftUI scene, when the scenario describes one.
  public var swiftUI: SwiftUILayout?

  /// Creates a step.
  public init(
    input: KeyboardInput, update: KeyboardUpdate, result: AvoidanceResult,
    layoutGuide: LayoutGuideResult? = nil, swiftUI: SwiftUILayout? = nil
  ) {
    self.input = input
    self.update = update
    self.result = result
    self.layoutGuide = layoutGuide
    self.swiftUI = swiftUI
  }
}

/// Feeds a stream to a ``KeyboardTracker`` and answers for each item: the scroll views at the
/// offsets the previous answer set (the base insets stay), the layout guide and the SwiftUI
/// scene following the keyboard itself — also during a drag, when the notification consumer keeps
/// what it had (docs/keyboard-avoidance.md#notification-streams).
///
/// ```swift
/// let steps = AvoidanceStream(scene: scene).steps(for: [
///   .notification(KeyboardChange(event: .willShow, frameEnd: docked)),
///   .notification(KeyboardChange(event: .willChangeFrame, frameEnd: .zero)),
/// ])
/// steps.map(\.update.overlap)  // [336, 336]: the zero frame of a drag is ignored
/// ```
public struct AvoidanceStream: Hashable, Sendable {
  /// The screen, window, scroll views and target before the first item.
  public var scene: AvoidanceScene
  /// Padding and policies.
  public var options: AvoidanceOptions
  /// The keyboard layout guide to report, if any.
  public var layoutGuide: KeyboardLayoutGuide?
  /// The SwiftUI scene to lay out, if any.
  public var swiftUI: SwiftUIScene?

  /// Creates a stream evaluator.
  public init(
    scene: AvoidanceScene, options: AvoidanceOptions = AvoidanceOptions(),
    layoutGuide: KeyboardLayoutGuide? = nil, swiftUI: SwiftUIScene? = nil
  ) {
    self.scene = scene
    self.options = options
    self.layoutGuide = layoutGuide
    self.swiftUI = swiftUI
  }

  /// One step per item, in order.
  public func steps(for inputs: [KeyboardInput]) -> [AvoidanceStep] {
    var tracker = KeyboardTracker(scene: scene, options: options)
    let calculator = ContentInsetCalculator(options: options)
    var current = scene
    var settled: SwiftUILayout?
    var steps: [AvoidanceStep] = []
    for input in inputs {
      let update: KeyboardUpdate
      let followed: KeyboardCoverage
      switch input {
      case .notification(let change, let split):
        update = tracker.receive(change, split: split)
        followed = tracker.coverage
      case .dragFrame(let frame):
        update = KeyboardUpdate(
          event: .willChangeFrame, handling: .notPosted, reason: nil, coverage: tracker.coverage,
          overlap: tracker.overlap, previousOverlap: tracker.overlap)
        followed = KeyboardCoverage(
          change: KeyboardChange(event: .willChangeFrame, frameEnd: frame),
          screenSize: scene.screenSize, windowFrame: scene.windowFrame,
          followsUndockedKeyboard: false)
      }
      let result = calculator.result(for: update.coverage, scene: current)
      current = current.applying(result)
      let guide = layoutGuide?.evaluate(
        keyboard: followed, screenSize: scene.screenSize, windowFrame: scene.windowFrame)
      var layout: SwiftUILayout?
      if let swiftUI {
        let isDrag = if case .dragFrame = input { true } else { false }
        let laidOut = swiftUI.layout(
          keyboard: Self.swiftUICoverage(followed, scene: scene),
          windowSize: scene.windowFrame.size, settled: isDrag ? settled : nil)
        if !isDrag { settled = laidOut }
        layout = laidOut
      }
      steps.append(
        AvoidanceStep(
          input: input, update: update, result: result, layoutGuide: guide, swiftUI: layout))
    }
    return steps
  }

  /// SwiftUI's keyboard safe area follows a docked keyboard only, whatever
  /// `followsUndockedKeyboard` says for the scroll views.
  private static func swiftUICoverage(_ coverage: KeyboardCoverage, scene: AvoidanceScene)
    -> KeyboardCoverage
  {
    guard coverage.state != .docked, coverage.isVisible else { return coverage }
    var dockedOnly = coverage
    dockedOnly.isVisible = false
    dockedOnly.coveredRect = nil
    return dockedOnly
  }
}
