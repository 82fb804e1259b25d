public import InputTraits

/// Mirrors `UITextField.ViewMode`: when the clear button and the left and right views show.
///
/// The clear button never shows in an empty field; the overlay views follow the mode alone
/// (docs/sources.md#overlay-visibility, ``OverlayVisibility``).
///
/// ```swift
/// ViewMode(name: "whileEditing")?.rawValue  // 1
/// ```
public enum ViewMode: Int, TraitEnum {
  /// Never shown (UIKit's default).
  case never = 0
  /// Shown while the field is editing.
  case whileEditing = 1
  /// Shown while the field is not editing.
  case unlessEditing = 2
  /// Always shown.
  case always = 3

  /// The property's name, `viewMode`.
  public static var traitName: String { "viewMode" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .never: "never"
    case .whileEditing: "whileEditing"
    case .unlessEditing: "unlessEditing"
    case .always: "always"
    }
  }
}
