import KeyboardModel
import TestSupport
import Testing
import XKB

/// Every key × modifier combination commits through ``HardwareKeyboard`` what libxkbcommon
/// commits (`STEM.keys.tsv`, made by `Tools/xkb-oracle.c` with `xkb_state_update_mask`), replayed
/// as real key presses (`STEM.replays.tsv`).
@Suite(.requires(.compose))
struct HardwareKeyboardOracleTests {
  struct Tally {
    var checked = 0
    var unreachable = 0
    var mismatches: [String] = []
  }

  static func replayEveryCombination(_ stem: String) throws -> Tally {
    let fixture = try OracleFixture(stem)
    let keymap = try fixture.keymap()
    let table = try OracleFixture.composeTable(context: keymap.context)
    let shared = try HardwareKeyboard(keymap: keymap, composeTable: table)
    var tally = Tally()
    for row in fixture.keys {
      for mask in row.masks {
        guard let replay = fixture.replay(mask: mask, key: row.key) else {
          tally.unreachable += 1
          continue
        }
        // A replay that leaves a lock or latch behind (neo: Shift+Shift is Caps Lock) gets a
        // keyboard of its own, so that it cannot spoil the next row.
        let keyboard =
          replay.clean ? shared : try HardwareKeyboard(keymap: keymap, composeTable: table)
        // Key names with a '+' (evdev's <VOL+>) are written in angle brackets, as in keymap text.
        let line = replay.line(tapping: row.key.contains("+") ? "<\(row.key)>" : row.key)
        let output = try keyboard.type(KeyToken.parseLine(line))
        if replay.clean, keyboard.effectiveModifiers != [] || keyboard.effectiveLayout != 0 {
          tally.mismatches.append(
            "\(stem) [\(line)] left modifiers \(keyboard.effectiveModifiers) behind")
        }
        #if DEBUG
        tally.mismatches += keyboard.checkInvariants().map { "\(stem) [\(line)]: \($0)" }
        #endif
        keyboard.reset()
        tally.checked += 1
        let position = replay.pressesBeforeKey
        let keysym = output.keysyms.indices.contains(position) ? output.keysyms[position].name : "?"
        let composing = output.composeStatus == .composing
        if output.text != row.commit || keysym != row.keysym
          || composing != (row.composeStatus == "composing")
        {
          tally.mismatches.append(
            "\(stem) \(row.key) mask 0x\(String(mask, radix: 16)) [\(line)]: committed "
              + "\(output.text.debugDescription) keysym \(keysym) \(output.composeStatus); libxkbcommon: "
              + "\(row.commit.debugDescription) keysym \(row.keysym) \(row.composeStatus)")
        }
      }
    }
    #if DEBUG
    tally.mismatches += shared.checkInvariants(includingCache: true).map { "\(stem): \($0)" }
    #endif
    return tally
  }

  @Test(arguments: OracleFixture.stems)
  func everyKeyAndModifierCombinationCommitsWhatLibxkbcommonCommits(_ stem: String) throws {
    let tally = try Self.replayEveryCombination(stem)
    #expect(
      tally.mismatches.isEmpty,
      "\(tally.mismatches.count) mismatches, first: \(tally.mismatches.prefix(10))")
    // Every key of a pc105 keymap with symbols is checked under at least the 2^4 combinations of
    // Shift, Control, Mod1 and Mod5 (level-selecting on every fixture layout): 16 × ~400 keys.
    #expect(tally.checked > 16 * 300)
    // Unreachable: only masks that need the tapped key itself (NMLK under Mod2) or a modifier
    // the layout gives no other key (Mod1 on LALT when RALT is AltGr).
    #expect(tally.unreachable * 10 < tally.checked)
  }

  /// Hand-checked rows from xkeyboard-config's symbols files, to show the fixture means what the
  /// test thinks it means.
  @Test func knownRowsOfTheFixtures() throws {
    let de = try OracleFixture("de")
    // symbols/de: key <AD06> { [ z, Z, leftarrow, yen ] } — German swaps Y and Z.
    #expect(de.keys.contains { $0.key == "AD06" && $0.masks.contains(0x1) && $0.commit == "Z" })
    // symbols/de: key <TLDE> { [ dead_circumflex, degree, … ] } composes: commits nothing alone.
    #expect(
      de.keys.contains {
        $0.key == "TLDE" && $0.masks.contains(0) && $0.keysym == "dead_circumflex"
          && $0.composeStatus == "composing" && $0.commit.isEmpty
      })
    let ara = try OracleFixture("ara")
    // symbols/ara: key <AB05> { [ Arabic_lamalef … ] } = UFEFB, a one-keysym Compose production
    // that commits two code points (docs/sources.md#compose-client-loop).
    #expect(ara.keys.contains { $0.key == "AB05" && $0.masks.contains(0) && $0.commit == "لا" })
    let mao = try OracleFixture("mao")
    // symbols/mao: RALT is ISO_Level3_Shift, Shift+RALT is Multi_key
    // (docs/sources.md#xkb-pitfalls).
    #expect(
      mao.keys.contains { $0.key == "RALT" && $0.masks.contains(0x1) && $0.keysym == "Multi_key" })
    #expect(mao.replay(mask: 0x81, key: "AC01")?.line == "RALT+LFSH+%")
  }
}
