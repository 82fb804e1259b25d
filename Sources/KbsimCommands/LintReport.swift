import ArgumentParser
import Foundation
import InputTraits
import JSONCoding

/// The findings of one `kbsim lint` run, rendered as text or JSON.
struct LintReport {
  var source: String
  var fieldCount: Int
  var findings: [LintFinding]

  var hasErrors: Bool { findings.contains { $0.severity == .error } }

  func count(_ severity: LintSeverity) -> Int { findings.filter { $0.severity == severity }.count }

  func render(_ format: TextOrJSON) -> String {
    switch format {
    case .text: text
    case .json: json
    }
  }

  /// `SOURCE: SEVERITY: MESSAGE [RULE]`, an indented fix line, and a summary.
  var text: String {
    var lines: [String] = []
    for finding in findings {
      lines.append("\(source): \(finding.severity): \(finding.message) [\(finding.rule)]")
      var fixes = finding.fix.map(\.description)
      if let advice = finding.advice { fixes.append(advice) }
      if !fixes.isEmpty { lines.append("  fix: " + fixes.joined(separator: "; ")) }
    }
    let fields = fieldCount == 1 ? "1 field" : "\(fieldCount) fields"
    if findings.isEmpty {
      lines.append("no findings in \(fields)")
    } else {
      let total = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
      lines.append(
        "\(total) in \(fields): \(plural(count(.error), "error")), "
          + "\(plural(count(.warning), "warning")), \(count(.info)) info")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `{"source":…, "fields":N, "summary":{…}, "findings":[…]}`, keys sorted.
  var json: String {
    let document: JSONValue = [
      "source": .string(source), "fields": .number(fieldCount),
      "summary": [
        "error": .number(count(.error)), "warning": .number(count(.warning)),
        "info": .number(count(.info)),
      ],
      "findings": .array(findings.map(\.json)),
    ]
    return JSONWriter.pretty(document.sortingKeys(), style: .expanded) + "\n"
  }
}
