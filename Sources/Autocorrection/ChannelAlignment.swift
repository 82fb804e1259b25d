/// The likeliest way a thumb turned a candidate into the typed word with at most
/// ``maximumEdits`` edits: a Viterbi alignment over the same edits and probabilities as the
/// one-edit search (``SpellingModel``), for candidates two edits away.
///
/// ```swift
/// let score = ChannelAlignment(model: model).score(typed: key("definatly"), candidate: key("definitely"))
/// ```
struct ChannelAlignment {
  let model: SpellingModel
  /// The most edits an alignment may use.
  static let maximumEdits = 2

  /// The best log-probability of typing `typed` for `candidate` with at most two edits, and
  /// the edits; nil when more are needed.
  func score(
    typed: [UInt32], candidate: some RandomAccessCollection<UInt32>
  ) -> (channel: Double, edits: [Edit])? {
    let candidate = Array(candidate)
    let n = typed.count
    let m = candidate.count
    guard abs(n - m) <= Self.maximumEdits else { return nil }
    let limit = Self.maximumEdits
    // best[i][j][e]: the best log-probability of aligning typed[..<i] with candidate[..<j]
    // using e edits; -inf when impossible.
    let width = m + 1
    let layers = limit + 1
    // A quick bound first: more than `limit` letters differ by count alone, or the plain
    // distance (optimal string alignment) exceeds `limit`.
    guard Self.distanceAtMost(limit, typed, candidate) else { return nil }
    var best = [Double](repeating: -.infinity, count: (n + 1) * width * layers)
    var back = [Int8](repeating: -1, count: (n + 1) * width * layers)
    func at(_ i: Int, _ j: Int, _ e: Int) -> Int { (i * width + j) * layers + e }
    best[at(0, 0, 0)] = 0
    func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? "?" }
    func relax(_ cell: Int, _ value: Double, _ step: Int8) {
      if value > best[cell] {
        best[cell] = value
        back[cell] = step
      }
    }
    for i in 0...n {
      for j in 0...m {
        // Only cells near the diagonal can be reached with `limit` edits.
        if abs(i - j) > limit { continue }
        for e in 0...limit {
          let here = best[at(i, j, e)]
          if here == -.infinity { continue }
          // Match or substitution.
          if i < n, j < m {
            if typed[i] == candidate[j] {
              relax(at(i + 1, j + 1, e), here, 0)
            } else if e < limit {
              relax(
                at(i + 1, j + 1, e + 1),
                here + model.substitution(typed: scalar(typed[i]), intended: scalar(candidate[j])),
                1)
            }
          }
          guard e < limit else { continue }
          // The candidate's letter left out.
          if j < m {
            relax(
              at(i, j + 1, e + 1),
              here
                + model.omission(
                  of: scalar(candidate[j]), after: i > 0 ? scalar(typed[i - 1]) : nil), 2)
          }
          // An extra letter typed.
          if i < n {
            relax(
              at(i + 1, j, e + 1),
              here
                + model.insertion(
                  of: scalar(typed[i]), before: i > 0 ? scalar(typed[i - 1]) : nil,
                  after: i + 1 < n ? scalar(typed[i + 1]) : nil), 3)
          }
          // Two letters swapped.
          if i + 1 < n, j + 1 < m, typed[i] == candidate[j + 1], typed[i + 1] == candidate[j],
            typed[i] != typed[i + 1]
          {
            relax(at(i + 2, j + 2, e + 1), here + model.transposition, 4)
          }
        }
      }
    }
    var bestEdits = -1
    var bestScore = -Double.infinity
    for e in 0...limit where best[at(n, m, e)] > bestScore {
      bestScore = best[at(n, m, e)]
      bestEdits = e
    }
    guard bestEdits >= 0 else { return nil }
    // Walk back for the edits.
    var edits: [Edit] = []
    var (i, j, e) = (n, m, bestEdits)
    while i > 0 || j > 0 {
      switch back[at(i, j, e)] {
      case 0: (i, j) = (i - 1, j - 1)
      case 1:
        edits.append(
          .substitution(
            position: j - 1, intended: scalar(candidate[j - 1]), typed: scalar(typed[i - 1])))
        (i, j, e) = (i - 1, j - 1, e - 1)
      case 2:
        edits.append(.omission(position: j - 1, letter: scalar(candidate[j - 1])))
        (j, e) = (j - 1, e - 1)
      case 3:
        edits.append(.insertion(position: i - 1, letter: scalar(typed[i - 1])))
        (i, e) = (i - 1, e - 1)
      case 4:
        edits.append(.transposition(position: j - 2))
        (i, j, e) = (i - 2, j - 2, e - 1)
      default:
        return nil
      }
    }
    return (bestScore, edits.reversed())
  }

  /// Whether the optimal-string-alignment distance of `a` and `b` is at most `limit` (a banded
  /// dynamic programme; most candidates from the index fail it cheaply).
  static func distanceAtMost(_ limit: Int, _ a: [UInt32], _ b: [UInt32]) -> Bool {
    let n = a.count
    let m = b.count
    if abs(n - m) > limit { return false }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows in
      guard let base = rows.baseAddress else { return false }
      var previous2 = base
      var previous = base + (m + 1)
      var current = base + 2 * (m + 1)
      for j in 0...m { previous[j] = j }
      for i in 1...max(n, 1) where n > 0 {
        current[0] = i
        var rowBest = i
        for j in 1...max(m, 1) where m > 0 {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, previous2[j - 2] + 1)
          }
          current[j] = value
          rowBest = min(rowBest, value)
        }
        if rowBest > limit { return false }
        (previous2, previous, current) = (previous, current, previous2)
      }
      return previous[m] <= limit
    }
  }
}
