/// A growing array of rows over a ``TupleSpace`` with the number of rows that cover each
/// tuple, kept exact under every cell change: the working state of the covering-array
/// generator.
///
/// Cells may be ``TupleSpace/dontCare``; a tuple counts only when all its cells are chosen.
/// `needed` marks the tuples to cover (the valid ones not covered by recorded rows); the
/// counts start from the recorded rows, which are not part of the array. Storage is raw memory
/// so that the inner loops are fast in debug builds too.
final class CoverageState {
  let space: TupleSpace
  let oracle: ConstraintOracle
  let columnCount: Int
  private let tables: Tables
  private(set) var rowCount = 0
  private var capacity = 0
  /// Row-major cells, `capacity` rows.
  private(set) var cells: UnsafeMutablePointer<UInt8>
  /// Whether each cell is fixed by a row the plan must include.
  private var locked: UnsafeMutablePointer<Bool>
  /// Whether each row must stay in the plan.
  private var lockedRows: [Bool] = []
  /// Rows covering each tuple (recorded rows included).
  private let counts: UnsafeMutablePointer<Int32>
  /// Whether each tuple must be covered.
  private let needed: UnsafeMutablePointer<Bool>
  private let tupleCount: Int
  /// Needed tuples with a zero count.
  private(set) var uncoveredCount = 0
  /// When set, every needed tuple whose count drops to zero is appended here.
  var lostLog: [Int]?

  private let stamp: UnsafeMutablePointer<Int32>
  private var stampValue: Int32 = 0
  private let scratch: UnsafeMutablePointer<UInt8>

  init(space: TupleSpace, oracle: ConstraintOracle, needed: [Bool], baseCounts: [Int32]) {
    self.space = space
    self.oracle = oracle
    self.columnCount = space.columnCount
    self.tables = space.tables
    tupleCount = space.tupleCount
    self.needed = .allocate(capacity: tupleCount)
    self.needed.initialize(from: needed, count: tupleCount)
    counts = .allocate(capacity: tupleCount)
    counts.initialize(from: baseCounts, count: tupleCount)
    stamp = .allocate(capacity: space.combinationCount)
    stamp.initialize(repeating: 0, count: space.combinationCount)
    scratch = .allocate(capacity: columnCount)
    scratch.initialize(repeating: TupleSpace.dontCare, count: columnCount)
    capacity = 64
    cells = .allocate(capacity: capacity * columnCount)
    locked = .allocate(capacity: capacity * columnCount)
    var uncovered = 0
    for i in 0..<tupleCount where needed[i] && baseCounts[i] == 0 { uncovered += 1 }
    uncoveredCount = uncovered
  }

  deinit {
    needed.deallocate()
    counts.deallocate()
    stamp.deallocate()
    scratch.deallocate()
    cells.deallocate()
    locked.deallocate()
  }

  // MARK: - Reading

  @inline(__always) func value(_ r: Int, _ c: Int) -> UInt8 { cells[r * columnCount + c] }
  @inline(__always) func isLocked(_ r: Int, _ c: Int) -> Bool { locked[r * columnCount + c] }
  @inline(__always) func isLockedRow(_ r: Int) -> Bool { lockedRows[r] }
  @inline(__always) func count(_ tuple: Int) -> Int32 { counts[tuple] }
  @inline(__always) func isNeeded(_ tuple: Int) -> Bool { needed[tuple] }

