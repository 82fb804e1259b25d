package import Diagnostics
import Foundation
package import InputTraits
import JSONCoding

/// A project's lint configuration, `.kbsim.json` at its root: rules switched off or given
/// another severity, paths not to scan, the device family, the severity that fails a run, and
/// findings to ignore by rule, file and field (the way to silence a storyboard field without
/// touching the storyboard).
///
/// ```json
/// {
///   "rules": {"email-content-type": "off", "number-pad-without-dismiss": "error"},
///   "exclude": ["*/Pods/*", "*Tests*"],
///   "idiom": "phone",
///   "failOn": "warning",
///   "ignore": [{"rule": "name-suggests-keyboard", "file": "*/Legacy/*", "field": "urlField"}]
/// }
/// ```
///
/// ```swift
/// let configuration = try ScanConfiguration.load(contentsOf: "App/.kbsim.json")
/// configuration.disabledRules  // ["email-content-type"]
/// ```
package struct ScanConfiguration: Hashable, Sendable {
  /// The file name looked for at a project's root.
  package static let fileName = ".kbsim.json"

  /// Rules switched off.
  package var disabledRules: Set<String> = []
  /// Rules reported at another severity than their own.
  package var severities: [String: LintSeverity] = [:]
  /// Globs of paths not to scan (as `--exclude`).
  package var excludes: [String] = []
  /// The device family to lint for, over the project's.
  package var idiom: UserInterfaceIdiom?
  /// The lowest severity that makes a run exit 1 (`error` unless set); nil: never.
  package var failOn: LintSeverity? = .error
  /// Findings to ignore.
  package var ignores: [Ignore] = []

  /// An empty configuration.
  package init() {}

  /// Findings an `ignore` entry silences: a rule (all rules when absent), a file glob, a field
  /// name; at least one of file and field.
  package struct Ignore: Hashable, Sendable {
    /// The rule id, or nil for every rule.
    package var rule: String?
    /// An `fnmatch` glob matched against the finding's file as printed.
    package var file: String?
    /// The field's name, exactly.
    package var field: String?

    /// Creates an entry.
    package init(rule: String? = nil, file: String? = nil, field: String? = nil) {
      self.rule = rule
      self.file = file
      self.field = field
    }

    /// Whether it silences `finding`.
    package func matches(_ finding: ScanFinding) -> Bool {
      if let rule, rule != "*", rule != finding.rule { return false }
      if let file, fnmatch(file, finding.file, 0) != 0 { return false }
      if let field,
        !finding.field.split(separator: ",").contains(where: {
          $0.trimmingCharacters(in: .whitespaces) == field
        })
      {
        return false
      }
      return true
    }
  }

  /// Reads a configuration file; rule ids must be known.
  ///
  /// - Throws: ``/Diagnostics/JSONError`` naming the file, line and key.
  package static func load(contentsOf path: String) throws(JSONError) -> ScanConfiguration {
    try JSON.decode(ScanConfiguration.self, contentsOf: path)
  }

  /// Decodes a configuration from JSON text; messages name it `source`.
  package static func decode(_ text: String, source: String) throws(JSONError)
    -> ScanConfiguration
  {
    try JSON.decode(ScanConfiguration.self, from: text, source: source)
  }

  /// The configuration file of the first folder among `paths` that has one, else the current
  /// folder's; nil when there is none.
  package static func find(for paths: [String]) -> String? {
    var folders: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        folders.append(path)
      }
    }
    folders.append(FileManager.default.currentDirectoryPath)
    for folder in folders {
      let candidate = folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The finding as the configuration has it: its severity changed, or nil when ignored.
  package func apply(to finding: ScanFinding) -> ScanFinding? {
    guard !disabledRules.contains(finding.rule), !ignores.contains(where: { $0.matches(finding) })
    else { return nil }
    var finding = finding
    if let severity = severities[finding.rule] { finding.severity = severity }
    return finding
  }
}

extension ScanConfiguration: Decodable {
  private enum CodingKeys: String, DescribedCodingKey {
    case rules, exclude, idiom, failOn, ignore
    static let noun = "configuration key"
  }

  private enum IgnoreKeys: String, DescribedCodingKey {
    case rule, file, field
    static let noun = "ignore key"
  }

  /// Decodes the documented keys; unknown keys, rule ids and values are errors.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let known = Set(ScanLinter.allRuleIDs)
    if let rules = try container.decodeIfPresent([String: String].self, forKey: .rules) {
      for (rule, setting) in rules.sorted(by: { $0.key < $1.key }) {
        guard known.contains(rule) else {
          throw Self.error(
            container.codingPath + [CodingKeys.rules, JSONKey.key(rule)],
            "unknown rule id '\(rule)'\(Suggestion(for: rule, among: Array(known))?.clause ?? "")")
        }
        if setting == "off" {
          disabledRules.insert(rule)
        } else if let severity = LintSeverity(rawValue: setting) {
          severities[rule] = severity
        } else {
          throw Self.error(
            container.codingPath + [CodingKeys.rules, JSONKey.key(rule)],
            "unknown setting '\(setting)'; expected off, info, warning or error")
        }
      }
    }
    excludes = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
    if let idiom = try container.decodeIfPresent(String.self, forKey: .idiom) {
      guard let value = UserInterfaceIdiom(rawValue: idiom) else {
        throw Self.error(
          container.codingPath + [CodingKeys.idiom],
          "unknown idiom '\(idiom)'; expected phone or pad")
      }
      self.idiom = value
    }
    if let failOn = try container.decodeIfPresent(String.self, forKey: .failOn) {
      if failOn == "never" {
        self.failOn = nil
      } else if let severity = LintSeverity(rawValue: failOn) {
        self.failOn = severity
      } else {
        throw Self.error(
          container.codingPath + [CodingKeys.failOn],
          "unknown severity '\(failOn)'; expected error, warning, info or never")
      }
    }
    if var entries = try? container.nestedUnkeyedContainer(forKey: .ignore) {
      while !entries.isAtEnd {
        let path = container.codingPath + [CodingKeys.ignore, JSONKey.index(entries.currentIndex)]
        let entry = try entries.nestedContainer(keyedBy: IgnoreKeys.self)
        let ignore = Ignore(
          rule: try entry.decodeIfPresent(String.self, forKey: .rule),
          file: try entry.decodeIfPresent(String.self, forKey: .file),
          field: try entry.decodeIfPresent(String.self, forKey: .field))
        if let rule = ignore.rule, rule != "*", !known.contains(rule) {
          throw Self.error(path + [IgnoreKeys.rule], "unknown rule id '\(rule)'")
        }
        guard ignore.file != nil || ignore.field != nil else {
          throw Self.error(path, "an ignore entry needs a file or a field")
        }
        ignores.append(ignore)
      }
    } else if container.contains(.ignore) {
      throw Self.error(container.codingPath + [CodingKeys.ignore], "expected an array")
    }
  }

  private static func error(_ path: [any CodingKey], _ message: String) -> DecodingError {
    DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
  }
}
