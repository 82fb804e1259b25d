/// Mirrors `UIKeyboardAppearance` (`alert` is a deprecated alias of `dark`).
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// KeyboardAppearance(name: "light")?.rawValue  // 2
/// ```
public enum KeyboardAppearance: Int, TraitEnum {
  /// The system's appearance.
  case `default` = 0
  /// A dark keyboard.
  case dark = 1
  /// A light keyboard.
  case light = 2

  /// The trait's property name, `keyboardAppearance`.
  public static var traitName: String { "keyboardAppearance" }

  /// The deprecated aliases UIKit still accepts.
  public static var aliases: [String: Self] { ["alert": .dark] }

  /// Deprecated alias of ``dark``, as UIKit's `alert`.
  public static var alert: Self { .dark }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .dark: "dark"
    case .light: "light"
    }
  }
}
