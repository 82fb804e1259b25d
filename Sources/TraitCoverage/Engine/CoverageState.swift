/// A growing array of rows over a ``TupleSpace`` with the number of rows that cover each
/// tuple, kept exact under every cell change: the working state of the covering-array
/// generator.
///
/// Cells may be ``TupleSpace/dontCare``; a tuple counts only when all its cells are chosen.
/// `needed` marks the tuples to cover (the valid ones not covered by recorded rows); `counts`
/// includes recorded rows, which are not part of the array.
final class CoverageState {
  let space: TupleSpace
  let oracle: ConstraintOracle
  let columnCount: Int
  /// Row-major cells.
  var cells: [UInt8] = []
  /// Whether each cell is fixed by a row the plan must include.
  var locked: [Bool] = []
  /// Whether each row must stay in the plan.
  var lockedRows: [Bool] = []
  /// Rows covering each tuple (recorded rows included).
  var counts: [Int32]
  /// Whether each tuple must be covered.
  let needed: [Bool]
  /// Needed tuples with a zero count.
  private(set) var uncoveredCount = 0
  /// When set, every needed tuple whose count drops to zero is appended here.
  var lostLog: [Int]?

  private var stamp: [Int32]
  private var stampValue: Int32 = 0
  private var scratch: [UInt8]

  var rowCount: Int { cells.count / columnCount }

  init(space: TupleSpace, oracle: ConstraintOracle, needed: [Bool], baseCounts: [Int32]) {
    self.space = space
    self.oracle = oracle
    self.columnCount = space.columnCount
    self.needed = needed
    self.counts = baseCounts
    self.stamp = [Int32](repeating: 0, count: space.combinationCount)
    self.scratch = [UInt8](repeating: TupleSpace.dontCare, count: space.columnCount)
    var uncovered = 0
    for i in 0..<needed.count where needed[i] && baseCounts[i] == 0 { uncovered += 1 }
    uncoveredCount = uncovered
  }

  /// The rows, the locks and the counts, to go back to.
  struct Snapshot {
    var cells: [UInt8]
    var locked: [Bool]
    var lockedRows: [Bool]
    var counts: [Int32]
    var uncoveredCount: Int
  }

  func snapshot() -> Snapshot {
    Snapshot(
      cells: cells, locked: locked, lockedRows: lockedRows, counts: counts,
      uncoveredCount: uncoveredCount)
  }

  func restore(_ snapshot: Snapshot) {
    cells = snapshot.cells
    locked = snapshot.locked
    lockedRows = snapshot.lockedRows
    counts = snapshot.counts
    uncoveredCount = snapshot.uncoveredCount
  }

  // MARK: - Rows

  /// Appends a row of don't-cares (or `values`), counting its tuples.
  @discardableResult
  func appendRow(_ values: [UInt8]? = nil, locked lockedCells: [Bool]? = nil) -> Int {
    let row = rowCount
    cells += [UInt8](repeating: TupleSpace.dontCare, count: columnCount)
    locked += lockedCells ?? [Bool](repeating: false, count: columnCount)
    lockedRows.append(lockedCells != nil)
    if let values {
      for c in 0..<columnCount where values[c] != TupleSpace.dontCare {
        set(row, c, values[c])
      }
    }
    return row
  }

  /// Removes row `r` (the last row takes its place), uncounting its tuples.
  func removeRow(_ r: Int) {
    forEachTuple(ofRow: r) { tuple in
      counts[tuple] -= 1
      if counts[tuple] == 0 && needed[tuple] {
        uncoveredCount += 1
        lostLog?.append(tuple)
      }
    }
    let last = rowCount - 1
    if r != last {
      for c in 0..<columnCount {
        cells[r * columnCount + c] = cells[last * columnCount + c]
        locked[r * columnCount + c] = locked[last * columnCount + c]
      }
      lockedRows[r] = lockedRows[last]
    }
    cells.removeLast(columnCount)
    locked.removeLast(columnCount)
    lockedRows.removeLast()
  }

  /// Calls `body` with every tuple row `r` covers.
  func forEachTuple(ofRow r: Int, _ body: (Int) -> Void) {
    cells.withUnsafeBufferPointer { buffer in
      let row = buffer.baseAddress! + r * columnCount
      for c in 0..<space.combinationCount {
        if let tuple = space.tuple(ofCombination: c, in: row) { body(tuple) }
      }
    }
  }

  /// The number of needed tuples only row `r` covers.
  func uniqueCount(ofRow r: Int) -> Int {
    var unique = 0
    forEachTuple(ofRow: r) { tuple in
      if counts[tuple] == 1 && needed[tuple] { unique += 1 }
    }
    return unique
  }

