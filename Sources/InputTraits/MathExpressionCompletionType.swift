/// Mirrors `UITextMathExpressionCompletionType` (iOS 18): whether the keyboard offers to
/// complete math expressions such as `12*4=`.
///
/// Raw values follow UIKit's other `default`/`no`/`yes` enumerations (0, 1, 2; the facts note
/// that no header confirms them); JSON and the CLI use the Swift case names.
///
/// ```swift
/// MathExpressionCompletionType(name: "no")?.rawValue  // 1
/// ```
public enum MathExpressionCompletionType: Int, TraitEnum {
  /// UIKit decides.
  case `default` = 0
  /// Math expression completion is off.
  case no = 1
  /// Math expression completion is on.
  case yes = 2

  /// The trait's property name, `mathExpressionCompletionType`.
  public static var traitName: String { "mathExpressionCompletionType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .no: "no"
    case .yes: "yes"
    }
  }
}
