/// Mirrors `UITextSmartDashesType` (iOS 11).
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// SmartDashesType(name: "yes")?.rawValue  // 2
/// ```
public enum SmartDashesType: Int, TraitEnum {
  /// UIKit decides by keyboard type: off for email-address and password keyboards.
  case `default` = 0
  /// Smart dashes is off.
  case no = 1
  /// Smart dashes is on.
  case yes = 2

  /// The trait's property name, `smartDashesType`.
  public static var traitName: String { "smartDashesType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .no: "no"
    case .yes: "yes"
    }
  }
}
