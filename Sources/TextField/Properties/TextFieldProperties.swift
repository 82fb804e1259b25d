public import Foundation
public import InputTraits

/// The documented properties of a `UITextField` that shape its editing, events and geometry,
/// with UIKit's defaults (docs/sources.md#text-field-properties).
///
/// A value: a ``TextField`` holds one; geometry (``TextFieldGeometry``) and visibility
/// (``OverlayVisibility``) are pure functions of it.
///
/// ```swift
/// var properties = TextFieldProperties()
/// properties.borderStyle = .roundedRect
/// properties.clearButtonMode = .whileEditing
/// properties.frame = CGRect(x: 16, y: 200, width: 300, height: 34)
/// properties.traits = TextInputTraits(keyboardType: .emailAddress)
/// ```
public struct TextFieldProperties: Hashable, Sendable {
  /// The placeholder, shown whenever the text is empty, also while editing
  /// (docs/sources.md#text-field-properties [H]).
  public var placeholder: String?
  /// The border style; `.none` by default.
  public var borderStyle: BorderStyle = .none
  /// When the clear button shows; `.never` by default.
  public var clearButtonMode: ViewMode = .never
  /// Whether beginning to edit clears the text (after asking `textFieldShouldClear`).
  public var clearsOnBeginEditing = false
  /// Whether the first insertion replaces all the text (the whole text is selected meanwhile).
  public var clearsOnInsertion = false
  /// The size of the `leftView`, nil without one.
  ///
  /// In right-to-left layout it shows on the right, at the leading edge.
  public var leftView: CGSize?
  /// When the left view shows; `.never` by default.
  public var leftViewMode: ViewMode = .never
  /// The size of the `rightView`, nil without one; a visible right view hides the clear button.
  public var rightView: CGSize?
  /// When the right view shows; `.never` by default.
  public var rightViewMode: ViewMode = .never
  /// Whether the field accepts focus; turning it off while editing ends editing first.
  public var isEnabled = true
  /// The alignment of the text and placeholder; `.natural` by default
  /// (docs/sources.md#text-field-properties, disputed).
  public var textAlignment: TextAlignment = .natural
  /// The effective layout direction (`effectiveUserInterfaceLayoutDirection`).
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The height of a custom `inputView`, nil for the system keyboard.
  public var inputViewHeight: CGFloat?
  /// Names an `inputView` instance other fields share; nil means the field's own (a focus
  /// move between two fields that share one keeps it on screen).
  public var inputViewID: String?
  /// The height of the `inputAccessoryView`, nil without one.
  public var inputAccessoryViewHeight: CGFloat?
  /// Names an `inputAccessoryView` instance other fields share; nil means the field's own.
  public var inputAccessoryViewID: String?
  /// Whether the font shrinks, in 1-pt steps down to ``minimumFontSize``, to fit the text.
  public var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking; 0 by default, negative values read as 0.
  public var minimumFontSize: CGFloat = 0 {
    didSet { minimumFontSize = max(0, minimumFontSize) }
  }
  /// The font's point size: 17, the system font size (the default font of a field made in code
  /// is unconfirmed, docs/sources.md#text-field-properties; Interface Builder writes 14).
  public var fontSize: CGFloat = 17
  /// The field's `UITextInputTraits`.
  public var traits = TextInputTraits()
  /// The field's frame in window coordinates; `.zero` by default, as `UITextField()`.
  public var frame: CGRect = .zero
  /// Whether an action is registered for `.editingDidEndOnExit` (or `.primaryActionTriggered`):
  /// then Return ends editing after the delegate allows it (docs/sources.md#text-field-return-key
  /// [M]).
  public var hasEditingDidEndOnExitAction = false
  /// The pixels per point geometry is rounded to; 3, as on an iPhone 15.
  public var contentScaleFactor: CGFloat = 3

  /// UIKit's defaults.
  public init() {}

  /// The field's bounds: its frame's size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}
