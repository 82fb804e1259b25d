/// The t-way tuples of an integer-coded parameter space: every combination of `strength`
/// columns, and every value tuple on it, numbered densely.
///
/// Rows are `[UInt8]` of one value index per column; ``TupleSpace/dontCare`` marks a cell not
/// yet chosen. Tuple `i` of combination `c` is `offsets[c] + Σ strides · values`.
///
/// ```swift
/// let space = TupleSpace(domains: [3, 2, 2], strength: 2)
/// space.tupleCount                              // 3·2 + 3·2 + 2·2 = 16
/// space.tuple(ofCombination: 0, in: [2, 1, 0])  // 2·2 + 1 = 5
/// ```
package struct TupleSpace: Sendable {
  /// The cell value of a column not yet chosen.
  package static let dontCare: UInt8 = 0xFF

  /// The number of values of each column.
  package let domains: [Int]
  /// The number of columns of each combination.
  package let strength: Int
  /// The columns of combination `c`: `columns[c * strength ..< (c + 1) * strength]`, ascending.
  package let columns: [Int]
  /// The multiplier of each column's value in the tuple number, parallel to ``columns``.
  package let strides: [Int]
  /// The number of combination `c`'s first tuple; `offsets[combinationCount]` is the total.
  package let offsets: [Int]
  /// The combinations that contain each column.
  package let combinationsOfColumn: [[Int]]
  /// The same tables as raw memory, for the generator's inner loops.
  let tables: Tables

  /// The number of columns.
  package var columnCount: Int { domains.count }
  /// The number of column combinations.
  package var combinationCount: Int { offsets.count - 1 }
  /// The number of tuples over all combinations.
  package var tupleCount: Int { offsets[offsets.count - 1] }

  /// The space of `strength`-tuples over columns with `domains` values each.
  ///
  /// - Precondition: `1 ≤ strength ≤ min(3, domains.count)`, every domain in `1...255`.
  package init(domains: [Int], strength: Int) {
    precondition(strength >= 1 && strength <= min(3, domains.count))
    precondition(domains.allSatisfy { $0 >= 1 && $0 < Int(Self.dontCare) })
    self.domains = domains
    self.strength = strength
    var columns: [Int] = []
    var strides: [Int] = []
    var offsets = [0]
    var byColumn = [[Int]](repeating: [], count: domains.count)
    var combination = Array(0..<strength)
    var index = 0
    while true {
      var size = 1
      var localStrides = [Int](repeating: 0, count: strength)
      for j in (0..<strength).reversed() {
        localStrides[j] = size
        size *= domains[combination[j]]
      }
      columns += combination
      strides += localStrides
      offsets.append(offsets[offsets.count - 1] + size)
      for column in combination { byColumn[column].append(index) }
      index += 1
      // Next combination in lexicographic order.
      var j = strength - 1
      while j >= 0 && combination[j] == domains.count - strength + j { j -= 1 }
      if j < 0 { break }
      combination[j] += 1
      for l in (j + 1)..<strength { combination[l] = combination[l - 1] + 1 }
    }
    self.columns = columns
    self.strides = strides
    self.offsets = offsets
    self.combinationsOfColumn = byColumn
    self.tables = Tables(
      strength: strength, columns: columns, strides: strides, offsets: offsets,
      combinationsOfColumn: byColumn)
  }

  /// The columns of combination `c`.
  package func columns(ofCombination c: Int) -> ArraySlice<Int> {
    columns[(c * strength)..<((c + 1) * strength)]
  }

  /// The tuple `row` covers on combination `c`, or nil when one of its cells is not chosen.
  @inline(__always)
  package func tuple(ofCombination c: Int, in row: UnsafePointer<UInt8>) -> Int? {
    let index = tables.tuple(c, row)
    return index < 0 ? nil : index
  }

  /// The tuple `row` covers on combination `c`, or nil when one of its cells is not chosen.
  package func tuple(ofCombination c: Int, in row: [UInt8]) -> Int? {
    row.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { tuple(ofCombination: c, in: $0) }
    }
  }

  /// The combination a tuple belongs to (binary search over ``offsets``).
  package func combination(ofTuple tuple: Int) -> Int {
    var low = 0
    var high = combinationCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if offsets[middle] <= tuple { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The tuple's cells, columns ascending.
  package func cells(ofTuple tuple: Int) -> TupleCells {
    let c = combination(ofTuple: tuple)
    var rest = tuple - offsets[c]
    var cells = TupleCells()
    for j in 0..<strength {
      let stride = strides[c * strength + j]
      cells.append(column: columns[c * strength + j], value: UInt8(rest / stride))
      rest %= stride
    }
    return cells
  }
}

/// The cells of one tuple (at most three), stored inline.
package struct TupleCells: Sendable {
  private var c0 = 0
  private var c1 = 0
  private var c2 = 0
  private var v0: UInt8 = 0
  private var v1: UInt8 = 0
  private var v2: UInt8 = 0
  /// The number of cells.
  package private(set) var count = 0

  package init() {}

  mutating func append(column: Int, value: UInt8) {
    switch count {
    case 0:
      c0 = column
      v0 = value
    case 1:
      c1 = column
      v1 = value
    default:
      c2 = column
      v2 = value
    }
    count += 1
  }

  /// The column of cell `i`.
  @inline(__always)
  package func column(_ i: Int) -> Int { i == 0 ? c0 : i == 1 ? c1 : c2 }

  /// The value of cell `i`.
  @inline(__always)
  package func value(_ i: Int) -> UInt8 { i == 0 ? v0 : i == 1 ? v1 : v2 }
}

/// A tuple space's tables in raw memory: fast in debug builds too, where array subscripts are
/// calls.
final class Tables: @unchecked Sendable {
  // Safety: written once in `init`, read-only afterwards, freed in `deinit`.
  let strength: Int
  let combinationCount: Int
  /// `strength` columns per combination.
  let columns: UnsafeMutablePointer<Int>
  /// `strength` strides per combination.
  let strides: UnsafeMutablePointer<Int>
  /// `combinationCount + 1` offsets.
  let offsets: UnsafeMutablePointer<Int>
  /// For column `k`, its combinations are `byColumn[byColumnStart[k] ..< byColumnStart[k+1]]`.
  let byColumn: UnsafeMutablePointer<Int>
  let byColumnStart: UnsafeMutablePointer<Int>

  init(strength: Int, columns: [Int], strides: [Int], offsets: [Int], combinationsOfColumn: [[Int]])
  {
    self.strength = strength
    self.combinationCount = offsets.count - 1
    self.columns = .allocate(capacity: columns.count)
    self.columns.initialize(from: columns, count: columns.count)
    self.strides = .allocate(capacity: strides.count)
    self.strides.initialize(from: strides, count: strides.count)
    self.offsets = .allocate(capacity: offsets.count)
    self.offsets.initialize(from: offsets, count: offsets.count)
    let flat = combinationsOfColumn.flatMap { $0 }
    self.byColumn = .allocate(capacity: max(1, flat.count))
    self.byColumn.initialize(from: flat, count: flat.count)
    self.byColumnStart = .allocate(capacity: combinationsOfColumn.count + 1)
    var start = 0
    for (k, list) in combinationsOfColumn.enumerated() {
      byColumnStart[k] = start
      start += list.count
    }
    byColumnStart[combinationsOfColumn.count] = start
  }

  deinit {
    columns.deallocate()
    strides.deallocate()
    offsets.deallocate()
    byColumn.deallocate()
    byColumnStart.deallocate()
  }

  /// The tuple of combination `c` in `row`, or -1 when a cell is a don't-care.
  @inline(__always)
  func tuple(_ c: Int, _ row: UnsafePointer<UInt8>) -> Int {
    var index = offsets[c]
    var j = c * strength
    let end = j + strength
    while j < end {
      let value = row[columns[j]]
      if value == TupleSpace.dontCare { return -1 }
      index += strides[j] * Int(value)
      j += 1
    }
    return index
  }
}
