import Foundation
import InputTraits

/// A decoded JSON value, for steps whose shape depends on their key.
enum JSONValue: Decodable, Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// "a string", "a number", … for messages.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A coding key for objects with free-form keys.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Throws for a key outside `valid`, suggesting the nearest valid one.
  func rejectUnknownKeys(_ valid: [String], in what: String) throws {
    for key in allKeys where !valid.contains(key.stringValue) {
      let hint = valid.closest(to: key.stringValue).map { "; did you mean '\($0)'?" } ?? ""
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [key],
          debugDescription:
            "unknown \(what) key '\(key.stringValue)'\(hint) "
            + "(valid: \(valid.joined(separator: ", ")))"
        ))
    }
  }

  func decode<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T {
    try decode(T.self, forKey: AnyCodingKey(stringValue: key))
  }

  func decodeIfPresent<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
    try decodeIfPresent(T.self, forKey: AnyCodingKey(stringValue: key))
  }

  /// A length in points: finite and not negative.
  func points(_ key: String) throws -> CGFloat? {
    guard let value = try decodeIfPresent(key, as: Double.self) else { return nil }
    guard value.isFinite, value >= 0 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [AnyCodingKey(stringValue: key)],
          debugDescription: "must be a finite number of points ≥ 0, got \(value)"))
    }
    return CGFloat(value)
  }

  /// Throws a message at `key`.
  func fail(_ key: String, _ message: String) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + [AnyCodingKey(stringValue: key)], debugDescription: message))
  }
}
