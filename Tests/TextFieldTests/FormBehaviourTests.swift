import TestSupport
import Testing
import TextField

/// Fields with the script delegate's rules: length and character limits, upper-casing, and
/// Return moving through a form.
@MainActor
@Suite(.requires(.xkb))
struct FormBehaviourTests {
  @Test func maxLengthRefusesASecondSurrogatePairEmoji() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window)
    var rules = DelegateRules()
    rules.maxLength = 6
    let delegate = RulesDelegate(rules)
    field.delegate = delegate
    field.becomeFirstResponder()
    try field.paste("👍🏽")
    try field.paste("👍🏽")
    #expect(field.text == "👍🏽")
    #expect(
      window.trace().contains(
        "f: textField(_:shouldChangeCharactersIn:replacementString:) {4, 0} \"👍🏽\" = false"))
    try field.type("abc")
    #expect(field.text == "👍🏽ab")
  }

  @Test func maxLengthInGraphemesTakesBoth() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window)
    var rules = DelegateRules()
    rules.maxLength = 2
    rules.maxLengthUnit = .graphemes
    let delegate = RulesDelegate(rules)
    field.delegate = delegate
    field.becomeFirstResponder()
    try field.paste("👍🏽")
    try field.paste("👍🏽")
    try field.type("a")
    #expect(field.text == "👍🏽👍🏽")
  }

  @Test func allowedCharactersRefuseTheRest() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window)
    var rules = DelegateRules()
    rules.allowedCharacters = try CharacterClass("0-9")
    let delegate = RulesDelegate(rules)
    field.delegate = delegate
    field.becomeFirstResponder()
    try field.type("1a2")
    #expect(field.text == "12")
  }

  /// The delegate sets `text` itself and answers NO: no `.editingChanged`, no notification
  /// (docs/sources.md#programmatic-text-change [M]).
  @Test func upperCasingDelegateSendsNoEditingChanged() throws {
    let window = try Form.window()
    let field = try Form.field("code", in: window)
    var rules = DelegateRules()
    rules.uppercases = true
    let delegate = RulesDelegate(rules)
    field.delegate = delegate
    field.becomeFirstResponder()
    let start = window.events.count
    try field.type("a")
    #expect(
      window.trace(from: start) == [
        "code: key a",
        "code: textField(_:shouldChangeCharactersIn:replacementString:) {0, 0} \"a\" = false",
        // Inside the delegate call: setting `text` moves the caret.
        "code: textFieldDidChangeSelection(_:) {1, 0}",
      ])
    #expect(window.events.last?.text == "A")
    try field.type("b")
    #expect(field.text == "AB")
    #expect(!window.trace().contains { $0.hasSuffix("editingChanged") })
  }

  @Test func returnMovesThroughTheFormAndResignsOnTheLastField() throws {
    let window = try Form.window()
    let name = try Form.field("name", in: window)
    let email = try Form.field("email", in: window)
    let password = try Form.field("password", in: window)
    var next = DelegateRules()
    next.shouldReturn = .next
    var resign = DelegateRules()
    resign.shouldReturn = .resign
    let nextDelegate = RulesDelegate(next)
    let resignDelegate = RulesDelegate(resign)
    name.delegate = nextDelegate
    email.delegate = nextDelegate
    password.delegate = resignDelegate
    name.becomeFirstResponder()
    try name.type("Jane\n")
    #expect(email.isFirstResponder)
    try email.type("j@x.io\n")
    #expect(password.isFirstResponder)
    try password.type("pw\n")
    #expect(window.firstResponder == nil)
    let cues = window.events.filter { $0.category == .keyboard }.map(\.compact)
    #expect(
      cues == [
        "name: keyboard focus", "email: keyboard focus", "password: keyboard focus",
        "password: keyboard resign",
      ])
    let returns = window.events.filter { $0.delegateCall?.method == .textFieldShouldReturn }.map(
      \.compact)
    #expect(
      returns == [
        "name: textFieldShouldReturn(_:) = true", "email: textFieldShouldReturn(_:) = true",
        "password: textFieldShouldReturn(_:) = true",
      ])
  }

  @Test func nextOnTheLastFieldResigns() throws {
    let window = try Form.window()
    let only = try Form.field("only", in: window)
    var rules = DelegateRules()
    rules.shouldReturn = .next
    let delegate = RulesDelegate(rules)
    only.delegate = delegate
    only.becomeFirstResponder()
    try only.tap(.return)
    #expect(window.firstResponder == nil)
  }

  @Test func textAfterReturnIsNotTypedIntoTheNextField() throws {
    let window = try Form.window()
    let first = try Form.field("first", in: window)
    let second = try Form.field("second", in: window)
    var rules = DelegateRules()
    rules.shouldReturn = .next
    let delegate = RulesDelegate(rules)
    first.delegate = delegate
    first.becomeFirstResponder()
    let report = try first.type("a\nb")
    #expect(report.untyped == "b")
    #expect(first.text == "a" && second.text.isEmpty && second.isFirstResponder)
  }

  @Test func focusOrderIsSettableAndChecked() throws {
    let window = try Form.window()
    let a = try Form.field("a", in: window)
    try Form.field("b", in: window)
    let c = try Form.field("c", in: window)
    try window.setFocusOrder(["a", "c", "b"])
    a.becomeFirstResponder()
    window.focusNext(after: a)
    #expect(c.isFirstResponder)
    let error = #expect(throws: TextFieldError.self) { try window.setFocusOrder(["a", "cc"]) }
    #expect(error?.code == .unknownField)
    #expect(error?.message == "focus order: no field 'cc'; did you mean 'c'? (fields: a, b, c)")
  }

  @Test func duplicateFieldIdsAreRefused() throws {
    let window = try Form.window()
    try Form.field("a", in: window)
    #expect(throws: TextFieldError.self) { try Form.field("a", in: window) }
  }
}
