/// Builds a covering array: rows over integer-coded columns in which every needed t-tuple
/// appears at least once, every row satisfies the constraints, and the given rows are kept.
///
/// Construction follows IPOG (Lei et al. 2007) with two additions: after each column's
/// horizontal extension, a local search on that column covers what the greedy pass missed
/// before any row is added; and rows are added (vertical extension) into don't-care cells
/// first. A post-optimization pass then removes rows one at a time and repairs the tuples each
/// removal uncovers with a tabu search over the cells (TCA-style moves, Lin et al. 2015),
/// until the lower bound is reached or the work budget runs out. Everything random draws from
/// one ``SeededRandom``, so a seed gives the same array every time.
///
/// ```swift
/// let space = TupleSpace(domains: [12, 12, 4, 3, 3, 2, 3, 2], strength: 2)
/// let oracle = try ConstraintOracle(domains: space.domains, clauses: [])
/// let rows = CoveringArrayGenerator(space: space, oracle: oracle).generate()
/// rows.count  // 144
/// ```
package struct CoveringArrayGenerator {
  /// Tuning and determinism.
  package struct Options: Sendable {
    /// The random seed.
    package var seed: UInt64 = 0
    /// Work units the post-optimization may spend (about one row evaluation each); 0 skips it.
    package var optimizationBudget = 40_000_000
    /// A size at which to stop optimizing; nil computes ``LowerBound``.
    package var lowerBound: Int?
    /// Pairs of columns where the first constrains the second (the `if` and `then` columns of
    /// a constraint): construction chooses the first before the second.
    package var precedence: [(before: Int, after: Int)] = []

    package init() {}
  }

  nonisolated(unsafe) static var trace: ((String) -> Void)?
  let space: TupleSpace
  let oracle: ConstraintOracle
  let needed: [Bool]
  let baseCounts: [Int32]
  let includes: [[UInt8]]
  let options: Options

  /// A generator.
  ///
  /// - Parameters:
  ///   - space: The columns and the strength.
  ///   - oracle: The constraints.
  ///   - needed: The tuples to cover; default: every tuple the constraints allow.
  ///   - baseCounts: How often recorded rows (not part of the plan) already cover each tuple.
  ///   - includes: Rows the plan must contain; ``TupleSpace/dontCare`` cells are chosen by the
  ///     generator. Each must satisfy the constraints.
  ///   - options: Seed, budget, lower bound and column order hints.
  package init(
    space: TupleSpace, oracle: ConstraintOracle, needed: [Bool]? = nil,
    baseCounts: [Int32]? = nil, includes: [[UInt8]] = [], options: Options = Options()
  ) {
    self.space = space
    self.oracle = oracle
    self.needed = needed ?? ValidTuples.mask(space: space, oracle: oracle)
    self.baseCounts = baseCounts ?? [Int32](repeating: 0, count: space.tupleCount)
    self.includes = includes
    self.options = options
  }

  /// The rows of the covering array, every cell chosen.
  package func generate() -> [[UInt8]] {
    var random = SeededRandom(seed: options.seed)
    let state = construct(order: columnOrder(), random: &random)
    let bound =
      options.lowerBound
      ?? LowerBound.compute(space: space, oracle: oracle, needed: needed, baseCounts: baseCounts)
    if state.rowCount > bound && options.optimizationBudget > 0 {
      var optimizer = RowEliminator(state: state, budget: options.optimizationBudget)
      optimizer.run(lowerBound: max(bound, includes.count), random: &random)
    }
    return (0..<state.rowCount).map { state.row($0) }
  }

  /// Columns by decreasing domain, except that a column comes after the columns that
  /// constrain it (``Options/precedence``): the cells a constraint's condition reads are chosen
  /// before the cells it restricts, so the search sees the restriction.
  func columnOrder() -> [Int] {
    let bySize = Array(0..<space.columnCount).sorted { a, b in
      let (da, db) = (space.domains[a], space.domains[b])
      if da != db { return da > db }
      return a < b
    }
    var order: [Int] = []
    var placed = [Bool](repeating: false, count: space.columnCount)
    var visiting = [Bool](repeating: false, count: space.columnCount)
    func place(_ column: Int) {
      if placed[column] || visiting[column] { return }
      visiting[column] = true
      for first in bySize where options.precedence.contains(where: { $0 == (first, column) }) {
        place(first)
      }
      visiting[column] = false
      placed[column] = true
      order.append(column)
    }
    for column in bySize { place(column) }
    return order
  }

  // MARK: - Construction

  func construct(order: [Int], random: inout SeededRandom) -> CoverageState {
    let state = CoverageState(space: space, oracle: oracle, needed: needed, baseCounts: baseCounts)
    for row in includes {
      state.appendRow(row, locked: row.map { $0 != TupleSpace.dontCare })
    }
    var processed = [Bool](repeating: false, count: space.columnCount)
    var processedCount = 0
    for column in order {
      processed[column] = true
      processedCount += 1
      guard processedCount >= space.strength else { continue }
      let combinations = space.combinationsOfColumn[column].filter { c in
        space.columns(ofCombination: c).allSatisfy { processed[$0] }
      }
      if processedCount > space.strength {
        extendHorizontally(state, column: column, combinations: combinations, random: &random)
        repair(state, column: column, combinations: combinations, random: &random)
      }
      let before = state.uncoveredCount
      extendVertically(state, combinations: combinations)
      if let trace = CoveringArrayGenerator.trace {
        trace("column \(column): \(before) uncovered → rows \(state.rowCount)")
      }
    }
    fillDontCares(state)
    return state
  }

  /// Gives each row's free cell in `column` the value that covers the most new tuples.
  func extendHorizontally(
    _ state: CoverageState, column: Int, combinations: [Int], random: inout SeededRandom
  ) {
    let domain = space.domains[column]
    for r in 0..<state.rowCount
    where state.value(r, column) == TupleSpace.dontCare && !state.isLocked(r, column) {
      var best = 0
      var choice: UInt8?
      var ties = 0
      let start = random.next(below: domain)
      for step in 0..<domain {
        let value = UInt8((start + step) % domain)
        guard let gain = state.delta(row: r, column: column, value: value) else { continue }
        if gain > best {
          best = gain
          choice = value
          ties = 1
        } else if gain == best && gain > 0 {
          ties += 1
          if random.next(below: ties) == 0 { choice = value }
        }
      }
      if let choice { state.set(r, column, choice) }
    }
  }

  /// Local search on `column`'s cells (and don't-cares) to cover the tuples the horizontal
  /// pass left uncovered, never losing coverage.
  func repair(
    _ state: CoverageState, column: Int, combinations: [Int], random: inout SeededRandom
  ) {
    var uncovered: [Int] = []
    for c in combinations {
      for tuple in space.offsets[c]..<space.offsets[c + 1]
      where needed[tuple] && state.count(tuple) == 0 {
        uncovered.append(tuple)
      }
    }
    guard !uncovered.isEmpty else { return }
    var tabu = [Int](repeating: -1, count: state.rowCount)
    var steps = 0
    let limit = 30 * uncovered.count + 200
    var stuck = 0
    var columns: [Int] = []
    var values: [UInt8] = []
    var candidates: [Int] = []
    var indexed = Set<Int>()
    for c in combinations {
      for other in space.columns(ofCombination: c) where other != column { indexed.insert(other) }
    }
    let index = RowIndex(state: state, indexing: indexed.sorted())
    while !uncovered.isEmpty && steps < limit && stuck < 4 * uncovered.count + 50 {
      steps += 1
      let pick = random.next(below: uncovered.count)
      let tuple = uncovered[pick]
      if state.count(tuple) > 0 {
        uncovered.swapAt(pick, uncovered.count - 1)
        uncovered.removeLast()
        continue
      }
      let cells = space.cells(ofTuple: tuple)
      index.rows(compatibleWith: cells, changing: column, in: state, into: &candidates)
      var best: (row: Int, gain: Int)?
      var ties = 0
      for r in candidates {
        columns.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        for i in 0..<cells.count where state.value(r, cells.column(i)) != cells.value(i) {
          columns.append(cells.column(i))
          values.append(cells.value(i))
        }
        guard let gain = state.delta(row: r, columns: columns, values: values), gain >= 0 else {
          continue
        }
        if gain == 0 && tabu[r] > steps { continue }
        if gain > best?.gain ?? -1 {
          best = (r, gain)
          ties = 1
        } else if gain == best?.gain {
          ties += 1
          if random.next(below: ties) == 0 { best = (r, gain) }
        }
      }
      guard let best else {
        stuck += 1
        continue
      }
      let before = state.uncoveredCount
      state.lostLog = []
      for i in 0..<cells.count { state.set(best.row, cells.column(i), cells.value(i)) }
      uncovered += state.lostLog ?? []
      state.lostLog = nil
      tabu[best.row] = steps + 8
      if state.uncoveredCount < before { stuck = 0 } else { stuck += 1 }
    }
  }

  /// Covers every tuple still uncovered on `combinations`: in a row whose cells are free
  /// (don't-care) where the tuple needs them, else in a new row.
  func extendVertically(_ state: CoverageState, combinations: [Int]) {
    var buffer = [UInt8](repeating: TupleSpace.dontCare, count: space.columnCount)
    for c in combinations {
      for tuple in space.offsets[c]..<space.offsets[c + 1]
      where needed[tuple] && state.count(tuple) == 0 {
        let cells = space.cells(ofTuple: tuple)
        var placed = false
        var end = state.rowCount
        while !placed {
          let r = state.lastRow(accepting: cells, before: end)
          if r < 0 { break }
          end = r
          for column in 0..<space.columnCount { buffer[column] = state.value(r, column) }
          for i in 0..<cells.count { buffer[cells.column(i)] = cells.value(i) }
          guard oracle.isValid(buffer) else { continue }
          for i in 0..<cells.count { state.set(r, cells.column(i), cells.value(i)) }
          placed = true
        }
        if !placed {
          for column in 0..<space.columnCount { buffer[column] = TupleSpace.dontCare }
          for i in 0..<cells.count { buffer[cells.column(i)] = cells.value(i) }
          state.appendRow(buffer)
        }
      }
    }
  }

  /// Chooses every remaining don't-care: the first value that keeps the row valid.
  func fillDontCares(_ state: CoverageState) {
    for r in 0..<state.rowCount {
      for column in 0..<space.columnCount where state.value(r, column) == TupleSpace.dontCare {
        for value in 0..<space.domains[column] {
          if state.delta(row: r, column: column, value: UInt8(value)) != nil {
            state.set(r, column, UInt8(value))
            break
          }
        }
      }
    }
  }
}
