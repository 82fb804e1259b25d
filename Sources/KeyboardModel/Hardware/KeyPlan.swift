/// How to type a text on a hardware keyboard: one step per committed unit.
///
/// ```swift
/// let plan = try KeyPlanner(names: RuleNames(layout: "de")).plan("Größe")
/// plan.line   // "LFSH+AC05 AD04 AC10 AE11 AD03"
/// plan.cost   // 6
/// ```
public struct KeyPlan: Hashable, Sendable {
  /// One committed unit: usually one character, sometimes several (a ligature key).
  public struct Step: Hashable, Sendable {
    /// The text this step commits.
    public var text: String
    /// The strokes that commit it; empty for a skipped character.
    public var strokes: [KeyStroke]
    /// Key presses, held modifiers included.
    public var cost: Int { strokes.reduce(0) { $0 + $1.cost } }
    /// Whether the character was skipped as untypeable.
    public var isSkipped: Bool { strokes.isEmpty }
  }

  // Compact storage: the planner's tables (shared, copy-on-write) and one route per unit.
  let strokeTable: [KeyStroke]
  let routeTable: [[Int32]]
  let routeCosts: [Int]
  let scalars: [Unicode.Scalar]
  /// The route of each unit, negative for a skipped character, and its length in scalars:
  /// six bytes a unit, so a long text's plan stays small.
  let unitRoutes: [Int32]
  let unitLengths: [UInt16]

  /// The steps in order.
  public var steps: [Step] { Array(lazySteps) }

  /// The steps in order, each made as it is reached: a long text's plan is written step by
  /// step without an array of them.
  package var lazySteps: Steps { Steps(plan: self) }

  /// The steps of a plan, made one at a time.
  package struct Steps: Sequence {
    let plan: KeyPlan

    package func makeIterator() -> Iterator { Iterator(plan: plan) }

    /// The next step, from the unit and scalar reached so far.
    package struct Iterator: IteratorProtocol {
      let plan: KeyPlan
      var unit = 0
      var position = 0

      package mutating func next() -> Step? {
        guard unit < plan.unitRoutes.count else { return nil }
        let route = plan.unitRoutes[unit]
        let length = Int(plan.unitLengths[unit])
        var text = ""
        text.unicodeScalars.append(contentsOf: plan.scalars[position..<position + length])
        unit += 1
        position += length
        let strokes =
          route < 0 ? [] : plan.routeTable[Int(route)].map { plan.strokeTable[Int($0)] }
        return Step(text: text, strokes: strokes)
      }
    }

    package var underestimatedCount: Int { plan.unitRoutes.count }
  }

  /// The tokens of every step, in order.
  public var tokens: [KeyToken] {
    unitRoutes.flatMap { route in
      route < 0 ? [] : routeTable[Int(route)].flatMap { strokeTable[Int($0)].tokens }
    }
  }

  /// The plan as one line of tokens, as `kbsim press` reads it.
  public var line: String {
    var line = ""
    writeLine { line += $0 }
    return line
  }

  /// Writes ``line`` in pieces of about 64 KiB, route by route (each route's tokens rendered
  /// once), so a long text's plan is printed without its line or a token array in memory.
  ///
  /// - Parameter write: Receives the line's text, piece by piece, in order.
  package func writeLine(_ write: (String) -> Void) {
    var rendered: [Int32: String] = [:]
    var piece = ""
    var isFirst = true
    for route in unitRoutes where route >= 0 {
      let text =
        rendered[route]
        ?? {
          let text = routeTable[Int(route)].flatMap { strokeTable[Int($0)].tokens }
            .map(\.description).joined(separator: " ")
          rendered[route] = text
          return text
        }()
      if text.isEmpty { continue }
      if !isFirst { piece += " " }
      piece += text
      isFirst = false
      if piece.utf8.count >= 1 << 16 {
        write(piece)
        piece = ""
      }
    }
    if !piece.isEmpty { write(piece) }
  }

  /// The total number of key presses.
  public var cost: Int { unitRoutes.reduce(0) { $0 + ($1 < 0 ? 0 : routeCosts[Int($1)]) } }

  /// The number of units (characters, or ligatures typed by one route) in the plan.
  public var unitCount: Int { unitRoutes.count }

  /// The characters that were skipped because the layout cannot type them.
  public var skipped: [String] {
    var skipped: [String] = []
    var position = 0
    for (route, length) in zip(unitRoutes, unitLengths.lazy.map(Int.init)) {
      if route < 0 { skipped.append(String(scalars[position])) }
      position += length
    }
    return skipped
  }
}

