import Foundation
import TestSupport
import Testing

/// `kbsim type --svg`: the keyboard's current plane with the keys tapped.
@Suite(.requires(.xkb))
struct TypeSVGTests {
  static func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbsim-\(UUID().uuidString)-\(name)"
    ).path
  }

  @Test func drawsThePlaneWithTheTappedKeys() throws {
    let path = Self.temporaryPath("email.svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try KbsimProcess.run(
      [
        "type", "--keyboard-type", "emailAddress", "--autocapitalization", "none", "--svg", path,
        "ja@x.io",
      ])
    #expect(result.status == 0)
    #expect(result.stdout == "ja@x.io\n")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    // j, a, @, x, ., i, o: seven keys tapped once each, all on the letters plane.
    #expect(svg.components(separatedBy: "class=\"key character tapped\"").count - 1 == 7)
    #expect(svg.contains("<text x=\"16\" y=\"42\" text-anchor=\"start\">committed: ja@x.io</text>"))
    try Golden.expect(svg, matches: "email.svg")
  }

  @Test func listsTapsOnOtherPlanes() throws {
    let path = Self.temporaryPath("taps.svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try KbsimProcess.run([
      "type", "--svg", path, "--taps", "h", "123", "1", "1", "ABC",
    ])
    #expect(result.status == 0)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains(">numbers: 1 ×2, ABC ×1</text>"))
    #expect(svg.contains(">taps: 5</text>"))
  }

  @Test func anUnwritablePathIsAnErrorAndPrintsNothing() throws {
    let result = try KbsimProcess.run(["type", "--svg", "/nonexistent-dir/keys.svg", "hi"])
    #expect(result.status != 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: /nonexistent-dir/keys.svg: cannot write the SVG file\n")
  }
}
