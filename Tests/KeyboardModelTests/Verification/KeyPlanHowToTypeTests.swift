import KeyboardModel
import TestSupport
import Testing
import XKB

/// The planner against `xkbcli how-to-type` (`STEM.how-to-type.tsv`): it reaches the same key and
/// level for every answer a person can type, never costs more, and finds every character the tool
/// finds — plus the ones the 1.5 tool cannot see (docs/sources.md#xkb-keysym-conversions,
/// docs/sources.md#xkb-version-skew): keysym aliases, Compose results (dead keys, Multi_key, the
/// one-keysym productions) and Control characters.
@Suite(.requires(.compose))
struct KeyPlanHowToTypeTests {
  /// Why a how-to-type answer is not a plan, or that it is one.
  enum Verdict: String, CaseIterable {
    case matched
    /// `LVL3`, `I443`…: no such key on a keyboard (EuroSign on us's I443).
    case virtualKey
    /// Only Lock selects the level; plans never use Caps Lock.
    case needsLock
    /// No plain physical modifier key sets the mask (us Mod5: only the virtual LVL3 key).
    case unreachableMask
    /// libxkbcommon commits something else there: a one-keysym Compose production (ara's
    /// lam-alef key commits "لا", not U+FEFB) or a dead key.
    case commitsSomethingElse
  }

  struct Report {
    var verdicts: [Verdict: Int] = [:]
    var extras: [String: [String]] = [:]
    var failures: [String] = []
  }

  static func compare(_ stem: String) throws -> Report {
    let fixture = try OracleFixture(stem)
    let keymap = try fixture.keymap()
    let planner = try KeyPlanner(
      keymap: keymap, composeTable: OracleFixture.composeTable(context: keymap.context))
    let plainKeys = Set(
      fixture.modifierKeys.filter { $0.kind == "plain" && $0.isPhysical }.map(\.key))
    var commits: [String: String] = [:]  // "key mask" → commit
    for row in fixture.keys {
      for mask in row.masks { commits["\(row.key) \(mask)"] = row.commit }
    }
    var report = Report()
    var answered: Set<UInt32> = []
    var keysymOf: [UInt32: String] = [:]
    for answer in fixture.howToType {
      keysymOf[answer.codepoint] = answer.keysym
      guard let key = answer.key, let level = answer.level else { continue }
      let character = String(Character(Unicode.Scalar(answer.codepoint) ?? "\u{FFFD}"))
      let mask = answer.modifiers.reduce(UInt32(0)) { $0 | (OracleFixture.modifierBits[$1] ?? 0) }
      let replay = fixture.replay(mask: mask, key: key)
      let verdict: Verdict
      if !OracleFixture.isPhysical(key) {
        verdict = .virtualKey
      } else if answer.modifiers.contains("Lock") {
        verdict = .needsLock
      } else if replay == nil
        || !(replay?.modifierKeys ?? []).allSatisfy({ plainKeys.contains($0) })
      {
        verdict = .unreachableMask
      } else if commits["\(key) \(mask)"] != character {
        verdict = .commitsSomethingElse
      } else {
        verdict = .matched
        answered.insert(answer.codepoint)
        let sameLevel = planner.strokes.contains {
          $0.keyName == key && $0.keysym.name == answer.keysym && $0.text == character
        }
        if !sameLevel {
          report.failures.append(
            "\(stem) U+\(hex(answer.codepoint)) \(key) level \(level): no planner stroke")
        }
        if let plan = try? planner.plan(character), let replay {
          if plan.cost > replay.cost {
            report.failures.append(
              "\(stem) U+\(hex(answer.codepoint)) plan [\(plan.line)] \(plan.cost) > how-to-type "
                + "\(key) level \(level) [\(replay.line(tapping: key))] \(replay.cost)")
          }
        } else {
          report.failures.append(
            "\(stem) U+\(hex(answer.codepoint)): how-to-type types it, the planner cannot")
        }
      }
      report.verdicts[verdict, default: 0] += 1
    }
    // Characters the planner types that how-to-type has no typeable answer for: each must be one
    // of the tool's known blind spots.
    let composed = Set(fixture.compose.map(\.result))
    for (text, _) in planner.typeable {
      guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
        !answered.contains(scalar.value)
      else { continue }
      guard let plan = try? planner.plan(text), let step = plan.steps.first else { continue }
      let category: String
      if scalar.value < 0x20 || scalar.value == 0x7f,
        step.strokes.contains(where: { $0.holdingNames.contains { $0.hasSuffix("CTL") } })
      {
        category = "control"
      } else if step.strokes.count > 1 || composed.contains(text)
        || step.strokes[0].fedKeysyms.count > step.strokes[0].holding.count + 1
      {
        category = "compose"
      } else if let keysym = keysymOf[scalar.value], keysym != step.strokes[0].keysym.name {
        category = "alias"
      } else if step.strokes.count == 1, keysymOf[scalar.value] == nil {
        category = "not in the fixture"
        report.failures.append(
          "\(stem) \(text.debugDescription) U+\(hex(scalar.value)): no how-to-type row")
      } else {
        category = "composed by a single key"
      }
      report.extras[category, default: []].append(text)
    }
    return report
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  @Test(arguments: OracleFixture.stems)
  func thePlannerAgreesWithHowToTypeAndSeesItsBlindSpots(_ stem: String) throws {
    let report = try Self.compare(stem)
    #expect(
      report.failures.isEmpty, "\(report.failures.count) failures: \(report.failures.prefix(10))")
    #expect(report.verdicts[.matched, default: 0] > 80, "\(report.verdicts)")
    // Every extra is a documented blind spot.
    let known: Set<String> = ["control", "compose", "alias"]
    let unexplained = report.extras.filter { !known.contains($0.key) }
    #expect(unexplained.isEmpty, "\(unexplained.mapValues { $0.prefix(10) })")
  }

  /// The blind spots of docs/sources.md#xkb-keysym-conversions,
  /// docs/sources.md#compose-client-loop, by example.
  @Test func knownBlindSpots() throws {
    // de: … is U2026 on the keymap; how-to-type looks up `ellipsis` and finds nothing.
    let de = try Self.compare("de")
    #expect(de.extras["alias", default: []].contains("…"))
    // fr: ê is dead_circumflex + e; the 1.5 tool does no Compose lookups.
    let fr = try Self.compare("fr")
    #expect(fr.extras["compose", default: []].contains("ê"))
    // ara: the lam-alef key's keysym UFEFB is a one-keysym production committing "لا"; the tool
    // lists AB05 for U+FEFB, which the key never commits.
    let ara = try Self.compare("ara")
    #expect(ara.verdicts[.commitsSomethingElse, default: 0] >= 1)
    // us: ¦ is on LSGT at Shift+Mod5, but only the virtual LVL3 key sets Mod5; € is on I443.
    let us = try Self.compare("us")
    #expect(us.verdicts[.unreachableMask, default: 0] >= 1)
    #expect(us.verdicts[.virtualKey, default: 0] >= 1)
    #expect(us.extras["control", default: []].contains("\u{01}"))
  }
}
