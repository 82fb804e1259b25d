import Foundation
import KeyboardSim
import TestSupport
import Testing

/// Text-field events and keyboard notifications on one clock
/// (docs/sources.md#text-field-event-order).
@MainActor
@Suite(.requires(.xkb))
struct FormSimulatorTests {
  static func simulator() throws -> (FormSimulator, TextField, TextField) {
    let window = TextInputWindow(typing: try TypingSession(correction: .off))
    var properties = TextFieldProperties()
    properties.traits.autocapitalizationType = .none
    properties.frame = CGRect(x: 16, y: 600, width: 361, height: 34)
    let email = TextField(id: "email", properties: properties)
    properties.frame.origin.y = 650
    properties.traits.keyboardType = .numberPad
    properties.inputAccessoryViewHeight = 44
    let code = TextField(id: "code", properties: properties)
    try window.add(email)
    try window.add(code)
    let keyboard = try KeyboardPresenter(
      device: DeviceCatalog.bundled().device(id: "iphone-15"), iOS: IOSVersion(17))
    return (FormSimulator(window: window, keyboard: keyboard), email, code)
  }

  static func milliseconds(_ time: Duration) -> Int64 {
    time.components.seconds * 1000 + time.components.attoseconds / 1_000_000_000_000_000
  }

  static func lines(_ events: ArraySlice<FormEvent>) -> [String] {
    events.map { event in
      switch event {
      case .textInput(let e): "\(milliseconds(e.time)) \(e.field): \(e.name)"
      case .keyboard(let n): "\(milliseconds(n.time)) \(n.name.abbreviation)"
      case .keyboardDrag(let f): "\(milliseconds(f.time)) drag"
      }
    }
  }

  @Test func theKeyboardShowsAfterDidBeginAndItsDidNotificationsInterleaveWithTyping() throws {
    let (simulator, email, _) = try Self.simulator()
    try simulator.perform { email.becomeFirstResponder() }
    try simulator.perform { try email.type("ab") }
    #expect(
      Self.lines(simulator.timeline[...]) == [
        "0 email: textFieldShouldBeginEditing(_:)",
        "0 email: editingDidBegin",
        "0 email: textFieldDidBeginEditing(_:)",
        "0 email: UITextFieldTextDidBeginEditingNotification",
        "0 WCF", "0 WS",
        "0 email: textFieldDidChangeSelection(_:)",
        "200 email: key a",
        "200 email: textField(_:shouldChangeCharactersIn:replacementString:)",
        "200 email: textFieldDidChangeSelection(_:)",
        "200 email: editingChanged",
        "200 email: UITextFieldTextDidChangeNotification",
        "250 DCF", "250 DS",
        "400 email: key b",
        "400 email: textField(_:shouldChangeCharactersIn:replacementString:)",
        "400 email: textFieldDidChangeSelection(_:)",
        "400 email: editingChanged",
        "400 email: UITextFieldTextDidChangeNotification",
      ])
  }

  @Test func resigningHidesBetweenShouldEndAndTheEndEvents() throws {
    let (simulator, email, _) = try Self.simulator()
    try simulator.perform { email.becomeFirstResponder() }
    try simulator.wait(.seconds(1))
    let start = simulator.timeline.count
    try simulator.perform { email.resignFirstResponder() }
    simulator.settle()
    #expect(
      Self.lines(simulator.timeline[start...]) == [
        "1000 email: textFieldShouldEndEditing(_:)",
        "1000 WCF", "1000 WH",
        "1000 email: editingDidEnd",
        "1000 email: textFieldDidEndEditing(_:reason:)",
        "1000 email: UITextFieldTextDidEndEditingNotification",
        "1250 DCF", "1250 DH",
      ])
  }

  @Test func focusMovingToATallerKeyboardPostsOnlyAfterTheNewFieldBegins() throws {
    let (simulator, email, code) = try Self.simulator()
    try simulator.perform { email.becomeFirstResponder() }
    try simulator.wait(.seconds(1))
    let start = simulator.timeline.count
    try simulator.perform { code.becomeFirstResponder() }
    let lines = Self.lines(simulator.timeline[start...])
    let lastEnd = try #require(
      lines.firstIndex(of: "1000 email: UITextFieldTextDidEndEditingNotification"))
    let didBegin = try #require(
      lines.firstIndex(of: "1000 code: UITextFieldTextDidBeginEditingNotification"))
    let firstKeyboard = try #require(lines.firstIndex { !$0.contains(":") })
    #expect(lastEnd < didBegin && didBegin < firstKeyboard)
  }

  @Test func insetsFollowTheFocusedField() throws {
    let (simulator, email, _) = try Self.simulator()
    try simulator.perform { email.becomeFirstResponder() }
    let scene = AvoidanceScene(
      screenSize: CGSize(width: 393, height: 852),
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 393, height: 852),
          contentSize: CGSize(width: 393, height: 1500),
          contentOffset: CGPoint(x: 0, y: -103),
          systemInset: ContentInsets(top: 103, left: 0, bottom: 34, right: 0))
      ])
    let result = try #require(simulator.avoidance(in: scene))
    // The field's bottom (600 + 34 = 634) lands on the keyboard top at 516: offset 118.
    #expect(result.scrollViews.first?.contentInset.bottom == 302)
    #expect(result.scrollViews.first?.contentOffset.y == 118)
  }
}
