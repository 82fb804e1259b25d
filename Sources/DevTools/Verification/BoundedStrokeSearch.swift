import KeyboardModel
import XKB

/// The cheapest key presses that commit each string, by brute force up to a cost bound: the
/// reference `kbsim verify-layouts` checks the planner's minimality against.
///
/// A stroke is a physical key tapped while an ordered selection of the layout's plain physical
/// modifier keys is held; its cost is its key presses. Taps of lock, latch and group keys, and
/// strokes that leave such state behind, are left out (plans never use locks). Between strokes
/// nothing is held, so a stroke's effect depends only on the Compose state: strokes are grouped by
/// the keysyms Compose does not ignore and their own text, and one cheapest stroke per group is
/// replayed (through ``HardwareKeyboard``) after every pending Compose prefix.
struct BoundedStrokeSearch {
  private struct Stroke {
    var token: KeyToken
    var cost: Int
    var text: String
    var composing: Bool
    var composeSees: [UInt32]
  }

  let bound: Int
  /// The cheapest cost found for each committed string, with one cheapest line.
  private(set) var cheapest: [String: (cost: Int, line: String)] = [:]
  private var groups: [Stroke] = []

  init(
    keymap: Keymap, table: ComposeTable?, modifiers: ModifierReplayFinder, bound: Int
  ) throws(KeyboardModelError) {
    self.bound = bound
    let keyboard = try HardwareKeyboard(keymap: keymap, composeTable: table)
    let probe = table.map(ComposeState.init(table:))
    var ignored: [UInt32: Bool] = [:]
    func composeSees(_ keysyms: [Keysym]) -> [UInt32] {
      guard let probe else { return [] }
      return keysyms.map(\.rawValue).filter { raw in
        if let known = ignored[raw] { return !known }
        probe.reset()
        let isIgnored = !probe.feedReportingAcceptance(Keysym(rawValue: raw))
        ignored[raw] = isIgnored
        return !isIgnored
      }
    }
    let plain = modifiers.keys.filter { !$0.isLock && $0.isPhysical }.map(\.name)
    var groupIndex: [[UInt32]: [String: Int]] = [:]
    for code in keymap.keycodes
    where !modifiers.stateKeys.contains(code) || plain.contains(keymap.name(of: code) ?? "") {
      guard let name = keymap.name(of: code), ModifierKeys.isPhysical(name),
        keymap.levelCount(for: code, layout: 0) > 0
      else { continue }
      for held in orderedSelections(plain.filter { $0 != name }, sizes: 0...max(0, bound - 1)) {
        let token = KeyToken.tap(name, holding: held)
        let output = try keyboard.type([token])
        // A stroke that leaves a lock, latch or group behind is not a stroke of the search.
        let leavesState = !keyboard.effectiveModifiers.isEmpty || keyboard.effectiveLayout != 0
        keyboard.reset()
        if leavesState { continue }
        let stroke = Stroke(
          token: token, cost: held.count + 1, text: output.text,
          composing: output.composeStatus == .composing, composeSees: composeSees(output.keysyms))
        let key = stroke.composeSees + [stroke.composing ? 1 : 0]
        if let index = groupIndex[key]?[stroke.text] {
          if groups[index].cost > stroke.cost { groups[index] = stroke }
        } else {
          groupIndex[key, default: [:]][stroke.text] = groups.count
          groups.append(stroke)
        }
      }
    }
    var buckets = [[[Int]]](repeating: [], count: bound + 1)
    for (index, stroke) in groups.enumerated() where stroke.cost <= bound {
      if stroke.composing {
        buckets[stroke.cost].append([index])
      } else if !stroke.text.isEmpty {
        record(stroke.text, cost: stroke.cost, line: stroke.token.description)
      }
    }
    var expanded: Set<[UInt32]> = []
    for cost in 1..<max(1, bound) {
      for route in buckets[cost] {
        // Prefixes that feed Compose the same keysyms reach the same state; cheaper ones first.
        guard expanded.insert(route.flatMap { groups[$0].composeSees }).inserted else { continue }
        let prefix = route.map { groups[$0].token }
        for (index, stroke) in groups.enumerated() where cost + stroke.cost <= bound {
          let output = try keyboard.type(prefix + [stroke.token])
          keyboard.reset()
          if output.composeStatus == .composing, output.text.isEmpty {
            buckets[cost + stroke.cost].append(route + [index])
          } else if !output.text.isEmpty {
            record(
              output.text, cost: cost + stroke.cost,
              line: (prefix + [stroke.token]).map(\.description).joined(separator: " "))
          }
        }
      }
    }
  }

  private mutating func record(_ text: String, cost: Int, line: String) {
    if let existing = cheapest[text], existing.cost <= cost { return }
    cheapest[text] = (cost, line)
  }

  /// The cheapest cost of committing `text` as one or more found strings in a row.
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
}
