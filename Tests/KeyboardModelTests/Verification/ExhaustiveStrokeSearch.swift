import KeyboardModel
import XKB

/// The cheapest way to commit each string, found by brute force: every stroke sequence up to a
/// cost bound, replayed through the real pipeline (``HardwareKeyboard``).
///
/// The reference the planner's minimality is checked against; it shares no code with
/// ``KeyPlanner``.
///
/// A stroke is a physical key tapped while any ordered selection of the layout's plain physical
/// modifier keys (`STEM.modifiers.tsv`) is held; its cost is the number of key presses. Strokes
/// that leave a lock, latch or group behind (neo's Shift+Shift is Caps Lock) and taps of lock or
/// latch keys are left out: plans never use locks (README.md, "Text → key plans": Caps Lock is
/// never used).
///
/// Between strokes the xkb state is back to nothing pressed, so what a stroke does next depends
/// only on the Compose state. Strokes are therefore grouped by what Compose sees of them (their
/// keysyms, minus those `xkb_compose_state_feed` ignores) and their own text; one cheapest stroke
/// per group is replayed after each pending Compose prefix. A sequence ends as soon as it commits
/// text, so only prefixes that commit nothing and leave Compose pending are extended.
struct ExhaustiveStrokeSearch {
  struct Stroke {
    var token: KeyToken
    var cost: Int
    var text: String
    var composing: Bool
    /// The keysyms Compose does not ignore, in press order.
    var composeSees: [UInt32]
  }

  /// The cost bound: no sequence costing more is tried.
  let bound: Int
  /// The cheapest cost of every string committed within the bound, with a cheapest line.
  private(set) var cheapest: [String: (cost: Int, line: String)] = [:]
  /// Strokes replayed from the fresh state, and the groups they fall into.
  private(set) var strokeCount = 0
  private(set) var groups: [Stroke] = []
  /// Compose prefixes extended, and replays made in all.
  private(set) var prefixCount = 0
  private(set) var replayCount = 0

  init(
    fixture: OracleFixture, table: ComposeTable, bound: Int,
    keyboard makeKeyboard: () throws -> HardwareKeyboard
  ) throws {
    self.bound = bound
    var keyboard = try makeKeyboard()
    let probe = ComposeState(table: table)
    var ignored: [Keysym: Bool] = [:]
    func composeSees(_ keysyms: [Keysym]) -> [UInt32] {
      keysyms.filter { keysym in
        if let known = ignored[keysym] { return !known }
        probe.reset()
        let isIgnored = !probe.feedReportingAcceptance(keysym)
        ignored[keysym] = isIgnored
        return !isIgnored
      }.map(\.rawValue)
    }
    let plain = fixture.modifierKeys.filter { $0.kind == "plain" && $0.isPhysical }.map(\.key)
    let stateful = Set(fixture.modifierKeys.filter { $0.kind != "plain" }.map(\.key))
    var tapped: [String] = []
    for row in fixture.keys where OracleFixture.isPhysical(row.key) && !stateful.contains(row.key) {
      if tapped.last != row.key { tapped.append(row.key) }
    }
    // Group strokes; keep the cheapest (first found, as selections grow) of each group.
    var groupIndex: [[UInt32]: [String: Int]] = [:]
    for key in tapped {
      for held in Self.orderedSelections(of: plain.filter { $0 != key }, upTo: bound - 1) {
        let token = KeyToken.tap(key, holding: held)
        let output = try keyboard.type([token])
        let dirty = keyboard.effectiveModifiers != [] || keyboard.effectiveLayout != 0
        keyboard.reset()
        strokeCount += 1
        replayCount += 1
        if dirty {
          // Undo the lock the stroke left: a fresh keyboard for the rest.
          keyboard = try makeKeyboard()
          continue
        }
        let stroke = Stroke(
          token: token, cost: held.count + 1, text: output.text,
          composing: output.composeStatus == .composing, composeSees: composeSees(output.keysyms))
        let sees = stroke.composeSees + [stroke.composing ? 1 : 0]
        if let index = groupIndex[sees]?[stroke.text] {
          if groups[index].cost > stroke.cost { groups[index] = stroke }
        } else {
          groupIndex[sees, default: [:]][stroke.text] = groups.count
          groups.append(stroke)
        }
      }
    }
    // Uniform-cost search over pending Compose prefixes.
    var buckets = [[[Int]]](repeating: [], count: bound + 1)
    for (index, stroke) in groups.enumerated() {
      if stroke.composing {
        buckets[stroke.cost].append([index])
      } else if !stroke.text.isEmpty {
        record(stroke.text, cost: stroke.cost, line: stroke.token.description)
      }
    }
    var expanded: Set<[UInt32]> = []
    for cost in 1..<max(1, bound) {
      for route in buckets[cost] {
        let prefix = route.map { groups[$0].token }
        // Two prefixes that feed Compose the same keysyms reach the same Compose state; the
        // cheaper one comes first.
        guard expanded.insert(route.flatMap { groups[$0].composeSees }).inserted else { continue }
        prefixCount += 1
        for (index, stroke) in groups.enumerated() where cost + stroke.cost <= bound {
          let output = try keyboard.type(prefix + [stroke.token])
          keyboard.reset()
          replayCount += 1
          let line = (prefix + [stroke.token]).map(\.description).joined(separator: " ")
          if output.composeStatus == .composing, output.text.isEmpty {
            buckets[cost + stroke.cost].append(route + [index])
          } else if !output.text.isEmpty {
            record(output.text, cost: cost + stroke.cost, line: line)
          }
        }
      }
    }
  }

  private mutating func record(_ text: String, cost: Int, line: String) {
    if let existing = cheapest[text], existing.cost <= cost { return }
    cheapest[text] = (cost, line)
  }

  /// The cheapest cost of committing `text` in one or more sequences, within the bound.
  func cost(of text: String) -> Int? {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return nil }
    var best = [Int?](repeating: nil, count: scalars.count + 1)
    best[0] = 0
    for end in 1...scalars.count {
      for start in 0..<end {
        guard let before = best[start] else { continue }
        var unit = ""
        unit.unicodeScalars.append(contentsOf: scalars[start..<end])
        guard let found = cheapest[unit]?.cost else { continue }
        if best[end].map({ before + found < $0 }) ?? true { best[end] = before + found }
      }
    }
    return best[scalars.count]
  }

  /// Every ordered selection of at most `limit` distinct items.
  static func orderedSelections(of items: [String], upTo limit: Int) -> [[String]] {
    var result: [[String]] = [[]]
    var frontier: [[String]] = [[]]
    for _ in 0..<max(0, limit) {
      frontier = frontier.flatMap { chosen in
        items.filter { !chosen.contains($0) }.map { chosen + [$0] }
      }
      result += frontier
    }
    return result
  }
}
