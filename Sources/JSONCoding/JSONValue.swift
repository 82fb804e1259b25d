/// A JSON value whose objects keep their members in document order.
///
/// Reading and writing share this one type: the parser behind ``JSONDocument`` produces it
/// (with the byte offset of every member and element, for error messages), ``JSONWriter``
/// prints it, and the strict decoder reads `Decodable` types from it. Objects keep their order,
/// so output can follow a documented key order:
///
/// ```swift
/// let event: JSONValue = ["t": 0.25, "name": "UIKeyboardWillShowNotification", "object": nil]
/// JSONWriter.line(event)  // {"t":0.25,"name":"UIKeyboardWillShowNotification","object":null}
/// ```
package enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array(JSONArray)
  /// An object, its members in order.
  case object(JSONObject)

  /// "null", "a boolean", "a number", "a string", "an array", "an object": for messages.
  package var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The object's members, or nil for other values.
  package var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }
}

/// A JSON number: the value, and how to print it.
///
/// Numbers read from JSON keep their literal, so messages can quote what the input said
/// (`expected an integer, found 4.5`). Numbers built for output print by the one number policy
/// of ``JSONNumber/text`` — integral values without a fraction, others as the shortest decimal
/// that round-trips after rounding to a millionth (`196.5`, never `302.0000001`) — or, for
/// times, ``Style/fractional`` (`0.0`, `0.25`).
package struct JSONNumber: Hashable, Sendable {
  /// How an integral value prints.
  package enum Style: Hashable, Sendable {
    /// `302`, `196.5`.
    case plain
    /// Always with a fraction: `0.0`, `1.5`; for times, as `kbsim simulate` prints `t`.
    case fractional
  }

  /// The value.
  package var value: Double
  /// How the value prints.
  package var style: Style
  /// The text the input had, for numbers read from JSON.
  package var literal: String?

  /// A number for output.
  package init(_ value: Double, style: Style = .plain) {
    self.value = value
    self.style = style
    self.literal = nil
  }

  init(value: Double, literal: String) {
    self.value = value
    self.style = .plain
    self.literal = literal
  }

  /// Whether the literal names a number too small for a `Double`, which reads as zero
  /// (`1e-400`).
  var underflows: Bool {
    guard value == 0, let literal else { return false }
    let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
    return mantissa.contains { ("1"..."9").contains($0) }
  }

  /// The value as the JSON text the writer prints; see ``JSONNumber``.
  package var text: String { formatNumber(value, style: style) }

  /// Equal values are equal numbers, whatever their literal or style.
  package static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }

  /// Hashes the value.
  package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// The elements of a JSON array, with their byte offsets in the input they were read from.
