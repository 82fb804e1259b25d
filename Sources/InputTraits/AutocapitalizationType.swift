/// Mirrors `UITextAutocapitalizationType`.
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// AutocapitalizationType(name: "allCharacters")?.rawValue  // 3
/// ```
public enum AutocapitalizationType: Int, TraitEnum {
  /// Never shift automatically.
  case `none` = 0
  /// Shift at the start of every word.
  case words = 1
  /// Shift at the start of every sentence (UIKit's default).
  case sentences = 2
  /// Shift for every character.
  case allCharacters = 3

  /// The trait's property name, `autocapitalizationType`.
  public static var traitName: String { "autocapitalizationType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`none`: "none"
    case .words: "words"
    case .sentences: "sentences"
    case .allCharacters: "allCharacters"
    }
  }
}
