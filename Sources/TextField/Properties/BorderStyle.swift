public import InputTraits

/// Mirrors `UITextField.BorderStyle`; raw values are UIKit's.
///
/// Each style insets the text from the bounds differently (docs/sources.md#text-field-geometry):
///
/// | style | inset (top, left, bottom, right) |
/// |---|---|
/// | `none` | 0, 0, 0, 0 |
/// | `line` | 2, 2, 2, 2 |
/// | `bezel` | 4, 7, 1, 7 |
/// | `roundedRect` | 2, 7, 2, 7 |
///
/// ```swift
/// BorderStyle(name: "roundedRect")?.rawValue  // 3
/// ```
public enum BorderStyle: Int, TraitEnum {
  /// No border (UIKit's default).
  case none = 0
  /// A thin rectangle.
  case line = 1
  /// A bezel-style frame.
  case bezel = 2
  /// The rounded rectangle Interface Builder gives new fields.
  case roundedRect = 3

  /// The property's name, `borderStyle`.
  public static var traitName: String { "borderStyle" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .none: "none"
    case .line: "line"
    case .bezel: "bezel"
    case .roundedRect: "roundedRect"
    }
  }
}
