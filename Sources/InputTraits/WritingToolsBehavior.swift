/// Mirrors `UIWritingToolsBehavior` (iOS 18): how Writing Tools may rewrite the field's text.
///
/// Raw values are UIKit's (`none` is −1, read from `UITextInputTraits.h`); JSON and the CLI use
/// the Swift case names. SwiftUI spells the cases `.disabled`, `.automatic`, `.complete` and
/// `.limited` (``swiftUIName``).
///
/// ```swift
/// WritingToolsBehavior(name: "none")?.rawValue  // -1
/// WritingToolsBehavior.none.swiftUIName          // "disabled"
/// ```
public enum WritingToolsBehavior: Int, TraitEnum {
  /// Writing Tools ignore the view.
  case none = -1
  /// The system decides how Writing Tools work in the view.
  case `default` = 0
  /// The complete, inline Writing Tools experience.
  case complete = 1
  /// The limited, overlay-panel experience.
  case limited = 2

  /// The trait's property name, `writingToolsBehavior`.
  public static var traitName: String { "writingToolsBehavior" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .none: "none"
    case .`default`: "default"
    case .complete: "complete"
    case .limited: "limited"
    }
  }

  /// The name of SwiftUI's `WritingToolsBehavior` value for this case.
  public var swiftUIName: String {
    switch self {
    case .none: "disabled"
    case .`default`: "automatic"
    case .complete: "complete"
    case .limited: "limited"
    }
  }
}
