/// Which tuples of a space some valid configuration contains.
///
/// A tuple is valid when its cells, with every other cell free, can be completed into a row
/// that satisfies the constraints (``ConstraintOracle``): exactly the tuples a test can cover.
///
/// ```swift
/// let mask = ValidTuples.mask(space: space, oracle: oracle)
/// mask.filter { $0 }.count  // 4,791 for core8 at t = 3 under the ios constraints
/// ```
package enum ValidTuples {
  /// `true` for each valid tuple of `space`.
  package static func mask(space: TupleSpace, oracle: ConstraintOracle) -> [Bool] {
    var mask = [Bool](repeating: true, count: space.tupleCount)
    if oracle.isUnconstrained { return mask }
    var row = [UInt8](repeating: TupleSpace.dontCare, count: space.columnCount)
    for c in 0..<space.combinationCount {
      let columns = Array(space.columns(ofCombination: c))
      guard columns.contains(where: { oracle.component(of: $0) != nil }) else { continue }
      for tuple in space.offsets[c]..<space.offsets[c + 1] {
        var rest = tuple - space.offsets[c]
        for (j, column) in columns.enumerated() {
          let stride = space.strides[c * space.strength + j]
          row[column] = UInt8(rest / stride)
          rest %= stride
        }
        mask[tuple] = oracle.isValid(row)
      }
      for column in columns { row[column] = TupleSpace.dontCare }
    }
    return mask
  }
}
