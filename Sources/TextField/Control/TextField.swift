public import Foundation
public import InputTraits

/// A simulated `UITextField`: its documented properties, its delegate, its control events and
/// notifications, its clear button, Return, and its drawing rects.
///
/// ```swift
/// let window = TextInputWindow(typing: try TypingSession())
/// let email = TextField(id: "email")
/// email.properties.traits = TextInputTraits(keyboardType: .emailAddress, autocapitalizationType: .none)
/// email.properties.clearButtonMode = .whileEditing
/// try window.add(email)
/// email.becomeFirstResponder()
/// try email.type("jane@example.com")
/// email.tapClearButton()
/// window.events.map(\.name)
/// // textFieldShouldBeginEditing(_:), editingDidBegin, textFieldDidBeginEditing(_:), …
/// ```
@MainActor
public final class TextField: TextInputView {
  /// The properties; turning `isEnabled` off while editing ends editing first
  /// (docs/sources.md#text-field-properties [M]).
  public var properties: TextFieldProperties {
    didSet {
      if !properties.isEnabled, oldValue.isEnabled, isFirstResponder {
        _ = window?.resign(self, force: true)
      }
    }
  }
  /// The delegate; nil answers as UIKit's defaults.
  ///
  /// Not retained, as in UIKit.
  public weak var delegate: (any TextFieldDelegate)?

  /// A field named `id` with `text` and `properties`.
  public init(
    id: String, text: String = "", properties: TextFieldProperties = TextFieldProperties()
  ) {
    self.properties = properties
    super.init(id: id, kind: .textField, text: EditableText.sanitizedForTextField(text))
  }

  /// The field's traits.
  public override var inputTraits: TextInputTraits { properties.traits }
  /// The field's frame.
  public override var frameInWindow: CGRect { properties.frame }
  /// The custom input view's height.
  public override var inputViewHeight: CGFloat? { properties.inputViewHeight }
  /// The input accessory view's height.
  public override var inputAccessoryViewHeight: CGFloat? { properties.inputAccessoryViewHeight }
  /// The shared input view instances.
  public override var inputViewIDs: (accessory: String?, inputView: String?) {
    (properties.inputAccessoryViewID, properties.inputViewID)
  }
  /// ``caretRect``.
  public override var caretRectInWindow: CGRect { caretRect }

  /// The rects for the field's bounds, as they are now (editing or not, text or not).
  public var geometry: TextFieldGeometry {
    TextFieldGeometry(properties, isEditing: isEditing, isEmpty: text.isEmpty)
  }

  /// Whether the clear button shows now.
  public var isClearButtonVisible: Bool { geometry.visibility.clearButton }

  /// Whether the placeholder shows now: whenever the text is empty, also while editing
  /// (docs/sources.md#text-field-properties [H]).
  public var isPlaceholderVisible: Bool { properties.placeholder != nil && text.isEmpty }

  /// The caret rect in window coordinates (the field's frame origin plus
  /// ``TextFieldGeometry/caretRect(_:text:displayedText:)``), for the keyboard-avoidance
  /// calculator.
  public var caretRect: CGRect {
    TextFieldGeometry.caretRect(properties, text: content, displayedText: displayedText)
      .offsetBy(dx: properties.frame.minX, dy: properties.frame.minY)
  }

  /// Taps the clear button (docs/sources.md#clear-button-tap [M]): `textFieldShouldClear`, the
  /// clear, `.editingChanged` and the change notification; a field that was not editing then
  /// becomes first responder.
  ///
  /// - Returns: False when the button does not show (nothing to tap) or the delegate said NO.
  @discardableResult
  public func tapClearButton() -> Bool {
    guard isClearButtonVisible, window != nil else { return false }
    let wasEditing = isEditing
    let cleared = run(
      lifecycle.clearButton(),
      change: PendingChange(
        range: TextRange(location: 0, length: content.utf16Length), replacement: ""))
    if cleared, wasEditing { resyncEngine() }
    return cleared
  }

  // MARK: - Hooks

  override var acceptsFocus: Bool { properties.isEnabled }
  override var clearsOnBegin: Bool { properties.clearsOnBeginEditing && !text.isEmpty }
  override var clearsOnInsertion: Bool { properties.clearsOnInsertion }
  override var foldsNewlines: Bool { true }
  override var hasExitAction: Bool { properties.hasEditingDidEndOnExitAction }

  override func didInsertText() { properties.clearsOnInsertion = false }
  override func didBeginWithEmptyText() { properties.clearsOnInsertion = false }

  override func returnKeyTapped() {
    run(lifecycle.returnKey())
  }

  override func answer(_ question: EditingLifecycle.Question, change: PendingChange?) -> Bool {
    guard let delegate else { return true }
    switch question {
    case .shouldBeginEditing: return delegate.textFieldShouldBeginEditing(self)
    case .shouldEndEditing: return delegate.textFieldShouldEndEditing(self)
    case .shouldClear: return delegate.textFieldShouldClear(self)
    case .shouldReturn: return delegate.textFieldShouldReturn(self)
    case .shouldChange:
      guard let change else { return true }
      return delegate.textField(
        self, shouldChangeCharactersIn: change.range, replacementString: change.replacement)
    }
  }

  override func invoke(_ callback: EditingLifecycle.Callback) {
    guard let delegate else { return }
    switch callback {
    case .didBeginEditing: delegate.textFieldDidBeginEditing(self)
    case .didEndEditing: delegate.textFieldDidEndEditing(self, reason: .committed)
    case .didChange: break
    }
  }

  override func invokeSelectionChange() {
    delegate?.textFieldDidChangeSelection(self)
  }
}
