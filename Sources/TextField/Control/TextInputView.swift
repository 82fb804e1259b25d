public import Foundation
public import InputTraits
import KeyboardModel
import UIKitVocabulary

/// What a text field and a text view share: the text and selection, the editing lifecycle, the
/// typing engine, and the events they record in their window's timeline.
///
/// Use the subclasses ``TextField`` (`UITextField`) and ``TextView`` (`UITextView`); their
/// delegates, notifications and orders differ (``TextInputKind``).
///
/// ```swift
/// let field = TextField(id: "email")
/// window.add(field)
/// field.becomeFirstResponder()       // delegate calls, control events, notifications
/// try field.type("jane@example.com") // one change per key, asked of the delegate
/// field.text                         // "Jane@example.com"
/// ```
@MainActor
public class TextInputView {
  /// The field's name in events and messages.
  public let id: String
  /// Whether this is a text field or a text view.
  public let kind: TextInputKind
  /// The window the field is in; a field outside a window cannot become first responder.
  public internal(set) weak var window: TextInputWindow?

  var content: EditableText
  var lifecycle: EditingLifecycle
  /// The selection the delegate last heard of while editing; nil before the first report.
  var reportedSelection: TextRange?
  /// A secure field that began editing with text clears it on its first edit
  /// (docs/sources.md#secure-text-entry [M]).
  var secureClearPending = false
  /// How many times the field became first responder.
  var sessions = 0
  var engine: TypingEngine?
  var engineKey: (traits: TextInputTraits, hardware: Bool, session: Int)?

  init(id: String, kind: TextInputKind, text: String) {
    self.id = id
    self.kind = kind
    content = EditableText(text)
    lifecycle = EditingLifecycle(kind: kind)
  }

  // MARK: - State

  /// The text; never nil.
  ///
  /// Setting it is a change from code: no `.editingChanged`, no change
  /// notification (docs/sources.md#programmatic-text-change [M]); the caret goes to the end [L].
  public var text: String {
    get { content.text }
    set { setTextFromCode(newValue) }
  }

  /// The selection in UTF-16 units (`selectedRange`); a caret when empty.
  public var selectedRange: TextRange { content.selection }

  /// The text and selection, with grapheme offsets.
  public var editableText: EditableText { content }

  /// Whether the field is editing.
  public var isEditing: Bool { lifecycle.isEditing }

  /// Whether the field is its window's first responder.
  public var isFirstResponder: Bool { window?.firstResponder === self }

  /// The field's `UITextInputTraits`.
  public var inputTraits: TextInputTraits { TextInputTraits() }

  /// The field's frame in window coordinates.
  public var frameInWindow: CGRect { .zero }

  /// The height of the field's custom `inputView`, nil for the system keyboard.
  public var inputViewHeight: CGFloat? { nil }

  /// The height of the field's `inputAccessoryView`, nil without one.
  public var inputAccessoryViewHeight: CGFloat? { nil }

  /// The shared instances the field's input views are, by name (nil: the field's own).
  public var inputViewIDs: (accessory: String?, inputView: String?) { (nil, nil) }

  /// The caret rect in window coordinates (an estimate: KeyboardSim has no font engine).
  public var caretRectInWindow: CGRect { frameInWindow }

  /// What the field shows: the text, or a mask for secure entry (the last character typed
  /// stays visible for 2 s, docs/sources.md#secure-text-entry [M]).
  public var displayedText: String {
    guard inputTraits.isSecureTextEntry else { return content.text }
    let mask = String(repeating: "\u{25CF}", count: content.graphemeCount)
    guard let engine, isEditing, let revealed = engine.displayedText.last, revealed != "\u{25CF}",
      content.selection.isEmpty, content.graphemeSelection.lowerBound > 0
    else { return mask }
    let caret = content.graphemeSelection.lowerBound
    var characters = Array(mask)
    characters[caret - 1] = revealed
    return String(characters)
  }

  // MARK: - Responder

  /// Asks to become first responder: the delegate's `shouldBeginEditing` first, then the
  /// current first responder's `shouldEndEditing` (docs/sources.md#text-field-event-order).
  ///
  /// - Returns: Whether the field is first responder afterwards.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    window?.makeFirstResponder(self) ?? false
  }

  /// Asks to resign first responder (`shouldEndEditing` may refuse).
  ///
  /// - Returns: Whether the field is not first responder afterwards.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    window?.resign(self, force: false) ?? true
  }

  // MARK: - Hooks the subclasses fill in

  /// Whether the field can become first responder now (enabled, editable).
  var acceptsFocus: Bool { true }
  /// Whether `clearsOnBeginEditing` clears at the next begin.
  var clearsOnBegin: Bool { false }
  /// Whether the first insertion replaces all the text.
  var clearsOnInsertion: Bool { false }
  /// Whether newlines are folded into spaces (text fields).
  var foldsNewlines: Bool { false }
  /// Whether an action is registered for `.editingDidEndOnExit`.
  var hasExitAction: Bool { false }

  /// The delegate's answer to `question`.
  func answer(_ question: EditingLifecycle.Question, change: PendingChange?) -> Bool { true }
  /// Calls the delegate's `callback`.
  func invoke(_ callback: EditingLifecycle.Callback) {}
  /// Calls the delegate's selection-change method.
  func invokeSelectionChange() {}
  /// The first insertion happened (`clearsOnInsertion` resets).
  func didInsertText() {}
  /// Editing began with empty text (`clearsOnInsertion` resets).
  func didBeginWithEmptyText() {}
  /// Return in a single-line field; text fields run the return plan.
  func returnKeyTapped() {}

  /// The delegate method asked for `question`.
  func method(for question: EditingLifecycle.Question) -> DelegateMethod {
    switch (kind, question) {
    case (.textField, .shouldBeginEditing): .textFieldShouldBeginEditing
    case (.textField, .shouldEndEditing): .textFieldShouldEndEditing
    case (.textField, .shouldClear): .textFieldShouldClear
    case (.textField, .shouldChange): .textFieldShouldChangeCharacters
    case (.textField, .shouldReturn): .textFieldShouldReturn
    case (.textView, .shouldBeginEditing): .textViewShouldBeginEditing
    case (.textView, .shouldEndEditing): .textViewShouldEndEditing
    case (.textView, .shouldClear), (.textView, .shouldChange), (.textView, .shouldReturn):
      .textViewShouldChangeText
    }
  }

  /// The delegate method called for `callback`.
  func method(for callback: EditingLifecycle.Callback) -> DelegateMethod {
    switch (kind, callback) {
    case (.textField, .didBeginEditing): .textFieldDidBeginEditing
    case (.textField, .didEndEditing): .textFieldDidEndEditingReason
    // Text fields report changes with `.editingChanged`; the lifecycle never asks this.
    case (.textField, .didChange): .textFieldDidChangeSelection
    case (.textView, .didBeginEditing): .textViewDidBeginEditing
    case (.textView, .didEndEditing): .textViewDidEndEditing
    case (.textView, .didChange): .textViewDidChange
    }
  }

  /// The notification posted for `post`.
  func notification(for post: EditingLifecycle.Post) -> TextFieldNotificationName {
    switch (kind, post) {
    case (.textField, .didBegin): .didBeginEditing
    case (.textField, .didChange): .didChange
    case (.textField, .didEnd): .didEndEditing
    case (.textView, .didBegin): .textViewDidBeginEditing
    case (.textView, .didChange): .textViewDidChange
    case (.textView, .didEnd): .textViewDidEndEditing
    }
  }
}
