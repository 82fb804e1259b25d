/// Mirrors `UIReturnKeyType` (12 values).
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// ReturnKeyType(name: "continue")?.rawValue  // 11
/// ```
public enum ReturnKeyType: Int, TraitEnum {
  /// "return".
  case `default` = 0
  /// "go".
  case go = 1
  /// "Google" (a search key).
  case google = 2
  /// "join".
  case join = 3
  /// "next".
  case next = 4
  /// "route".
  case route = 5
  /// "search".
  case search = 6
  /// "send".
  case send = 7
  /// "Yahoo" (a search key).
  case yahoo = 8
  /// "done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "continue" (iOS 9).
  case `continue` = 11

  /// The trait's property name, `returnKeyType`.
  public static var traitName: String { "returnKeyType" }

  /// The Swift case name.
  public var name: String {
    switch self {
    case .`default`: "default"
    case .go: "go"
    case .google: "google"
    case .join: "join"
    case .next: "next"
    case .route: "route"
    case .search: "search"
    case .send: "send"
    case .yahoo: "yahoo"
    case .done: "done"
    case .emergencyCall: "emergencyCall"
    case .`continue`: "continue"
    }
  }
}
