import Foundation

/// A coding key for any string, to list an object's keys.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Decoder {
  /// Throws for a key of the current object that `Keys` does not list, so a misspelt optional
  /// key ("contentInsets") is an error instead of a silently applied default.
  func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws {
    let container = try container(keyedBy: AnyCodingKey.self)
    let known = Keys.allCases.map(\.stringValue)
    for key in container.allKeys where !known.contains(key.stringValue) {
      let suggestion = closestMatch(to: key.stringValue, in: known).map {
        "; did you mean '\($0)'?"
      }
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [key],
          debugDescription: "unknown key '\(key.stringValue)'"
            + (suggestion ?? " (valid: \(known.joined(separator: ", ")))")))
    }
  }

  /// A `dataCorrupted` error at `key` of the current object.
  func invalid(_ key: some CodingKey, _ message: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: message))
  }
}

/// The candidate closest to `input` by edit distance (case-insensitive), if it looks like a typo.
func closestMatch(to input: String, in candidates: [String]) -> String? {
  let word = Array(input.lowercased())
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let other = Array(candidate.lowercased())
    var previous = Array(0...other.count)
    for (i, a) in word.enumerated() {
      var current = [i + 1]
      for (j, b) in other.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1)))
      }
      previous = current
    }
    let distance = previous[other.count]
    if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
  }
  guard let best, best.distance <= max(2, input.count / 3) else { return nil }
  return best.candidate
}
