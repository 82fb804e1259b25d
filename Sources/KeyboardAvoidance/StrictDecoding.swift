import JSONInput
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
      let suggestion = known.closest(to: key.stringValue).map {
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
