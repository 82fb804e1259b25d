import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `kbsim inset --svg`: well-formed XML with the scene's elements and numbers.
struct InsetSVGTests {
  /// Collects element classes and text while parsing; fails on malformed XML.
  final class Collector: NSObject, XMLParserDelegate {
    var classes: [String] = []
    var elements: [String] = []
    var texts: [String] = []
    private var current = ""

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
      elements.append(elementName)
      if let name = attributes["class"] { classes.append(name) }
      current = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      if elementName == "text" { texts.append(current) }
      current = ""
    }
  }

  static func draw(_ example: String) throws -> (Collector, Bool, ProcessResult) {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "kbsim-inset-\(example)-\(ProcessInfo.processInfo.processIdentifier).svg")
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try KbsimProcess.run([
      "inset", Repository.example("inset/\(example).json"), "--svg", url.path,
    ])
    let data = try Data(contentsOf: url)
    let parser = XMLParser(data: data)
    let collector = Collector()
    parser.delegate = collector
    let parsed = parser.parse()
    return (collector, parsed, result)
  }

  @Test func signUpPictureHasEveryElementAndNumber() throws {
    let (svg, parsed, result) = try Self.draw("signup-iphone15")
    #expect(parsed)
    #expect(result.status == 0)
    // The JSON still goes to stdout.
    #expect(result.stdout.contains(#""contentOffset": {"x": 0, "y": 148}"#))
    #expect(svg.elements.first == "svg")
    #expect(svg.classes.filter { $0.hasPrefix("panel") } == ["panel before", "panel after"])
    for name in ["screen", "window", "scroll-view", "visible-rect", "keyboard", "target"] {
      #expect(svg.classes.filter { $0 == name }.count == 2, "\(name) in both panels")
    }
    // B1 with padding 20: field 703…747 before, 600 − 148 = 452…496 after; keyboard top 516.
    #expect(svg.texts.contains("target y 703…747"))
    #expect(svg.texts.contains("target y 452…496"))
    #expect(svg.texts.filter { $0 == "keyboard top 516" }.count == 2)
    #expect(svg.texts.contains("visible y 103…516"))
    #expect(
      svg.texts.contains(
        "contentInset.bottom 0 → 302, indicator bottom 0 → 302, keyboard overlap 336"))
    #expect(svg.texts.contains("contentOffset (0, -103) → (0, 148)"))
    #expect(svg.texts.contains("residualShift 0"))
  }

  @Test func nestedPictureDrawsBothScrollViews() throws {
    let (svg, parsed, _) = try Self.draw("text-view-in-form")
    #expect(parsed)
    #expect(svg.classes.filter { $0 == "scroll-view" }.count == 4)
    #expect(svg.texts.contains("scroll view 2: contentOffset (0, -103) → (0, 214)"))
    // The caret after: 496…516, on the keyboard top.
    #expect(svg.texts.contains("target y 496…516"))
  }

  @Test func residualShiftIsDrawn() throws {
    let (svg, parsed, _) = try Self.draw("no-scroll-view")
    #expect(parsed)
    #expect(svg.classes.contains("target-shifted"))
    #expect(svg.texts.contains("after residual shift 238"))
  }

  @Test func hiddenKeyboardIsDrawnAsIgnored() throws {
    let (svg, parsed, _) = try Self.draw("hide-clamp")
    #expect(parsed)
    // End frame (0, 852, …) lies below the screen: nothing to draw, and the footer says so.
    #expect(!svg.classes.contains("keyboard"))
    #expect(
      svg.texts.contains("keyboard willHide (0, 852, 393, 336) in the screen (causes no avoidance)")
    )
  }
}
