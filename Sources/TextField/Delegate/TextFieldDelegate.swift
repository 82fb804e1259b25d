/// Mirrors `UITextFieldDelegate`: every method a text field calls while editing, each with
/// UIKit's default answer when a delegate does not implement it.
///
/// The edit-menu methods (iOS 16+) and `textField(_:insertInputSuggestion:)` (iOS 18.4) are not
/// part of the mirror: KeyboardSim shows no edit menu and delivers no input suggestions.
///
/// ```swift
/// final class DigitsOnly: TextFieldDelegate {
///   func textField(
///     _ textField: TextField, shouldChangeCharactersIn range: TextRange,
///     replacementString string: String
///   ) -> Bool {
///     string.allSatisfy(\.isNumber)
///   }
/// }
/// field.delegate = digitsOnly
/// ```
@MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Asked before the field becomes first responder; NO keeps it from editing.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// The field became first responder and began editing.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Asked before the field resigns; NO keeps it editing.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// Editing ended (the one-argument form, called by the default
  /// ``textFieldDidEndEditing(_:reason:)``).
  func textFieldDidEndEditing(_ textField: TextField)
  /// Editing ended for `reason` (always `.committed` on iOS); preferred by UIKit when
  /// implemented, so the field calls this one.
  func textFieldDidEndEditing(_ textField: TextField, reason: DidEndEditingReason)
  /// Asked before the text in `range` (UTF-16 units) becomes `string`; NO keeps the text.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: TextRange,
    replacementString string: String
  ) -> Bool
  /// The iOS 26 form for several ranges; by default it asks the single-range method with their
  /// union, as UIKit does for delegates that implement only that one.
  func textField(
    _ textField: TextField, shouldChangeCharactersInRanges ranges: [TextRange],
    replacementString string: String
  ) -> Bool
  /// The selection changed (iOS 13+).
  func textFieldDidChangeSelection(_ textField: TextField)
  /// Asked when the clear button is tapped or `clearsOnBeginEditing` clears; NO keeps the text
  /// (and sends no events).
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Asked when Return is tapped; NO ignores it.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  /// YES.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// YES.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``.
  public func textFieldDidEndEditing(_ textField: TextField, reason: DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  /// YES.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: TextRange,
    replacementString string: String
  ) -> Bool { true }
  /// The single-range method, asked with the ranges' union.
  public func textField(
    _ textField: TextField, shouldChangeCharactersInRanges ranges: [TextRange],
    replacementString string: String
  ) -> Bool {
    guard let first = ranges.first else { return true }
    let lower = ranges.map(\.location).min() ?? first.location
    let upper = ranges.map(\.upperBound).max() ?? first.upperBound
    return self.textField(
      textField, shouldChangeCharactersIn: TextRange(location: lower, length: upper - lower),
      replacementString: string)
  }
  /// Nothing.
  public func textFieldDidChangeSelection(_ textField: TextField) {}
  /// YES.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// YES.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
