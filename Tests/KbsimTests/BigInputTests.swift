import Foundation
import TestSupport
import Testing

/// Big and hostile inputs (docs/limits.md), run as processes on generated inputs kept
/// small enough for a debug build: deep nesting is a one-line error everywhere JSON is read,
/// long line-oriented inputs give one output line per input line, limits give one-line errors,
/// and nothing is printed when a run fails.
@Suite(.requires(.xkb))
struct BigInputTests {
  /// 10⁵ nested arrays, and 10⁵ nested objects.
  static let deepArray =
    String(repeating: "[", count: 100_000)
    + String(repeating: "]", count: 100_000)
  static let deepObject =
    String(repeating: #"{"a":"#, count: 100_000) + "1"
    + String(repeating: "}", count: 100_000)

  /// Writes `contents` to a new file in a fresh temporary folder and returns its path.
  static func file(_ name: String, _ contents: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-big-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  /// Every command that reads JSON, with `FILE` for where the nested document goes (`-` reads
  /// it from standard input).
  static let jsonReaders: [[String]] = [
    ["lint", "--traits", "FILE"],
    ["lint", "--traits", "-"],
    ["simulate", "FILE"],
    ["simulate", "-"],
    ["inset", "FILE"],
    ["inset", "-"],
    ["type", "--traits", "FILE", "x"],
    ["coverage", "model", "--model", "FILE"],
    ["coverage", "model", "--constraints", "FILE"],
    ["coverage", "report", "FILE"],
    ["coverage", "plan", "--seed-from", "FILE"],
    ["coverage", "plan", "--include", "FILE"],
    ["coverage", "run", "FILE", "--text", "x"],
  ]

  @Test(arguments: jsonReaders, [deepArray, deepObject])
  func deepNestingIsAOneLineErrorForEveryJSONReader(_ arguments: [String], _ document: String)
    throws
  {
    let path = try Self.file("deep.json", document + "\n")
    let stdin = arguments.contains("-") ? document : ""
    let result = try KbsimProcess.run(arguments.map { $0 == "FILE" ? path : $0 }, stdin: stdin)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("nesting is deeper than 512 levels\n"), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }

  /// A copy of the bundled layouts whose iPhone 15 device file nests 10⁵ levels: `frame` and
  /// `devices` say so.
  @Test(arguments: [["frame", "--device", "iphone-15"], ["devices"]])
  func deepNestingInADeviceFileIsAOneLineError(_ arguments: [String]) throws {
    let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts")
    let layouts = URL(fileURLWithPath: try Self.file("unused", "")).deletingLastPathComponent()
      .appendingPathComponent("Layouts")
    try FileManager.default.copyItem(at: bundled, to: layouts)
    try Data(Self.deepObject.utf8).write(
      to: layouts.appendingPathComponent("devices/iphone-393x852.json"))
    let result = try KbsimProcess.run(arguments + ["--layouts-dir", layouts.path])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("nesting is deeper than 512 levels\n"), "\(result.stderr)")
  }

  /// `kbsim press` reads standard input line by line: one output line per input line.
  @Test func pressGivesOneLinePerInputLine() throws {
    let count = 20_000
    let keys = ["AC01", "AC02", "LFSH+AD03", "AB05 AE01"]
    let stdin = (0..<count).map { keys[$0 % keys.count] + "\r\n" }.joined()
    let result = try KbsimProcess.run(["press", "--layout", "us"], stdin: stdin)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == count + 1)  // the last line break ends the last line
    #expect(Array(lines.prefix(4)) == ["a", "s", "E", "b1"])
  }

  /// A bad line deep in a long input: the error names it, and nothing is printed.
  @Test func aBadLineAfterManyGoodOnesPrintsNothing() throws {
    let stdin = String(repeating: "AC01\n", count: 5_000) + "AC01 ++\n"
    let result = try KbsimProcess.run(["press", "--layout", "us"], stdin: stdin)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: line 5001: "))
  }

