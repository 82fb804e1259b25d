import Diagnostics
import JSONCoding
import TestSupport
import Testing
import TextField

struct EventOrderTests {
  @Test func presetsByName() throws {
    #expect(try JSON.decode(EventOrder.self, from: #""legacy""#, source: "o") == .legacy)
    #expect(try JSON.decode(EventOrder.self, from: #""canonical""#, source: "o") == .canonical)
  }

  @Test func anObjectOverridesItsPreset() throws {
    let order = try JSON.decode(
      EventOrder.self, from: #"{"preset": "legacy", "selectionChange": "afterNotification"}"#,
      source: "o")
    var expected = EventOrder.legacy
    expected.selectionChange = .afterNotification
    #expect(order == expected)
  }

  @Test func everyMemberDecodes() throws {
    let order = try JSON.decode(
      EventOrder.self,
      from: #"""
        {"beginControlEvent": "afterDelegate", "endControlEvent": "afterDelegate",
         "keyboardHide": "afterEndEvents", "beginSelectionChange": "none",
         "selectionChange": "afterNotification", "clearOnBeginSendsChange": true,
         "clearButtonSendsEditingChanged": false, "autocorrectionIsSeparateChange": false,
         "primaryAction": "none", "programmaticSelectionChange": false}
        """#, source: "o")
    #expect(order.beginControlEvent == .afterDelegate && order.endControlEvent == .afterDelegate)
    #expect(
      order.keyboardHide == .afterEndEvents
        && order.beginSelectionChange == EventOrder.BeginSelectionChange.none)
    #expect(order.selectionChange == .afterNotification && order.clearOnBeginSendsChange)
    #expect(!order.clearButtonSendsEditingChanged && !order.autocorrectionIsSeparateChange)
    #expect(
      order.primaryAction == EventOrder.PrimaryActionPlacement.none
        && !order.programmaticSelectionChange)
  }

  static let badInput: [(json: String, message: String)] = [
    (
      #""legasy""#,
      "o:1:1: unknown eventOrder preset 'legasy'; did you mean 'legacy'? (valid: canonical, legacy)"
    ),
    (
      #"{"preset": "canon"}"#,
      "o:1:12: at preset: unknown eventOrder preset 'canon'; did you mean 'canonical'? (valid: canonical, legacy)"
    ),
    (
      #"{"selectionChange": "after"}"#,
      "o:1:21: at selectionChange: unknown selectionChange 'after'; did you mean 'afterNotification'? (valid: beforeEditingChanged, afterNotification)"
    ),
    (
      #"{"keyboardHid": "afterEndEvents"}"#,
      "o:1:2: at keyboardHid: unknown eventOrder key 'keyboardHid'; did you mean 'keyboardHide'?"
    ),
  ]

  @Test(arguments: badInput)
  func badOrdersAreOneLineErrors(json: String, message: String) {
    let error = #expect(throws: JSONError.self) {
      try JSON.decode(EventOrder.self, from: json, source: "o")
    }
    #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
  }
}

/// Each member of `EventOrder` changes the trace of real fields the way its documentation says.
@MainActor
@Suite(.requires(.xkb))
struct EventOrderTraceTests {
  @Test func selectionAfterTheNotificationWhileTyping() throws {
    var order = EventOrder()
    order.selectionChange = .afterNotification
    let window = try Form.window(order: order)
    let field = try Form.field("f", in: window)
    field.becomeFirstResponder()
    let start = window.events.count
    try field.type("a")
    #expect(
      window.trace(from: start).suffix(3) == [
        "f: editingChanged", "f: UITextFieldTextDidChangeNotification",
        "f: textFieldDidChangeSelection(_:) {1, 0}",
      ])
  }

  @Test func noPrimaryActionBeforeIOS9() throws {
    var order = EventOrder()
    order.primaryAction = .none
    let window = try Form.window(order: order)
    let field = try Form.field("f", in: window)
    field.becomeFirstResponder()
    let start = window.events.count
    try field.tap(.return)
    #expect(
      window.trace(from: start) == [
        "f: key return", "f: textFieldShouldReturn(_:) = true", "f: editingDidEndOnExit",
      ])
  }

  @Test func aClearButtonWithoutEditingChanged() throws {
    var order = EventOrder()
    order.clearButtonSendsEditingChanged = false
    let window = try Form.window(order: order)
    let field = try Form.field("f", in: window, text: "x") { $0.clearButtonMode = .whileEditing }
    field.becomeFirstResponder()
    let start = window.events.count
    field.tapClearButton()
    #expect(
      window.trace(from: start) == [
        "f: textFieldShouldClear(_:) = true", "f: textFieldDidChangeSelection(_:) {0, 0}",
        "f: UITextFieldTextDidChangeNotification",
      ])
  }

  @Test func aDisabledReturnKeyAsksNothing() throws {
    let window = try Form.window()
    let field = try Form.field("f", in: window) { $0.traits.enablesReturnKeyAutomatically = true }
    field.becomeFirstResponder()
    let start = window.events.count
    try field.tap(.return)
    #expect(window.trace(from: start) == ["f: key return"])
    #expect(field.returnKey?.isEnabled == false)
  }
}
