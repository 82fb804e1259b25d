extension TraitLintRule {
  /// The rule table of docs/traits.md: id, severity, whether it needs a form, what it checks,
  /// and its facts.
  ///
  /// A test keeps the documentation equal to this text.
  ///
  /// ```swift
  /// print(TraitLintRule.markdownTable())
  /// ```
  public static func markdownTable() -> String {
    var lines = [
      "| id | severity | needs a form | checks | facts |",
      "|---|---|---|---|---|",
    ]
    for rule in all {
      lines.append(
        "| `\(rule.id)` | \(rule.severity) | \(rule.needsForm ? "yes" : "no") | "
          + "\(rule.summary.replacingPipes()) | \(rule.source) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func replacingPipes() -> String {
    split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
