/// How sure the sources are about one resolved trait, in the tags of docs/sources.md.
///
/// docs/sources.md tags each fact [H] documented, [C] confirmed, [M] medium, [S] single
/// report, [L] low, [I] inferred or [D] disputed (its "How to read this page"). KeyboardSim
/// keeps the tag of the fact it relied on, so a report can say exactly how firm a value is.
///
/// ```swift
/// FactConfidence.medium.tag            // "[M]"
/// FactConfidence.inferred.isWeaker(than: .confirmed)  // true
/// ```
public enum FactConfidence: String, CaseIterable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// [H]: Apple's documentation or SDK header, or source code of the thing itself.
  case high = "H"
  /// [C]: two or more independent sources agree (or Apple's documentation plus a real log).
  case confirmed = "C"
  /// [M]: decompiled Apple frameworks, or several consistent reports.
  case medium = "M"
  /// [S]: one source only (a log, an issue, a blog post).
  case singleSource = "S"
  /// [L]: a single report, an emulation's guess, or an inference of the facts' authors.
  case low = "L"
  /// [I]: derived from other sourced facts; verify before relying on it.
  case inferred = "I"
  /// [D]: sources disagree, or behaviour changed between iOS versions.
  case disputed = "D"

  /// The tag as the facts write it, such as `[M]`.
  public var tag: String { "[\(rawValue)]" }

  /// The tag, such as `[M]`.
  public var description: String { tag }

  /// 3 for [H]/[C], 2 for [M]/[S], 1 for [L]/[I], 0 for [D].
  var strength: Int {
    switch self {
    case .high, .confirmed: 3
    case .medium, .singleSource: 2
    case .low, .inferred: 1
    case .disputed: 0
    }
  }

  /// Whether this confidence is weaker than `other` (the two scales are ranked together:
  /// [H] = [C] > [M] = [S] > [L] = [I] > [D]).
  public func isWeaker(than other: FactConfidence) -> Bool { strength < other.strength }

  /// The weaker of two confidences (the first one on a tie).
  public func weakest(_ other: FactConfidence) -> FactConfidence {
    other.isWeaker(than: self) ? other : self
  }
}
