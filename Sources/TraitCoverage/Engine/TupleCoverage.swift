/// Exact t-way coverage of a set of rows: how many rows cover each tuple.
///
/// Rows are deduplicated first, so a recording with many repeats costs what its distinct
/// configurations cost.
///
/// ```swift
/// let coverage = TupleCoverage(space: space, rows: rows)
/// coverage.counts[tuple]  // rows covering `tuple`
/// ```
package struct TupleCoverage: Sendable {
  /// Rows covering each tuple, saturating at `Int32.max`.
  package private(set) var counts: [Int32]

  /// The coverage of `rows` (full rows; rows with a don't-care cell count where defined).
  package init(space: TupleSpace, rows: [[UInt8]]) {
    self.init(space: space, distinct: Self.distinct(rows))
  }

  /// The distinct rows of `rows` with how often each occurs, in first-occurrence order.
  package static func distinct(_ rows: [[UInt8]]) -> [(row: [UInt8], count: Int32)] {
    var index: [[UInt8]: Int] = [:]
    var result: [(row: [UInt8], count: Int32)] = []
    for row in rows {
      if let position = index[row] {
        result[position].count += 1
      } else {
        index[row] = result.count
        result.append((row, 1))
      }
    }
    return result
  }

  /// The coverage of distinct rows with multiplicities.
  package init(space: TupleSpace, distinct: [(row: [UInt8], count: Int32)]) {
    var counts = [Int32](repeating: 0, count: space.tupleCount)
    counts.withUnsafeMutableBufferPointer { counts in
      for (row, multiplicity) in distinct {
        row.withUnsafeBufferPointer { buffer in
          guard let pointer = buffer.baseAddress else { return }
          for c in 0..<space.combinationCount {
            if let tuple = space.tuple(ofCombination: c, in: pointer) {
              let (sum, overflow) = counts[tuple].addingReportingOverflow(multiplicity)
              counts[tuple] = overflow ? Int32.max : sum
            }
          }
        }
      }
    }
    self.counts = counts
  }
}
