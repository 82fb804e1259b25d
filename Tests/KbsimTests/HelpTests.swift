import ArgumentParser
import Foundation
import KbsimCommands
import TestSupport
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

  /// Every example of every command's help can be pasted at 80 columns: each line starts a
  /// command (it runs `kbsim`) or continues the one before, which ends with `\`, indented.
  @Test(arguments: commandPaths)
  func examplesArePasteableAtEightyColumns(command: String) throws {
    let help = try KbsimProcess.run(
      command.split(separator: " ").map(String.init) + ["--help"], environment: ["COLUMNS": "80"])
    var inExamples = false
    var previous = ""
    for line in help.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces) == "Examples:" {
        inExamples = true
        continue
      }
      guard inExamples else { continue }
      if line.isEmpty { break }
      let continues = previous.hasSuffix("\\") && line.hasPrefix(" ")
      #expect(
        line.contains("kbsim ") || continues, "\(command): a wrapped example line: \(line)")
      #expect(line.count <= 80, "\(command): \(line)")
      previous = String(line)
    }
  }

  /// The README's table of `--format` values, command → values (empty for a command without
  /// the option).
  static func readmeFormats() throws -> [(command: String, formats: [String])] {
    let readme = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "| command | `--format` |") else { return [] }
    var rows: [(String, [String])] = []
    for line in readme[start.upperBound...].split(separator: "\n").dropFirst() {
      guard line.hasPrefix("| `") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let command = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let formats =
        cells[1].hasPrefix("—")
        ? []
        : cells[1].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      rows.append((command, formats))
    }
    return rows
  }

  /// Every command and subcommand, as `kbsim help` names them.
  static let commandPaths: [String] = KBSim.configuration.subcommands.flatMap { command in
    let name = command.configuration.commandName ?? ""
    let subcommands = command.configuration.subcommands.compactMap {
      $0.configuration.commandName.map { "\(name) \($0)" }
    }
    return subcommands.isEmpty ? [name] : subcommands
  }

  @Test func theReadmeTableListsEveryCommand() throws {
    #expect(Set(try Self.readmeFormats().map(\.command)) == Set(Self.commandPaths))
  }

  /// One vocabulary: every value is text, json, jsonl, markdown, html, csv, or one of the two
  /// code-scanning formats (sarif, github), and each command's help lists exactly the README's
  /// values, its default first.
  @Test(arguments: (try? readmeFormats()) ?? [])
  func helpListsExactlyTheFormatsTheCommandPrints(command: String, formats: [String]) throws {
    let vocabulary: Set<String> = [
      "text", "json", "jsonl", "markdown", "html", "csv", "sarif", "github",
    ]
    #expect(Set(formats).isSubset(of: vocabulary), "\(command): \(formats)")
    let help = try KbsimProcess.run(
      command.split(separator: " ").map(String.init) + ["--help"], environment: ["COLUMNS": "200"])
    let line = help.stdout.split(separator: "\n").first {
      $0.contains("--format <format>") && $0.contains("(values: ")
    }
    let values =
      line?.split(separator: "(values: ").last?.split(separator: ";").first
      .map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
    #expect(values == formats, "\(command)")
    if let standard = formats.first {
      #expect(line?.contains("default: \(standard)") == true, "\(command): \(line ?? "")")
    }
  }

  @Test(arguments: [
    ["devices", "--format", "jsonl"], ["frame", "--device", "iphone-15", "--format", "jsonl"],
  ])
  func aFormatTheCommandDoesNotPrintIsRejected(arguments: [String]) throws {
    let result = try KbsimProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: The value '"))
  }
}
