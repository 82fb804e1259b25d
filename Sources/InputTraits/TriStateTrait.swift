/// A UIKit trait with the cases `default` (0), `no` (1) and `yes` (2): autocorrection, spell
/// checking, smart quotes, smart dashes, smart insert/delete, inline prediction, math expression
/// completion.
///
/// ```swift
/// SmartQuotesType.no.explicitValue       // false
/// SmartQuotesType.default.explicitValue  // nil: UIKit decides
/// ```
public protocol TriStateTrait: TraitEnum {}

extension TriStateTrait {
  /// `true` for `yes`, `false` for `no`, nil for `default`.
  public var explicitValue: Bool? {
    switch rawValue {
    case 1: false
    case 2: true
    default: nil
    }
  }
}

extension AutocorrectionType: TriStateTrait {}
extension SpellCheckingType: TriStateTrait {}
extension SmartQuotesType: TriStateTrait {}
extension SmartDashesType: TriStateTrait {}
extension SmartInsertDeleteType: TriStateTrait {}
extension InlinePredictionType: TriStateTrait {}
extension MathExpressionCompletionType: TriStateTrait {}
