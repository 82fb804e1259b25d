public import Foundation
public import InputTraits

/// The properties of a `UITextView` that shape its editing and its place on screen.
///
/// ```swift
/// var properties = TextViewProperties()
/// properties.frame = CGRect(x: 16, y: 400, width: 361, height: 120)
/// ```
public struct TextViewProperties: Hashable, Sendable {
  /// Whether the person can edit the text; a view that is not editable cannot become first
  /// responder.
  public var isEditable = true
  /// Whether the first insertion replaces all the text.
  public var clearsOnInsertion = false
  /// The view's `UITextInputTraits`.
  public var traits = TextInputTraits()
  /// The view's frame in window coordinates.
  public var frame: CGRect = .zero
  /// The height of a custom `inputView`, nil for the system keyboard.
  public var inputViewHeight: CGFloat?
  /// Names an `inputView` instance other fields share; nil means the field's own (a focus
  /// move between two fields that share one keeps it on screen).
  public var inputViewID: String?
  /// The height of the `inputAccessoryView`, nil without one.
  public var inputAccessoryViewHeight: CGFloat?
  /// Names an `inputAccessoryView` instance other fields share; nil means the field's own.
  public var inputAccessoryViewID: String?
  /// The font's point size; 17.
  public var fontSize: CGFloat = 17

  /// UIKit's defaults.
  public init() {}
}
