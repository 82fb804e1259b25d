import InputTraits
import JSONCoding

/// The output of `kbsim scan` in its formats, built whole before anything is printed.
package struct ScanOutput {
  /// `--format`: the fields (or findings) as text, JSON or JSON Lines; with `--lint`, also a
  /// SARIF log or GitHub Actions annotations.
  package enum Format: String, CaseIterable, Sendable {
    case text, json, jsonl, sarif, github

    /// Whether the format prints findings only (it needs `--lint`).
    package var needsLint: Bool { self == .sarif || self == .github }
  }

  /// What a run prints: standard output, and standard error (one line per failed file, and
  /// the summary line where standard output is data).
  package func printed(_ format: Format, version: String) -> (output: String, errors: String) {
    var errors = result.failures.map { "error: " + $0.message + "\n" }.joined()
    if format != .text, format != .json { errors += summaryLine + "\n" }
    let output: String
    switch format {
    case .text: output = text
    case .json: output = prettyJSON
    case .jsonl: output = jsonl
    case .sarif: output = LintSARIF(findings: findings ?? [], version: version).text
    case .github: output = GitHubAnnotations.lines(findings ?? [])
    }
    return (output, errors)
  }

  package var result: ScanResult
  /// The lint findings, when `--lint` was given.
  package var findings: [ScanFinding]?
  /// Whether fields carry their sites (`--sites`).
  package var sites = false
  /// How many findings the project's policy left out (configuration, comments, baseline).
  package var leftOut: LintPolicy.Outcome?

  /// The output of a scan and its lint findings.
  package init(result: ScanResult, findings: [ScanFinding]?, sites: Bool) {
    self.result = result
    self.findings = findings
    self.sites = sites
  }

  private func json(_ field: ScannedField) -> JSONValue { sites ? field.jsonWithSites : field.json }

  /// The JSON document, pretty-printed.
  package var prettyJSON: String { JSONWriter.pretty(json, style: .inlineLeaves) + "\n" }

  /// The fields, or with `--lint` the findings, one per line, then the summary line.
  package var text: String {
    var lines: [String]
    if let findings {
      lines = findings.flatMap { finding -> [String] in
        var fixes = finding.fix.map(\.description)
        if let advice = finding.advice { fixes.append(advice) }
        return [finding.text] + (fixes.isEmpty ? [] : ["  fix: " + fixes.joined(separator: "; ")])
      }
    } else {
      lines = result.fields.map(\.text)
    }
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One field (or finding) per line.
  package var jsonl: String {
    let values = findings.map { $0.map(Self.json) } ?? result.fields.map(json)
    return values.map { JSONWriter.line($0) + "\n" }.joined()
  }

  var json: JSONValue {
    var document = JSONObject()
    document["fields"] = .array(JSONArray(result.fields.map(json)))
    if let findings { document["findings"] = .array(JSONArray(findings.map(Self.json))) }
    document["failures"] = .array(
      JSONArray(
        result.failures.map { failure in
          [
            "file": failure.file.map { .string($0) } ?? .null,
            "line": failure.line.map { .number(JSONNumber(Double($0))) } ?? .null,
            "column": failure.column.map { .number(JSONNumber(Double($0))) } ?? .null,
            "code": .string(failure.code.description), "message": .string(failure.message),
          ]
        }))
    document["summary"] = summary
    return .object(document)
  }

  var summary: JSONValue {
    var files = JSONObject()
    for kind in SourceKind.allCases {
      files[kind.rawValue] = .number(JSONNumber(Double(result.filesRead[kind] ?? 0)))
    }
    var fields = JSONObject()
    for source in FieldSource.allCases {
      fields[source.rawValue] = .number(JSONNumber(Double(result.count(source))))
    }
    var summary = JSONObject()
    summary["files"] = .object(files)
    summary["fields"] = .object(fields)
    summary["generatedSkipped"] = .number(JSONNumber(Double(result.generatedSkipped)))
    summary["excluded"] = .number(JSONNumber(Double(result.excluded)))
    summary["nonIOSSkipped"] = .number(JSONNumber(Double(result.nonIOSSkipped)))
    summary["failed"] = .number(JSONNumber(Double(result.failures.count)))
    if let findings {
      var counts = JSONObject()
      for severity in [LintSeverity.error, .warning, .info] {
        counts[severity.rawValue] = .number(
          JSONNumber(Double(findings.filter { $0.severity == severity }.count)))
      }
      summary["findings"] = .object(counts)
      if let leftOut {
        summary["leftOut"] = [
          "configuration": .number(JSONNumber(Double(leftOut.ignored))),
          "comments": .number(JSONNumber(Double(leftOut.suppressed))),
          "baseline": .number(JSONNumber(Double(leftOut.baselined))),
        ]
      }
    }
    summary["seconds"] = .number(JSONNumber(Self.milliseconds(result.seconds)))
    return .object(summary)
  }

  static func json(_ finding: ScanFinding) -> JSONValue {
    var fix = JSONObject()
    for change in finding.fix {
      switch change.value {
      case .name(let name): fix[change.trait] = .string(name)
      case .bool(let flag): fix[change.trait] = .bool(flag)
      case .null: fix[change.trait] = .null
      }
    }
    return [
      "file": .string(finding.file), "line": .number(JSONNumber(Double(finding.line))),
      "column": .number(JSONNumber(Double(finding.column))),
      "severity": .string(finding.severity.rawValue), "rule": .string(finding.rule),
      "field": .string(finding.field), "message": .string(finding.message), "fix": .object(fix),
      "advice": finding.advice.map { .string($0) } ?? .null,
    ]
  }

  /// `scanned 14 files (…) in 0.02 s: 23 fields (…); …`.
  package var summaryLine: String {
    let kinds = SourceKind.allCases.map { "\(result.filesRead[$0] ?? 0) \($0.label)" }
    var line =
      "scanned \(plural(result.totalFilesRead, "file")) (\(kinds.joined(separator: ", "))) in "
      + "\(formatNumber(Self.milliseconds(result.seconds))) s: "
      + "\(plural(result.fields.count, "field")) ("
      + FieldSource.allCases.map { "\($0.rawValue) \(result.count($0))" }.joined(separator: ", ")
      + ")"
    var skipped: [String] = []
    if result.generatedSkipped > 0 { skipped.append("\(result.generatedSkipped) generated") }
    if result.excluded > 0 { skipped.append("\(result.excluded) excluded") }
    if result.nonIOSSkipped > 0 { skipped.append("\(result.nonIOSSkipped) non-iOS") }
    if !skipped.isEmpty { line += "; skipped " + skipped.joined(separator: ", ") }
    if !result.failures.isEmpty { line += "; \(plural(result.failures.count, "failure"))" }
    if let findings {
      let counts = [LintSeverity.error, .warning, .info].map { severity in
        let count = findings.filter { $0.severity == severity }.count
        return severity == .info ? "\(count) info" : plural(count, severity.rawValue)
      }
      line += "; findings: " + counts.joined(separator: ", ")
    }
    if let leftOut, leftOut.ignored + leftOut.suppressed + leftOut.baselined > 0 {
      var parts: [String] = []
      if leftOut.ignored > 0 { parts.append("\(leftOut.ignored) by the configuration") }
      if leftOut.suppressed > 0 { parts.append("\(leftOut.suppressed) by kbsim:disable comments") }
      if leftOut.baselined > 0 { parts.append("\(leftOut.baselined) in the baseline") }
      line += "; left out: " + parts.joined(separator: ", ")
    }
    return line
  }

  static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
