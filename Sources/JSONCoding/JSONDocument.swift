package import Diagnostics

/// A parsed JSON input: its source name, its value, and the bytes it was read from, so that any
/// value can be named by line and column in an error.
///
/// ```swift
/// let document = try JSONDocument(data: data, source: "script.json")
/// let script = try document.decode(ScriptFile.self)
/// ```
package struct JSONDocument: Sendable {
  /// The input's name in messages.
  package let source: String
  /// The value.
  package let root: JSONValue
  private let bytes: [UInt8]
  private let positions: PositionIndex

  /// Parses `data`.
  ///
  /// - Parameters:
  ///   - data: The JSON text's bytes (UTF-8).
  ///   - source: How messages name the input: a file path, `<stdin>`, or a description.
  ///   - limits: The largest input and the deepest nesting accepted.
  ///   - firstLine: The line number of the input's first line, for one line of a JSONL file.
  /// - Throws: ``/Diagnostics/JSONError`` with code ``/Diagnostics/JSONErrorCode/malformed``,
  ///   ``/Diagnostics/JSONErrorCode/duplicateKey`` or ``/Diagnostics/JSONErrorCode/limitExceeded``.
  package init(
    data: some Collection<UInt8>, source: String, limits: JSONLimits = .default,
    firstLine: Int = 1
  ) throws(JSONError) {
    self.source = source
    self.bytes = Array(data)
    guard bytes.count <= limits.maximumBytes else {
      var error = JSONError(
        code: .limitExceeded,
        message: "\(source): the input is \(bytes.count) bytes, more than the limit of "
          + "\(limits.maximumBytes)")
      error.source = source
      throw error
    }
    let parsed = bytes.withUnsafeBufferPointer {
      (buffer) -> Result<JSONValue, JSONParser.Failure> in
      do throws(JSONParser.Failure) {
        return .success(try JSONParser.parse(buffer, limits: limits))
      } catch {
        return .failure(error)
      }
    }
    switch parsed {
    case .success(let value):
      root = value
      positions = PositionIndex(bytes: bytes, firstLine: firstLine)
    case .failure(let failure):
      let prefix = failure.code == .malformed ? "malformed JSON: " : ""
      throw Self.error(
        code: failure.code, what: prefix + failure.reason, source: source,
        position: Self.position(of: failure.offset, in: bytes, firstLine: firstLine),
        keyPath: "")
    }
  }

  /// Decodes `type` from the document with the strict decoder: unknown keys, wrong types,
  /// out-of-range numbers and missing keys are errors naming the line, column and key path.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - userInfo: Context for the decoded types' `init(from:)`.
  /// - Returns: The decoded value.
  /// - Throws: ``/Diagnostics/JSONError``; its message is one line.
  package func decode<T: Decodable>(
    _ type: T.Type = T.self, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws(JSONError) -> T {
    let state = DecodingState(document: self, userInfo: userInfo)
    return try state.decodeRoot(type)
  }

  /// An error at the value `keyPath` leads to, such as a check made after decoding.
  ///
  /// ```swift
  /// throw document.error(at: [.key("steps"), .index(0), .key("focus")], "no field 'emial'")
  /// // script.json:3:15: at steps[0].focus: no field 'emial'
  /// ```
  package func error(
    at keyPath: [JSONKey], _ what: String, code: JSONError.Code = .invalidValue,
    underlying: (any Error & Sendable)? = nil, suggestion: Suggestion? = nil
  ) -> JSONError {
    var error = Self.error(
      code: code, what: what, source: source, position: position(of: offset(of: keyPath)),
      keyPath: JSONKey.render(keyPath))
    error.underlying = underlying
    error.suggestion = suggestion
    return error
  }

  /// `source:line:column: at key.path`: how messages name the value at `keyPath`.
  ///
  /// ```swift
  /// document.place(of: [.key("steps"), .index(2)])  // "script.json:4:5: at steps[2]"
  /// ```
  package func place(of keyPath: [JSONKey]) -> String {
    var place = source
    if let position = position(of: offset(of: keyPath)) {
      place += ":\(position.line):\(position.column)"
    }
    return keyPath.isEmpty ? place : "\(place): at \(JSONKey.render(keyPath))"
  }

  /// A line and column, small enough to keep one per element of a large input (a script's
  /// steps) for messages made after the document is gone.
  package struct Position: Hashable, Sendable {
    /// The line, from 1.
    package var line: Int
    /// The column in characters, from 1.
    package var column: Int
  }

  /// The line and column of the value at `keyPath` (or of the deepest value on the way).
  ///
  /// ```swift
  /// let position = document.position(of: [.key("steps"), .index(2)])
  /// JSONDocument.place(source: "script.json", position: position, keyPath: "steps[2]")
  /// // "script.json:4:5: at steps[2]"
  /// ```
  package func position(of keyPath: [JSONKey]) -> Position? {
    position(of: offset(of: keyPath)).map { Position(line: $0.line, column: $0.column) }
  }

  /// `source:line:column: at keyPath`, as ``place(of:)`` says it, from a kept position.
  package static func place(source: String, position: Position?, keyPath: String) -> String {
    let at = position.map { "\(source):\($0.line):\($0.column)" } ?? source
    return keyPath.isEmpty ? at : "\(at): at \(keyPath)"
  }

  /// The byte offset of the value at `keyPath`, or of the deepest value on the way there.
  func offset(of keyPath: [JSONKey]) -> Int? {
    var value = root
    var offset: Int? = rootOffset
    for component in keyPath {
      switch (component, value) {
      case (.key(let key), .object(let object)):
        guard let member = object.member(key) else { return offset }
        offset = member.valueOffset ?? offset
        value = member.value
      case (.index(let index), .array(let array)) where array.indices.contains(index):
        offset = array.offset(at: index) ?? offset
        value = array[index]
      default:
        return offset
      }
    }
    return offset
  }

  /// The byte offset of `key` itself inside the object at `objectPath`.
  func keyOffset(_ key: String, in objectPath: [JSONKey]) -> Int? {
    var value = root
    for component in objectPath {
      switch (component, value) {
      case (.key(let name), .object(let object)):
        guard let member = object.member(name) else { return nil }
        value = member.value
      case (.index(let index), .array(let array)) where array.indices.contains(index):
        value = array[index]
      default: return nil
      }
    }
    guard case .object(let object) = value else { return nil }
    return object.member(key)?.keyOffset
  }

  private var rootOffset: Int? {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [.space, .newline, .carriageReturn, .tab].contains(bytes[index]) {
      index += 1
    }
    return index
  }

  func position(of offset: Int?) -> (line: Int, column: Int)? {
    offset.map { positions.position(of: $0) }
  }

  /// Line and column (in characters, 1-based) of a byte offset.
  static func position(of offset: Int, in bytes: [UInt8], firstLine: Int) -> (
    line: Int, column: Int
  ) {
    var line = firstLine
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] == .newline {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }

  static func error(
    code: JSONError.Code, what: String, source: String, position: (line: Int, column: Int)?,
    keyPath: String
  ) -> JSONError {
    var place = source
    if let position { place += ":\(position.line):\(position.column)" }
    let at = keyPath.isEmpty ? "" : " at \(keyPath):"
    // Outside input reaches the message through the source, the keys and `what` (a type's own
    // description of the problem); the error escapes its control characters.
    var error = JSONError(code: code, message: "\(place):\(at) \(what)")
    error.source = source
    error.line = position?.line
    error.column = position?.column
    error.keyPath = keyPath
    return error
  }
}

/// One step of a key path: an object key or an array index.
package enum JSONKey: CodingKey, Hashable, Sendable {
  /// An object member.
  case key(String)
  /// An array element.
  case index(Int)

  /// The key, or the index as text.
  package var stringValue: String {
    switch self {
    case .key(let key): key
    case .index(let index): "\(index)"
    }
  }

  /// The index, for array elements.
  package var intValue: Int? {
    if case .index(let index) = self { return index }
    return nil
  }

  /// A key.
  package init(stringValue: String) { self = .key(stringValue) }
  /// An index.
  package init(intValue: Int) { self = .index(intValue) }

  /// `fields[1].traits.keyboardType`.
  package static func render(_ path: [JSONKey]) -> String {
    var text = ""
    for component in path {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key):
        let key = escapingControlCharacters(key)
        text += text.isEmpty ? key : ".\(key)"
      }
    }
    return text
  }

  /// The path of any coding keys, with integer keys as indices.
  package static func path(_ codingPath: [any CodingKey]) -> [JSONKey] {
    codingPath.map { key in
      if let key = key as? JSONKey { return key }
      return key.intValue.map(JSONKey.index) ?? .key(key.stringValue)
    }
  }
}
