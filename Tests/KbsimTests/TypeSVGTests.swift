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

/// The keyboard pictures rendered by a real browser: symbol keys are shapes (no emoji font
/// needed), and the title fits the narrowest picture.
@Suite(.requires(.xkb, .chromium))
struct TypeSVGRenderingTests {
  /// Lays out `svg` inline in a page and reads, per symbol key, its icon's box, whether any
  /// text needs an emoji, and how far the title reaches.
  static func probe(_ svg: String) throws -> [String: String] {
    let page = """
      <!DOCTYPE html><html><body>\(svg.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: ""))
      <script>
      const svg = document.querySelector('svg');
      const icons = [...svg.querySelectorAll('.icon')].map(i => i.getBBox())
        .filter(b => b.width > 8 && b.height > 8).length;
      const emoji = [...svg.querySelectorAll('text')]
        .filter(t => /\\p{Extended_Pictographic}/u.test(t.textContent)).length;
      const title = svg.querySelector('text');
      const out = document.createElement('pre');
      out.id = 'probe';
      out.textContent = ['icons=' + icons, 'emoji=' + emoji,
        'titleEnd=' + Math.ceil(title.getBBox().x + title.getBBox().width),
        'width=' + svg.width.baseVal.value].join('\\n');
      document.body.appendChild(out);
      </script></body></html>
      """
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-svg-probe-\(UUID().uuidString).html")
    try page.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let dom = try Chromium.run(["--dump-dom", url.absoluteString])
    let start = try #require(dom.range(of: "<pre id=\"probe\">"))
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    var facts: [String: String] = [:]
    for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      facts[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return facts
  }

  static func picture(_ arguments: [String]) throws -> String {
    let path = TypeSVGTests.temporaryPath("render.svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try KbsimProcess.run(["type", "--svg", path] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// The default keyboard's shift, backspace, globe and microphone keys are drawn shapes.
  @Test func symbolKeysAreShapes() throws {
    let facts = try Self.probe(Self.picture(["hi"]))
    #expect(facts["icons"] == "4", "\(facts)")
    #expect(facts["emoji"] == "0", "\(facts)")
  }

  /// The number pad is the narrowest picture; its title line is not cut off.
  @Test func theTitleFitsTheNumberPad() throws {
    let facts = try Self.probe(Self.picture(["--keyboard-type", "numberPad", "12"]))
    let titleEnd = try #require(Double(facts["titleEnd"] ?? ""))
    let width = try #require(Double(facts["width"] ?? ""))
    #expect(titleEnd <= width, "\(facts)")
  }
}
