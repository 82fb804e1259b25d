/// Answers "can this partial row still be completed into a valid configuration?" exactly and
/// fast, for a set of clauses over integer-coded columns.
///
/// A clause is satisfied when at least one of its literals holds; a literal holds when its
/// column's value is in its `allowed` bit set. Columns that share a clause form a component;
/// each component's valid assignments are enumerated once, and a partial row is valid when,
/// in every component, some valid assignment agrees with all its chosen cells (a bit-set AND).
///
/// ```swift
/// // isSecure (column 1) = 1 → autocorrection (column 0) = 1
/// let oracle = try ConstraintOracle(
///   domains: [3, 2], clauses: [[(1, 0b01), (0, 0b010)]])
/// oracle.isValid([2, 1])                       // false
/// oracle.isValid([TupleSpace.dontCare, 1])     // true: autocorrection can still be 1
/// ```
package struct ConstraintOracle: Sendable {
  /// One literal: `column`'s value is in `allowed` (bit `v` for value `v`).
  package typealias Literal = (column: Int, allowed: UInt64)

  /// Why the clauses cannot be prepared.
  package enum Failure: Error, Equatable {
    /// The columns of one component span more than ``ConstraintOracle/enumerationLimit``
    /// combinations.
    case tooLarge(columns: [Int], combinations: Int)
    /// No assignment of these columns satisfies the clauses on them.
    case unsatisfiable(columns: [Int])
  }

  /// The largest number of combinations a component may span.
  package static let enumerationLimit = 1 << 20

  /// One component's tables in raw memory (fast in debug builds too).
  final class Component: @unchecked Sendable {
    // Safety: written once in `init`, read-only afterwards, freed in `deinit`.
    /// The component's columns, ascending.
    let columns: [Int]
    let columnCount: Int
    /// The number of valid assignments.
    let validCount: Int
    /// 64-bit words per bit set.
    let words: Int
    /// The valid assignments' mixed-radix indices, ascending.
    let valid: [Int]
    let columnPointer: UnsafeMutablePointer<Int>
    /// The mixed-radix multiplier of each local column.
    let radix: UnsafeMutablePointer<Int>
    /// The first bit set of each local column: `base[p] + value` numbers the bit sets.
    let base: UnsafeMutablePointer<Int>
    /// Bit set of the valid assignments in which local column `p` has `value`.
    let bits: UnsafeMutablePointer<UInt64>
    /// Whether each full assignment (mixed-radix index) is valid.
    let full: UnsafeMutablePointer<Bool>

    init(
      columns: [Int], radix: [Int], base: [Int], bits: [UInt64], full: [Bool], valid: [Int],
      words: Int
    ) {
      self.columns = columns
      self.columnCount = columns.count
      self.validCount = valid.count
      self.words = words
      self.valid = valid
      columnPointer = .allocate(capacity: columns.count)
      columnPointer.initialize(from: columns, count: columns.count)
      self.radix = .allocate(capacity: radix.count)
      self.radix.initialize(from: radix, count: radix.count)
      self.base = .allocate(capacity: base.count)
      self.base.initialize(from: base, count: base.count)
      self.bits = .allocate(capacity: max(1, bits.count))
      self.bits.initialize(from: bits, count: bits.count)
      self.full = .allocate(capacity: full.count)
      self.full.initialize(from: full, count: full.count)
    }

    deinit {
      columnPointer.deallocate()
      radix.deallocate()
      base.deallocate()
      bits.deallocate()
      full.deallocate()
    }

    /// Whether some valid assignment agrees with the chosen cells of `row`.
    @inline(__always)
    func isValid(_ row: UnsafePointer<UInt8>) -> Bool {
      var index = 0
      var p = 0
      while p < columnCount {
        let value = row[columnPointer[p]]
        if value == TupleSpace.dontCare { break }
        index += radix[p] * Int(value)
        p += 1
      }
      if p == columnCount { return full[index] }
      var w = 0
      while w < words {
        var accumulator = UInt64.max
        var q = 0
        while q < columnCount {
          let value = row[columnPointer[q]]
          if value != TupleSpace.dontCare {
            accumulator &= bits[(base[q] + Int(value)) * words + w]
            if accumulator == 0 { break }
          }
          q += 1
        }
        if accumulator != 0 { return true }
        w += 1
      }
      return false
    }
  }

  /// The number of values of each column.
  package let domains: [Int]
  let components: [Component]
  /// The component of each column, or -1 when no clause mentions it.
  let componentOfColumn: [Int]

  /// Whether there are no clauses at all.
  package var isUnconstrained: Bool { components.isEmpty }

  /// The columns of each component.
  package var componentColumns: [[Int]] { components.map(\.columns) }

  /// Prepares `clauses` over columns with `domains` values.
  ///
  /// - Throws: ``Failure/unsatisfiable(columns:)`` when a component has no valid assignment,
  ///   ``Failure/tooLarge(columns:combinations:)`` when one is too large to enumerate.
  package init(domains: [Int], clauses: [[Literal]]) throws(Failure) {
    self.domains = domains
    // Union-find over the columns that clauses mention together.
    var parent = Array(0..<domains.count)
    func find(_ x: Int) -> Int {
      var x = x
      while parent[x] != x {
        parent[x] = parent[parent[x]]
        x = parent[x]
      }
      return x
    }
    var mentioned = Set<Int>()
    for clause in clauses {
      for literal in clause { mentioned.insert(literal.column) }
      for literal in clause.dropFirst() {
        let a = find(clause[0].column)
        let b = find(literal.column)
        if a != b { parent[max(a, b)] = min(a, b) }
      }
    }
    var groups: [Int: [Int]] = [:]
    for column in mentioned.sorted() { groups[find(column), default: []].append(column) }
    var componentOfColumn = [Int](repeating: -1, count: domains.count)
    var components: [Component] = []
    for (root, columns) in groups.sorted(by: { $0.key < $1.key }) {
      let own = clauses.filter { !$0.isEmpty && find($0[0].column) == root }
      let component = try Self.enumerate(columns: columns, domains: domains, clauses: own)
      for column in columns { componentOfColumn[column] = components.count }
      components.append(component)
    }
    // An empty clause can never hold.
    if clauses.contains(where: \.isEmpty) { throw .unsatisfiable(columns: []) }
    self.components = components
    self.componentOfColumn = componentOfColumn
  }

  private static func enumerate(columns: [Int], domains: [Int], clauses: [[Literal]])
    throws(Failure) -> Component
  {
    var total = 1
    for column in columns {
      total *= domains[column]
      if total > enumerationLimit { throw .tooLarge(columns: columns, combinations: total) }
    }
    var local: [Int: Int] = [:]
    for (p, column) in columns.enumerated() { local[column] = p }
    let compiled = clauses.map { clause in
      clause.compactMap { literal in local[literal.column].map { ($0, literal.allowed) } }
    }
    var radix = [Int](repeating: 1, count: columns.count)
    for p in stride(from: columns.count - 2, through: 0, by: -1) {
      radix[p] = radix[p + 1] * domains[columns[p + 1]]
    }
    var full = [Bool](repeating: false, count: total)
    var valid: [Int] = []
    var values = [Int](repeating: 0, count: columns.count)
    for index in 0..<total {
      var rest = index
      for p in 0..<columns.count {
        values[p] = rest / radix[p]
        rest %= radix[p]
      }
      let ok = compiled.allSatisfy { clause in
        clause.contains { (p, allowed) in allowed & (1 << UInt64(values[p])) != 0 }
      }
      if ok {
        full[index] = true
        valid.append(index)
      }
    }
    guard !valid.isEmpty else { throw .unsatisfiable(columns: columns) }
    let words = (valid.count + 63) / 64
    var base: [Int] = []
    var sets = 0
    for column in columns {
      base.append(sets)
      sets += domains[column]
    }
    var bits = [UInt64](repeating: 0, count: sets * words)
    for (n, index) in valid.enumerated() {
      var rest = index
      for p in 0..<columns.count {
        let value = rest / radix[p]
        rest %= radix[p]
        bits[(base[p] + value) * words + n / 64] |= 1 << UInt64(n % 64)
      }
    }
    return Component(
      columns: columns, radix: radix, base: base, bits: bits, full: full, valid: valid,
      words: words)
  }

  /// Whether some valid assignment of component `k` agrees with the chosen cells of `row`.
  @inline(__always)
  func componentIsValid(_ k: Int, _ row: UnsafePointer<UInt8>) -> Bool {
    components[k].isValid(row)
  }

  /// Whether `row` (chosen cells and don't-cares) can be completed into a valid row.
  package func isValid(_ row: UnsafePointer<UInt8>) -> Bool {
    for k in components.indices where !componentIsValid(k, row) { return false }
    return true
  }

  /// Whether `row` can be completed into a valid row.
  package func isValid(_ row: [UInt8]) -> Bool {
    row.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return isUnconstrained }
      return isValid(base)
    }
  }

  /// Whether `row` is still valid after a change to `column`, given that it was valid before:
  /// only `column`'s component is checked.
  @inline(__always)
  package func isValid(_ row: UnsafePointer<UInt8>, changing column: Int) -> Bool {
    let k = componentOfColumn[column]
    return k < 0 || componentIsValid(k, row)
  }

  /// The component of `column`, or nil when no clause mentions it.
  package func component(of column: Int) -> Int? {
    let k = componentOfColumn[column]
    return k < 0 ? nil : k
  }

  /// The number of valid assignments of component `k`.
  package func validAssignmentCount(ofComponent k: Int) -> Int { components[k].validCount }

  /// Writes valid assignment `n` of component `k` into `row`'s cells of that component.
  @inline(__always)
  package func write(assignment n: Int, ofComponent k: Int, into row: UnsafeMutablePointer<UInt8>) {
    let component = components[k]
    var rest = component.valid[n]
    for p in 0..<component.columnCount {
      row[component.columnPointer[p]] = UInt8(rest / component.radix[p])
      rest %= component.radix[p]
    }
  }

  /// The number of valid full assignments of all columns (a `Double`: it can be huge).
  package var validConfigurationCount: Double {
    var count = 1.0
    for (column, domain) in domains.enumerated() where componentOfColumn[column] < 0 {
      count *= Double(domain)
    }
    for component in components { count *= Double(component.validCount) }
    return count
  }
}
