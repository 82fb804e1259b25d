import Foundation
import TestSupport
import Testing

/// `kbsim scan` as a process, on examples/scan and on trees with bad input.
struct ScanCommandTests {
  /// The output with the scan's wall time replaced by `T`.
  static func timeless(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(
      of: #"(in [0-9.]+ s:|"seconds": [0-9.]+)"#, options: .regularExpression)
    {
      result += rest[..<range.lowerBound]
      result += rest[range].hasPrefix("in") ? "in T s:" : #""seconds": T"#
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  static func scan(_ arguments: [String]) throws -> ProcessResult {
    try KbsimProcess.run(["scan"] + arguments, in: Repository.root)
  }

  @Test func theExampleAppAsJSON() throws {
    let result = try Self.scan(["examples/scan", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    try Golden.expect(Self.timeless(result.stdout), matches: "example.json")
  }

  @Test func theExampleAppLinted() throws {
    let result = try Self.scan(["examples/scan", "--lint"])
    #expect(result.status == 1)  // the sample app has an error-level finding
    try Golden.expect(Self.timeless(result.stdout), matches: "example-lint.txt")
  }

  @Test func theExampleAppAsText() throws {
    let result = try Self.scan(["examples/scan"])
    #expect(result.status == 0)
    try Golden.expect(Self.timeless(result.stdout), matches: "example.txt")
  }

  @Test func jsonLinesAndTheSummaryOnStandardError() throws {
    let result = try Self.scan(["examples/scan", "--format", "jsonl", "--include-generated"])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 24)  // 22 fields and the two of the .xcloc copy
    #expect(lines.allSatisfy { $0.hasPrefix(#"{"file":"examples/scan/"#) })
    #expect(
      Self.timeless(result.stderr).hasPrefix(
        "scanned 6 files (3 storyboards/xibs, 2 Swift, 1 Objective-C) in T s: 24 fields"))
  }

  @Test func recordingsAreAppendedForCoverage() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("declared.jsonl").path
    let result = try Self.scan([
      "examples/scan/SignUp/ProfileViewController.xib", "--record", path, "--format", "jsonl",
    ])
    #expect(result.status == 0)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        {"traits":{"keyboardType":"asciiCapable","autocapitalizationType":"none","returnKeyType":"next"},"source":"scan","field":"usernameField","test":null,"location":"examples/scan/SignUp/ProfileViewController.xib:15"}
        {"traits":{"keyboardType":"phonePad","autocapitalizationType":"none","returnKeyType":"done","textContentType":"telephoneNumber"},"source":"scan","field":"phoneField","test":null,"location":"examples/scan/SignUp/ProfileViewController.xib:19"}

        """)
  }

  @Test func badInputIsReportedPerFileAndTheRestIsScanned() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("<document>\n  <scenes>\n".utf8).write(
      to: root.appendingPathComponent("Broken.storyboard"))
    try Data("import UIKit\nfunc f( {\n  field.keyboardType = .URL\n".utf8).write(
      to: root.appendingPathComponent("Broken.swift"))
    try Data([0x89, 0x50, 0x00, 0x0A]).write(to: root.appendingPathComponent("Icon.swift"))
    try Data("import UIKit\nfunc f() { field.keyboardType = .URL }\n".utf8).write(
      to: root.appendingPathComponent("Good.swift"))
    let result = try KbsimProcess.run(["scan", ".", "Missing"], in: root)
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        error: Missing: the path does not exist
        error: ./Broken.storyboard:2:11: malformed XML: the document ends early, or has content after its root element
        error: ./Broken.swift:2:9: Swift syntax error: expected ')'
        error: ./Icon.swift: not a text file (binary content)

        """)
    #expect(
      Self.timeless(result.stdout) == """
        ./Good.swift:2:12: field field (uikit, form Good): keyboardType=URL
        scanned 4 files (1 storyboards/xibs, 3 Swift, 0 Objective-C) in T s: 1 field (interfaceBuilder 0, uikit 1, swiftui 0, objc 0); 4 failures

        """)
  }

  @Test func anUnknownRuleIdIsABadCommandLine() throws {
    let result = try Self.scan(["examples/scan", "--lint", "--disable", "deprecated-speling"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "unknown rule id 'deprecated-speling' in --disable; did you mean 'deprecated-spelling'?"))
  }
}