  func value(_ r: Int, _ c: Int) -> UInt8 { cells[r * columnCount + c] }
  func isLocked(_ r: Int, _ c: Int) -> Bool { locked[r * columnCount + c] }

  /// The rows that could take `cells` by changing only `column` (if unlocked) and free
  /// (don't-care, unlocked) cells, and that do not have the tuple already.
  func rows(
    compatibleWith cells: [(column: Int, value: Int)], changing column: Int,
    into result: inout [Int]
  ) {
    result.removeAll(keepingCapacity: true)
    let k = columnCount
    let rows = rowCount
    self.cells.withUnsafeBufferPointer { values in
      locked.withUnsafeBufferPointer { locked in
        for r in 0..<rows {
          let base = r * k
          var fits = true
          var differs = false
          for (c, v) in cells {
            let current = values[base + c]
            if current == UInt8(v) { continue }
            if locked[base + c] || (c != column && current != TupleSpace.dontCare) {
              fits = false
              break
            }
            differs = true
          }
          if fits && differs { result.append(r) }
        }
      }
    }
  }

  // MARK: - Changes

  /// Sets one cell, updating the counts.
  func set(_ r: Int, _ c: Int, _ value: UInt8) {
    let position = r * columnCount + c
    let old = cells[position]
    if old == value { return }
    let base = r * columnCount
    cells.withUnsafeMutableBufferPointer { buffer in
      let row = buffer.baseAddress! + base
      counts.withUnsafeMutableBufferPointer { counts in
        for combination in space.combinationsOfColumn[c] {
          if old != TupleSpace.dontCare, let tuple = space.tuple(ofCombination: combination, in: row) {
            counts[tuple] -= 1
            if counts[tuple] == 0 && needed[tuple] {
              uncoveredCount += 1
              lostLog?.append(tuple)
            }
          }
        }
        row[c] = value
        for combination in space.combinationsOfColumn[c] {
          if value != TupleSpace.dontCare, let tuple = space.tuple(ofCombination: combination, in: row) {
            if counts[tuple] == 0 && needed[tuple] { uncoveredCount -= 1 }
            counts[tuple] += 1
          }
        }
      }
    }
  }

  /// The change in the number of covered needed tuples if row `r` took `values` in `columns`
  /// (newly covered minus newly uncovered). Returns nil when the row would be invalid.
  func delta(row r: Int, columns: [Int], values: [UInt8]) -> Int? {
    let base = r * columnCount
    for c in 0..<columnCount { scratch[c] = cells[base + c] }
    var changed = false
    for (i, c) in columns.enumerated() where scratch[c] != values[i] {
      scratch[c] = values[i]
      changed = true
    }
    if !changed { return 0 }
    let valid = scratch.withUnsafeBufferPointer { buffer -> Bool in
      for c in columns where !oracle.isValid(buffer.baseAddress!, changing: c) { return false }
      return true
    }
    guard valid else { return nil }
    stampValue &+= 1
    if stampValue == Int32.max {
      stampValue = 1
      for i in stamp.indices { stamp[i] = 0 }
    }
    var gain = 0
    cells.withUnsafeBufferPointer { buffer in
      let old = buffer.baseAddress! + base
      scratch.withUnsafeBufferPointer { newBuffer in
        let new = newBuffer.baseAddress!
        for c in columns {
          for combination in space.combinationsOfColumn[c] where stamp[combination] != stampValue {
            stamp[combination] = stampValue
            let before = space.tuple(ofCombination: combination, in: old)
            let after = space.tuple(ofCombination: combination, in: new)
            if before == after { continue }
            if let before, needed[before], counts[before] == 1 { gain -= 1 }
            if let after, needed[after], counts[after] == 0 { gain += 1 }
          }
        }
      }
    }
    return gain
  }

  /// The change in covered needed tuples if cell (r, c) took `value`; nil when invalid.
  @inline(__always)
  func delta(row r: Int, column c: Int, value: UInt8) -> Int? {
    let base = r * columnCount
    let old = cells[base + c]
    if old == value { return 0 }
    return cells.withUnsafeMutableBufferPointer { buffer -> Int? in
      let row = buffer.baseAddress! + base
      row[c] = value
      defer { row[c] = old }
      guard oracle.isValid(row, changing: c) else { return nil }
      var gain = 0
      for combination in space.combinationsOfColumn[c] {
        if let after = space.tuple(ofCombination: combination, in: row), needed[after],
          counts[after] == 0
        {
          gain += 1
        }
      }
      if old != TupleSpace.dontCare {
        row[c] = old
        for combination in space.combinationsOfColumn[c] {
          if let before = space.tuple(ofCombination: combination, in: row), needed[before],
            counts[before] == 1
          {
            gain -= 1
          }
        }
      }
      return gain
    }
  }
}
