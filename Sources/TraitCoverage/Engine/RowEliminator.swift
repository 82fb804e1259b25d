/// The post-optimization pass: removes a row, then repairs the tuples only it covered with a
/// tabu search over cells, and repeats while the repairs succeed.
///
/// A move covers one uncovered tuple in one row: it writes the tuple's values into the row
/// (and, when a constraint then fails, the closest valid values of the constrained cells),
/// scored by newly covered minus newly uncovered tuples. Each step picks an uncovered tuple at
/// random, evaluates its move in every row, and applies the best move that does not undo a
/// recent change (unless it beats the best state so far): the two-mode search of TCA (Lin et
/// al., "TCA: An Efficient Two-Mode Meta-Heuristic Algorithm for Combinatorial Test
/// Generation", ASE 2015), with occasional random moves against stagnation.
struct RowEliminator {
  let state: CoverageState
  /// Work left, in combination visits.
  private(set) var budget: Int

  /// Removes rows until `lowerBound` rows remain, a repair fails twice in a row, or the budget
  /// runs out; the state ends as the smallest complete array found.
  mutating func run(lowerBound: Int, random: inout SeededRandom) {
    var best = state.snapshot()
    var failures = 0
    while state.rowCount > lowerBound && budget > 0 && failures < 3 {
      guard let row = rowToRemove(random: &random) else { break }
      state.lostLog = []
      state.removeRow(row)
      var uncovered = state.lostLog ?? []
      state.lostLog = nil
      if search(&uncovered, random: &random) {
        best = state.snapshot()
        failures = 0
      } else {
        state.restore(best)
        failures += 1
      }
    }
    if state.uncoveredCount > 0 { state.restore(best) }
  }

  /// The unlocked row that covers the fewest tuples alone (ties at random).
  private mutating func rowToRemove(random: inout SeededRandom) -> Int? {
    var best: Int?
    var bestUnique = Int.max
    var ties = 0
    for r in 0..<state.rowCount where !state.isLockedRow(r) {
      let unique = state.uniqueCount(ofRow: r)
      if unique < bestUnique {
        bestUnique = unique
        best = r
        ties = 1
      } else if unique == bestUnique {
        ties += 1
        if random.next(below: ties) == 0 { best = r }
      }
    }
    budget -= state.rowCount * state.space.combinationCount
    return best
  }

  /// Tabu search until no needed tuple is uncovered; false when the budget or the patience
  /// runs out first.
  private mutating func search(_ uncovered: inout [Int], random: inout SeededRandom) -> Bool {
    let space = state.space
    let columnCount = state.columnCount
    var tabu = [Int](repeating: 0, count: state.rowCount * columnCount)
    var bestUncovered = state.uncoveredCount
    var step = 0
    var sinceImprovement = 0
    let patience = 2_000 + 20 * state.rowCount
    var move = Move()
    var bestMove = Move()
    let perColumn = space.combinationsOfColumn[0].count
    while state.uncoveredCount > 0 {
      guard budget > 0, sinceImprovement < patience else { return false }
      step += 1
      sinceImprovement += 1
      // An uncovered tuple, chosen at random (covered ones leave the list lazily).
      var tuple = -1
      while !uncovered.isEmpty {
        let pick = random.next(below: uncovered.count)
        let candidate = uncovered[pick]
        if state.count(candidate) == 0 {
          tuple = candidate
          break
        }
        uncovered.swapAt(pick, uncovered.count - 1)
        uncovered.removeLast()
      }
      if tuple < 0 { return state.uncoveredCount == 0 }
      let cells = space.cells(ofTuple: tuple)
      let randomMode = random.next(below: 100) < 3
      var bestScore = Int.min
      var ties = 0
      var evaluated = 0
      for r in 0..<state.rowCount {
        guard prepare(&move, row: r, cells: cells) else { continue }
        guard let gain = state.delta(row: r, columns: move.columns, values: move.values) else {
          continue
        }
        evaluated += move.columns.count
        let isTabu = move.columns.contains { tabu[r * columnCount + $0] > step }
        let aspires = state.uncoveredCount - gain < bestUncovered
        if isTabu && !aspires { continue }
        let score = randomMode ? Int(random.next(below: 1 << 20)) : gain
        if score > bestScore {
          bestScore = score
          bestMove = move
          bestMove.row = r
          ties = 1
        } else if score == bestScore {
          ties += 1
          if random.next(below: ties) == 0 {
            bestMove = move
            bestMove.row = r
          }
        }
      }
      budget -= evaluated * perColumn + state.rowCount
      guard bestScore != Int.min else { continue }
      state.lostLog = []
      for (c, v) in zip(bestMove.columns, bestMove.values) {
        state.set(bestMove.row, c, v)
        tabu[bestMove.row * columnCount + c] = step + 3 + random.next(below: 5)
      }
      uncovered += state.lostLog ?? []
      state.lostLog = nil
      if state.uncoveredCount < bestUncovered {
        bestUncovered = state.uncoveredCount
        sinceImprovement = 0
      }
    }
    return true
  }

  /// The cells a move changes.
  struct Move {
    var row = 0
    var columns: [Int] = []
    var values: [UInt8] = []
  }

  /// The move that writes `cells` into row `r`, with the closest valid values of constrained
  /// cells when the tuple alone would break a constraint; false when locked cells or the
  /// constraints forbid it, or the row already has the tuple.
  private func prepare(_ move: inout Move, row r: Int, cells: TupleCells) -> Bool {
    move.columns.removeAll(keepingCapacity: true)
    move.values.removeAll(keepingCapacity: true)
    for i in 0..<cells.count where state.value(r, cells.column(i)) != cells.value(i) {
      if state.isLocked(r, cells.column(i)) { return false }
      move.columns.append(cells.column(i))
      move.values.append(cells.value(i))
    }
    if move.columns.isEmpty { return false }
    return true
  }
}
