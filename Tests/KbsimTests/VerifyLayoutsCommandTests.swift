import Foundation
import TestSupport
import Testing

/// `kbsim verify-layouts` end to end, on single layouts (the full run is `make verify-layouts`).
@Suite(.requires(.xkb, .compose))
struct VerifyLayoutsCommandTests {
  static func json(_ arguments: [String]) throws -> (ProcessResult, [String: Any]) {
    let result = try KbsimProcess.run(["verify-layouts", "--format", "json"] + arguments)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (result, try #require(object))
  }

  @Test func usAgreesWithLibxkbcommonEverywhere() throws {
    let (result, report) = try Self.json(["--layout", "us", "--search-bound", "3"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(report["layouts"] as? Int == 1)
    #expect((report["mismatches"] as? [Any])?.isEmpty == true)
    let totals = try #require(report["totals"] as? [String: [String: Int]])
    // Tests/KeyboardModelTests/Fixtures/us.keys.tsv (xkb-oracle): 399 keys with symbols × 2^5
    // combinations of Shift, Control, Mod1, Mod2 and Mod5 = 12,768, of which 32 (NMLK under
    // Mod2, only NMLK sets it) have no replay.
    let keys = try #require(totals["keyCombinations"])
    #expect(keys["checked"] == 12_736)
    #expect(keys["skipped"] == 32)
    #expect(keys["matched"] == keys["checked"])
    // us has no dead keys and no Multi_key: no production of the 5672
    // (docs/sources.md#xkb-data-counts) is reachable.
    #expect(totals["compose"]?["checked"] == 0)
    #expect(report["composeProductions"] as? Int == 5672)
  }

  @Test func deadKeysAndComposeAreChecked() throws {
    let (result, report) = try Self.json(["--layout", "fr", "--search-bound", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    let totals = try #require(report["totals"] as? [String: [String: Int]])
    // Tests/KeyboardModelTests/Fixtures/fr.compose.tsv: 523 productions reachable on fr.
    #expect(totals["compose"]?["checked"] == 523)
    #expect(totals["compose"]?["matched"] == 523)
    #expect((totals["plans"]?["checked"] ?? 0) > 500)
  }

  @Test func aLayoutThatDoesNotCompileIsReportedNotFailed() throws {
    let result = try KbsimProcess.run(["verify-layouts", "--layout", "custom"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("1 layouts, 0 compiled, 1 did not"))
    #expect(result.stdout.contains("did not compile: custom: "))
    #expect(result.stdout.hasSuffix("mismatches: none\n"))
  }

  @Test func textReportHasTheTable() throws {
    let result = try KbsimProcess.run(["verify-layouts", "--layout", "de", "--search-bound", "2"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("Verified against libxkbcommon: 1 layouts, 1 compiled, 0 did not; ")
        == true)
    #expect(
      lines.contains {
        $0.hasPrefix("check") && $0.hasSuffix("checked  matched  mismatched  not reachable")
      })
    #expect(lines.contains { $0.hasPrefix("Compose productions") })
    #expect(lines.last == "mismatches: none")
  }

  static let badInput: [(arguments: [String], error: String)] = [
    (["--layout", "frr"], "unknown layout 'frr'; did you mean 'fr'?"),
    (["--layout", "fr(azrty)"], "unknown layout 'fr(azrty)'; did you mean 'fr(azerty)'?"),
    (
      ["--locale", "en_UX.UTF-8"],
      "no UTF-8 Compose table for locale 'en_UX.UTF-8'; did you mean 'en_UK.UTF-8'?"
    ),
    (["--search-bound", "9"], "--search-bound must be between 0 and 6"),
    (["--jobs", "0"], "--jobs must be positive"),
  ]

  @Test(arguments: badInput)
  func badInputFailsWithOneLine(_ arguments: [String], _ error: String) throws {
    let result = try KbsimProcess.run(["verify-layouts"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: \(error)\n")
  }

  /// `--press-process`: every line the checks typed goes through one `kbsim press` process per
  /// layout, and each output line equals a fresh keyboard's (docs/verification.md).
  ///
  /// cn(tib) has a latching key, us and fr locks and dead keys.
  @Test func linesThroughOneKbsimPressProcessMatchAFreshKeyboard() throws {
    let result = try KbsimProcess.run([
      "verify-layouts", "--layout", "us", "--layout", "fr", "--layout", "cn(tib)",
      "--search-bound", "0", "--press-process",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let row = try #require(lines.first { $0.hasPrefix("lines typed by one kbsim press process") })
    let cells = row.split(separator: " ").suffix(4).map(String.init)
    #expect(cells[0] == cells[1], "checked == matched")
    #expect(cells[2] == "0")
    #expect(
      lines.contains { $0.hasPrefix("kbsim press: ") && $0.contains(" lines of the checks above") })
    #expect(lines.last == "mismatches: none")
  }

  /// A `kbsim` whose `press` keeps Caps Lock on for every line after the first is caught.
  @Test func aPressThatKeepsStateBetweenLinesFailsTheCheck() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-fake-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fake = directory.appendingPathComponent("kbsim")
    // Prints one line per input line, always Caps_Lock and nothing committed.
    let script = """
      #!/bin/sh
      while IFS= read -r line; do
        printf '%s\\n' '{"text":"","keysyms":["Caps_Lock"],"composeStatus":"nothing"}'
      done
      """
    try Data(script.utf8).write(to: fake)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let result = try KbsimProcess.run([
      "verify-layouts", "--layout", "us", "--search-bound", "0", "--press-executable", fake.path,
    ])
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix(" unexplained mismatches\n"))
    #expect(result.stdout.contains("  us  pressProcess  line 1 ["))
  }

  @Test func aMissingPressExecutableIsAnError() throws {
    let result = try KbsimProcess.run([
      "verify-layouts", "--layout", "us", "--press-executable", "/nonexistent/kbsim",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr == "Error: --press-executable '/nonexistent/kbsim' is not an executable file\n")
  }

  /// The characters row: on cn(tib), every character libxkbcommon types is planned.
  @Test func charactersOfALatchingLayoutAreChecked() throws {
    let result = try KbsimProcess.run([
      "verify-layouts", "--layout", "cn(tib)", "--search-bound", "0",
    ])
    #expect(result.status == 0, "\(result.stdout.suffix(2000))")
    let row = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("characters libxkbcommon types") })
    #expect(row.split(separator: " ").suffix(2).first == "0", "no character mismatched")
  }
}
