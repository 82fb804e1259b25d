import TestSupport
import Testing
import TextField

/// The canonical traces of docs/sources.md#text-field-event-order, written
/// out by hand from the facts.
@MainActor
@Suite(.requires(.xkb))
struct TextFieldTraceTests {
  @Test func tappingAnIdleFieldBeginsEditing() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window)
    #expect(email.becomeFirstResponder())
    #expect(
      window.trace() == [
        "email: textFieldShouldBeginEditing(_:) = true",
        "email: editingDidBegin",
        "email: textFieldDidBeginEditing(_:)",
        "email: UITextFieldTextDidBeginEditingNotification",
        "email: keyboard focus",
        "email: textFieldDidChangeSelection(_:) {0, 0}",
      ])
    #expect(email.isEditing && email.isFirstResponder)
  }

  @Test func typingOneCharacterAsksThenChanges() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window)
    email.becomeFirstResponder()
    let start = window.events.count
    try email.type("j")
    #expect(
      window.trace(from: start) == [
        "email: key j",
        "email: textField(_:shouldChangeCharactersIn:replacementString:) {0, 0} \"j\" = true",
        "email: textFieldDidChangeSelection(_:) {1, 0}",
        "email: editingChanged",
        "email: UITextFieldTextDidChangeNotification",
      ])
    #expect(email.text == "j")
    #expect(window.events[start].time == .milliseconds(200))
  }

  @Test func resigningHidesTheKeyboardBeforeTheEndEvents() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window, text: "a")
    email.becomeFirstResponder()
    let start = window.events.count
    #expect(email.resignFirstResponder())
    #expect(
      window.trace(from: start) == [
        "email: textFieldShouldEndEditing(_:) = true",
        "email: keyboard resign",
        "email: editingDidEnd",
        "email: textFieldDidEndEditing(_:reason:)",
        "email: UITextFieldTextDidEndEditingNotification",
      ])
    #expect(window.events.last?.kind == .notification(.didEndEditing, reason: .committed))
    #expect(!email.isEditing && window.firstResponder == nil)
  }

  @Test func focusMovingAsksTheNewFieldFirstAndKeepsTheKeyboard() throws {
    let window = try Form.window()
    let name = try Form.field("name", in: window)
    try Form.field("email", in: window)
    name.becomeFirstResponder()
    let start = window.events.count
    #expect(try window.field("email").becomeFirstResponder())
    #expect(
      window.trace(from: start) == [
        "email: textFieldShouldBeginEditing(_:) = true",
        "name: textFieldShouldEndEditing(_:) = true",
        "name: editingDidEnd",
        "name: textFieldDidEndEditing(_:reason:)",
        "name: UITextFieldTextDidEndEditingNotification",
        "email: editingDidBegin",
        "email: textFieldDidBeginEditing(_:)",
        "email: UITextFieldTextDidBeginEditingNotification",
        "email: keyboard focus",
        "email: textFieldDidChangeSelection(_:) {0, 0}",
      ])
  }

  @Test func theClearButtonSendsEditingChanged() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window, text: "jane") {
      $0.clearButtonMode = .whileEditing
    }
    email.becomeFirstResponder()
    let start = window.events.count
    #expect(email.tapClearButton())
    #expect(
      window.trace(from: start) == [
        "email: textFieldShouldClear(_:) = true",
        "email: textFieldDidChangeSelection(_:) {0, 0}",
        "email: editingChanged",
        "email: UITextFieldTextDidChangeNotification",
      ])
    #expect(email.text.isEmpty)
    #expect(!email.isClearButtonVisible)
  }

  @Test func theClearButtonOfAnIdleFieldClearsThenBeginsEditing() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window, text: "jane") { $0.clearButtonMode = .always }
    #expect(email.tapClearButton())
    #expect(
      window.trace() == [
        "email: textFieldShouldClear(_:) = true",
        "email: editingChanged",
        "email: UITextFieldTextDidChangeNotification",
        "email: textFieldShouldBeginEditing(_:) = true",
        "email: editingDidBegin",
        "email: textFieldDidBeginEditing(_:)",
        "email: UITextFieldTextDidBeginEditingNotification",
        "email: keyboard focus",
        "email: textFieldDidChangeSelection(_:) {0, 0}",
      ])
  }

  @Test func returnAsksThenSendsTheExitEventsWithoutResigning() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window)
    email.becomeFirstResponder()
    let start = window.events.count
    try email.tap(.return)
    #expect(
      window.trace(from: start) == [
        "email: key return",
        "email: textFieldShouldReturn(_:) = true",
        "email: editingDidEndOnExit",
        "email: primaryActionTriggered",
      ])
    #expect(email.isEditing)
    #expect(email.text.isEmpty)
  }

  @Test func returnWithAnExitActionResigns() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window) { $0.hasEditingDidEndOnExitAction = true }
    email.becomeFirstResponder()
    let start = window.events.count
    try email.tap(.return)
    #expect(
      window.trace(from: start) == [
        "email: key return",
        "email: textFieldShouldReturn(_:) = true",
        "email: editingDidEndOnExit",
        "email: primaryActionTriggered",
        "email: textFieldShouldEndEditing(_:) = true",
        "email: keyboard resign",
        "email: editingDidEnd",
        "email: textFieldDidEndEditing(_:reason:)",
        "email: UITextFieldTextDidEndEditingNotification",
      ])
    #expect(!email.isEditing)
  }

  @Test func settingTextFromCodeSendsNoChangeEvents() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window)
    email.becomeFirstResponder()
    let start = window.events.count
    email.text = "jane@example.com"
    #expect(window.trace(from: start) == ["email: textFieldDidChangeSelection(_:) {16, 0}"])
    let idle = try Form.field("idle", in: window)
    idle.text = "x"
    #expect(window.events.count == start + 1)
  }

  @Test func backspaceInAnEmptyFieldAsksNothing() throws {
    let window = try Form.window()
    let email = try Form.field("email", in: window)
    email.becomeFirstResponder()
    let start = window.events.count
    try email.tap(.backspace)
    #expect(window.trace(from: start) == ["email: key ⌫"])
  }

  @Test func backspaceDeletesAWholeEmojiWithItsUTF16Range() throws {
    let window = try Form.window()
    let message = try Form.field("message", in: window, text: "hi 👍🏽")
    message.becomeFirstResponder()
    let start = window.events.count
    try message.tap(.backspace)
    #expect(
      window.trace(from: start).prefix(2) == [
        "message: key ⌫",
        "message: textField(_:shouldChangeCharactersIn:replacementString:) {3, 4} \"\" = true",
      ])
    #expect(message.text == "hi ")
  }

  @Test func typingOverASelectionReplacesIt() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window, text: "a🇫🇮b")
    field.becomeFirstResponder()
    try field.select(TextRange(location: 1, length: 4))
    let start = window.events.count
    try field.type("x")
    #expect(
      window.trace(from: start)[1]
        == "f: textField(_:shouldChangeCharactersIn:replacementString:) {1, 4} \"x\" = true")
    #expect(field.text == "axb")
    #expect(field.selectedRange == TextRange(location: 2, length: 0))
  }

  @Test func backspaceWithASelectionDeletesTheSelection() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window, text: "漢字かな")
    field.becomeFirstResponder()
    try field.select(TextRange(location: 1, length: 2))
    try field.tap(.backspace)
    #expect(field.text == "漢な")
    #expect(field.editableText.graphemeSelection == 1..<1)
  }

  @Test func pastingIsOneChange() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window, text: "ab")
    field.becomeFirstResponder()
    try field.select(TextRange(location: 1, length: 0))
    let start = window.events.count
    try field.paste("x\ny")
    #expect(
      window.trace(from: start) == [
        "f: textField(_:shouldChangeCharactersIn:replacementString:) {1, 0} \"x y\" = true",
        "f: textFieldDidChangeSelection(_:) {4, 0}",
        "f: editingChanged",
        "f: UITextFieldTextDidChangeNotification",
      ])
    #expect(field.text == "ax yb")
  }

  @Test func aSelectionOutsideTheTextNamesTheField() throws {
    let window = try Form.window()
    let field = try Form.field("code", in: window, text: "12345")
    field.becomeFirstResponder()
    let error = #expect(throws: TextFieldError.self) {
      try field.select(TextRange(location: 4, length: 3))
    }
    #expect(error?.code == .selectionOutOfRange)
    #expect(
      error?.message == "field 'code': selection {4, 3} is outside the text (UTF-16 length 5)")
  }

  @Test func typingIntoAFieldThatIsNotEditingIsAnError() throws {
    let window = try Form.window()
    let field = try Form.field("code", in: window)
    let error = #expect(throws: TextFieldError.self) { try field.type("1") }
    #expect(error?.code == .notEditing)
  }
}