extension KeyPlanner {
  /// Plans `text`: the fewest key presses that commit exactly `text` when replayed.
  ///
  /// - Parameters:
  ///   - text: The text to type.
  ///   - skipUntypeable: Leave out characters the layout cannot type instead of failing.
  /// - Returns: The key presses, grouped per character.
  /// - Throws: `untypeable`, listing every character the layout cannot type.
  public func plan(_ text: String, skipUntypeable: Bool = false) throws(KeyboardModelError)
    -> KeyPlan
  {
    let scalars = Array(text.unicodeScalars)
    var ids: [Int32] = []
    var lengths: [UInt16] = []
    let missing = routeIDs(scalars, ids: &ids, lengths: &lengths)
    if !missing.isEmpty, !skipUntypeable {
      var seen: Set<Unicode.Scalar> = []
      var unique: [Unicode.Scalar] = []
      for scalar in missing where seen.insert(scalar).inserted { unique.append(scalar) }
      // The message stays one readable line however many characters a long text lacks.
      let shown = Self.untypeableListed
      let more = unique.count > shown ? " and \(unique.count - shown) more" : ""
      let list = unique.prefix(shown).map(Self.describe).joined(separator: ", ") + more
      let hint = seen.contains("\n") ? " (the Return key commits \"\\r\", not \"\\n\")" : ""
      throw KeyboardModelError(
        code: .untypeable,
        message: "layout '\(keymap.names?.description ?? "keymap")' cannot type \(list)\(hint)")
    }
    return KeyPlan(
      strokeTable: strokes, routeTable: index.routes, routeCosts: index.routeCosts,
      scalars: scalars, unitRoutes: ids, unitLengths: lengths)
  }

  /// The route of every unit of `scalars` (-1 for an untypeable scalar) with the units' lengths,
  /// minimising total key presses; returns the untypeable scalars.
  ///
  /// The hot path of planning.
  package func routeIDs(
    _ scalars: [Unicode.Scalar], ids: inout [Int32], lengths: inout [UInt16]
  ) -> [Unicode.Scalar] {
    var missing: [Unicode.Scalar] = []
    ids.reserveCapacity(scalars.count)
    lengths.reserveCapacity(scalars.count)
    if index.multiScalarStarts.isEmpty || !scalars.contains(where: index.startsMulti) {
      for scalar in scalars {
        let id = index.route(for: scalar)
        ids.append(id ?? -1)
        if id == nil { missing.append(scalar) }
        lengths.append(1)
      }
      return missing
    }
    return shortestRoutes(scalars, ids: &ids, lengths: &lengths)
  }

  /// Texts that may use multi-scalar commits: single routes everywhere except in the windows
  /// around scalars that start a multi-scalar string, where a small dynamic programme over the
  /// window picks the cheapest split.
  ///
  /// A window ends where no unit starting inside it can reach past it, so windows are independent
  /// and the whole plan is optimal.
  private func shortestRoutes(
    _ scalars: [Unicode.Scalar], ids: inout [Int32], lengths: inout [UInt16]
  ) -> [Unicode.Scalar] {
    var missing: [Unicode.Scalar] = []
    let n = scalars.count
    var start = 0
    while start < n {
      guard index.startsMulti(scalars[start]) else {
        let id = index.route(for: scalars[start])
        ids.append(id ?? -1)
        lengths.append(1)
        if id == nil { missing.append(scalars[start]) }
        start += 1
        continue
      }
      var end = start + 1
      var position = start
      while position < end, position < n {
        if index.startsMulti(scalars[position]) {
          end = max(end, position + index.maxScalars)
        }
        position += 1
      }
      end = min(end, n)
      window(scalars, start..<end, ids: &ids, lengths: &lengths, missing: &missing)
      start = end
    }
    return missing
  }

  /// The cheapest split of `scalars[range]` into routed units (untypeable scalars are reported,
  /// or skipped on request).
  private func window(
    _ scalars: [Unicode.Scalar], _ range: Range<Int>, ids: inout [Int32], lengths: inout [UInt16],
    missing: inout [Unicode.Scalar]
  ) {
    let count = range.count
    var best = [Int](repeating: .max, count: count + 1)
    var choiceID = [Int32?](repeating: nil, count: count + 1)
    var choiceLength = [Int](repeating: 1, count: count + 1)
    best[0] = 0
    for offset in 0..<count where best[offset] != .max {
      let scalar = scalars[range.lowerBound + offset]
      let single = index.route(for: scalar)
      // An untypeable scalar is skipped at a cost above any plan, so that a multi-scalar route
      // covering it ("m̀" from dead_grave + m) always wins over leaving it out.
      let singleCost =
        best[offset] + (single.map { index.routeCosts[Int($0)] } ?? Self.untypeableCost)
      if singleCost < best[offset + 1] {
        best[offset + 1] = singleCost
        choiceID[offset + 1] = single
        choiceLength[offset + 1] = 1
      }
      guard index.startsMulti(scalar), offset + 2 <= count else { continue }
      var unit = String(scalar)
      for length in 2...min(index.maxScalars, count - offset) {
        unit.unicodeScalars.append(scalars[range.lowerBound + offset + length - 1])
        guard let id = index.routeID(for: unit) else { continue }
        let cost = best[offset] + index.routeCosts[Int(id)]
        if cost < best[offset + length] {
          best[offset + length] = cost
          choiceID[offset + length] = id
          choiceLength[offset + length] = length
        }
      }
    }
    var units: [(Int32?, Int)] = []
    var end = count
    while end > 0 {
      units.append((choiceID[end], choiceLength[end]))
      end -= choiceLength[end]
    }
    var position = range.lowerBound
    for (id, length) in units.reversed() {
      ids.append(id ?? -1)
      lengths.append(UInt16(length))
      if id == nil { missing.append(scalars[position]) }
      position += length
    }
  }

  /// How many untypeable characters the error lists before "and N more".
  static let untypeableListed = 20

  /// The DP cost of skipping an untypeable scalar: more than any text's presses.
  private static let untypeableCost = 1 << 32

  static func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
      return code
    }
    return "'\(scalar)' (\(code))"
  }
}
