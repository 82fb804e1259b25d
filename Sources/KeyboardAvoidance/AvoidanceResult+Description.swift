import JSONCoding

extension AvoidanceResult: CustomStringConvertible {
  /// One line: each scroll view's bottom inset and offset, innermost first, and the residual
  /// shift.
  ///
  /// ```swift
  /// print(result)  // contentInset.bottom 302, contentOffset.y 148; residualShift 0
  /// ```
  public var description: String {
    let views = scrollViews.map { $0.description }.joined(separator: " | ")
    let warning =
      warnings.isEmpty ? "" : "; \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
    return (views.isEmpty ? "" : views + "; ")
      + "residualShift \(formatNumber(Double(residualShift)))"
      + warning
  }
}

extension ScrollViewAdjustment: CustomStringConvertible {
  /// `contentInset.bottom 302, contentOffset.y 148`.
  public var description: String {
    "contentInset.bottom \(formatNumber(Double(contentInset.bottom))), "
      + "contentOffset.y \(formatNumber(Double(contentOffset.y)))"
  }
}
