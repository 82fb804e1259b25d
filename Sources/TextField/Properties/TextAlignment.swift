public import InputTraits

/// Mirrors `NSTextAlignment` (iOS raw values).
///
/// A field made in code starts at `.natural` (docs/sources.md#text-field-properties: decompiled
/// storage and Interface Builder [M]; the current reference page says `.left` — the two agree in
/// left-to-right text and differ in right-to-left text).
///
/// ```swift
/// TextAlignment.natural.resolved(for: .rightToLeft)  // .right
/// ```
public enum TextAlignment: Int, TraitEnum {
  /// Flush left.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush right.
  case right = 2
  /// Justified (a single line reads as natural).
  case justified = 3
  /// The writing direction's leading edge.
  case natural = 4

  /// The property's name, `textAlignment`.
  public static var traitName: String { "textAlignment" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .justified: "justified"
    case .natural: "natural"
    }
  }

  /// `.left`, `.center` or `.right` for a line laid out in `direction`.
  public func resolved(for direction: LayoutDirection) -> TextAlignment {
    switch self {
    case .natural, .justified: direction == .rightToLeft ? .right : .left
    default: self
    }
  }
}
