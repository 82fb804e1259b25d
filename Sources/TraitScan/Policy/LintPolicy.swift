import Foundation

/// What a project decides about its findings.
///
/// Its configuration (rules off, severities, ignored findings), the suppressions in its files'
/// comments and Interface Builder labels, and a baseline of findings it already has.
/// ``apply(to:)`` returns what is left to report.
///
/// ```swift
/// let policy = LintPolicy(configuration: configuration, baseline: baseline)
/// let outcome = policy.apply(to: findings)
/// outcome.findings  // the new, unsuppressed findings
/// policy.fails(outcome.findings)  // exit 1?
/// ```
package struct LintPolicy: Sendable {
  /// The project's configuration.
  package var configuration: ScanConfiguration
  /// Findings reported before, not to report again.
  package var baseline: LintBaseline?

  /// Creates a policy.
  package init(
    configuration: ScanConfiguration = ScanConfiguration(), baseline: LintBaseline? = nil
  ) {
    self.configuration = configuration
    self.baseline = baseline
  }

  /// The findings left, and how many each step removed.
  package struct Outcome: Sendable {
    /// The findings to report.
    package var findings: [ScanFinding]
    /// Removed by the configuration (a rule off, an `ignore` entry).
    package var ignored = 0
    /// Removed by a `kbsim:disable…` comment.
    package var suppressed = 0
    /// Removed because the baseline has them.
    package var baselined = 0
  }

  /// Applies the configuration, then the files' suppressions (read with `read`), then the
  /// baseline.
  package func apply(
    to findings: [ScanFinding],
    read: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
  ) -> Outcome {
    var outcome = Outcome(findings: [])
    var configured: [ScanFinding] = []
    for finding in findings {
      if let kept = configuration.apply(to: finding) {
        configured.append(kept)
      } else {
        outcome.ignored += 1
      }
    }
    var byFile: [String: InlineSuppressions] = [:]
    var unsuppressed: [ScanFinding] = []
    for finding in configured {
      if byFile[finding.file] == nil {
        byFile[finding.file] = InlineSuppressions(text: read(finding.file) ?? "")
      }
      if byFile[finding.file]?.covers(line: finding.line, rule: finding.rule) == true {
        outcome.suppressed += 1
      } else {
        unsuppressed.append(finding)
      }
    }
    if let baseline {
      let (new, known) = baseline.filter(unsuppressed)
      outcome.findings = new
      outcome.baselined = known
    } else {
      outcome.findings = unsuppressed
    }
    return outcome
  }

  /// Whether `findings` fail the run: one at or above the configuration's `failOn` severity.
  package func fails(_ findings: [ScanFinding]) -> Bool {
    guard let threshold = configuration.failOn else { return false }
    return findings.contains { $0.severity >= threshold }
  }
}
