package import Diagnostics
import JSONCoding

/// The findings an old app already has, so that a run reports only new ones
/// (`kbsim scan --lint --baseline FILE`; `--write-baseline FILE` records them).
///
/// A finding is known by its rule, file, field and message, not its line: code above it may
/// move. Each recorded finding excuses one finding, so a second copy of a known problem is new.
///
/// ```json
/// {"kbsimBaseline": 1, "findings": [
///   {"rule": "number-pad-without-dismiss", "file": "App/Main.storyboard", "field": "pinField",
///    "message": "pinField: keyboardType numberPad has no return key on iPhone …"}]}
/// ```
///
/// ```swift
/// let baseline = LintBaseline(findings)
/// let (new, known) = baseline.filter(laterFindings)
/// ```
package struct LintBaseline: Sendable {
  /// What identifies a finding across runs.
  package struct Key: Hashable, Sendable {
    package var rule: String
    package var file: String
    package var field: String
    package var message: String
  }

  /// How many of each finding the baseline holds.
  package private(set) var counts: [Key: Int] = [:]
  /// The entries in order, for writing.
  private var entries: [Key] = []

  /// A baseline of `findings`.
  package init(_ findings: [ScanFinding]) {
    for finding in findings { add(Self.key(finding)) }
  }

  private mutating func add(_ key: Key) {
    counts[key, default: 0] += 1
    entries.append(key)
  }

  static func key(_ finding: ScanFinding) -> Key {
    Key(rule: finding.rule, file: finding.file, field: finding.field, message: finding.message)
  }

  /// The number of findings recorded.
  package var count: Int { entries.count }

  /// The findings not in the baseline, and how many were.
  package func filter(_ findings: [ScanFinding]) -> (new: [ScanFinding], known: Int) {
    var left = counts
    var new: [ScanFinding] = []
    var known = 0
    for finding in findings {
      let key = Self.key(finding)
      if let remaining = left[key], remaining > 0 {
        left[key] = remaining - 1
        known += 1
      } else {
        new.append(finding)
      }
    }
    return (new, known)
  }

  /// The baseline file's text.
  package var json: String {
    let document: JSONValue = [
      "kbsimBaseline": .number(1),
      "findings": .array(
        JSONArray(
          entries.map {
            [
              "rule": .string($0.rule), "file": .string($0.file), "field": .string($0.field),
              "message": .string($0.message),
            ]
          })),
    ]
    return JSONWriter.pretty(document, style: .inlineLeaves) + "\n"
  }

  /// Reads a baseline file.
  ///
  /// - Throws: ``/Diagnostics/JSONError`` naming the file and place.
  package static func load(contentsOf path: String) throws(JSONError) -> LintBaseline {
    try JSON.decode(LintBaseline.self, contentsOf: path)
  }
}

extension LintBaseline: Decodable {
  private enum CodingKeys: String, DescribedCodingKey {
    case kbsimBaseline, findings
    static let noun = "baseline key"
  }

  private enum EntryKeys: String, DescribedCodingKey {
    case rule, file, field, message
    static let noun = "finding key"
  }

  /// Decodes version 1 of the format.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .kbsimBaseline)
    guard version == 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .kbsimBaseline, in: container,
        debugDescription: "unsupported baseline version \(version); expected 1")
    }
    var list = try container.nestedUnkeyedContainer(forKey: .findings)
    while !list.isAtEnd {
      let entry = try list.nestedContainer(keyedBy: EntryKeys.self)
      add(
        Key(
          rule: try entry.decode(String.self, forKey: .rule),
          file: try entry.decode(String.self, forKey: .file),
          field: try entry.decode(String.self, forKey: .field),
          message: try entry.decode(String.self, forKey: .message)))
    }
  }
}
