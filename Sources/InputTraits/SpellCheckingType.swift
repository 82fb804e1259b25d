/// Mirrors `UITextSpellCheckingType`.
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// SpellCheckingType(name: "yes")?.rawValue  // 2
/// ```
public enum SpellCheckingType: Int, TraitEnum {
  /// UIKit decides: spell checking is on whenever autocorrection is on.
  case `default` = 0
  /// Spell checking is off.
  case no = 1
  /// Spell checking is on.
  case yes = 2

  /// The trait's property name, `spellCheckingType`.
  public static var traitName: String { "spellCheckingType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .no: "no"
    case .yes: "yes"
    }
  }
}
