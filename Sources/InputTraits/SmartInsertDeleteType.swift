/// Mirrors `UITextSmartInsertDeleteType` (iOS 11).
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// SmartInsertDeleteType(name: "yes")?.rawValue  // 2
/// ```
public enum SmartInsertDeleteType: Int, TraitEnum {
  /// UIKit decides by keyboard type: off for email-address and password keyboards.
  case `default` = 0
  /// Smart insert and delete is off.
  case no = 1
  /// Smart insert and delete is on.
  case yes = 2

  /// The trait's property name, `smartInsertDeleteType`.
  public static var traitName: String { "smartInsertDeleteType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .no: "no"
    case .yes: "yes"
    }
  }
}
