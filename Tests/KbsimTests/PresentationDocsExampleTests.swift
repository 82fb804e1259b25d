import Foundation
import Testing

/// The `kbsim` examples between markers in docs/presentation.md are real output: each
/// `$ kbsim …` line, run again, prints exactly the lines under it (stdout, then stderr).
struct PresentationDocsExampleTests {
  @Test func iOS26FramesAreRealOutput() throws {
    let block = try LintDocsExampleTests.block("ios26-frames", in: "docs/presentation.md")
    var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "```console")
    #expect(lines.last == "")
    lines = Array(lines.dropFirst().dropLast(2))
    var commands: [(arguments: [String], expected: String)] = []
    for line in lines {
      if line.hasPrefix("$ kbsim ") {
        let arguments = line.dropFirst("$ kbsim ".count).split(separator: " ").map(String.init)
        commands.append((arguments, ""))
      } else {
        let last = try #require(commands.indices.last, "output before the first command")
        commands[last].expected += line + "\n"
      }
    }
    #expect(commands.count == 4)
    for command in commands {
      let result = try KbsimProcess.run(command.arguments)
      #expect(result.stdout + result.stderr == command.expected, "\(command.arguments)")
    }
  }
}