package struct JSONArray: Hashable, Sendable, RandomAccessCollection {
  /// The elements.
  package private(set) var elements: [JSONValue]
  /// The byte offset of each element in the input (32 bits: inputs are at most 256 MiB), or
  /// empty for built arrays.
  private var offsets: [Int32]

  /// An array of `elements`.
  package init(_ elements: [JSONValue] = []) {
    self.elements = elements
    self.offsets = []
  }

  init(elements: [JSONValue], offsets: [Int32]) {
    self.elements = elements
    self.offsets = offsets
  }

  /// Appends an element.
  package mutating func append(_ value: JSONValue) {
    elements.append(value)
    if !offsets.isEmpty { offsets.append(offsets.last ?? 0) }
  }

  /// The index of the first element.
  package var startIndex: Int { elements.startIndex }
  /// The index past the last element.
  package var endIndex: Int { elements.endIndex }
  /// The element at `index`.
  package subscript(index: Int) -> JSONValue { elements[index] }

  package func offset(at index: Int) -> Int? {
    offsets.indices.contains(index) && offsets[index] >= 0 ? Int(offsets[index]) : nil
  }

  /// Equal elements, whatever their offsets.
  package static func == (lhs: JSONArray, rhs: JSONArray) -> Bool { lhs.elements == rhs.elements }

  /// Hashes the elements.
  package func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// The members of a JSON object in document order; keys are unique.
package struct JSONObject: Hashable, Sendable, RandomAccessCollection {
  /// One member: its key, its value and, for parsed objects, where both start in the input.
  package struct Member: Sendable {
    /// The key.
    package var key: String
    /// The value.
    package var value: JSONValue
    // Offsets as 32 bits, -1 for none: inputs are at most 256 MiB, and a large document has
    // millions of members.
    private var storedKeyOffset: Int32 = -1
    private var storedValueOffset: Int32 = -1

    init(key: String, value: JSONValue, keyOffset: Int? = nil, valueOffset: Int? = nil) {
      self.key = key
      self.value = value
      self.keyOffset = keyOffset
      self.valueOffset = valueOffset
    }

    /// The byte offset of the key's opening quote, for parsed objects.
    package var keyOffset: Int? {
      get { storedKeyOffset < 0 ? nil : Int(storedKeyOffset) }
      set { storedKeyOffset = newValue.flatMap { Int32(exactly: $0) } ?? -1 }
    }
    /// The byte offset of the value, for parsed objects.
    package var valueOffset: Int? {
      get { storedValueOffset < 0 ? nil : Int(storedValueOffset) }
      set { storedValueOffset = newValue.flatMap { Int32(exactly: $0) } ?? -1 }
    }
  }

  /// The members in order.
  package private(set) var members: [Member]
  /// Each key's position, for objects with more than eight members; smaller ones
  /// (nearly every object) are searched in order, which is faster and keeps a large parsed
  /// document small.
  private var index: [String: Int]?
  private static let indexedCount = 8

  /// An empty object.
  package init() {
    members = []
  }

  /// An object with `pairs` in order; a repeated key keeps its first place and takes the last
  /// value.
  package init(_ pairs: [(String, JSONValue)]) {
    self.init()
    for (key, value) in pairs { self[key] = value }
  }

  /// The value of `key`, or nil.
  ///
  /// Setting a new key appends it; setting nil removes it.
  package subscript(key: String) -> JSONValue? {
    get { position(of: key).map { members[$0].value } }
    set {
      if let position = position(of: key) {
        if let newValue {
          members[position].value = newValue
        } else {
          members.remove(at: position)
          index = nil
          indexIfLarge()
        }
      } else if let newValue {
        append(Member(key: key, value: newValue))
      }
    }
  }

  /// Adds a parsed member; false if the key is already present.
  mutating func insertParsed(_ member: Member) -> Bool {
    guard position(of: member.key) == nil else { return false }
    append(member)
    return true
  }

  /// The member of `key`, with its offsets.
  package func member(_ key: String) -> Member? { position(of: key).map { members[$0] } }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    return members.firstIndex { $0.key == key }
  }

  private mutating func append(_ member: Member) {
    members.append(member)
    if index != nil {
      index?[member.key] = members.count - 1
    } else {
      indexIfLarge()
    }
  }

  private mutating func indexIfLarge() {
    guard members.count > Self.indexedCount else { return }
    index = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
  }

  /// The keys in order.
  package var keys: [String] { members.map(\.key) }

  /// The index of the first member.
  package var startIndex: Int { members.startIndex }
  /// The index past the last member.
  package var endIndex: Int { members.endIndex }
  /// The member at `position`.
  package subscript(position: Int) -> Member { members[position] }

  /// The same keys in the same order with equal values.
  package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.count == rhs.members.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  /// Hashes the keys and values in order.
  package func hash(into hasher: inout Hasher) {
    for member in members {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// `null`.
  package init(nilLiteral: ()) { self = .null }
  /// A boolean.
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  /// A number.
  package init(integerLiteral value: Int) { self = .number(JSONNumber(Double(value))) }
  /// A number.
  package init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
  /// A string.
  package init(stringLiteral value: String) { self = .string(value) }
  /// An array.
  package init(arrayLiteral elements: JSONValue...) { self = .array(JSONArray(elements)) }
  /// An object with the members in the literal's order.
  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

extension JSONValue {
  /// A number for output.
  package static func number(_ value: Double, style: JSONNumber.Style = .plain) -> JSONValue {
    .number(JSONNumber(value, style: style))
  }

  /// An integer for output.
  package static func number(_ value: Int) -> JSONValue { .number(JSONNumber(Double(value))) }

  /// A string, or `null` for nil.
  package static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

  /// An array of values.
  package static func array(_ values: [JSONValue]) -> JSONValue { .array(JSONArray(values)) }

  /// An object with `pairs` in order.
  package static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(pairs))
  }
}

extension JSONValue {
  /// The value with every object's members sorted by key, recursively: for output whose
  /// documented order is alphabetical.
  ///
  /// ```swift
  /// JSONWriter.line(JSONValue(["b": 1, "a": 2]).sortingKeys())  // {"a":2,"b":1}
  /// ```
  package func sortingKeys() -> JSONValue {
    switch self {
    case .array(let array): .array(JSONArray(array.map { $0.sortingKeys() }))
    case .object(let object):
      .object(
        JSONObject(
          object.members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sortingKeys()) }))
    default: self
    }
  }
}
