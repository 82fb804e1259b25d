/// A lower bound on the number of rows of any covering array of the needed tuples.
///
/// Trivial bound: every row covers one tuple per column combination, so an array has at least
/// as many rows as the combination with the most needed tuples. Split bound (for constraints):
/// partition the values of one column, or of a pair of constrained columns, into classes; a row
/// belongs to one class, and a tuple that only rows of one class can hold must be covered there,
/// so the array needs at least the sum over classes of their own trivial bounds. A column's
/// classes are its values with the same compatibility with every other single value (under the
/// ios constraints: the four number pads and the other keyboards; `default` and the other
/// return keys).
///
/// ```swift
/// LowerBound.compute(space: space, oracle: oracle, needed: mask)  // 698 for core8+tct+ios t=2
/// ```
package enum LowerBound {
  /// Spaces with more tuples than this get the one-column split only (the pair split costs
  /// up to one validity check per tuple and value pair).
  package static let pairSplitLimit = 50_000

  /// The larger of the trivial bound and the split bounds.
  package static func compute(
    space: TupleSpace, oracle: ConstraintOracle, needed: [Bool], baseCounts: [Int32]? = nil
  ) -> Int {
    let open = { (tuple: Int) in needed[tuple] && (baseCounts?[tuple] ?? 0) == 0 }
    var best = 0
    for c in 0..<space.combinationCount {
      var count = 0
      for tuple in space.offsets[c]..<space.offsets[c + 1] where open(tuple) { count += 1 }
      best = max(best, count)
    }
    if oracle.isUnconstrained { return best }
    let classes = (0..<space.columnCount).map { valueClasses(of: $0, space: space, oracle: oracle) }
    let split = (0..<space.columnCount).filter {
      oracle.component(of: $0) != nil && classes[$0].count > 1
    }
    for column in split {
      best = max(
        best, bound(on: [column], classes: classes, space: space, oracle: oracle, open: open))
    }
    if space.tupleCount <= pairSplitLimit {
      for (i, p) in split.enumerated() {
        for q in split[(i + 1)...] where oracle.component(of: p) == oracle.component(of: q) {
          best = max(
            best, bound(on: [p, q], classes: classes, space: space, oracle: oracle, open: open))
        }
      }
    }
    return best
  }

  /// The classes of a column's values: values compatible with the same single values of the
  /// other columns share a class.
  static func valueClasses(of column: Int, space: TupleSpace, oracle: ConstraintOracle) -> [[Int]] {
    guard oracle.component(of: column) != nil else { return [Array(0..<space.domains[column])] }
    var row = [UInt8](repeating: TupleSpace.dontCare, count: space.columnCount)
    var signatures: [[Bool]] = []
    var classes: [[Int]] = []
    for value in 0..<space.domains[column] {
      row[column] = UInt8(value)
      var signature: [Bool] = []
      for other in 0..<space.columnCount where other != column {
        for w in 0..<space.domains[other] {
          row[other] = UInt8(w)
          signature.append(oracle.isValid(row))
        }
        row[other] = TupleSpace.dontCare
      }
      if let k = signatures.firstIndex(of: signature) {
        classes[k].append(value)
      } else {
        signatures.append(signature)
        classes.append([value])
      }
    }
    return classes
  }

  /// The split bound over the row classes of `columns` (one or two, in one component).
  private static func bound(
    on columns: [Int], classes: [[[Int]]], space: TupleSpace, oracle: ConstraintOracle,
    open: (Int) -> Bool
  ) -> Int {
    // Row classes: one value class per split column; each as its flat list of assignments.
    var rowClasses: [[[Int]]] = [[]]
    for column in columns {
      rowClasses = rowClasses.flatMap { prefix in classes[column].map { prefix + [$0] } }
    }
    let width = columns.count
    let assignments: [[UInt8]] = rowClasses.map { rowClass in
      var flat: [[UInt8]] = [[]]
      for values in rowClass {
        flat = flat.flatMap { prefix in values.map { prefix + [UInt8($0)] } }
      }
      return flat.flatMap { $0 }
    }
    let component = oracle.component(of: columns[0])
    var row = [UInt8](repeating: TupleSpace.dontCare, count: space.columnCount)
    var perClass = [Int](repeating: 0, count: rowClasses.count)
    var counts = [Int](repeating: 0, count: rowClasses.count)
    row.withUnsafeMutableBufferPointer { buffer in
      guard let row = buffer.baseAddress else { return }
      for c in 0..<space.combinationCount {
        for k in counts.indices { counts[k] = 0 }
        let combination = Array(space.columns(ofCombination: c))
        // Tuples that share no component with the split columns fit every class that has a
        // valid assignment, so only rows of no single class must hold them.
        guard combination.contains(where: { oracle.component(of: $0) == component }) else {
          continue
        }
        for tuple in space.offsets[c]..<space.offsets[c + 1] where open(tuple) {
          var rest = tuple - space.offsets[c]
          for (j, column) in combination.enumerated() {
            let stride = space.strides[c * space.strength + j]
            row[column] = UInt8(rest / stride)
            rest %= stride
          }
          let fixed = columns.map { row[$0] }
          var only = -1
          classes: for k in 0..<assignments.count {
            let list = assignments[k]
            var start = 0
            while start < list.count {
              var fits = true
              for i in 0..<width {
                let value = list[start + i]
                if fixed[i] != TupleSpace.dontCare && fixed[i] != value { fits = false }
                row[columns[i]] = value
              }
              let valid = fits && oracle.isValid(UnsafePointer(row))
              for i in 0..<width { row[columns[i]] = fixed[i] }
              if valid {
                if only >= 0 {
                  only = -2
                  break classes
                }
                only = k
                break
              }
              start += width
            }
          }
          if only >= 0 { counts[only] += 1 }
        }
        for column in combination { row[column] = TupleSpace.dontCare }
        for k in counts.indices { perClass[k] = max(perClass[k], counts[k]) }
      }
    }
    return perClass.reduce(0, +)
  }
}
