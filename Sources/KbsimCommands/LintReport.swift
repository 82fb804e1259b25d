import ArgumentParser
import Foundation
import InputTraits
import JSONCoding

/// The findings of one `kbsim lint` run, rendered as text or JSON.
///
/// Findings are made field by field as the report is written, never all at once, so a form of
/// a million fields is reported in the memory of one field's findings (docs/limits.md).
struct LintReport {
  var source: String
  var fieldCount: Int
  /// The findings of the field at an index, in order.
  var findings: (Int) -> [LintFinding]

  /// How many findings of each severity.
  struct Counts {
    var error = 0
    var warning = 0
    var info = 0

    var total: Int { error + warning + info }

    mutating func add(_ finding: LintFinding) {
      switch finding.severity {
      case .error: error += 1
      case .warning: warning += 1
      case .info: info += 1
      }
    }
  }

  /// Writes the report into `output`; returns the counts (an error finding means exit 1).
  func write(_ format: TextOrJSON, to output: OutputSpool) -> Counts {
    switch format {
    case .text: writeText(to: output)
    case .json: writeJSON(to: output)
    }
  }

  /// `SOURCE: SEVERITY: MESSAGE [RULE]`, an indented fix line, and a summary.
  private func writeText(to output: OutputSpool) -> Counts {
    var counts = Counts()
    for index in 0..<fieldCount {
      for finding in findings(index) {
        counts.add(finding)
        output.write("\(source): \(finding.severity): \(finding.message) [\(finding.rule)]\n")
        var fixes = finding.fix.map(\.description)
        if let advice = finding.advice { fixes.append(advice) }
        if !fixes.isEmpty { output.write("  fix: " + fixes.joined(separator: "; ") + "\n") }
      }
    }
    let fields = fieldCount == 1 ? "1 field" : "\(fieldCount) fields"
    if counts.total == 0 {
      output.write("no findings in \(fields)\n")
    } else {
      let total = counts.total == 1 ? "1 finding" : "\(counts.total) findings"
      output.write(
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
  private func writeJSON(to output: OutputSpool) -> Counts {
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
      document.sortingKeys(), streaming: "findings", elements: elements, write: output.write)
    output.write("\n")
    return counts
  }
}
