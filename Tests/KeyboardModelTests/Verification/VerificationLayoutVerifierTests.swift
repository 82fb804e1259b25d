import DevTools
import KeyboardModel
import Testing
import XKB

/// ``LayoutVerifier`` and ``LayoutSweep`` on system layouts; the counts come from the
/// independent fixtures of `Tools/generate-fixtures.sh` (xkb-oracle and Tools/fixtures.py).
@Suite(.enabled(if: XKBContext.systemRoot != nil && OracleFixture.hasSystemCompose, "needs xkb-data and libx11-data"))
struct VerificationLayoutVerifierTests {
  static func verifier(bound: Int) throws -> LayoutVerifier {
    LayoutVerifier(
      options: .init(searchBound: bound),
      productions: try ComposeFile(contentsOf: OracleFixture.systemComposeFile))
  }

  /// Every fixture layout: as many key × modifier combinations as the oracle lists, as many
  /// Compose productions as the generator found reachable, and no mismatch.
  @Test(arguments: zip(
    ["us", "de", "fr", "de(neo)", "ara", "mao", "us(intl)"], OracleFixture.stems))
  func agreesWithTheFixtureCounts(_ layout: String, _ stem: String) throws {
    let fixture = try OracleFixture(stem)
    let result = try Self.verifier(bound: 2).verify(layout: layout, names: RuleNames(layout: layout))
    #expect(result.status == .verified)
    #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(5))")
    let combinations = fixture.keys.reduce(0) { $0 + $1.masks.count }
    #expect(result.keyCombinations.checked + result.keyCombinations.skipped == combinations)
    #expect(result.compose.checked == fixture.compose.count)
    #expect(result.compose.matched == result.compose.checked)
    #expect(result.plans.matched == result.plans.checked)
  }

  /// de(neo) puts Level5 on LSGT/RALT: in libxkbcommon 1.5 ISO_Level5_Shift cancels a pending
  /// dead key (facts §5), so productions that need it after a dead key are counted, not typed.
  @Test func level5ProductionsAreSetAside() throws {
    let result = try Self.verifier(bound: 0).verify(layout: "de(neo)", names: RuleNames(layout: "de(neo)"))
    #expect(result.composeBlockedByLevel5 > 0)
    #expect(result.unexplained.isEmpty)
  }

  @Test func customDoesNotCompile() throws {
    let summary = LayoutSweep.run(
      [.init(id: "custom", names: RuleNames(layout: "custom")), .init(id: "us", names: RuleNames(layout: "us"))],
      verifier: try Self.verifier(bound: 1), workers: 2)
    // facts §5/§7: custom is listed in evdev.xml but has no symbols file.
    #expect(summary.notCompiled.map(\.layout) == ["custom"])
    #expect(summary.verified.map(\.layout) == ["us"])
    #expect(summary.unexplained.isEmpty)
    #expect(summary.text.contains("2 layouts, 1 compiled, 1 did not"))
  }
}
