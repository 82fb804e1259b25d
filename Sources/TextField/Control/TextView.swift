public import Foundation
public import InputTraits

/// A simulated `UITextView` being edited: the same text model as ``TextField`` with
/// `UITextViewDelegate`'s methods and notifications, no control events, Return as a line break,
/// and the keyboard's notifications *before* `textViewDidBeginEditing(_:)`
/// (docs/sources.md#text-field-begin-before-keyboard [M]).
///
/// ```swift
/// let notes = TextView(id: "notes")
/// try window.add(notes)
/// notes.becomeFirstResponder()
/// try notes.type("Line one\nline two")
/// notes.text  // "Line one\nLine two"
/// ```
@MainActor
public final class TextView: TextInputView {
  /// The view's properties.
  public var properties: TextViewProperties
  /// The delegate; nil answers as UIKit's defaults.
  ///
  /// Not retained, as in UIKit.
  public weak var delegate: (any TextViewDelegate)?

  /// A view named `id` with `text` and `properties`.
  public init(id: String, text: String = "", properties: TextViewProperties = TextViewProperties())
  {
    self.properties = properties
    super.init(id: id, kind: .textView, text: text)
  }

  /// The view's traits.
  public override var inputTraits: TextInputTraits { properties.traits }
  /// The view's frame.
  public override var frameInWindow: CGRect { properties.frame }
  /// The custom input view's height.
  public override var inputViewHeight: CGFloat? { properties.inputViewHeight }
  /// The input accessory view's height.
  public override var inputAccessoryViewHeight: CGFloat? { properties.inputAccessoryViewHeight }
  /// The shared input view instances.
  public override var inputViewIDs: (accessory: String?, inputView: String?) {
    (properties.inputAccessoryViewID, properties.inputViewID)
  }
  /// The caret: one line of text at the start of the line the caret is on, lines counted by
  /// line breaks (an estimate; text views wrap, and KeyboardSim has no font engine).
  public override var caretRectInWindow: CGRect {
    let frame = properties.frame
    let lineHeight = TextFieldMetrics.lineHeight(fontSize: properties.fontSize)
    let lines = content.textBeforeSelection.filter { $0 == "\n" }.count
    let inset: CGFloat = 8  // UITextView's default textContainerInset top [L]
    let y = min(
      frame.minY + inset + CGFloat(lines) * lineHeight, max(frame.minY, frame.maxY - lineHeight))
    return CGRect(x: frame.minX + 5, y: y, width: TextFieldMetrics.caretWidth, height: lineHeight)
  }

  override var acceptsFocus: Bool { properties.isEditable }
  override var clearsOnInsertion: Bool { properties.clearsOnInsertion }
  override func didInsertText() { properties.clearsOnInsertion = false }
  override func didBeginWithEmptyText() { properties.clearsOnInsertion = false }

  override func answer(_ question: EditingLifecycle.Question, change: PendingChange?) -> Bool {
    guard let delegate else { return true }
    switch question {
    case .shouldBeginEditing: return delegate.textViewShouldBeginEditing(self)
    case .shouldEndEditing: return delegate.textViewShouldEndEditing(self)
    case .shouldChange, .shouldClear, .shouldReturn:
      guard let change else { return true }
      return delegate.textView(
        self, shouldChangeTextIn: change.range, replacementText: change.replacement)
    }
  }

  override func invoke(_ callback: EditingLifecycle.Callback) {
    guard let delegate else { return }
    switch callback {
    case .didBeginEditing: delegate.textViewDidBeginEditing(self)
    case .didEndEditing: delegate.textViewDidEndEditing(self)
    case .didChange: delegate.textViewDidChange(self)
    }
  }

  override func invokeSelectionChange() {
    delegate?.textViewDidChangeSelection(self)
  }
}
