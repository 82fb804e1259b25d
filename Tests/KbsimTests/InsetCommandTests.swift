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
