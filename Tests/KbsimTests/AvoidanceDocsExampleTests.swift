import Foundation
import Testing

/// Every `kbsim` example between `avoidance-…` markers in docs/keyboard-avoidance.md is real
/// output: each `$ kbsim …` line, run again, prints exactly the lines under it.
struct AvoidanceDocsExampleTests {
  static let file = "docs/keyboard-avoidance.md"

  /// The blocks' names, in the page's order.
  static func names() throws -> [String] {
    let text = try String(
      contentsOf: LintCommandTests.root.appendingPathComponent(file), encoding: .utf8)
    let regex = try NSRegularExpression(pattern: "<!-- BEGIN (avoidance-[0-9]+) -->")
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test func thePageHasItsWorkedExamples() throws {
    #expect(try Self.names().count == 11)
  }

  @Test(arguments: try names())
  func exampleIsRealOutput(name: String) throws {
    let block = try LintDocsExampleTests.block(name, in: Self.file)
    var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "```console")
    #expect(lines.suffix(2) == ["```", ""])
    lines = Array(lines.dropFirst().dropLast(2))
    let command = try #require(lines.first)
    #expect(command.hasPrefix("$ kbsim "))
    let arguments = command.dropFirst("$ kbsim ".count).split(separator: " ").map(String.init)
    let expected = lines.dropFirst().map { $0 + "\n" }.joined()
    let result = try KbsimProcess.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout + result.stderr == expected, "\(arguments)")
  }
}