  /// A line that is not UTF-8 is named by its number.
  @Test(arguments: ["press", "plan"])
  func aLineThatIsNotUTF8IsNamed(_ command: String) throws {
    let result = try KbsimProcess.shell(
      #"printf 'AC01\nAC02\n\377\n' | "$0" "# + command + " --layout us")
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: standard input line 3 is not valid UTF-8\n")
  }

  /// `kbsim plan` plans a 10⁵-character line: one token per letter.
  @Test func planPlansALongLine() throws {
    let count = 100_000
    let result = try KbsimProcess.run(
      ["plan", "--layout", "us"], stdin: String(repeating: "as", count: count / 2) + "\n")
    #expect(result.status == 0)
    let tokens = result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" })
    #expect(tokens.count == count)
    #expect(tokens.prefix(2) == ["AC01", "AC02"])
  }

  /// Thousands of characters a layout lacks: the error lists twenty and counts the rest, on
  /// one line.
  @Test func manyUntypeableCharactersMakeOneShortLine() throws {
    let text = String(
      String.UnicodeScalarView((0x4E00..<0x4E00 + 3_000).compactMap(Unicode.Scalar.init)))
    let result = try KbsimProcess.run(["plan", "--layout", "us"], stdin: text + "\n")
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("and 2980 more\n"), "\(result.stderr.suffix(200))")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    #expect(result.stderr.utf8.count < 1_000)
  }

  /// `kbsim type -` types a 10⁵-character text.
  @Test func typeTypesALongText() throws {
    let text = String(repeating: "ab cd ", count: 100_000 / 6)
    let result = try KbsimProcess.run(
      ["type", "--autocorrection", "no", "--spell-checking", "no", "-"], stdin: text)
    #expect(result.status == 0)
    // Auto-shift capitalizes the first letter only (sentences).
    #expect(result.stdout == "A" + text.dropFirst() + "\n")
  }

  /// A form of 2 × 10⁴ fields is linted field by field.
  @Test func lintLintsALargeForm() throws {
    let count = 20_000
    let fields = (0..<count).map {
      #"{"name":"field\#($0)","traits":{"keyboardType":"emailAddress"}}"#
    }
    let path = try Self.file("form.json", #"{"fields":["# + fields.joined(separator: ",") + "]}")
    let result = try KbsimProcess.run(["lint", "--traits", path])
    #expect(result.status == 1)  // error findings
    #expect(
      result.stdout.hasSuffix(
        "79999 findings in 20000 fields: 20000 errors, 0 warnings, 59999 info\n"),
      "\(result.stdout.suffix(200))")
    let json = try KbsimProcess.run(["lint", "--traits", path, "--format", "json"])
    #expect(json.stdout.components(separatedBy: "\"rule\" : ").count == 80_000)
  }

  /// A field that would hold more than 10,000 UTF-16 units stops the simulation with one line
  /// naming the step, and nothing is printed.
  @Test func aFieldLongerThanTheLimitIsAnError() throws {
    let script = #"""
      {"device": "iphone-15", "fields": {"notes": {"kind": "textView"}},
       "steps": [{"focus": "notes"}, {"setText": "\#(String(repeating: "x", count: 10_001))"}]}
      """#
    let result = try KbsimProcess.run(["simulate", "-"], stdin: script)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasSuffix(
        "at steps[1]: field 'notes' holds 10001 UTF-16 units, more than the 10000 a simulation keeps\n"
      ),
      "\(result.stderr)")
  }

  /// `kbsim scan` refuses a Swift file with 10⁵ `[` in a row in one line instead of hanging
  /// (swift-syntax's lookahead is exponential in them) or overflowing the stack.
  @Test func scanRefusesALongRunOfBrackets() throws {
    let source =
      "import UIKit\nlet field = UITextField()\nfunc f() { field.keyboardType = .emailAddress; let x = "
      + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + " }\n"
    let path = try Self.file("Deep.swift", source)
    let result = try KbsimProcess.run(["scan", path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("more than 16 '[' in a row"), "\(result.stderr)")
  }
}
