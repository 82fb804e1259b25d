internal import Diagnostics
import Foundation

/// A `Decoder` over a parsed ``JSONValue`` that is stricter than Foundation's: unknown keys,
/// integers with fractions, out-of-range numbers and wrong types are ``/Diagnostics/JSONError``s that name the
/// line, column and key path.
struct StrictDecoder: Decoder {
  let value: JSONValue
  let path: [JSONKey]
  let state: DecodingState

  var codingPath: [any CodingKey] { path }
  var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else {
      throw mismatch("an object")
    }
    let requests = state.opened(object, at: path, keyedBy: Key.self)
    return KeyedDecodingContainer(
      StrictKeyedContainer<Key>(object: object, path: path, state: state, requests: requests))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let array) = value else { throw mismatch("an array") }
    return StrictUnkeyedContainer(array: array, path: path, state: state)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    StrictSingleValueContainer(value: value, path: path, state: state)
  }

  func mismatch(_ expected: String) -> JSONError {
    state.error(.wrongType, "expected \(expected), found \(value.kind)", at: path, offset: nil)
  }
}

/// Reads scalars from a value, with the strict decoder's checks.
struct ScalarReader {
  let value: JSONValue
  let path: [JSONKey]
  let state: DecodingState

  func mismatch(_ expected: String) -> JSONError {
    state.error(.wrongType, "expected \(expected), found \(value.kind)", at: path, offset: nil)
  }

  func bool() throws(JSONError) -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("a boolean") }
    return flag
  }

  func string() throws(JSONError) -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  func double() throws(JSONError) -> Double {
    guard case .number(let number) = value else { throw mismatch("a number") }
    guard number.value.isFinite, !number.underflows else {
      throw state.error(
        .invalidValue, "the number \(number.literal ?? number.text) is out of range", at: path,
        offset: nil)
    }
    return number.value
  }

  func integer<T: FixedWidthInteger>(_ type: T.Type) throws(JSONError) -> T {
    guard case .number(let number) = value else { throw mismatch("an integer") }
    let literal = number.literal ?? number.text
    guard number.value.isFinite, number.value == number.value.rounded() else {
      throw state.error(
        .wrongType, "expected an integer, found \(literal)", at: path, offset: nil)
    }
    if let exact = T(exactly: number.value) { return exact }
    if let parsed = T(literal) { return parsed }
    throw state.error(
      .invalidValue, "the integer \(literal) is out of range (\(T.min)…\(T.max))", at: path,
      offset: nil)
  }
}

struct StrictKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: JSONObject
  let path: [JSONKey]
  let state: DecodingState
  /// Where the keys asked for are noted, for the unknown-key check.
  let requests: DecodingState.Requests

  var codingPath: [any CodingKey] { path }

  var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool {
    requests.note(key.stringValue)
    return object[key.stringValue] != nil
  }

  private func member(_ key: Key) throws(JSONError) -> JSONValue {
    requests.note(key.stringValue)
    guard let value = object[key.stringValue] else {
      throw state.missingKey(key.stringValue, in: object, at: path, offset: nil)
    }
    return value
  }

  private func reader(_ key: Key) throws(JSONError) -> ScalarReader {
    ScalarReader(value: try member(key), path: path + [.key(key.stringValue)], state: state)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader(key).bool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader(key).string() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader(key).double() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    Float(try reader(key).double())
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader(key).integer(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader(key).integer(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader(key).integer(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader(key).integer(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader(key).integer(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader(key).integer(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader(key).integer(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try reader(key).integer(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try reader(key).integer(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try reader(key).integer(type)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try state.decode(type, from: try member(key), at: path + [.key(key.stringValue)])
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard contains(key), object[key.stringValue] != .null || T.self == JSONValue.self else {
      return nil
    }
    return try decode(type, forKey: key)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try StrictDecoder(value: try member(key), path: path + [.key(key.stringValue)], state: state)
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try StrictDecoder(value: try member(key), path: path + [.key(key.stringValue)], state: state)
      .unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    StrictDecoder(value: .object(object), path: path, state: state)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    requests.note(key.stringValue)
    return StrictDecoder(
      value: object[key.stringValue] ?? .null, path: path + [.key(key.stringValue)], state: state)
  }
}

struct StrictUnkeyedContainer: UnkeyedDecodingContainer {
  let array: JSONArray
  let path: [JSONKey]
  let state: DecodingState
  private(set) var currentIndex = 0

  init(array: JSONArray, path: [JSONKey], state: DecodingState) {
    self.array = array
    self.path = path
    self.state = state
  }

  var codingPath: [any CodingKey] { path }
  var count: Int? { array.count }
  var isAtEnd: Bool { currentIndex >= array.count }

  private mutating func next() throws(JSONError) -> (JSONValue, [JSONKey]) {
    guard !isAtEnd else {
      throw state.error(
        .invalidValue, "expected another element after \(array.count)", at: path, offset: nil)
    }
    defer { currentIndex += 1 }
    return (array[currentIndex], path + [.index(currentIndex)])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, array[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try reader().bool() }
  mutating func decode(_ type: String.Type) throws -> String { try reader().string() }
  mutating func decode(_ type: Double.Type) throws -> Double { try reader().double() }
  mutating func decode(_ type: Float.Type) throws -> Float { Float(try reader().double()) }
  mutating func decode(_ type: Int.Type) throws -> Int { try reader().integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try reader().integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try reader().integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try reader().integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try reader().integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try reader().integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try reader().integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try reader().integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try reader().integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try reader().integer(type) }

  private mutating func reader() throws(JSONError) -> ScalarReader {
    let (value, path) = try next()
    return ScalarReader(value: value, path: path, state: state)
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (value, path) = try next()
    return try state.decode(type, from: value, at: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let (value, path) = try next()
    return try StrictDecoder(value: value, path: path, state: state).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (value, path) = try next()
    return try StrictDecoder(value: value, path: path, state: state).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (value, path) = try next()
    return StrictDecoder(value: value, path: path, state: state)
  }
}

struct StrictSingleValueContainer: SingleValueDecodingContainer {
  let value: JSONValue
  let path: [JSONKey]
  let state: DecodingState

  var codingPath: [any CodingKey] { path }
  private var reader: ScalarReader { ScalarReader(value: value, path: path, state: state) }

  func decodeNil() -> Bool { value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try reader.bool() }
  func decode(_ type: String.Type) throws -> String { try reader.string() }
  func decode(_ type: Double.Type) throws -> Double { try reader.double() }
  func decode(_ type: Float.Type) throws -> Float { Float(try reader.double()) }
  func decode(_ type: Int.Type) throws -> Int { try reader.integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try state.decode(type, from: value, at: path)
  }
}
