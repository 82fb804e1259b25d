extension JSONValue: Codable {
  /// Decodes any JSON value; the strict decoder hands over the parsed value itself, with its
  /// members' positions.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(JSONNumber(number))
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let elements = try? container.decode([JSONValue].self) {
      self = .array(JSONArray(elements))
    } else {
      let members = try container.decode([String: JSONValue].self)
      self = .object(JSONObject(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
    }
  }

  /// Encodes the value; objects keep their order with encoders that keep insertion order.
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var c = encoder.singleValueContainer()
      try c.encodeNil()
    case .bool(let flag):
      var c = encoder.singleValueContainer()
      try c.encode(flag)
    case .number(let number):
      var c = encoder.singleValueContainer()
      try c.encode(number.value)
    case .string(let text):
      var c = encoder.singleValueContainer()
      try c.encode(text)
    case .array(let array):
      var c = encoder.unkeyedContainer()
      for element in array { try c.encode(element) }
    case .object(let object):
      var c = encoder.container(keyedBy: JSONKey.self)
      for member in object.members { try c.encode(member.value, forKey: .key(member.key)) }
    }
  }
}
