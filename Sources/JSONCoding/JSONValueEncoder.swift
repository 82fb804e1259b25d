import Foundation

extension JSONValue {
  /// The JSON of an `Encodable` value, with object members in the order `encode(to:)` writes
  /// them; the bridge that lets `Encodable` types go through ``JSONWriter``.
  ///
  /// ```swift
  /// JSONWriter.line(try JSONValue(encoding: traits))  // {"keyboardType":"emailAddress"}
  /// ```
  package init(encoding value: some Encodable) throws {
    let root = EncodingNode()
    try value.encode(to: ValueEncoder(node: root, codingPath: []))
    self = root.value
  }
}

/// A node of the tree being encoded; reference semantics so nested containers can fill it later.
private final class EncodingNode {
  enum Content {
    case empty
    case scalar(JSONValue)
    case array([EncodingNode])
    case object([(String, EncodingNode)])
  }

  var content = Content.empty

  var value: JSONValue {
    switch content {
    case .empty: .object(JSONObject())
    case .scalar(let value): value
    case .array(let nodes): .array(JSONArray(nodes.map(\.value)))
    case .object(let members): .object(JSONObject(members.map { ($0.0, $0.1.value) }))
    }
  }

  func child(forKey key: String) -> EncodingNode {
    let node = EncodingNode()
    var members: [(String, EncodingNode)] = []
    if case .object(let existing) = content { members = existing }
    if let index = members.firstIndex(where: { $0.0 == key }) {
      members[index].1 = node
    } else {
      members.append((key, node))
    }
    content = .object(members)
    return node
  }

  func appendChild() -> EncodingNode {
    let node = EncodingNode()
    var nodes: [EncodingNode] = []
    if case .array(let existing) = content { nodes = existing }
    nodes.append(node)
    content = .array(nodes)
    return node
  }
}

private struct ValueEncoder: Encoder {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .empty = node.content { node.content = .object([]) }
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .empty = node.content { node.content = .array([]) }
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(node: node, codingPath: codingPath)
  }
}

private func scalar<T: Encodable>(_ value: T) -> JSONValue? {
  switch value {
  case let flag as Bool: .bool(flag)
  case let text as String: .string(text)
  case let number as Double: .number(JSONNumber(number))
  case let number as Float: .number(JSONNumber(Double(number)))
  case let number as CGFloat: .number(JSONNumber(Double(number)))
  case let number as any BinaryInteger: .number(JSONNumber(Double(number)))
  case let json as JSONValue: json
  default: nil
  }
}

private func encode<T: Encodable>(_ value: T, into node: EncodingNode, path: [any CodingKey])
  throws
{
  if let scalar = scalar(value) {
    node.content = .scalar(scalar)
  } else {
    try value.encode(to: ValueEncoder(node: node, codingPath: path))
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.child(forKey: key.stringValue).content = .scalar(.null)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try JSONCoding.encode(
      value, into: node.child(forKey: key.stringValue), path: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    ValueEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var count: Int {
    if case .array(let nodes) = node.content { return nodes.count }
    return 0
  }

  mutating func encodeNil() throws { node.appendChild().content = .scalar(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try JSONCoding.encode(
      value, into: node.appendChild(), path: codingPath + [JSONKey.index(count)])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    ValueEncoder(node: node.appendChild(), codingPath: codingPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    ValueEncoder(node: node.appendChild(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    ValueEncoder(node: node.appendChild(), codingPath: codingPath)
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .scalar(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try JSONCoding.encode(value, into: node, path: codingPath)
  }
}
