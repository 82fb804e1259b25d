import Foundation
import TestSupport
import Testing

/// Every console example of README.md and docs/*.md runs as shown.
///
/// A ```console block holds commands (`$ …`, continued by lines after a trailing `\`) and what
/// each prints: its standard output, then its standard error. `…` elides: a line of its own
/// stands for any number of lines, and within a line for any text. Trailing spaces are not
/// compared (a page cannot show them, and editors strip them). A command shown without output
/// must succeed: exit 0, or 1 when it reports findings (a lint, a scan with `--lint`). The
/// commands of a page run in order in one scratch folder (so a step can write a file a later
/// one reads), each in a shell of its own (variables do not carry over), with `kbsim` the built
/// one and the repository's `examples/`, `Layouts/` and `docs/` beside them.
@Suite(
  .requires(
    .xkb, .compose, .hunspell("en_US"), .hunspell("de_DE"), .wordFrequencies("en"),
    .wordFrequencies("de")))
struct ConsoleExamplesTests {
  /// One command of a console block and the output shown after it.
  struct Example: Sendable {
    var line: Int
    var command: String
    var output: [String]
  }

  /// The Markdown pages with console examples.
  static let pages: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: Repository.url("docs").path))
      ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }()

  /// The examples of a page, in order.
  static func examples(in page: String) throws -> [Example] {
    let lines = try String(contentsOf: Repository.url(page), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var examples: [Example] = []
    var inConsole = false
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("```") {
        inConsole = !inConsole && line == "```console"
        index += 1
        continue
      }
      guard inConsole else {
        index += 1
        continue
      }
      if line.hasPrefix("$ ") {
        var command = String(line.dropFirst(2))
        let start = index + 1
        while command.hasSuffix("\\"), index + 1 < lines.count {
          index += 1
          command =
            String(command.dropLast()) + " " + lines[index].trimmingCharacters(in: .whitespaces)
        }
        examples.append(Example(line: start, command: command, output: []))
      } else if !examples.isEmpty {
        examples[examples.count - 1].output.append(line)
      }
      index += 1
    }
    return examples
  }

  /// Whether `actual` lines match `shown` lines with `…` elisions.
  static func matches(_ actual: [String], _ shown: [String]) -> Bool {
    func lineMatches(_ line: String, _ pattern: String) -> Bool {
      guard pattern.contains("…") else { return line == pattern }
      let parts = pattern.components(separatedBy: "…")
      guard line.hasPrefix(parts[0]), line.hasSuffix(parts[parts.count - 1]),
        line.count >= parts[0].count + parts[parts.count - 1].count
      else { return false }
      var rest = line.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
      for part in parts.dropFirst().dropLast() where !part.isEmpty {
        guard let range = rest.range(of: part) else { return false }
        rest = rest[range.upperBound...]
      }
      return true
    }
    // Dynamic programming over (actual, shown) positions; a lone `…` line matches 0+ lines.
    var reachable = Set([0])
    for pattern in shown {
      var next: Set<Int> = []
      for position in reachable {
        if pattern == "…" {
          next.formUnion(position...actual.count)
        } else if position < actual.count, lineMatches(actual[position], pattern) {
          next.insert(position + 1)
        }
      }
      reachable = next
      if reachable.isEmpty { return false }
    }
    return reachable.contains(actual.count)
  }

  static func droppingTrailingSpaces(_ line: some StringProtocol) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }

  @Test(arguments: pages)
  func everyConsoleExampleRunsAsShown(page: String) throws {
    let examples = try Self.examples(in: page)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-console-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["examples", "Layouts", "docs"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name), withDestinationURL: Repository.url(name))
    }
    // The pages show what a machine set up by `make deps` prints: with the frequency lists.
    var environment = KbsimProcess.environment([
      "KBSIM_WORD_FREQUENCIES": SystemData.wordFrequencyDirectory
    ])
    let bin = try KbsimProcess.executable.deletingLastPathComponent().path
    environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    for example in examples {
      let result = try ProcessRunner.run(
        URL(fileURLWithPath: "/bin/bash"), ["-o", "pipefail", "-c", example.command],
        environment: environment, in: folder)
      let printed = (result.stdout + result.stderr).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(Self.droppingTrailingSpaces)
      let actual = printed.last == "" ? Array(printed.dropLast()) : printed
      var shown = example.output.map(Self.droppingTrailingSpaces)
      while shown.last == "" { shown.removeLast() }
      if shown.isEmpty {
        #expect(
          result.status == 0 || result.status == 1 && !result.stderr.hasPrefix("Error:"),
          "\(page):\(example.line): `\(example.command)` failed: \(result.stderr)")
      } else {
        #expect(
          Self.matches(actual, shown),
          "\(page):\(example.line): `\(example.command)` printed:\n\(actual.joined(separator: "\n"))"
        )
      }
    }
  }

  @Test func elisionsMatchLinesAndText() {
    #expect(Self.matches(["a", "b", "c"], ["a", "…", "c"]))
    #expect(Self.matches(["a", "c"], ["a", "…", "c"]))
    #expect(!Self.matches(["a", "b"], ["a", "c"]))
    #expect(Self.matches(["in 0.021 s: 22 fields"], ["in … s: 22 fields"]))
    #expect(!Self.matches(["in 0.021 s: 21 fields"], ["in … s: 22 fields"]))
  }
}
