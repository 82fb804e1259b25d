import Foundation
import TestSupport
import Testing

/// Bad input to `kbsim inset`: one line on stderr naming the input and the place, exit 1,
/// nothing on stdout, no SVG written.
struct InsetErrorTests {
  static let keyboard =
    #""keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516, "width": 393, "height": 336}}"#
  static let screen = #""screen": {"width": 393, "height": 852}"#

  static let cases: [(input: String, error: String)] = [
    (
      #"{"screen": {"width": 393 "height": 852}}"#,
      "<stdin>:1:26: malformed JSON: expected ',' or '}' after an object member"
    ),
    (
      #"{"screen": {"width": NaN, "height": 852}}"#,
      "<stdin>:1:22: malformed JSON: expected a value"
    ),
    (
      "{\(screen),\n \"keyboard\": {\"event\": \"willShow\", \"frameEnd\": {\"x\": 0, \"y\": 1e999, \"width\": 393, \"height\": 336}}}",
      "<stdin>:2:62: at keyboard.frameEnd.y: the number 1e999 is out of range"
    ),
    (
      #"{"screen": {"width": 393, "height": -852}, "# + keyboard + "}",
      "<stdin>:1:37: at screen.height: must be a number of points from 0 to 100000, got -852"
    ),
    ("{\(keyboard)}", "<stdin>:1:1: missing required key 'screen'"),
    (
      #"{"screen": {"width": 393, "height": 852}, "keyboard": {"event": "willShow"}}"#,
      "<stdin>:1:55: at keyboard: missing required key 'frameEnd'"
    ),
    (
      "{\(screen), \"keyboard\": {\"event\": \"willshow\", \"frameEnd\": {\"x\": 0, \"y\": 516, \"width\": 393, \"height\": 336}}}",
      "<stdin>:1:65: at keyboard.event: unknown keyboard event 'willshow'; did you mean 'willShow'? "
        + "(valid: willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame, drag)"
    ),
    (
      "{\(screen), \(keyboard), \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 1500}, \"contentInsets\": {\"bottom\": 3}}}",
      "<stdin>:1:257: at scrollView.contentInsets: unknown key 'contentInsets'; did you mean "
        + "'contentInset'? (valid: frame, contentSize, contentOffset, contentInset, indicatorInset, "
        + "systemInset, systemIndicatorInset, scrollsVertically, parent, childFrame)"
    ),
    (
      #"{"screen": {"width": "393", "height": 852}}"#,
      "<stdin>:1:22: at screen.width: expected a number, found a string"
    ),
    (
      "{\(screen), \(keyboard), \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 200}, \"contentSize\": {\"width\": 393, \"height\": 600}, \"parent\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 1500}}}}",
      "<stdin>:1:266: at scrollView.parent: missing required key 'childFrame'"
    ),
    (
      "{\(screen), \(keyboard), \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 200}, \"contentSize\": {\"width\": 393, \"height\": 600}, \"parent\": {\"childFrame\": {\"x\": 0, \"y\": 100, \"width\": 393, \"height\": 200}, \"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 1500}}}}",
      "<stdin>:1:163: at scrollView.frame: frame (0, 0, 393, 200) disagrees with the parent's childFrame, "
        + "which puts it at (0, 100, 393, 200) in window coordinates"
    ),
    (
      "{\(screen), \(keyboard), \"tallTarget\": \"bottom\"}",
      "<stdin>:1:153: at tallTarget: unknown tallTarget 'bottom' (valid: top, minimal)"
    ),
    ("", "<stdin>:1:1: malformed JSON: the input is empty"),
  ]

  @Test(arguments: cases)
  func badScenarioFailsWithOneLineAndWritesNothing(input: String, message: String) throws {
    let svg = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-inset-error-\(UUID().uuidString).svg")
    try? FileManager.default.removeItem(at: svg)
    let result = try KbsimProcess.run(["inset", "-", "--svg", svg.path], stdin: input)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: \(message)\n")
    #expect(!FileManager.default.fileExists(atPath: svg.path))
  }

  @Test func missingFileIsNamed() throws {
    let result = try KbsimProcess.run(["inset", "/nonexistent/scenario.json"])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Error: /nonexistent/scenario.json: cannot read file: the file does not exist\n")
  }

  @Test func unwritableSVGFailsWithoutOutput() throws {
    let result = try KbsimProcess.run(
      ["inset", Repository.example("inset/b1.json"), "--svg", "/nonexistent/dir/b1.svg"])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: /nonexistent/dir/b1.svg: cannot write the SVG file\n")
  }

  @Test func svgThatCannotReplaceItsTargetLeavesNoTemporaryFile() throws {
    // The target is a directory: the rename fails, the temporary file is removed.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-inset-\(UUID().uuidString)")
    let target = folder.appendingPathComponent("picture.svg")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try KbsimProcess.run([
      "inset", Repository.example("inset/b1.json"), "--svg", target.path,
    ])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: \(target.path): cannot write the SVG file\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["picture.svg"])
  }

  @Test func errorNamesTheFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-inset-bad-\(ProcessInfo.processInfo.processIdentifier).json")
    try Data(
      "{\n  \"screen\": {\"width\": 393, \"height\": 852},\n  \"keyboard\": {\"event\": \"show\"}\n}"
        .utf8
    )
    .write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try KbsimProcess.run(["inset", url.path])
    #expect(result.status != 0)
    #expect(
      result.stderr
        == "Error: \(url.path):3:25: at keyboard.event: unknown keyboard event 'show' (valid: "
        + "willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame, drag)\n")
  }
}

/// A target no offset can reveal is answered, with a warning in every format.
struct InsetWarningTests {
  static func scenario(targetY: Int) -> String {
    #"{"screen": {"width": 393, "height": 852}, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 1500}}, "keyboard": {"event": "willShow", "frameEnd": {"x": 0, "y": 516, "width": 393, "height": 336}}, "target": {"x": 0, "y": "#
      + "\(targetY)" + #", "width": 393, "height": 44}}"#
  }

  @Test func aTargetAboveTheContentIsAWarning() throws {
    let json = try KbsimProcess.run(
      ["inset", "-", "--format", "jsonl"], stdin: Self.scenario(targetY: -500))
    #expect(json.status == 0)
    #expect(
      json.stdout.hasSuffix(
        #","warnings":["the target at content y -500…-456 lies outside the content (0…1500): no offset reveals it"]}"#
          + "\n"))
    let text = try KbsimProcess.run(
      ["inset", "-", "--format", "text"], stdin: Self.scenario(targetY: -500))
    #expect(
      text.stdout.contains(
        "warning: the target at content y -500…-456 lies outside the content (0…1500): no offset reveals it"
      ))
  }

  @Test func aTargetPastTheEndIsPartlyShown() throws {
    let json = try KbsimProcess.run(
      ["inset", "-", "--format", "jsonl"], stdin: Self.scenario(targetY: 1480))
    #expect(json.stdout.contains("reaches past the content (0…1500): only part of it can show"))
  }

  @Test func aSoundSceneHasNoWarnings() throws {
    let json = try KbsimProcess.run(
      ["inset", "-", "--format", "jsonl"], stdin: Self.scenario(targetY: 600))
    #expect(!json.stdout.contains("warnings"))
  }
}
