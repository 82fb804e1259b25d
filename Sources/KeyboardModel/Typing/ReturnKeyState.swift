public import InputTraits

/// What the return key shows and whether it can be tapped.
///
/// ```swift
/// ReturnKeyState.label(for: .next)      // "Next"
/// ReturnKeyState.label(for: .default)   // "return"
/// ```
public struct ReturnKeyState: Hashable, Sendable {
  /// The key's English label (docs/sources.md#return-key-labels).
  public var label: String
  /// False while `enablesReturnKeyAutomatically` is on and the field is empty
  /// (docs/sources.md#return-key-auto-enable).
  public var isEnabled: Bool

  /// Creates a state.
  public init(label: String, isEnabled: Bool) {
    self.label = label
    self.isEnabled = isEnabled
  }

  /// What `.yahoo` shows, which the sources dispute (docs/sources.md#return-key-labels [D]).
  public enum YahooLabel: String, Hashable, Sendable, CaseIterable {
    /// "Search", as a 2024 screenshot shows (the default: modern iOS).
    case search
    /// "Yahoo", as the old documentation says.
    case yahoo
  }

  /// The English label of a return key type (docs/sources.md#return-key-labels).
  public static func label(for type: ReturnKeyType, yahoo: YahooLabel = .search) -> String {
    switch type {
    case .default: "return"
    case .go: "Go"
    case .google: "Google"
    case .join: "Join"
    case .next: "Next"
    case .route: "Route"
    case .search: "Search"
    case .send: "Send"
    case .yahoo: yahoo == .search ? "Search" : "Yahoo"
    case .done: "Done"
    case .emergencyCall: "Emergency Call"
    case .continue: "Continue"
    }
  }
}
