import Foundation
import KeyboardAvoidance
import KeyboardPresentation
import Simulation
import Testing
import TextField

/// `drag` steps in scripts: the keyboard and the layout guide at each finger position, UIKit's
/// notifications and the field's end events at the release (docs/presentation.md).
@MainActor
struct InteractiveDismissalTests {
  static func run(_ steps: String) throws -> [FormEvent] {
    let script = try FormScript(
      json: #"{"device": "iphone-15", "ios": 17, "fields": {"message": {}}, "steps": "#
        + steps + "}", source: "drag.json")
    return try script.run(in: DeviceCatalog.bundled(), session: nil).entries.flatMap(\.events)
  }

  static func lines(_ events: [FormEvent]) -> [String] {
    events.compactMap { event in
      switch event {
      case .keyboardDrag(let frame):
        "drag \(frame.fingerY) → \(frame.keyboardFrame.map { "\($0.minY)" } ?? "off"), guide "
          + "\(frame.layoutGuide.minY)…\(frame.layoutGuide.maxY)"
          + (frame.ending.map { ", \($0.rawValue)" } ?? "")
      case .keyboard(let notification): notification.name.abbreviation
      case .textInput(let input) where input.category == .delegate: input.name
      default: nil
      }
    }
  }

  @Test func aDismissingDragResignsTheFieldFromTheDraggedFrame() throws {
    let events = try Self.run(
      #"""
      [{"focus": "message"}, {"wait": 1},
       {"drag": {"mode": "interactive", "points": [{"t": 0, "y": 400}, {"t": 0.1, "y": 600},
         {"t": 0.2, "y": 700}]}},
       {"wait": 1}]
      """#)
    // The guide follows the keyboard from its top to the screen's bottom, 852.
    #expect(
      Self.lines(events).drop { $0 != "DS" }.dropFirst() == [
        "drag 400.0 → 516.0, guide 516.0…852.0",
        "drag 600.0 → 600.0, guide 600.0…852.0",
        "drag 700.0 → 700.0, guide 700.0…852.0, dismissed",
        "textFieldShouldEndEditing(_:)", "WCF", "WH", "textFieldDidEndEditing(_:reason:)",
        "DCF", "DH",
      ])
  }

  @Test func aFieldThatRefusesToEndKeepsTheKeyboard() throws {
    let script = try FormScript(
      json: #"""
        {"device": "iphone-15", "ios": 17,
         "fields": {"message": {"delegate": {"shouldEndEditing": false}}},
         "steps": [{"focus": "message"}, {"wait": 1},
           {"drag": {"mode": "interactive", "points": [{"t": 0, "y": 600}, {"t": 0.1, "y": 700}]}},
           {"wait": 1}]}
        """#, source: "refuse.json")
    let events = try script.run(in: DeviceCatalog.bundled(), session: nil).entries.flatMap(\.events)
    let lines = Self.lines(events)
    #expect(lines.contains("drag 700.0 → 700.0, guide 700.0…852.0, cancelled"))
    #expect(!lines.contains("WH"))
    let onDrag = try FormScript(
      json: #"""
        {"device": "iphone-15", "ios": 17,
         "fields": {"message": {"delegate": {"shouldEndEditing": false}}},
         "steps": [{"focus": "message"}, {"wait": 1},
           {"drag": {"mode": "onDrag", "points": [{"t": 0, "y": 300}, {"t": 0.1, "y": 400}]}}]}
        """#, source: "refuse.json")
    let kept = Self.lines(
      try onDrag.run(in: DeviceCatalog.bundled(), session: nil).entries.flatMap(\.events))
    #expect(kept.contains("drag 400.0 → 516.0, guide 516.0…852.0, untouched"))
    #expect(!kept.contains("WH"))
  }

  @Test func swiftUIsImmediatelyModeResignsAsTheDragBegins() throws {
    let events = try Self.run(
      #"""
      [{"focus": "message"}, {"wait": 1},
       {"drag": {"scrollDismissesKeyboard": "immediately", "points": [{"t": 0, "y": 300},
         {"t": 0.1, "y": 340}, {"t": 0.2, "y": 380}]}},
       {"wait": 1}]
      """#)
    let lines = Self.lines(events).drop { $0 != "DS" }.dropFirst()
    #expect(
      Array(lines.prefix(5)) == [
        "drag 300.0 → 516.0, guide 516.0…852.0", "textFieldShouldEndEditing(_:)", "WCF", "WH",
        "textFieldDidEndEditing(_:reason:)",
      ])
    #expect(lines.contains { $0.hasPrefix("drag 380.0") && $0.hasSuffix("dismissedOnDragStart") })
  }

  @Test func badDragStepsAreOneLineErrors() {
    for (step, message) in [
      (#"{"drag": {"points": [{"t": 0, "y": 1}]}}"#, "give exactly one of mode"),
      (#"{"drag": {"mode": "interactive", "points": []}}"#, "give at least one point"),
      (#"{"drag": {"mode": "sideways", "points": [{"t": 0, "y": 1}]}}"#, "unknown mode 'sideways'"),
      (
        #"{"drag": {"mode": "interactive", "points": [{"t": 1, "y": 1}, {"t": 0, "y": 2}]}}"#,
        "t must not go back"
      ),
    ] {
      #expect {
        try FormScript(
          json: #"{"device": "iphone-15", "fields": {"a": {}}, "steps": ["# + step + "]}",
          source: "bad.json")
      } throws: { error in
        "\(error)".contains(message)
      }
    }
  }
}

/// The one-command question for every catalog device, in every orientation.
struct DeviceInsetQuestionTests {
  @Test func everyDeviceAnswersTheCommonQuestion() throws {
    let catalog = try DeviceCatalog.bundled()
    var answered = 0
    for device in catalog.devices {
      for orientation in InterfaceOrientation.allCases {
        let iOS = max(IOSVersion.defaultRelease, device.modelledFrom)
        let geometry = try KeyboardGeometry(device: device, orientation: orientation, iOS: iOS)
        let screen = geometry.screenBounds.size
        let keyboard = try geometry.frame(for: KeyboardSetup()).rect
        let safe = device.safeAreaInsets(in: orientation)
        // A field just above the safe area's bottom: under the keyboard.
        let field = CGRect(
          x: 0, y: screen.height - safe.top - safe.bottom - 60, width: 100, height: 44)
        let scenario = try DeviceInsetQuestion(
          device: device, orientation: orientation, fieldFrame: field
        ).scenario()
        let step = try #require(scenario.steps().first)
        let overlap = screen.height - keyboard.minY
        #expect(step.update.state == .docked, "\(device.id) \(orientation)")
        #expect(step.update.overlap == overlap, "\(device.id) \(orientation)")
        let adjustment = try #require(step.result.scrollViews.first)
        // The inset is the overlap less the 'system adds' bottom, the safe area.
        #expect(adjustment.contentInset.bottom == overlap - safe.bottom, "\(device.id)")
        // The field ends on the keyboard's top or above it.
        let target = try #require(step.result.targetInWindow)
        #expect(target.maxY <= keyboard.minY + 1e-9, "\(device.id) \(orientation)")
        #expect(step.layoutGuide?.layoutFrame.minY == keyboard.minY, "\(device.id)")
        answered += 1
      }
    }
    #expect(answered == catalog.devices.count * 4)
  }

  @Test func aFieldFrameIsFourNumbers() throws {
    #expect(
      try DeviceInsetQuestion.frame(parsing: "16, 600,361,44")
        == CGRect(x: 16, y: 600, width: 361, height: 44))
    for bad in ["16,600,361", "a,b,c,d", "0,0,-1,44", "0,0,1,1e9", ""] {
      #expect(throws: PresentationError.self) { try DeviceInsetQuestion.frame(parsing: bad) }
    }
  }
}
