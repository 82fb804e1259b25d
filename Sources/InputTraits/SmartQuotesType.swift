/// Mirrors `UITextSmartQuotesType` (iOS 11).
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// SmartQuotesType(name: "yes")?.rawValue  // 2
/// ```
public enum SmartQuotesType: Int, TraitEnum {
  /// UIKit decides by keyboard type: off for email-address and password keyboards.
  case `default` = 0
  /// Smart quotes is off.
  case no = 1
  /// Smart quotes is on.
  case yes = 2

  /// The trait's property name, `smartQuotesType`.
  public static var traitName: String { "smartQuotesType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .no: "no"
    case .yes: "yes"
    }
  }
}
