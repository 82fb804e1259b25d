import ArgumentParser
import Foundation
import InputTraits

/// The findings of one `kbsim lint` run, rendered as text or JSON.
struct LintReport {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  var source: String
  var fieldCount: Int
  var findings: [LintFinding]

  var hasErrors: Bool { findings.contains { $0.severity == .error } }

  func count(_ severity: LintSeverity) -> Int { findings.filter { $0.severity == severity }.count }

  func render(_ format: Format) -> String {
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
    let document = JSONDocument(
      source: source, fields: fieldCount,
      summary: ["error": count(.error), "warning": count(.warning), "info": count(.info)],
      findings: findings.map(JSONFinding.init))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, numbers and booleans cannot fail.
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private struct JSONDocument: Encodable {
    var source: String
    var fields: Int
    var summary: [String: Int]
    var findings: [JSONFinding]
  }

  private struct JSONFinding: Encodable {
    var rule: String
    var severity: String
    var field: String
    var message: String
    var fix: [String: FixValue]
    var advice: String?
    var source: String

    init(_ finding: LintFinding) {
      rule = finding.rule
      severity = finding.severity.rawValue
      field = finding.field
      message = finding.message
      fix = Dictionary(finding.fix.map { ($0.trait, FixValue($0.value)) }) { _, last in last }
      advice = finding.advice
      source = finding.source
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rule, forKey: .rule)
      try container.encode(severity, forKey: .severity)
      try container.encode(field, forKey: .field)
      try container.encode(message, forKey: .message)
      try container.encode(fix, forKey: .fix)
      try container.encode(advice, forKey: .advice)  // null when there is none
      try container.encode(source, forKey: .source)
    }

    enum CodingKeys: String, CodingKey {
      case rule, severity, field, message, fix, advice, source
    }
  }

  /// A fix value as it would appear in traits JSON.
  private struct FixValue: Encodable {
    var value: TraitChange.Value
    init(_ value: TraitChange.Value) { self.value = value }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch value {
      case .name(let name): try container.encode(name)
      case .bool(let bool): try container.encode(bool)
      case .null: try container.encodeNil()
      }
    }
  }
}
