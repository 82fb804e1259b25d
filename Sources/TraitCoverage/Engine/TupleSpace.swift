/// The t-way tuples of an integer-coded parameter space: every combination of `strength`
/// columns, and every value tuple on it, numbered densely.
///
/// Rows are `[UInt8]` of one value index per column; ``TupleSpace/dontCare`` marks a cell not
/// yet chosen. Tuple `i` of combination `c` is `offsets[c] + Σ strides · values`.
///
/// ```swift
/// let space = TupleSpace(domains: [3, 2, 2], strength: 2)
/// space.tupleCount                       // 3·2 + 3·2 + 2·2 = 16
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

  /// The number of columns.
  package var columnCount: Int { domains.count }
  /// The number of column combinations.
  package var combinationCount: Int { offsets.count - 1 }
  /// The number of tuples over all combinations.
  package var tupleCount: Int { offsets[offsets.count - 1] }

  /// The space of `strength`-tuples over columns with `domains` values each.
  ///
  /// - Precondition: `1 ≤ strength ≤ domains.count`, every domain in `1...255`.
  package init(domains: [Int], strength: Int) {
    precondition(strength >= 1 && strength <= domains.count)
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
  }

  /// The columns of combination `c`.
  package func columns(ofCombination c: Int) -> ArraySlice<Int> {
    columns[(c * strength)..<((c + 1) * strength)]
  }

  /// The tuple `row` covers on combination `c`, or nil when one of its cells is not chosen.
  @inline(__always)
  package func tuple(ofCombination c: Int, in row: UnsafePointer<UInt8>) -> Int? {
    var index = offsets[c]
    let base = c * strength
    for j in 0..<strength {
      let value = row[columns[base + j]]
      if value == Self.dontCare { return nil }
      index += strides[base + j] * Int(value)
    }
    return index
  }

  /// The tuple `row` covers on combination `c`, or nil when one of its cells is not chosen.
  package func tuple(ofCombination c: Int, in row: [UInt8]) -> Int? {
    row.withUnsafeBufferPointer { tuple(ofCombination: c, in: $0.baseAddress!) }
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

  /// The tuple as (column, value) pairs, columns ascending.
  package func cells(ofTuple tuple: Int) -> [(column: Int, value: Int)] {
    let c = combination(ofTuple: tuple)
    var rest = tuple - offsets[c]
    var cells: [(column: Int, value: Int)] = []
    for j in 0..<strength {
      let stride = strides[c * strength + j]
      cells.append((columns[c * strength + j], rest / stride))
      rest %= stride
    }
    return cells
  }
}
