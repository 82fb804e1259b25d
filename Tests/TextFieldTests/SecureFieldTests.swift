import TestSupport
import Testing
import TextField

/// A secure field that becomes first responder again with text clears it on the first edit;
/// the delegate is asked about one character (docs/sources.md#secure-text-entry [M]).
@MainActor
@Suite(.requires(.xkb))
struct SecureFieldTests {
  static func secureField(in window: TextInputWindow, text: String = "old") throws -> TextField {
    try Form.field("password", in: window, text: text) { $0.traits.isSecureTextEntry = true }
  }

  @Test func firstKeystrokeOfANewSessionReplacesTheText() throws {
    let window = try Form.window()
    let field = try Self.secureField(in: window)
    field.becomeFirstResponder()
    let start = window.events.count
    try field.type("x")
    #expect(
      window.trace(from: start)[1]
        == "password: textField(_:shouldChangeCharactersIn:replacementString:) {3, 0} \"x\" = true")
    #expect(field.text == "x")
    try field.type("y")
    #expect(field.text == "xy")
  }

  @Test func firstBackspaceEmptiesTheField() throws {
    let window = try Form.window()
    let field = try Self.secureField(in: window)
    field.becomeFirstResponder()
    let start = window.events.count
    try field.tap(.backspace)
    #expect(
      window.trace(from: start)[1]
        == "password: textField(_:shouldChangeCharactersIn:replacementString:) {2, 1} \"\" = true")
    #expect(field.text.isEmpty)
    #expect(!window.trace().contains { $0.contains("textFieldShouldClear") })
  }

  @Test func aRefusedFirstKeystrokeKeepsTheClearPending() throws {
    let window = try Form.window()
    let field = try Self.secureField(in: window)
    let delegate = RecordingDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    delegate.allowChange = false
    try field.type("x")
    #expect(field.text == "old")
    delegate.allowChange = true
    try field.type("y")
    #expect(field.text == "y")
  }

  @Test func everyNewSessionClearsAgain() throws {
    let window = try Form.window()
    let field = try Self.secureField(in: window, text: "")
    field.becomeFirstResponder()
    try field.type("ab")
    #expect(field.text == "ab")
    field.resignFirstResponder()
    field.becomeFirstResponder()
    try field.type("c")
    #expect(field.text == "c")
  }

  @Test func theLastCharacterShowsForTwoSeconds() throws {
    let window = try Form.window()
    let field = try Self.secureField(in: window, text: "")
    field.becomeFirstResponder()
    try field.type("ab")
    #expect(field.displayedText == "●b")
    window.advance(by: .seconds(2))
    #expect(field.displayedText == "●●")
  }
}

/// `clearsOnBeginEditing` and `clearsOnInsertion` (docs/sources.md#clears-on-begin-and-insertion).
@MainActor
@Suite(.requires(.xkb))
struct ClearsOnTests {
  @Test func clearsOnBeginEditingClearsBeforeEditingDidBegin() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window, text: "old") { $0.clearsOnBeginEditing = true }
    field.becomeFirstResponder()
    #expect(
      window.trace() == [
        "f: textFieldShouldBeginEditing(_:) = true",
        "f: textFieldShouldClear(_:) = true",
        "f: editingDidBegin",
        "f: textFieldDidBeginEditing(_:)",
        "f: UITextFieldTextDidBeginEditingNotification",
        "f: keyboard focus",
        "f: textFieldDidChangeSelection(_:) {0, 0}",
      ])
    #expect(window.events[2].text.isEmpty)
  }

  @Test func aRefusedClearKeepsTheTextAndStillBegins() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window, text: "old") { $0.clearsOnBeginEditing = true }
    let delegate = RecordingDelegate()
    delegate.allowClear = false
    field.delegate = delegate
    #expect(field.becomeFirstResponder())
    #expect(field.text == "old")
    #expect(window.trace()[1] == "f: textFieldShouldClear(_:) = false")
  }

  @Test func anEmptyFieldIsNotAskedToClear() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window) { $0.clearsOnBeginEditing = true }
    field.becomeFirstResponder()
    #expect(!window.trace().contains { $0.contains("textFieldShouldClear") })
  }

  @Test func clearOnBeginCanSendTheChangeEvents() throws {
    var order = EventOrder()
    order.clearOnBeginSendsChange = true
    let window = try Form.window(order: order)
    let field = try Form.field("f", in: window, text: "old") { $0.clearsOnBeginEditing = true }
    field.becomeFirstResponder()
    #expect(
      window.trace()[2...3] == ["f: editingChanged", "f: UITextFieldTextDidChangeNotification"])
  }

  @Test func clearsOnInsertionSelectsAllThenReplacesIt() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window, text: "old") { $0.clearsOnInsertion = true }
    field.becomeFirstResponder()
    #expect(window.trace().last == "f: textFieldDidChangeSelection(_:) {0, 3}")
    let start = window.events.count
    try field.type("n")
    #expect(
      window.trace(from: start)[1]
        == "f: textField(_:shouldChangeCharactersIn:replacementString:) {0, 3} \"n\" = true")
    #expect(!field.properties.clearsOnInsertion)
    try field.type("e")
    #expect(field.text == "ne")
  }

  @Test func clearsOnInsertionResetsWhenEditingBeginsEmpty() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window) { $0.clearsOnInsertion = true }
    field.becomeFirstResponder()
    #expect(!field.properties.clearsOnInsertion)
  }
}
