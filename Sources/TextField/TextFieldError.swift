public import Diagnostics

/// The one error type of the `TextField` module: a bad property or delegate rule, a step the
/// field cannot take in its state, a selection outside the text.
///
/// Match on `code`; `message` is one line and names the field and the input.
///
/// ```swift
/// do {
///   try field.select(TextRange(location: 4, length: 3))
/// } catch let error as TextFieldError where error.code == .selectionOutOfRange {
///   print(error.message)
///   // field 'code': selection {4, 3} is outside the text (UTF-16 length 5)
/// }
/// ```
public typealias TextFieldError = ModuleError<TextFieldErrorCode>

/// The codes of ``TextFieldError``.
///
/// What went wrong, as an extensible set of codes.
public struct TextFieldErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable {
    case invalidProperty, invalidRule, unknownField, noFocusedField, notEditing
    case selectionOutOfRange, keyboard, unknownKey, duplicateField, textTooLong
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// A property value that is not allowed (a negative size, an unknown name).
  public static var invalidProperty: Self { Self(.invalidProperty) }
  /// A delegate rule that is not allowed (a negative `maxLength`, a bad character class).
  public static var invalidRule: Self { Self(.invalidRule) }
  /// A field id that names no field of the window.
  public static var unknownField: Self { Self(.unknownField) }
  /// A step that needs a first responder when there is none.
  public static var noFocusedField: Self { Self(.noFocusedField) }
  /// A step that needs the field to be editing when it is not.
  public static var notEditing: Self { Self(.notEditing) }
  /// A selection that does not lie inside the text.
  public static var selectionOutOfRange: Self { Self(.selectionOutOfRange) }
  /// The keyboard for the field could not be built (see `underlying`).
  public static var keyboard: Self { Self(.keyboard) }
  /// A key tap that is not on the keyboard's current plane.
  public static var unknownKey: Self { Self(.unknownKey) }
  /// Two fields with the same id in one window.
  public static var duplicateField: Self { Self(.duplicateField) }
  /// A text longer than a simulation keeps (`FormScript.maximumFieldText`).
  public static var textTooLong: Self { Self(.textTooLong) }

  /// The code's name.
  public var description: String { wrapped.rawValue }
}
