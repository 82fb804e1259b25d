import Foundation
import InputTraits
package import JSONCoding

/// Scan lint findings as a SARIF 2.1.0 log, the format code-scanning services read
/// (`kbsim scan --lint --format sarif`): one run of the `kbsim` tool, its rules with their
/// default levels and facts, one result per finding with its file, line and column, and a
/// fingerprint that survives lines moving.
///
/// ```swift
/// let log = LintSARIF(findings: findings, version: "1.4.0").text
/// ```
package struct LintSARIF {
  /// The findings.
  package var findings: [ScanFinding]
  /// The tool's version.
  package var version: String

  /// The log of `findings`.
  package init(findings: [ScanFinding], version: String) {
    self.findings = findings
    self.version = version
  }

  /// The SARIF schema the log declares.
  package static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Every rule a scan reports, in a fixed order: its id, summary, default level and facts.
  static var rules: [(id: String, summary: String, severity: LintSeverity, source: String)] {
    TraitLintRule.all.map { ($0.id, $0.summary, $0.severity, $0.source) }
      + ScanLinter.scanRules.map { ($0.id, $0.summary, $0.severity, $0.source) }
  }

  /// SARIF's level for a severity: `error`, `warning`, `note`.
  static func level(_ severity: LintSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// A relative path as a URI reference: each segment percent-encoded.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~!$&'()*+,;=:@")
    return path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
  }

  /// The log as a JSON value.
  package var json: JSONValue {
    let rules = Self.rules
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let ruleObjects = rules.map { rule -> JSONValue in
      [
        "id": .string(rule.id), "name": .string(Self.name(of: rule.id)),
        "shortDescription": ["text": .string(rule.summary)],
        "defaultConfiguration": ["level": .string(Self.level(rule.severity))],
        "help": ["text": .string("The facts behind the rule: \(rule.source) in KeyboardSim.")],
        "properties": ["facts": .string(rule.source)],
      ]
    }
    let results = findings.map { finding -> JSONValue in
      let region: JSONValue = [
        "startLine": .number(JSONNumber(Double(max(1, finding.line)))),
        "startColumn": .number(JSONNumber(Double(max(1, finding.column)))),
      ]
      let location: JSONValue = [
        "physicalLocation": [
          "artifactLocation": ["uri": .string(Self.uri(finding.file))], "region": region,
        ]
      ]
      var result = JSONObject()
      result["ruleId"] = .string(finding.rule)
      if let position = index[finding.rule] {
        result["ruleIndex"] = .number(JSONNumber(Double(position)))
      }
      result["level"] = .string(Self.level(finding.severity))
      result["message"] = ["text": .string(Self.message(finding))]
      result["locations"] = .array(JSONArray([location]))
      result["partialFingerprints"] = ["kbsimFinding/v1": .string(Self.fingerprint(finding))]
      return .object(result)
    }
    return [
      "$schema": .string(Self.schema), "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "kbsim", "version": .string(version),
              "rules": .array(JSONArray(ruleObjects)),
            ]
          ],
          "columnKind": "unicodeCodePoints",
          "results": .array(JSONArray(results)),
        ]
      ],
    ]
  }

  /// The log, pretty-printed.
  package var text: String { JSONWriter.pretty(json, style: .inlineLeaves) + "\n" }

  /// `EmailAutocapitalization` for `email-autocapitalization`: SARIF's rule name.
  static func name(of id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The message with the fix, as one text.
  static func message(_ finding: ScanFinding) -> String {
    var parts = finding.fix.map(\.description)
    if let advice = finding.advice { parts.append(advice) }
    return parts.isEmpty
      ? finding.message : finding.message + ". Fix: " + parts.joined(separator: "; ")
  }

  /// A hash of the rule, file, field and message (FNV-1a, 64 bits, hex): stable across runs
  /// while the code around the finding moves.
  static func fingerprint(_ finding: ScanFinding) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(finding.rule)\u{0}\(finding.file)\u{0}\(finding.field)\u{0}\(finding.message)"
      .utf8
    {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// Scan lint findings as GitHub Actions workflow commands.
///
/// The Actions runner shows them as annotations on the pull request's files
/// (`kbsim scan --lint --format github`):
///
/// ```text
/// ::error file=App/Login.storyboard,line=41,col=29,title=email-autocapitalization::emailField: …
/// ```
package enum GitHubAnnotations {
  /// One line per finding.
  package static func lines(_ findings: [ScanFinding]) -> String {
    findings.map { finding in
      let command: String =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
      let properties = [
        "file=\(property(finding.file))", "line=\(finding.line)", "col=\(finding.column)",
        "title=\(property(finding.rule))",
      ].joined(separator: ",")
      return "::\(command) \(properties)::\(data(LintSARIF.message(finding)))\n"
    }.joined()
  }

  /// A message escaped as workflow commands need: `%`, CR and LF.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value escaped: also `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
