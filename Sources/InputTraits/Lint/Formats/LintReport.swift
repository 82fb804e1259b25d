import JSONCoding

/// The findings of one lint run over a traits file, written as `kbsim lint` prints them: text
/// or JSON.
///
/// Findings are made field by field as the report is written, never all at once, so a form of
/// a million fields is reported in the memory of one field's findings (docs/limits.md).
///
/// ```swift
/// let report = LintReport(source: "signup.json", fieldCount: form.fields.count) {
///   linter.lint(fieldAt: $0, of: form)
/// }
/// let counts = report.writeText { print($0, terminator: "") }
/// ```
package struct LintReport {
  /// How the report names its input.
  package var source: String
  /// How many fields the input has.
  package var fieldCount: Int
  /// The findings of the field at an index, in order.
  package var findings: (Int) -> [LintFinding]

  /// A report over `fieldCount` fields.
  package init(source: String, fieldCount: Int, findings: @escaping (Int) -> [LintFinding]) {
    self.source = source
    self.fieldCount = fieldCount
    self.findings = findings
  }

  /// How many findings of each severity.
  package struct Counts {
    package var error = 0
    package var warning = 0
    package var info = 0

    package var total: Int { error + warning + info }

    mutating func add(_ finding: LintFinding) {
      switch finding.severity {
      case .error: error += 1
      case .warning: warning += 1
      case .info: info += 1
      }
    }
  }

  /// `SOURCE: SEVERITY: MESSAGE [RULE]`, an indented fix line, and a summary.
  package func writeText(to write: (String) -> Void) -> Counts {
    var counts = Counts()
    for index in 0..<fieldCount {
      for finding in findings(index) {
        counts.add(finding)
        write("\(source): \(finding.severity): \(finding.message) [\(finding.rule)]\n")
        var fixes = finding.fix.map(\.description)
        if let advice = finding.advice { fixes.append(advice) }
        if !fixes.isEmpty { write("  fix: " + fixes.joined(separator: "; ") + "\n") }
      }
    }
    let fields = fieldCount == 1 ? "1 field" : "\(fieldCount) fields"
    if counts.total == 0 {
      write("no findings in \(fields)\n")
    } else {
      let total = counts.total == 1 ? "1 finding" : "\(counts.total) findings"
      write(
        "\(total) in \(fields): \(plural(counts.error, "error")), "
          + "\(plural(counts.warning, "warning")), \(counts.info) info\n")
    }
    return counts
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// Writes `{"fields":N, "findings":[…], "source":…, "summary":{…}}`, keys sorted, pretty.
  ///
  /// The summary is counted first, then the findings are made again as they are written.
  package func writeJSON(to write: (String) -> Void) -> Counts {
    var counts = Counts()
    for index in 0..<fieldCount {
      for finding in findings(index) { counts.add(finding) }
    }
    let document: JSONValue = [
      "source": .string(source), "fields": .number(fieldCount),
      "summary": [
        "error": .number(counts.error), "warning": .number(counts.warning),
        "info": .number(counts.info),
      ],
      "findings": [],
    ]
    let elements = (0..<fieldCount).lazy.flatMap { findings($0) }.map { $0.json.sortingKeys() }
    JSONWriter.prettyStreaming(
      document.sortingKeys(), streaming: "findings", elements: elements, write: write)
    write("\n")
    return counts
  }
}
