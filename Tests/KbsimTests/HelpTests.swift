import ArgumentParser
import KbsimCommands
import Testing

/// `--help` reads well in an 80-column terminal: the parser wraps prose, examples stay on one
/// line, and every `--format` lists exactly the formats its command accepts.
struct HelpTests {
  static let commands = KBSim.configuration.subcommands.compactMap { $0.configuration.commandName }

  @Test(arguments: commands)
  func helpFitsEightyColumns(command: String) throws {
    let help = try KbsimProcess.run([command, "--help"], environment: ["COLUMNS": "80"])
    #expect(help.status == 0)
    let long = help.stdout.split(separator: "\n").filter {
      $0.count > 80 && !$0.hasPrefix("USAGE:") && !$0.hasPrefix("kbsim ")
    }
    #expect(long.isEmpty, "\(command): \(long)")
  }

  static let formats: [(command: String, formats: [String])] = [
    ("type", ["text", "json", "jsonl"]), ("lint", ["text", "json"]), ("press", ["text", "json"]),
    ("plan", ["text", "json"]), ("layouts", ["text", "json", "jsonl"]),
    ("devices", ["text", "json"]), ("simulate", ["jsonl", "text"]),
    ("inset", ["json", "jsonl", "text"]), ("bench", ["text", "json"]),
    ("verify-layouts", ["text", "json"]), ("scan", ["text", "json", "jsonl", "sarif", "github"]),
  ]

  @Test(arguments: formats)
  func helpListsExactlyTheFormatsTheCommandPrints(command: String, formats: [String]) throws {
    let help = try KbsimProcess.run([command, "--help"], environment: ["COLUMNS": "200"])
    let line = help.stdout.split(separator: "\n").first {
      $0.contains("--format <format>") && $0.contains("(values: ")
    }
    let values = line?.split(separator: "(values: ").last?.split(separator: ";").first
      .map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    #expect(values == formats, "\(command)")
  }

  @Test(arguments: [["devices", "--format", "jsonl"], ["simulate", "-", "--format", "json"]])
  func aFormatTheCommandDoesNotPrintIsRejected(arguments: [String]) throws {
    let result = try KbsimProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: The value '"))
  }
}
