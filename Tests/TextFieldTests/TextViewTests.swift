import TestSupport
import Testing
import TextField

/// A text view's order differs from a text field's
/// (docs/sources.md#text-field-begin-before-keyboard [M]).
@MainActor
@Suite(.requires(.xkb))
struct TextViewTests {
  static func view(in window: TextInputWindow, text: String = "") throws -> TextView {
    var properties = TextViewProperties()
    properties.traits.autocapitalizationType = .none
    let view = TextView(id: "notes", text: text, properties: properties)
    try window.add(view)
    return view
  }

  @Test func theKeyboardComesBeforeDidBeginEditing() throws {
    let window = try Form.window()
    let notes = try Self.view(in: window)
    notes.becomeFirstResponder()
    #expect(
      window.trace() == [
        "notes: textViewShouldBeginEditing(_:) = true",
        "notes: keyboard focus",
        "notes: textViewDidBeginEditing(_:)",
        "notes: UITextViewTextDidBeginEditingNotification",
        "notes: textViewDidChangeSelection(_:) {0, 0}",
      ])
  }

  @Test func aTextFieldAndATextViewBeginInDifferentOrders() throws {
    let window = try Form.window()
    let field = try Form.field("field", in: window)
    let notes = try Self.view(in: window)
    field.becomeFirstResponder()
    let fieldBegin = window.trace().map { $0.replacingOccurrences(of: "field: ", with: "") }
    window.endEditing(force: true)
    let start = window.events.count
    notes.becomeFirstResponder()
    let viewBegin = window.trace(from: start).map {
      $0.replacingOccurrences(of: "notes: ", with: "")
    }
    #expect(fieldBegin.firstIndex(of: "keyboard focus") == 4)
    #expect(viewBegin.firstIndex(of: "keyboard focus") == 1)
  }

  @Test func returnIsALineBreakAskedOfTheDelegate() throws {
    let window = try Form.window()
    let notes = try Self.view(in: window)
    notes.becomeFirstResponder()
    let start = window.events.count
    try notes.type("a\nb")
    let trace = window.trace(from: start)
    #expect(
      trace.contains("notes: textView(_:shouldChangeTextIn:replacementText:) {1, 0} \"\n\" = true"))
    #expect(trace.filter { $0 == "notes: textViewDidChange(_:)" }.count == 3)
    #expect(!trace.contains { $0.contains("editingChanged") })
    #expect(notes.text == "a\nb")
  }

  @Test func aChangeCallsSelectionThenDidChangeThenTheNotification() throws {
    let window = try Form.window()
    let notes = try Self.view(in: window)
    notes.becomeFirstResponder()
    let start = window.events.count
    try notes.type("a")
    #expect(
      window.trace(from: start) == [
        "notes: key a",
        "notes: textView(_:shouldChangeTextIn:replacementText:) {0, 0} \"a\" = true",
        "notes: textViewDidChangeSelection(_:) {1, 0}",
        "notes: textViewDidChange(_:)",
        "notes: UITextViewTextDidChangeNotification",
      ])
  }

  @Test func endingHidesTheKeyboardThenCallsDidEnd() throws {
    let window = try Form.window()
    let notes = try Self.view(in: window)
    notes.becomeFirstResponder()
    let start = window.events.count
    notes.resignFirstResponder()
    #expect(
      window.trace(from: start) == [
        "notes: textViewShouldEndEditing(_:) = true",
        "notes: keyboard resign",
        "notes: textViewDidEndEditing(_:)",
        "notes: UITextViewTextDidEndEditingNotification",
      ])
  }

  @Test func aRulesDelegateResignsOnReturnWithoutALineBreak() throws {
    let window = try Form.window()
    let notes = try Self.view(in: window)
    var rules = DelegateRules()
    rules.shouldReturn = .resign
    let delegate = RulesDelegate(rules)
    notes.delegate = delegate
    notes.becomeFirstResponder()
    try notes.type("a\n")
    #expect(notes.text == "a")
    #expect(!notes.isEditing)
  }
}
