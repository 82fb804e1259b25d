import Foundation
import Testing
import XKB

/// `kbsim verify-layouts` end to end, on single layouts (the full run is `make verify-layouts`).
@Suite(.enabled(if: XKBContext.systemRoot != nil, "needs xkb-data and libx11-data"))
struct VerifyLayoutsCommandTests {
  static func json(_ arguments: [String]) throws -> (KbsimProcess.Result, [String: Any]) {
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
    // us has no dead keys and no Multi_key: no production of the 5672 (facts §7) is reachable.
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
    #expect(lines.first?.hasPrefix("Verified against libxkbcommon: 1 layouts, 1 compiled, 0 did not; ") == true)
    #expect(lines.contains { $0.hasPrefix("check") && $0.hasSuffix("checked  matched  mismatched  not reachable") })
    #expect(lines.contains { $0.hasPrefix("Compose productions") })
    #expect(lines.last == "mismatches: none")
  }

  static let badInput: [(arguments: [String], error: String)] = [
    (["--layout", "frr"], "unknown layout 'frr'; did you mean 'fr'?"),
    (["--layout", "fr(azrty)"], "unknown layout 'fr(azrty)'; did you mean 'fr(azerty)'?"),
    (["--locale", "en_UX.UTF-8"], "no UTF-8 Compose table for locale 'en_UX.UTF-8'; did you mean 'en_UK.UTF-8'?"),
    (["--search-bound", "9"], "--search-bound must be between 0 and 6"),
    (["--jobs", "0"], "--jobs must be positive"),
  ]

  @Test(arguments: badInput)
  func badInputFailsWithOneLine(_ arguments: [String], _ error: String) throws {
    let result = try KbsimProcess.run(["verify-layouts"] + arguments)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: \(error)\n")
  }
}
