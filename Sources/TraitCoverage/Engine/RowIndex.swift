/// Rows bucketed by their value in each column, for finding the rows that can take a tuple
/// without scanning them all.
///
/// Built once per column step of the construction. While it is in use, cells only change from
/// don't-care to a value (or in the column being chosen, which is not indexed), so a row stays
/// in its value bucket or its don't-care bucket, and looking in both finds every candidate.
struct RowIndex {
  /// `buckets[column][value]`: rows with that value; `buckets[column][domain]`: don't-cares.
  private var buckets: [[[Int]]]

  init(state: CoverageState, indexing columns: [Int]) {
    let space = state.space
    buckets = (0..<space.columnCount).map { c in
      columns.contains(c) ? [[Int]](repeating: [], count: space.domains[c] + 1) : []
    }
    for r in 0..<state.rowCount {
      for c in columns {
        let value = state.value(r, c)
        let slot = value == TupleSpace.dontCare ? space.domains[c] : Int(value)
        buckets[c][slot].append(r)
      }
    }
  }

  /// The rows that could take `tuple` by changing only `column` (if unlocked) and free cells,
  /// and that do not have the tuple already.
  func rows(
    compatibleWith tuple: TupleCells, changing column: Int, in state: CoverageState,
    into result: inout [Int]
  ) {
    var key = -1
    for i in 0..<tuple.count where tuple.column(i) != column && !buckets[tuple.column(i)].isEmpty {
      key = i
      break
    }
    guard key >= 0 else {
      state.rows(compatibleWith: tuple, changing: column, into: &result)
      return
    }
    result.removeAll(keepingCapacity: true)
    let c = tuple.column(key)
    for list in [buckets[c][Int(tuple.value(key))], buckets[c][state.space.domains[c]]] {
      for r in list where state.accepts(tuple, row: r, changing: column) { result.append(r) }
    }
  }
}
