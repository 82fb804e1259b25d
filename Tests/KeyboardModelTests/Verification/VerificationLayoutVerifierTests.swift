import DevTools
import KeyboardModel
import TestSupport
import Testing
import XKB

/// ``LayoutVerifier`` and ``LayoutSweep`` on system layouts; the counts come from the
/// independent fixtures of `Tools/generate-fixtures.sh` (xkb-oracle and Tools/fixtures.py).
@Suite(
  .requires(.xkb, .compose))
struct VerificationLayoutVerifierTests {
  static func verifier(bound: Int) throws -> LayoutVerifier {
    LayoutVerifier(
      options: .init(searchBound: bound),
      productions: try ComposeFile(contentsOf: OracleFixture.systemComposeFile))
  }

  /// Every fixture layout: as many key × modifier combinations as the oracle lists, as many
  /// Compose productions as the generator found reachable, and no mismatch.
  @Test(
    arguments: zip(
      ["us", "de", "fr", "de(neo)", "ara", "mao", "us(intl)"], OracleFixture.stems))
  func agreesWithTheFixtureCounts(_ layout: String, _ stem: String) throws {
    let fixture = try OracleFixture(stem)
    let result = try Self.verifier(bound: 2).verify(
      layout: layout, names: RuleNames(layout: layout))
    #expect(result.status == .verified)
    #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(5))")
    let combinations = fixture.keys.reduce(0) { $0 + $1.masks.count }
    #expect(result.keyCombinations.checked + result.keyCombinations.skipped == combinations)
    #expect(result.compose.checked == fixture.compose.count)
    #expect(result.compose.matched == result.compose.checked)
    #expect(result.plans.matched == result.plans.checked)
  }

  /// de(neo) puts Level5 on LSGT/RALT: in libxkbcommon 1.5 ISO_Level5_Shift cancels a pending
  /// dead key (docs/sources.md#xkb-version-skew), so productions that need it after a dead key are
  /// counted, not typed.
  @Test func level5ProductionsAreSetAside() throws {
    let result = try Self.verifier(bound: 0).verify(
      layout: "de(neo)", names: RuleNames(layout: "de(neo)"))
    #expect(result.composeBlockedByLevel5 > 0)
    #expect(result.unexplained.isEmpty)
  }

  @Test func customDoesNotCompile() throws {
    let summary = LayoutSweep.run(
      [
        .init(id: "custom", names: RuleNames(layout: "custom")),
        .init(id: "us", names: RuleNames(layout: "us")),
      ],
      verifier: try Self.verifier(bound: 1), workers: 2)
    // docs/sources.md#xkb-pitfalls, docs/sources.md#xkb-data-counts: custom is listed in evdev.xml
    // but has no symbols file.
    #expect(summary.notCompiled.map(\.layout) == ["custom"])
    #expect(summary.verified.map(\.layout) == ["us"])
    #expect(summary.unexplained.isEmpty)
    #expect(summary.text.contains("2 layouts, 1 compiled, 1 did not"))
  }

  /// cn(tib) (docs/verification.md, latching keys): the planner types every character libxkbcommon
  /// types with the layout's keys, including those only the latching key AB07 reaches.
  @Test func cnTibCharactersAreAllPlanned() throws {
    let result = try Self.verifier(bound: 0).verify(
      layout: "cn(tib)", names: RuleNames(layout: "cn(tib)"))
    #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(5))")
    #expect(result.characters.checked > 0)
    #expect(result.characters.matched == result.characters.checked)
  }

  /// The reference walks know nothing of the planner.
  ///
  /// symbols/cn, tib: `key <AB07> { [ ISO_Level3_Latch, ISO_Level3_Latch, U0F85, U0F52 ] }` is the
  /// only way to level 3, and `key <LSGT> { [ less, greater, bar, brokenbar ] }`; the keypad digits
  /// need Num Lock.
  @Test func characterWalksFindTheLatchedLevels() throws {
    let keymap = try Keymap(names: RuleNames(layout: "cn(tib)"))
    let table = try ComposeTable(locale: ComposeTable.defaultLocale, context: keymap.context)
    let walks = try CharacterWalks(keymap: keymap, table: table)
    #expect(walks.found["<"]?.tokens.map(\.description) == ["LSGT"])
    #expect(walks.found["|"]?.cost == 2)
    #expect(walks.found["\u{A6}"]?.cost == 3)
    #expect(walks.found["\u{0F85}"]?.tokens.map(\.description) == ["AB07", "AB07"])
    #expect(walks.found["\u{0F52}"]?.cost == 3)
    #expect(walks.found["5"]?.usesLock == true)
    #expect(walks.found["5"]?.tokens.map(\.description) == ["NMLK", "KP5"])
  }

  /// Without a `kbsim` executable in the options no process runs (the process check is tested
  /// end to end in `VerifyLayoutsCommandTests`).
  @Test func noPressProcessUnlessAskedFor() throws {
    let result = try Self.verifier(bound: 0).verify(layout: "us", names: RuleNames(layout: "us"))
    #expect(result.pressProcess.checked == 0)
    #expect(result.pressProcessSeconds == 0)
  }
}
