public import Foundation

/// A field as it is at one moment, as a value: what a picture or a report of that moment needs.
///
/// ```swift
/// let moment = window.fields.map(\.snapshot)
/// moment.first?.geometry?.clearButtonRect  // for a text field
/// ```
public struct FieldSnapshot: Hashable, Sendable {
  /// The field's id.
  public var id: String
  /// A text field or a text view.
  public var kind: TextInputKind
  /// The frame in window coordinates.
  public var frame: CGRect
  /// The text.
  public var text: String
  /// What the field shows (bullets for secure entry).
  public var displayedText: String
  /// The placeholder, shown when the text is empty (text fields).
  public var placeholder: String?
  /// Whether the field is editing.
  public var isEditing: Bool
  /// The selection in UTF-16 units.
  public var selection: TextRange
  /// The drawing rects, in the field's bounds (text fields).
  public var geometry: TextFieldGeometry?
  /// The border style (text fields).
  public var borderStyle: BorderStyle?
  /// The caret in window coordinates, while editing.
  public var caret: CGRect?
  /// The font's point size.
  public var fontSize: CGFloat
}

extension TextInputView {
  /// The field now, as a value.
  public var snapshot: FieldSnapshot {
    let field = self as? TextField
    return FieldSnapshot(
      id: id, kind: kind, frame: frameInWindow, text: text, displayedText: displayedText,
      placeholder: field?.properties.placeholder, isEditing: isEditing, selection: selectedRange,
      geometry: field?.geometry, borderStyle: field?.properties.borderStyle,
      caret: isEditing ? caretRectInWindow : nil,
      fontSize: field?.properties.fontSize ?? (self as? TextView)?.properties.fontSize ?? 17)
  }
}
