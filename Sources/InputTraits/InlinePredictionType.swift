/// Mirrors `UITextInlinePredictionType` (iOS 17).
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// InlinePredictionType(name: "yes")?.rawValue  // 2
/// ```
public enum InlinePredictionType: Int, TraitEnum {
  /// UIKit decides (off for secure text entry).
  case `default` = 0
  /// Inline prediction is off.
  case no = 1
  /// Inline prediction is on.
  case yes = 2

  /// The trait's property name, `inlinePredictionType`.
  public static var traitName: String { "inlinePredictionType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .no: "no"
    case .yes: "yes"
    }
  }
}
