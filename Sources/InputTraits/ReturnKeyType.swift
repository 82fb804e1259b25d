/// Mirrors `UIReturnKeyType` (12 values).
///
/// Raw values are UIKit's; JSON and the CLI use the Swift case names.
///
/// ```swift
/// ReturnKeyType(name: "continue")?.rawValue  // 11
/// ```
public enum ReturnKeyType: Int, TraitEnum {
  /// Label "return" (docs/sources.md#return-key-labels).
  case `default` = 0
  /// Label "Go".
  case go = 1
  /// Label "Google" (a search key).
  case google = 2
  /// Label "Join".
  case join = 3
  /// Label "Next".
  case next = 4
  /// Label "Route".
  case route = 5
  /// Label "Search".
  case search = 6
  /// Label "Send".
  case send = 7
  /// Label "Yahoo" in old documentation, "Search" on current iOS per one source (disputed).
  case yahoo = 8
  /// Label "Done".
  case done = 9
  /// Label "Emergency Call".
  case emergencyCall = 10
  /// Label "Continue" (iOS 9).
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
