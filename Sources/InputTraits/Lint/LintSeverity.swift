/// How serious a lint finding is.
///
/// `kbsim lint` exits 1 when any finding is an ``error``.
///
/// ```swift
/// LintSeverity.warning < .error  // true
/// ```
public enum LintSeverity: String, CaseIterable, Comparable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// A note: worth knowing, often not a trait problem (a locale pitfall, a validation habit).
  case info
  /// Likely wrong: a trait that works against the field's purpose or does nothing.
  case warning
  /// Wrong: the person gets different text than they typed, or AutoFill breaks.
  case error

  /// `info`, `warning` or `error`.
  public var description: String { rawValue }

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders `info < warning < error`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
