import KeyboardModel
import TestSupport
import Testing
import XKB

/// Every en_US.UTF-8 Compose production a fixture layout can reach composes, typed through
/// ``HardwareKeyboard``, to the string the Compose file gives (`STEM.compose.tsv`: the sequences
/// and result strings parsed from the file by `Tools/fixtures.py`, with key replays made from the
/// oracle's tables).
@Suite(.requires(.compose))
struct HardwareComposeOracleTests {
  @Test(arguments: OracleFixture.stems)
  func everyReachableProductionComposesToTheFilesString(_ stem: String) throws {
    let fixture = try OracleFixture(stem)
    let keymap = try fixture.keymap()
    let keyboard = try HardwareKeyboard(
      keymap: keymap, composeTable: OracleFixture.composeTable(context: keymap.context))
    var mismatches: [String] = []
    for production in fixture.compose {
      let output = try keyboard.type(KeyToken.parseLine(production.replay))
      #if DEBUG
      mismatches += keyboard.checkInvariants().map { "\(stem) [\(production.replay)]: \($0)" }
      #endif
      keyboard.reset()
      if output.text != production.result || output.composeStatus != .nothing {
        mismatches.append(
          "\(stem) \(production.sequence.joined(separator: " ")) [\(production.replay)]: "
            + "\(output.text.debugDescription) (\(output.composeStatus)), file: \(production.result.debugDescription)"
        )
      }
    }
    #if DEBUG
    mismatches += keyboard.checkInvariants(includingCache: true)
    #endif
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(10))")
  }

  /// How many productions each layout reaches, from the fixture headers (`N of 5672`); the
  /// numbers pin the fixtures so that a regeneration that loses productions shows up here.
  @Test(arguments: [
    ("us", 0), ("de", 437), ("fr", 523), ("de-neo", 2367), ("ara", 4), ("mao", 2194),
    ("us-intl", 638),
  ])
  func reachableProductionCounts(_ stem: String, _ count: Int) throws {
    let fixture = try OracleFixture(stem)
    #expect(fixture.compose.count == count)
    // docs/sources.md#xkb-data-counts: the en_US.UTF-8 Compose file has 5672 productions.
    #expect(try OracleFixture.text("\(stem).compose.tsv").contains("of 5672 productions reachable"))
  }

  /// Hand-checked productions (Compose file lines quoted).
  @Test func knownProductions() throws {
    let keymap = try OracleFixture("fr").keymap()
    let keyboard = try HardwareKeyboard(
      keymap: keymap, composeTable: OracleFixture.composeTable(context: keymap.context))
    // fr: AD11 is dead_circumflex; `<dead_circumflex> <e> : "ê"`.
    #expect(try keyboard.type(KeyToken.parseLine("AD11 AD03")).text == "ê")
    keyboard.reset()
    // `<dead_circumflex> <dead_circumflex> : "^"`.
    #expect(try keyboard.type(KeyToken.parseLine("AD11 AD11")).text == "^")
    let mao = try OracleFixture("mao").keymap()
    let maori = try HardwareKeyboard(
      keymap: mao, composeTable: OracleFixture.composeTable(context: mao.context))
    // mao: Shift then RALT is Multi_key; `<Multi_key> <o> <c> : "©"`; AD09 = o, AB03 = c.
    #expect(try maori.type(KeyToken.parseLine("LFSH+RALT AD09 AB03")).text == "©")
  }
}
