import Diagnostics
import Foundation
import JSONCoding
import KeyboardAvoidance
import Testing

/// The scenario JSON (docs/keyboard-avoidance.md) decodes into the public model.
struct ScenarioDecodingTests {
  static func decode(_ json: String) throws(JSONError) -> AvoidanceScenario {
    try AvoidanceScenario(json: Data(json.utf8), source: "scenario.json")
  }

  static let keyboard =
    #""keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516, "width": 393, "height": 336}}"#

  @Test func issueBaselineDecodesIntoB1() throws {
    let scenario = try Self.decode(
      """
      {
        "screen": {"width": 393, "height": 852},
        "window": {"x": 0, "y": 0, "width": 393, "height": 852},
        "scrollView": {
          "frame": {"x": 0, "y": 0, "width": 393, "height": 852},
          "contentSize": {"width": 393, "height": 1500},
          "contentOffset": {"x": 0, "y": -103},
          "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
          "indicatorInset": null,
          "systemInset": {"top": 103, "bottom": 34},
          "systemIndicatorInset": null
        },
        \(Self.keyboard),
        "target": {"x": 0, "y": 600, "width": 393, "height": 44},
        "padding": {"top": 0, "bottom": 0},
        "followsUndockedKeyboard": false,
        "tallTarget": "top"
      }
      """)
    #expect(scenario.scene == Scenes.b1())
    #expect(scenario.keyboard == Scenes.show())
    #expect(scenario.options == AvoidanceOptions())
  }

  @Test func omittedKeysTakeTheirDefaults() throws {
    let scenario = try Self.decode(
      """
      {"screen": {"width": 393, "height": 852}, \(Self.keyboard),
       "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                      "contentSize": {"width": 393, "height": 900}}}
      """)
    // window = the screen; offset (0, 0); insets 0; indicator insets follow the content ones.
    #expect(scenario.scene.windowFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(scenario.scene.scrollViews[0].contentOffset == .zero)
    #expect(scenario.scene.scrollViews[0].contentInset == .zero)
    #expect(scenario.scene.scrollViews[0].indicatorInset == nil)
    #expect(scenario.scene.scrollViews[0].systemIndicatorInset == nil)
    #expect(scenario.scene.target == nil)
    #expect(scenario.options == AvoidanceOptions())
  }

  @Test func parentChainIsFlattenedInnermostFirstWithChildFrames() throws {
    let scenario = try Self.decode(
      """
      {"screen": {"width": 393, "height": 852}, \(Self.keyboard),
       "scrollView": {
         "frame": {"x": 20, "y": 663, "width": 353, "height": 200},
         "contentSize": {"width": 353, "height": 600},
         "scrollsVertically": true,
         "parent": {
           "childFrame": {"x": 20, "y": 560, "width": 353, "height": 200},
           "frame": {"x": 0, "y": 0, "width": 393, "height": 852},
           "contentSize": {"width": 393, "height": 1500},
           "contentOffset": {"x": 0, "y": -103}}},
       "caret": {"x": 10, "y": 150, "width": 2, "height": 20},
       "padding": {"bottom": 8}, "tallTarget": "minimal", "followsUndockedKeyboard": true}
      """)
    let chain = scenario.scene.scrollViews
    #expect(chain.count == 2)
    // The inner frame is taken from the parent's childFrame (content coordinates);
    // its window frame (20, 663) agrees: 560 − (−103) = 663.
    #expect(chain[0].frame == CGRect(x: 20, y: 560, width: 353, height: 200))
    #expect(chain[0].verticalScrolling == true)
    #expect(chain[1].frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(scenario.scene.caret == CGRect(x: 10, y: 150, width: 2, height: 20))
    #expect(
      scenario.options
        == AvoidanceOptions(paddingBottom: 8, followsUndockedKeyboard: true, tallTarget: .minimal))
  }

  @Test func outOfRangeNumberIsLocatedByLineColumnAndKeyPath() {
    let error = #expect(throws: JSONError.self) {
      try Self.decode("{\"screen\": {\"width\": 393,\n  \"height\": -1e400}}")
    }
    #expect(error?.code == .invalidValue)
    #expect(
      error?.message == "scenario.json:2:13: at screen.height: the number -1e400 is out of range")
  }

  @Test func underflowingNumberIsOutOfRangeToo() {
    let error = #expect(throws: JSONError.self) {
      try Self.decode(#"{"screen": {"width": 1e-400, "height": 852}}"#)
    }
    #expect(
      error?.message == "scenario.json:1:22: at screen.width: the number 1e-400 is out of range")
  }
}
