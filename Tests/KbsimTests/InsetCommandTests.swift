import Foundation
import TestSupport
import Testing

/// `kbsim inset` end to end: the documented output for the worked examples
/// (docs/keyboard-avoidance.md), compared exactly.
struct InsetCommandTests {
  /// Example scenario → expected JSON; the figures are the worked examples of
  /// docs/keyboard-avoidance.md (hand
  /// calculations in Tests/KeyboardAvoidanceTests/WorkedExampleTests.swift).
  static let examples = [
    "b1", "signup-iphone15", "tab-bar", "stage-manager", "hide-clamp", "text-view-in-form",
    "no-scroll-view",
  ]

  @Test(arguments: examples)
  func jsonOutputMatchesTheGoldenFile(example: String) throws {
    let result = try KbsimProcess.run(["inset", Repository.example("inset/\(example).json")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    try Golden.expect(result.stdout, matches: "inset-\(example).json")
  }

  @Test func b1PrintsTheIssuesOutputExactly() throws {
    // The documented answer (docs/keyboard-avoidance.md): 302 / 302 / offset y 128, residual 0, no
    // parent.
    let result = try KbsimProcess.run(["inset", Repository.example("inset/b1.json")])
    #expect(
      result.stdout == """
        {
          "contentInset": {"top": 0, "left": 0, "bottom": 302, "right": 0},
          "verticalScrollIndicatorInsets": {"top": 0, "left": 0, "bottom": 302, "right": 0},
          "contentOffset": {"x": 0, "y": 128},
          "residualShift": 0,
          "parent": null
        }

        """)
  }

  @Test(arguments: ["b1", "text-view-in-form", "no-scroll-view", "hide-clamp"])
  func textOutputMatchesTheGoldenFile(example: String) throws {
    let result = try KbsimProcess.run([
      "inset", Repository.example("inset/\(example).json"), "--format", "text",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    try Golden.expect(result.stdout, matches: "inset-\(example).txt")
  }

  @Test func jsonlPrintsOneLine() throws {
    let result = try KbsimProcess.run(
      ["inset", Repository.example("inset/text-view-in-form.json"), "--format", "jsonl"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let parent = try #require(object?["parent"] as? [String: Any])
    let offset = try #require(parent["contentOffset"] as? [String: Any])
    #expect(offset["y"] as? Int == 214)
  }

  @Test func readsTheScenarioFromStandardInput() throws {
    let scenario = try String(
      contentsOfFile: Repository.example("inset/stage-manager.json"), encoding: .utf8)
    let result = try KbsimProcess.run(["inset", "-"], stdin: scenario)
    #expect(result.status == 0)
    try Golden.expect(result.stdout, matches: "inset-stage-manager.json")
  }

  @Test func fractionalNumbersPrintCleanly() throws {
    // Keyboard top 516.5: overlap 335.5 → 301.5; field 600…644.25 → offset 127.75 (hand
    // calculation in InsetRulesTests.fractionalFiguresAreNotTruncated).
    let scenario = """
      {"screen": {"width": 393, "height": 852},
       "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
         "contentSize": {"width": 393, "height": 1500}, "contentOffset": {"x": 0, "y": -103},
         "systemInset": {"top": 103, "bottom": 34}},
       "keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516.5, "width": 393, "height": 335.5}},
       "target": {"x": 0, "y": 600, "width": 393, "height": 44.25}}
      """
    let result = try KbsimProcess.run(["inset", "-", "--format", "jsonl"], stdin: scenario)
    #expect(
      result.stdout
        == #"{"event":"willShow","keyboardState":"docked","overlap":335.5,"update":"animated","contentInset":{"top":0,"left":0,"bottom":301.5,"right":0},"verticalScrollIndicatorInsets":{"top":0,"left":0,"bottom":301.5,"right":0},"contentOffset":{"x":0,"y":127.75},"residualShift":0,"parent":null}"#
        + "\n")
  }
}

/// `kbsim inset` with notification streams, a layout guide, Slide Over and SwiftUI scenes: the
/// worked examples of docs/keyboard-avoidance.md, compared exactly (hand calculations in
/// Tests/KeyboardAvoidanceTests: KeyboardTrackerTests, KeyboardLayoutGuideTests,
/// SwiftUISceneTests).
struct InsetStreamCommandTests {
  static let examples = [
    "stream-rules", "stream-interactive-dismissal", "layout-guide-ipad", "layout-guide-floating",
    "slide-over", "slide-over-window-bottom", "swiftui-form", "swiftui-ignores-keyboard",
    "swiftui-sheet", "swiftui-double-avoidance", "swiftui-double-avoidance-fixed",
  ]

  @Test(arguments: examples)
  func everyFormatMatchesItsGolden(example: String) throws {
    for (format, suffix) in [("json", "json"), ("jsonl", "jsonl"), ("text", "txt")] {
      let result = try KbsimProcess.run([
        "inset", Repository.example("inset/\(example).json"), "--format", format,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.isEmpty)
      try Golden.expect(result.stdout, matches: "inset-\(example).\(suffix)")
    }
  }

  @Test func aStreamPrintsOneLinePerNotification() throws {
    let result = try KbsimProcess.run([
      "inset", Repository.example("inset/stream-rules.json"), "--format", "jsonl",
    ])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 5)
    var states: [String] = []
    var overlaps: [Double] = []
    var updates: [String] = []
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      states.append(try #require(object["keyboardState"] as? String))
      overlaps.append(try #require((object["overlap"] as? NSNumber)?.doubleValue))
      updates.append(try #require(object["update"] as? String))
    }
    // Shown (336); a drag's zero frame and another app's keyboard change nothing; a custom
    // keyboard 0.4 pt short of the bottom is docked (851.6 − 516.4); a zero-duration hide.
    #expect(states == ["docked", "docked", "docked", "docked", "hidden"])
    #expect(overlaps.map { ($0 * 10).rounded() / 10 } == [336, 336, 336, 335.2, 0])
    #expect(updates == ["animated", "ignored", "ignored", "animated", "immediate"])
  }

  @Test func theCommonQuestionNeedsNoFile() throws {
    let result = try KbsimProcess.run([
      "inset", "--device", "iphone-15", "--keyboard-type", "emailAddress", "--field-frame",
      "16,600,361,44", "--format", "jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // iPhone 15, iOS 18: keyboard top 516, safe area 59 / 34; the field at content 600…644,
    // window 659…703 at rest; inset 336 − 34 = 302, offset 644 − (852 − 336 − 59 … ) = 128.
    #expect(
      result.stdout
        == #"{"event":"willShow","keyboardState":"docked","overlap":336,"update":"animated","contentInset":{"top":0,"left":0,"bottom":302,"right":0},"verticalScrollIndicatorInsets":{"top":0,"left":0,"bottom":302,"right":0},"contentOffset":{"x":0,"y":128},"residualShift":0,"parent":null,"layoutGuide":{"layoutFrame":{"x":0,"y":516,"width":393,"height":336},"activeEdges":["leading","bottom","trailing"],"activeConstraintSets":[]}}"#
        + "\n")
  }

  static let badQuestions: [([String], String)] = [
    (["inset"], "Error: give a scenario file, or --device and --field-frame"),
    (
      ["inset", "--device", "iphone-15"],
      "Error: give a scenario file, or --device and --field-frame"
    ),
    (
      ["inset", "x.json", "--device", "iphone-15", "--field-frame", "0,0,1,1"],
      "Error: give a scenario file or --device, not both"
    ),
    (
      ["inset", "--device", "iphone-15", "--field-frame", "1,2,3"],
      "Error: '1,2,3' is not a frame: give x,y,width,height in points, such as 16,600,361,44"
    ),
    (
      ["inset", "--device", "iphnoe-15", "--field-frame", "0,0,1,1"],
      "Error: unknown device 'iphnoe-15'; did you mean 'iphone-15'?"
    ),
  ]

  @Test(arguments: badQuestions)
  func aBadQuestionIsOneLine(arguments: [String], message: String) throws {
    let result = try KbsimProcess.run(arguments)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  static let badStreams: [(String, String)] = [
    (#""keyboard": []"#, "at keyboard: give at least one notification"),
    (
      #""keyboard": [{"event": "drag", "frameEnd": {"x": 0, "y": 0, "width": 1, "height": 1}, "isLocal": true}]"#,
      "a drag's frame is not a notification: it has only frameEnd"
    ),
    (
      #""keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 0, "width": 1, "height": 1}, "duration": -1}"#,
      "at keyboard.duration: must be a number of seconds"
    ),
    (
      #""keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516, "width": 393, "height": 336}}, "slideOver": "appBottom""#,
      "unknown slideOver 'appBottom' (valid: screenBottom, windowBottom)"
    ),
    (
      #""keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516, "width": 393, "height": 336}}, "layoutGuide": {"constraintSets": [{"name": "a"}]}"#,
      "give exactly one of activeWhenNearEdge and activeWhenAwayFrom"
    ),
    (
      #""keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516, "width": 393, "height": 336}}, "swiftUI": {"root": {"id": "a", "kind": "view"}}"#,
      "at swiftUI.root: missing required key 'height'"
    ),
    (
      #""keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516, "width": 393, "height": 336}}, "swiftUI": {"root": {"id": "a", "kind": "vStack", "children": [{"id": "a", "kind": "spacer"}]}}"#,
      "two views have the id 'a'"
    ),
  ]

  @Test(arguments: badStreams)
  func aBadStreamIsOneLine(members: String, message: String) throws {
    let result = try KbsimProcess.run(
      ["inset", "-"], stdin: #"{"screen": {"width": 393, "height": 852}, "# + members + "}")
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
