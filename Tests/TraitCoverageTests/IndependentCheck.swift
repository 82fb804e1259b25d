import InputTraits
import TraitCoverage

/// A second, deliberately naive implementation of the facts, to check the module against.
///
/// The ios rules written out as code, tuples as sets of (trait, value) strings, coverage by
/// brute force. It shares nothing with the generator or the exact coverage code.
enum IndependentCheck {
  static let pads: Set<String> = ["numberPad", "phonePad", "decimalPad", "asciiCapableNumberPad"]

  /// Whether two single values conflict under the ios rules (every ios rule relates two
  /// traits, so a tuple is valid exactly when no two of its values conflict).
  static func conflict(_ a: (String, String), _ b: (String, String)) -> Bool {
    func one(_ x: (String, String), _ y: (String, String)) -> Bool {
      switch (x.0, x.1, y.0) {
      case ("isSecureTextEntry", "true", "autocorrectionType"): return y.1 != "no"
      case ("isSecureTextEntry", "true", "spellCheckingType"): return y.1 != "no"
      case ("keyboardType", let pad, "returnKeyType") where pads.contains(pad):
        return y.1 != "default"
      case ("keyboardType", let pad, "enablesReturnKeyAutomatically") where pads.contains(pad):
        return y.1 != "false"
      default: return false
      }
    }
    return one(a, b) || one(b, a)
  }

  /// Whether a full configuration (trait → value) satisfies the ios rules.
  static func satisfiesIOS(_ configuration: [String: String]) -> Bool {
    let pairs = Array(configuration)
    for i in pairs.indices {
      for j in pairs.indices where j > i && conflict(pairs[i], pairs[j]) { return false }
    }
    return true
  }

  /// Every t-tuple of `model`, as sorted (trait, value) lists, with its validity.
  static func tuples(of model: TraitModel, strength: Int, ios: Bool) -> [(
    tuple: [String], valid: Bool
  )] {
    let parameters = model.parameters.map { ($0.name, $0.values.map(\.description)) }
    var result: [(tuple: [String], valid: Bool)] = []
    func combinations(_ start: Int, _ chosen: [Int]) {
      if chosen.count == strength {
        func values(_ k: Int, _ picked: [(String, String)]) {
          if k == chosen.count {
            var valid = true
            if ios {
              for i in picked.indices {
                for j in picked.indices where j > i && conflict(picked[i], picked[j]) {
                  valid = false
                }
              }
            }
            result.append((picked.map { "\($0.0)=\($0.1)" }, valid))
            return
          }
          let (name, list) = parameters[chosen[k]]
          for value in list { values(k + 1, picked + [(name, value)]) }
        }
        values(0, [])
        return
      }
      guard start < parameters.count else { return }
      for p in start..<parameters.count { combinations(p + 1, chosen + [p]) }
    }
    combinations(0, [])
    return result
  }

  /// How many valid t-tuples `rows` (value positions in the model's value lists) miss:
  /// per combination of parameters, a table of every value combination, marked by the rows,
  /// then every unmarked one the ios rules allow.
  static func missingCount(rows: [[Int]], model: TraitModel, strength: Int, ios: Bool) -> Int {
    let parameters = model.parameters
    var missing = 0
    func combinations(_ start: Int, _ chosen: [Int]) {
      if chosen.count == strength {
        let sizes = chosen.map { parameters[$0].values.count }
        var seen = [Bool](repeating: false, count: sizes.reduce(1, *))
        for row in rows {
          var key = 0
          for (k, p) in chosen.enumerated() { key = key * sizes[k] + row[p] }
          seen[key] = true
        }
        for key in seen.indices where !seen[key] {
          var rest = key
          var picked: [(String, String)] = []
          for k in stride(from: chosen.count - 1, through: 0, by: -1) {
            let parameter = parameters[chosen[k]]
            picked.append((parameter.name, parameter.values[rest % sizes[k]].description))
            rest /= sizes[k]
          }
          var valid = true
          if ios {
            for i in picked.indices {
              for j in picked.indices where j > i && conflict(picked[i], picked[j]) {
                valid = false
              }
            }
          }
          if valid { missing += 1 }
        }
        return
      }
      guard start < parameters.count else { return }
      for p in start..<parameters.count { combinations(p + 1, chosen + [p]) }
    }
    combinations(0, [])
    return missing
  }

  /// A plan's rows as value positions.
  static func positions(_ plan: TraitPlan) -> [[Int]] {
    plan.rows.map { row in
      zip(plan.model.parameters, row).map { parameter, value in
        parameter.values.firstIndex(of: value) ?? -1
      }
    }
  }

  /// A plan's rows as trait → value dictionaries.
  static func rows(_ plan: TraitPlan) -> [[String: String]] {
    plan.rows.map { row in
      Dictionary(
        uniqueKeysWithValues: zip(plan.model.parameters.map(\.name), row.map(\.description)))
    }
  }
}
