package import Diagnostics
import Foundation
package import InputTraits

/// One `kbsim scan --lint` of a project: its configuration found and read, the scan, the lint
/// with the configuration's rules and device family, then suppressions and the baseline.
///
/// ```swift
/// var request = ProjectLint.Request(paths: ["App"])
/// request.baselinePath = "lint-baseline.json"
/// let run = try ProjectLint.run(request)
/// run.outcome.findings  // what to report
/// run.fails             // exit 1?
/// ```
package enum ProjectLint {
  /// What to scan and how to judge it.
  package struct Request: Sendable {
    /// The scan itself (paths, excludes, generated copies).
    package var scan: ScanOptions
    /// The device family given on the command line (over the configuration's and the
    /// project's).
    package var idiom: UserInterfaceIdiom?
    /// Rules switched off on the command line.
    package var disabledRules: Set<String> = []
    /// A configuration file to read instead of looking for `.kbsim.json`.
    package var configurationPath: String?
    /// Whether to look for a configuration at all.
    package var readsConfiguration = true
    /// A baseline to leave out.
    package var baselinePath: String?
    /// The severity that fails the run, over the configuration's (nil: keep it).
    package var failOn: FailLevel?
    /// Whether to lint (a plain scan still reads the configuration's excludes).
    package var lints = true

    /// A request for `paths`.
    package init(paths: [String]) { scan = ScanOptions(paths: paths) }
  }

  /// `--fail-on`: a severity, or never.
  package enum FailLevel: String, CaseIterable, Sendable {
    case error, warning, info, never

    /// The severity, nil for never.
    package var severity: LintSeverity? { LintSeverity(rawValue: rawValue) }
  }

  /// What one run gives.
  package struct Run: Sendable {
    /// The scan.
    package var result: ScanResult
    /// Every finding before the policy (nil without `lints`).
    package var allFindings: [ScanFinding]?
    /// What is left to report, and what the policy removed.
    package var outcome: LintPolicy.Outcome?
    /// The policy applied.
    package var policy: LintPolicy
    /// The configuration file read, if any.
    package var configurationPath: String?

    /// Whether the findings fail the run (exit 1).
    package var fails: Bool { outcome.map { policy.fails($0.findings) } ?? false }
  }

  /// Reads the configuration and baseline, scans and lints.
  ///
  /// - Throws: ``/Diagnostics/JSONError`` for a configuration or baseline that does not read.
  package static func run(_ request: Request) throws(JSONError) -> Run {
    let path =
      request.configurationPath
      ?? (request.readsConfiguration ? ScanConfiguration.find(for: request.scan.paths) : nil)
    var configuration = ScanConfiguration()
    if let path { configuration = try ScanConfiguration.load(contentsOf: path) }
    if let failOn = request.failOn { configuration.failOn = failOn.severity }
    var options = request.scan
    options.excludes += configuration.excludes
    let result = ProjectScanner().scan(options)
    let baseline = try request.baselinePath.map { path throws(JSONError) in
      try LintBaseline.load(contentsOf: path)
    }
    let policy = LintPolicy(configuration: configuration, baseline: baseline)
    guard request.lints else {
      return Run(result: result, policy: policy, configurationPath: path)
    }
    let linter = ScanLinter(
      linter: TraitLinter(
        disabledRules: request.disabledRules.union(configuration.disabledRules)),
      idiom: request.idiom ?? configuration.idiom)
    let findings = linter.lint(result)
    return Run(
      result: result, allFindings: findings, outcome: policy.apply(to: findings), policy: policy,
      configurationPath: path)
  }
}
