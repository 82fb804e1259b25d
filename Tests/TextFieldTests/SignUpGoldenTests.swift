import TestSupport
import Testing
import TextField

/// The canonical traces as golden JSON Lines: a sign-up form typed field by field, Return moving
/// focus, the clear button, a refused change, a secure field's new session, and resigning.
@MainActor
@Suite(.requires(.xkb))
struct SignUpGoldenTests {
  static func signUp(order: EventOrder) throws -> TextInputWindow {
    let window = try Form.window(order: order)
    let name = try Form.field("name", in: window) { $0.traits.autocapitalizationType = .words }
    let email = try Form.field("email", in: window) {
      $0.traits.keyboardType = .emailAddress
      $0.clearButtonMode = .whileEditing
    }
    let code = try Form.field("code", in: window) { $0.traits.keyboardType = .numberPad }
    let password = try Form.field("password", in: window, text: "hunter2") {
      $0.traits.isSecureTextEntry = true
    }
    var next = DelegateRules()
    next.shouldReturn = .next
    var digits = DelegateRules()
    digits.maxLength = 2
    digits.allowedCharacters = try CharacterClass("0-9")
    var resign = DelegateRules()
    resign.shouldReturn = .resign
    let delegates = [RulesDelegate(next), RulesDelegate(digits), RulesDelegate(resign)]
    name.delegate = delegates[0]
    email.delegate = delegates[0]
    code.delegate = delegates[1]
    password.delegate = delegates[2]

    name.becomeFirstResponder()
    try name.type("Jo\n")
    try email.type("x")
    email.tapClearButton()
    try email.type("j@x.io")
    code.becomeFirstResponder()
    try code.type("123")
    password.becomeFirstResponder()
    try password.type("a\n")
    _ = delegates
    return window
  }

  @Test func canonicalOrder() throws {
    try Golden.expect(Self.signUp(order: .canonical).jsonl(), matches: "signup-canonical.jsonl")
  }

  @Test func legacyOrder() throws {
    try Golden.expect(Self.signUp(order: .legacy).jsonl(), matches: "signup-legacy.jsonl")
  }

  @Test func theTwoOrdersDifferOnlyInTheirBeginAndEndPairs() throws {
    let canonical = try Self.signUp(order: .canonical).events
    let legacy = try Self.signUp(order: .legacy).events
    #expect(canonical.count == legacy.count)
    #expect(Set(canonical.map(\.compact)) == Set(legacy.map(\.compact)))
    let moved = zip(canonical, legacy).filter { $0.compact != $1.compact }.map(\.0.name)
    #expect(
      Set(moved) == [
        "editingDidBegin", "textFieldDidBeginEditing(_:)", "editingDidEnd",
        "textFieldDidEndEditing(_:reason:)",
      ])
  }
}
