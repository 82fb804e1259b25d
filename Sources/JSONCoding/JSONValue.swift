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
public enum JSONValue: Hashable, Sendable {
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
  public var kind: String {
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
  public var objectValue: JSONObject? {
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
public struct JSONNumber: Hashable, Sendable {
  /// How an integral value prints.
  public enum Style: Hashable, Sendable {
    /// `302`, `196.5`.
    case plain
    /// Always with a fraction: `0.0`, `1.5`; for times, as `kbsim simulate` prints `t`.
    case fractional
  }

  /// The value.
  public var value: Double
  /// How the value prints.
  public var style: Style
  /// The text the input had, for numbers read from JSON.
  public var literal: String?

  /// A number for output.
  public init(_ value: Double, style: Style = .plain) {
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
  public var text: String { formatNumber(value, style: style) }

  /// Equal values are equal numbers, whatever their literal or style.
  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// The elements of a JSON array, with their byte offsets in the input they were read from.
public struct JSONArray: Hashable, Sendable, RandomAccessCollection {
  /// The elements.
  public private(set) var elements: [JSONValue]
  /// The byte offset of each element in the input, or empty for built arrays.
  package private(set) var offsets: [Int]

  /// An array of `elements`.
  public init(_ elements: [JSONValue] = []) {
    self.elements = elements
    self.offsets = []
  }

  init(elements: [JSONValue], offsets: [Int]) {
    self.elements = elements
    self.offsets = offsets
  }

  /// Appends an element.
  public mutating func append(_ value: JSONValue) {
    elements.append(value)
    if !offsets.isEmpty { offsets.append(offsets.last ?? 0) }
  }

  /// The index of the first element.
  public var startIndex: Int { elements.startIndex }
  /// The index past the last element.
  public var endIndex: Int { elements.endIndex }
  /// The element at `index`.
  public subscript(index: Int) -> JSONValue { elements[index] }

  package func offset(at index: Int) -> Int? {
    offsets.indices.contains(index) ? offsets[index] : nil
  }

  /// Equal elements, whatever their offsets.
  public static func == (lhs: JSONArray, rhs: JSONArray) -> Bool { lhs.elements == rhs.elements }

  /// Hashes the elements.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// The members of a JSON object in document order; keys are unique.
public struct JSONObject: Hashable, Sendable, RandomAccessCollection {
  /// One member: its key, its value and, for parsed objects, where both start in the input.
  public struct Member: Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue
    /// The byte offset of the key's opening quote, for parsed objects.
    package var keyOffset: Int?
    /// The byte offset of the value, for parsed objects.
    package var valueOffset: Int?
  }

  /// The members in order.
  public private(set) var members: [Member]
  private var index: [String: Int]

  /// An empty object.
  public init() {
    members = []
    index = [:]
  }

  /// An object with `pairs` in order; a repeated key keeps its first place and takes the last
  /// value.
  public init(_ pairs: [(String, JSONValue)]) {
    self.init()
    for (key, value) in pairs { self[key] = value }
  }

  /// The value of `key`, or nil.
  ///
  /// Setting a new key appends it; setting nil removes it.
  public subscript(key: String) -> JSONValue? {
    get { index[key].map { members[$0].value } }
    set {
      if let position = index[key] {
        if let newValue {
          members[position].value = newValue
        } else {
          members.remove(at: position)
          index = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
        }
      } else if let newValue {
        index[key] = members.count
        members.append(Member(key: key, value: newValue))
      }
    }
  }

  /// Adds a parsed member; false if the key is already present.
  mutating func insertParsed(_ member: Member) -> Bool {
    guard index[member.key] == nil else { return false }
    index[member.key] = members.count
    members.append(member)
    return true
  }

  /// The member of `key`, with its offsets.
  package func member(_ key: String) -> Member? { index[key].map { members[$0] } }

  /// The keys in order.
  public var keys: [String] { members.map(\.key) }

  /// The index of the first member.
  public var startIndex: Int { members.startIndex }
  /// The index past the last member.
  public var endIndex: Int { members.endIndex }
  /// The member at `position`.
  public subscript(position: Int) -> Member { members[position] }

  /// The same keys in the same order with equal values.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.count == rhs.members.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  /// Hashes the keys and values in order.
  public func hash(into hasher: inout Hasher) {
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
  public init(nilLiteral: ()) { self = .null }
  /// A boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// A number.
  public init(integerLiteral value: Int) { self = .number(JSONNumber(Double(value))) }
  /// A number.
  public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(JSONArray(elements)) }
  /// An object with the members in the literal's order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

extension JSONValue {
  /// A number for output.
  public static func number(_ value: Double, style: JSONNumber.Style = .plain) -> JSONValue {
    .number(JSONNumber(value, style: style))
  }

  /// An integer for output.
  public static func number(_ value: Int) -> JSONValue { .number(JSONNumber(Double(value))) }

  /// A string, or `null` for nil.
  public static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

  /// An array of values.
  public static func array(_ values: [JSONValue]) -> JSONValue { .array(JSONArray(values)) }

  /// An object with `pairs` in order.
  public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
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
  public func sortingKeys() -> JSONValue {
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
