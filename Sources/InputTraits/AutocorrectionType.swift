/// Mirrors `UITextAutocorrectionType`.
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// AutocorrectionType(name: "yes")?.rawValue  // 2
/// ```
public enum AutocorrectionType: Int, TraitEnum {
  /// UIKit decides: "for most input methods" autocorrection is on (see ``EffectiveTraits``).
  case `default` = 0
  /// Autocorrection is off.
  case no = 1
  /// Autocorrection is on.
  case yes = 2

  /// The trait's property name, `autocorrectionType`.
  public static var traitName: String { "autocorrectionType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .no: "no"
    case .yes: "yes"
    }
  }
}
