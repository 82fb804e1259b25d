public import InputTraits

/// Mirrors `UIUserInterfaceLayoutDirection`: the direction a field lays out its overlays in.
///
/// In right-to-left layout the clear button and the overlay views swap sides: the view set as
/// `leftView` shows on the right, at the leading edge (docs/sources.md#text-field-geometry [M]).
///
/// ```swift
/// LayoutDirection(name: "rightToLeft")?.rawValue  // 1
/// ```
public enum LayoutDirection: Int, TraitEnum {
  /// Left to right (English).
  case leftToRight = 0
  /// Right to left (Arabic, Hebrew).
  case rightToLeft = 1

  /// The property's name, `layoutDirection`.
  public static var traitName: String { "layoutDirection" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}
