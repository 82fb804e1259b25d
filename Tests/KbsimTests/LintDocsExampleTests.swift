import Foundation
import Testing

/// The `kbsim lint` examples in README.md and docs/traits.md are real output: running the
/// command again gives exactly the text between their markers.
struct LintDocsExampleTests {
  static func block(_ name: String, in file: String) throws -> String {
    let text = try String(
      contentsOf: LintCommandTests.root.appendingPathComponent(file), encoding: .utf8)
    let start = try #require(text.range(of: "<!-- BEGIN \(name) -->\n"))
    let end = try #require(
      text.range(of: "<!-- END \(name) -->", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test func readmeExampleIsRealOutput() throws {
    let result = try KbsimProcess.run(["lint", "--keyboard-type", "emailAddress"])
    let expected = "```text\n$ kbsim lint --keyboard-type emailAddress\n" + result.stdout + "```\n"
    #expect(try Self.block("lint-readme-example", in: "README.md") == expected)
  }

  @Test func traitsDocExampleIsRealOutput() throws {
    let path = "examples/lint/signup.json"
    let result = try KbsimProcess.run(
      ["lint", "--traits", "-"], stdin: LintCommandTests.example("signup.json"))
    let output = result.stdout.replacingOccurrences(of: "<stdin>: ", with: "\(path): ")
    let expected = "```text\n$ kbsim lint --traits \(path)\n" + output + "```\n"
    #expect(try Self.block("lint-example", in: "docs/traits.md") == expected)
  }
}
