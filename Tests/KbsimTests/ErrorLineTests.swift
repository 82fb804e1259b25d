import ArgumentParser
import KbsimCommands
import Testing

/// Every failure is one line on standard error, `Error: …`, with control characters escaped.
struct ErrorLineTests {
  @Test func anUnknownCommandSuggestsTheNearest() throws {
    let result = try KbsimProcess.run(["typ", "hello"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == "Error: unknown command 'typ'; did you mean 'type'? (see 'kbsim --help')\n")
  }

  static let controlCharacterArguments: [[String]] = [
    ["frame", "--device", "iphone-15", "--accessory-height", "a\nb"],
    ["frame", "--device", "iphone\n15"],
    ["type", "--keyboard-type", "e\tmail", "x"],
    ["lint", "--disable", "rule\r\nid"],
    ["simulate", "no\nsuch\u{7}file.json"],
  ]

  @Test(arguments: controlCharacterArguments)
  func controlCharactersInArgumentsAreEscaped(arguments: [String]) throws {
    let result = try KbsimProcess.run(arguments)
    #expect(result.status != 0)
    #expect(result.stderr.hasPrefix("Error: "))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    #expect(!result.stderr.dropLast().contains { $0.asciiValue.map { $0 < 0x20 } ?? false })
  }

  @Test func helpAndVersionStillPrint() throws {
    let version = try KbsimProcess.run(["--version"])
    #expect(version.status == 0)
    #expect(!version.stdout.isEmpty)
    let help = try KbsimProcess.run(["type", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: kbsim type"))
  }
}
