/// Mirrors `UIKeyboardType` (12 distinct values; `alphabet` is a deprecated alias).
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// KeyboardType(name: "asciiCapableNumberPad")?.rawValue  // 11
/// ```
public enum KeyboardType: Int, TraitEnum {
  /// The default keyboard for the current input method.
  case `default` = 0
  /// A keyboard that shows only ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation (the "123" plane of the default keyboard).
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // (UIKit's spelling.)
  /// A keyboard for URL entry: `.`, `/` and `.com` keys.
  case URL = 3
  /// A numeric pad for PIN entry (0–9 only; no return key on iPhone).
  case numberPad = 4
  /// A telephone pad (0–9, `*`, `#`, `+`; no return key on iPhone).
  case phonePad = 5
  /// A keyboard for a person's name or phone number.
  case namePhonePad = 6
  /// A keyboard for email addresses: `@` and `.` keys.
  case emailAddress = 7
  /// A numeric pad with the locale's decimal separator (no return key on iPhone).
  case decimalPad = 8
  /// A keyboard for social-media text: `@` and `#` keys.
  case twitter = 9
  /// A keyboard for web search terms and URLs: `.` key, a "Go" return key.
  case webSearch = 10
  /// A number pad that outputs only ASCII digits.
  case asciiCapableNumberPad = 11

  /// The trait's property name, `keyboardType`.
  public static var traitName: String { "keyboardType" }

  /// The deprecated aliases UIKit still accepts.
  public static var aliases: [String: Self] { ["alphabet": .asciiCapable] }

  /// Deprecated alias of ``asciiCapable``, as UIKit's `alphabet`.
  public static var alphabet: Self { .asciiCapable }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .asciiCapable: "asciiCapable"
    case .numbersAndPunctuation: "numbersAndPunctuation"
    case .URL: "URL"
    case .numberPad: "numberPad"
    case .phonePad: "phonePad"
    case .namePhonePad: "namePhonePad"
    case .emailAddress: "emailAddress"
    case .decimalPad: "decimalPad"
    case .twitter: "twitter"
    case .webSearch: "webSearch"
    case .asciiCapableNumberPad: "asciiCapableNumberPad"
    }
  }
}