  /// Row `r`'s cells.
  func row(_ r: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: cells + r * columnCount, count: columnCount))
  }

  /// Calls `body` with every tuple row `r` covers.
  @inline(__always)
  func forEachTuple(ofRow r: Int, _ body: (Int) -> Void) {
    let row = UnsafePointer(cells + r * columnCount)
    var c = 0
    while c < tables.combinationCount {
      let tuple = tables.tuple(c, row)
      if tuple >= 0 { body(tuple) }
      c += 1
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

  // MARK: - Snapshots

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
      cells: Array(UnsafeBufferPointer(start: cells, count: rowCount * columnCount)),
      locked: Array(UnsafeBufferPointer(start: locked, count: rowCount * columnCount)),
      lockedRows: lockedRows,
      counts: Array(UnsafeBufferPointer(start: counts, count: tupleCount)),
      uncoveredCount: uncoveredCount)
  }

  func restore(_ snapshot: Snapshot) {
    rowCount = snapshot.lockedRows.count
    reserve(rowCount)
    for (i, value) in snapshot.cells.enumerated() { cells[i] = value }
    for (i, value) in snapshot.locked.enumerated() { locked[i] = value }
    lockedRows = snapshot.lockedRows
    for (i, value) in snapshot.counts.enumerated() { counts[i] = value }
    uncoveredCount = snapshot.uncoveredCount
  }

  // MARK: - Rows

  private func reserve(_ rows: Int) {
    guard rows > capacity else { return }
    var newCapacity = capacity
    while newCapacity < rows { newCapacity *= 2 }
    let newCells = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity * columnCount)
    newCells.initialize(from: cells, count: rowCount * columnCount)
    cells.deallocate()
    cells = newCells
    let newLocked = UnsafeMutablePointer<Bool>.allocate(capacity: newCapacity * columnCount)
    newLocked.initialize(from: locked, count: rowCount * columnCount)
    locked.deallocate()
    locked = newLocked
    capacity = newCapacity
  }

  /// Appends a row of don't-cares (or `values`), counting its tuples; `lockedCells` marks the
  /// cells of a row the plan must include.
  @discardableResult
  func appendRow(_ values: [UInt8]? = nil, locked lockedCells: [Bool]? = nil) -> Int {
    reserve(rowCount + 1)
    let row = rowCount
    rowCount += 1
    for c in 0..<columnCount {
      cells[row * columnCount + c] = TupleSpace.dontCare
      locked[row * columnCount + c] = lockedCells?[c] ?? false
    }
    lockedRows.append(lockedCells != nil)
    if let values {
      for c in 0..<columnCount where values[c] != TupleSpace.dontCare { set(row, c, values[c]) }
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
      (cells + r * columnCount).update(from: cells + last * columnCount, count: columnCount)
      (locked + r * columnCount).update(from: locked + last * columnCount, count: columnCount)
      lockedRows[r] = lockedRows[last]
    }
    lockedRows.removeLast()
    rowCount -= 1
  }

  /// The rows that could take `cells` by changing only `column` (if unlocked) and free
  /// (don't-care, unlocked) cells, and that do not have the tuple already.
  func rows(compatibleWith tuple: TupleCells, changing column: Int, into result: inout [Int]) {
    result.removeAll(keepingCapacity: true)
    let k = columnCount
    let cells = self.cells
    let locked = self.locked
    let rows = rowCount
    let n = tuple.count
    let (c0, c1, c2) = (tuple.column(0), tuple.column(1), tuple.column(2))
    let (v0, v1, v2) = (tuple.value(0), tuple.value(1), tuple.value(2))
    var r = 0
    var base = 0
    while r < rows {
      var fits = true
      var differs = false
      var i = 0
      while i < n {
        let c = i == 0 ? c0 : i == 1 ? c1 : c2
        let current = cells[base + c]
        if current != (i == 0 ? v0 : i == 1 ? v1 : v2) {
          if locked[base + c] || (c != column && current != TupleSpace.dontCare) {
            fits = false
            break
          }
          differs = true
        }
        i += 1
      }
      if fits && differs { result.append(r) }
      r += 1
      base += k
    }
  }

  /// Whether row `r` can take `tuple` by changing only `column` (if unlocked) and free cells,
  /// and does not have it already.
  @inline(__always)
  func accepts(_ tuple: TupleCells, row r: Int, changing column: Int) -> Bool {
    let base = r * columnCount
    var differs = false
    var i = 0
    while i < tuple.count {
      let c = tuple.column(i)
      let current = cells[base + c]
      if current != tuple.value(i) {
        if locked[base + c] || (c != column && current != TupleSpace.dontCare) { return false }
        differs = true
      }
      i += 1
    }
    return differs
  }

  /// The last row (searching backwards from `before`) whose cells for `tuple` are equal or
  /// free (don't-care and unlocked), or -1.
  func lastRow(accepting tuple: TupleCells, before end: Int) -> Int {
    let k = columnCount
    let cells = self.cells
    let locked = self.locked
    let n = tuple.count
    var r = end - 1
    while r >= 0 {
      let base = r * k
      var fits = true
      var i = 0
      while i < n {
        let c = tuple.column(i)
        let current = cells[base + c]
        if current != tuple.value(i) && (current != TupleSpace.dontCare || locked[base + c]) {
          fits = false
          break
        }
        i += 1
      }
      if fits { return r }
      r -= 1
    }
    return -1
  }

  // MARK: - Changes

  /// Sets one cell, updating the counts.
  func set(_ r: Int, _ c: Int, _ value: UInt8) {
    let row = cells + r * columnCount
    let counts = self.counts
    let needed = self.needed
    let tables = self.tables
    let old = row[c]
    if old == value { return }
    let start = tables.byColumnStart[c]
    let end = tables.byColumnStart[c + 1]
    if old != TupleSpace.dontCare {
      var i = start
      while i < end {
        let tuple = tables.tuple(tables.byColumn[i], row)
        if tuple >= 0 {
          counts[tuple] -= 1
          if counts[tuple] == 0 && needed[tuple] {
            uncoveredCount += 1
            lostLog?.append(tuple)
          }
        }
        i += 1
      }
    }
    row[c] = value
    if value != TupleSpace.dontCare {
      var i = start
      while i < end {
        let tuple = tables.tuple(tables.byColumn[i], row)
        if tuple >= 0 {
          if counts[tuple] == 0 && needed[tuple] { uncoveredCount -= 1 }
          counts[tuple] += 1
        }
        i += 1
      }
    }
  }

  /// The change in the number of covered needed tuples if row `r` took `values` in `columns`.
  ///
  /// Newly covered minus newly uncovered; nil when the row would be invalid.
  func delta(row r: Int, columns: [Int], values: [UInt8]) -> Int? {
    let old = UnsafePointer(cells + r * columnCount)
    scratch.update(from: old, count: columnCount)
    var changed = false
    for i in 0..<columns.count where scratch[columns[i]] != values[i] {
      scratch[columns[i]] = values[i]
      changed = true
    }
    if !changed { return 0 }
    for c in columns where !oracle.isValid(scratch, changing: c) { return nil }
    stampValue &+= 1
    if stampValue == Int32.max {
      stampValue = 1
      stamp.update(repeating: 0, count: space.combinationCount)
    }
    var gain = 0
    let new = UnsafePointer(scratch)
    for c in columns {
      var i = tables.byColumnStart[c]
      let end = tables.byColumnStart[c + 1]
      while i < end {
        let combination = tables.byColumn[i]
        i += 1
        if stamp[combination] == stampValue { continue }
        stamp[combination] = stampValue
        let before = tables.tuple(combination, old)
        let after = tables.tuple(combination, new)
        if before == after { continue }
        if before >= 0 && needed[before] && counts[before] == 1 { gain -= 1 }
        if after >= 0 && needed[after] && counts[after] == 0 { gain += 1 }
      }
    }
    return gain
  }

  /// The change in covered needed tuples if cell (r, c) took `value`; nil when invalid.
  @inline(__always)
  func delta(row r: Int, column c: Int, value: UInt8) -> Int? {
    let row = cells + r * columnCount
    let old = row[c]
    if old == value { return 0 }
    row[c] = value
    defer { row[c] = old }
    guard oracle.isValid(row, changing: c) else { return nil }
    let start = tables.byColumnStart[c]
    let end = tables.byColumnStart[c + 1]
    var gain = 0
    var i = start
    while i < end {
      let after = tables.tuple(tables.byColumn[i], row)
      if after >= 0 && needed[after] && counts[after] == 0 { gain += 1 }
      i += 1
    }
    if old != TupleSpace.dontCare {
      row[c] = old
      i = start
      while i < end {
        let before = tables.tuple(tables.byColumn[i], row)
        if before >= 0 && needed[before] && counts[before] == 1 { gain -= 1 }
        i += 1
      }
    }
    return gain
  }
}
