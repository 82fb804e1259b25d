import TestSupport
import Testing
import TextField

/// A NO at every step: the step's question is the last event, and nothing changes.
@MainActor
@Suite(.requires(.xkb))
struct VetoTests {
  @Test func refusedBeginLeavesTheFieldInactive() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window)
    let delegate = RecordingDelegate()
    delegate.allowBegin = false
    field.delegate = delegate
    #expect(!field.becomeFirstResponder())
    #expect(window.trace() == ["f: textFieldShouldBeginEditing(_:) = false"])
    #expect(!field.isEditing && window.firstResponder == nil)
    #expect(delegate.calls == ["shouldBegin"])
  }

  @Test func refusedChangeCommitsNothingAndSendsNothing() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window, text: "ab")
    let delegate = RecordingDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    delegate.allowChange = false
    let start = window.events.count
    try field.type("c")
    try field.tap(.backspace)
    #expect(
      window.trace(from: start) == [
        "f: key c",
        "f: textField(_:shouldChangeCharactersIn:replacementString:) {2, 0} \"c\" = false",
        "f: key ⌫",
        "f: textField(_:shouldChangeCharactersIn:replacementString:) {1, 1} \"\" = false",
      ])
    #expect(field.text == "ab")
    #expect(field.selectedRange == TextRange(location: 2, length: 0))
  }

  @Test func aRefusedCharacterDoesNotDesynchroniseTheKeyboard() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window)
    let delegate = RecordingDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    delegate.allowChange = false
    try field.type("x")
    delegate.allowChange = true
    try field.type("y")
    #expect(field.text == "y")
    #expect(delegate.calls.suffix(3).first == "shouldChange {0, 0} x")
    #expect(delegate.calls.contains("shouldChange {0, 0} y"))
  }

  @Test func refusedClearKeepsTheText() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window, text: "ab") { $0.clearButtonMode = .whileEditing }
    let delegate = RecordingDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    delegate.allowClear = false
    let start = window.events.count
    #expect(!field.tapClearButton())
    #expect(window.trace(from: start) == ["f: textFieldShouldClear(_:) = false"])
    #expect(field.text == "ab")
  }

  @Test func refusedReturnDoesNothing() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window) { $0.hasEditingDidEndOnExitAction = true }
    let delegate = RecordingDelegate()
    delegate.allowReturn = false
    field.delegate = delegate
    field.becomeFirstResponder()
    let start = window.events.count
    try field.tap(.return)
    #expect(window.trace(from: start) == ["f: key return", "f: textFieldShouldReturn(_:) = false"])
    #expect(field.isEditing)
  }

  @Test func refusedEndKeepsEditing() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window)
    let delegate = RecordingDelegate()
    delegate.allowEnd = false
    field.delegate = delegate
    field.becomeFirstResponder()
    let start = window.events.count
    #expect(!field.resignFirstResponder())
    #expect(window.trace(from: start) == ["f: textFieldShouldEndEditing(_:) = false"])
    #expect(field.isEditing && field.isFirstResponder)
  }

  @Test func refusedEndKeepsFocusFromMoving() throws {
    let window = try Form.window()
    let first = try Form.field("first", in: window)
    let second = try Form.field("second", in: window)
    let delegate = RecordingDelegate()
    delegate.allowEnd = false
    first.delegate = delegate
    first.becomeFirstResponder()
    let start = window.events.count
    #expect(!second.becomeFirstResponder())
    #expect(
      window.trace(from: start) == [
        "second: textFieldShouldBeginEditing(_:) = true",
        "first: textFieldShouldEndEditing(_:) = false",
      ])
    #expect(window.firstResponder === first)
  }

  @Test func forcedEndSkipsTheQuestion() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window)
    let delegate = RecordingDelegate()
    delegate.allowEnd = false
    field.delegate = delegate
    field.becomeFirstResponder()
    let start = window.events.count
    #expect(window.endEditing(force: true))
    #expect(window.trace(from: start).first == "f: keyboard resign")
    #expect(!field.isEditing)
  }

  @Test func aDisabledFieldCannotBeginAndDisablingEndsEditing() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window) { $0.isEnabled = false }
    #expect(!field.becomeFirstResponder())
    #expect(window.events.isEmpty)
    field.properties.isEnabled = true
    field.becomeFirstResponder()
    field.properties.isEnabled = false
    #expect(!field.isEditing)
    #expect(window.events.last?.name == "UITextFieldTextDidEndEditingNotification")
  }
}
