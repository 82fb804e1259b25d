/// Mirrors the editing methods of `UITextViewDelegate`, each with UIKit's default answer.
///
/// The interaction methods for links, attachments, text items and edit menus are not part of
/// the mirror: KeyboardSim simulates editing only.
///
/// ```swift
/// final class Notes: TextViewDelegate {
///   func textViewDidChange(_ textView: TextView) { print(textView.text) }
/// }
/// ```
@MainActor
public protocol TextViewDelegate: AnyObject {
  /// Asked before the view becomes first responder; NO keeps it from editing.
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  /// The view began editing.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Asked before the view resigns; NO keeps it editing.
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: TextView)
  /// Asked before the text in `range` (UTF-16 units) becomes `text`; NO keeps the text.
  func textView(
    _ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String
  )
    -> Bool
  /// The person changed the text.
  func textViewDidChange(_ textView: TextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
  /// YES.
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  /// Nothing.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// YES.
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  /// Nothing.
  public func textViewDidEndEditing(_ textView: TextView) {}
  /// YES.
  public func textView(
    _ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  public func textViewDidChange(_ textView: TextView) {}
  /// Nothing.
  public func textViewDidChangeSelection(_ textView: TextView) {}
}
