import Foundation
import KbsimCommands
import Simulation
import TestSupport
import Testing
import TextField

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The picture of one moment of a form: well-formed XML with the field's rects and the keyboard.
@MainActor
struct FormSVGTests {
  static func picture() throws -> (InsetSVGTests.Collector, Bool, String) {
    let window = TextInputWindow()
    var properties = TextFieldProperties()
    properties.borderStyle = .roundedRect
    properties.clearButtonMode = .whileEditing
    properties.placeholder = "Email"
    properties.frame = CGRect(x: 16, y: 300, width: 361, height: 34)
    let email = TextField(id: "email", text: "jane@example.com", properties: properties)
    properties.frame.origin.y = 350
    let code = TextField(id: "code", properties: properties)
    try window.add(email)
    try window.add(code)
    email.becomeFirstResponder()
    let svg = FormSVG.render(
      screen: CGSize(width: 393, height: 852), fields: window.fields.map(\.snapshot),
      keyboard: CGRect(x: 0, y: 516, width: 393, height: 336), time: .milliseconds(250),
      caption: "after focus email")
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = InsetSVGTests.Collector()
    parser.delegate = collector
    return (collector, parser.parse(), svg)
  }

  @Test func drawsTheFieldsTheirRectsAndTheKeyboard() throws {
    let (svg, parsed, _) = try Self.picture()
    #expect(parsed)
    #expect(svg.classes.contains("field textField editing"))
    #expect(svg.classes.contains("field textField"))
    #expect(svg.classes.filter { $0 == "text-rect" }.count == 2)
    #expect(svg.classes.filter { $0 == "clear-button" }.count == 1)
    #expect(svg.classes.filter { $0 == "caret" }.count == 1)
    #expect(svg.classes.contains("keyboard"))
    #expect(svg.texts.contains("t = 0.250 s  after focus email"))
    #expect(svg.texts.contains("jane@example.com"))
    #expect(svg.texts.contains("Email"))
    #expect(svg.texts.contains("keyboard (0, 516, 393, 336)"))
  }

  @Test func theEditingFieldsTextRectLeavesRoomForTheClearButton() throws {
    let (_, _, text) = try Self.picture()
    // editingRect (7, 2, 259, 30) placed at the field's origin (16, 300).
    #expect(text.contains(#"<rect class="text-rect" x="23" y="302" width="320" height="30""#))
    #expect(text.contains(#"<circle class="clear-button" cx="362.5" cy="317.5" r="9.5""#))
  }
}

/// A moment mid-animation labels the keyboard's frame to a tenth of a point.
@Suite(.requires(.xkb))
struct FormSVGLabelTests {
  @Test func aKeyboardMidAnimationIsLabelledToATenth() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-moment-\(UUID().uuidString).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try KbsimProcess.run([
      "simulate", Repository.example("simulate/signup-fields-iphone15.json"), "--svg", path,
      "--at", "0.1", "--events", "typed",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    let label = try #require(svg.firstMatch(of: /keyboard \(([^)]*)\)/)?.output.1)
    let numbers = label.split(separator: ", ")
    #expect(numbers.count == 4)
    for number in numbers {
      #expect(
        (number.split(separator: ".").last?.count ?? 0) <= 1 || !number.contains("."), "\(label)")
    }
    #expect(label == "0, 693.9, 393, 336")
  }
}
