internal import Diagnostics
import Foundation

/// Coding keys that name themselves in messages and list the valid keys: `unknown trait
/// 'keyboardTyp'; did you mean 'keyboardType'? (valid: keyboardType, …)` rather than
/// `unknown key …`.
///
/// ```swift
/// enum CodingKeys: String, DescribedCodingKey {
///   case keyboardType, returnKeyType
///   static let noun = "trait"
/// }
/// ```
package protocol DescribedCodingKey: CodingKey, CaseIterable {
  /// What a key of this object is called in messages: "trait", "script key", "field key".
  static var noun: String { get }
}

/// The shared state of one strict decode: the document, and the keys each object was asked
/// for, so that keys nobody asked for are reported as unknown.
final class DecodingState {
  /// The keys requested of one object through keyed containers.
  ///
  /// A class: each container notes its requests straight into its object's entry, with no
  /// lookup per key.
  final class Requests {
    let path: [JSONKey]
    let object: JSONObject
    var requested: Set<String> = []
    /// The valid keys in the order messages list them, and as a set.
    private(set) var valid: [String] = []
    private var validSet: Set<String> = []
    var noun = "key"
    /// Whether `valid` lists every key the type reads (its coding keys are `CaseIterable`), so
    /// that a key outside it is unknown even before decoding has finished.
    var isDeclared = false

    init(path: [JSONKey], object: JSONObject) {
      self.path = path
      self.object = object
    }

    func isValid(_ key: String) -> Bool { validSet.contains(key) }

    func addValid(_ key: String) {
      if validSet.insert(key).inserted { valid.append(key) }
    }

    /// Adds the keys of a coding-key type (shared, not copied, when the entry has none yet).
    func addValid(_ keys: DeclaredKeys) {
      guard !valid.isEmpty else {
        valid = keys.names
        validSet = keys.set
        return
      }
      for name in keys.names { addValid(name) }
    }

    /// Records that `key` was asked of the object.
    func note(_ key: String) {
      requested.insert(key)
      addValid(key)
    }
  }

  /// The names of a `CaseIterable` coding-key type, in order and as a set: worked out once per
  /// type per decode, not once per object (a form of a million fields opens a million objects).
  struct DeclaredKeys {
    let names: [String]
    let set: Set<String>
  }

  let document: JSONDocument
  let userInfo: [CodingUserInfoKey: Any]
  private var requests: [String: Requests] = [:]
  private var declaredKeys: [ObjectIdentifier: DeclaredKeys] = [:]

  init(document: JSONDocument, userInfo: [CodingUserInfoKey: any Sendable]) {
    self.document = document
    self.userInfo = userInfo
  }

  func decodeRoot<T: Decodable>(_ type: T.Type) throws(JSONError) -> T {
    do {
      return try decode(type, from: document.root, at: [])
    } catch let error as JSONError {
      throw error
    } catch {
      throw wrap(error, at: [])
    }
  }

  /// Decodes `type` from `value`, then reports keys of the objects it read that it never asked
  /// for.
  func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [JSONKey]) throws -> T {
    if let raw = value as? T { return raw }
    let result: T
    do {
      result = try T(from: StrictDecoder(value: value, path: path, state: self))
    } catch {
      // A misspelt key is often why decoding of the object failed ("missing required key",
      // "needs exactly one of …"): report it first when the object's keys are declared, so it
      // cannot be a key not yet read. An error inside one of its values stands: a type that
      // decodes the object in several parts has not declared every part's keys yet.
      let wrapped = wrap(error, at: path)
      if let unknown = declaredUnknownKey(at: path), wrapped.keyPath == JSONKey.render(path) {
        throw unknown
      }
      throw wrapped
    }
    try checkUnknownKeys(under: path)
    return result
  }

  /// The first key of the object at `path` that its coding keys do not declare.
  private func declaredUnknownKey(at path: [JSONKey]) -> JSONError? {
    guard let entry = requests[JSONKey.render(path)], entry.isDeclared else { return nil }
    guard
      let member = entry.object.members.first(where: {
        !entry.isValid($0.key) && !entry.requested.contains($0.key)
      })
    else { return nil }
    return unknownKey(member.key, in: entry)
  }

  /// Records that a keyed container was opened on the object at `path`; the container notes
  /// the keys it is asked for in the entry returned.
  func opened<Key: CodingKey>(_ object: JSONObject, at path: [JSONKey], keyedBy: Key.Type)
    -> Requests
  {
    let id = JSONKey.render(path)
    let entry = requests[id] ?? Requests(path: path, object: object)
    if let described = Key.self as? any DescribedCodingKey.Type {
      entry.noun = described.noun
      entry.isDeclared = true
      entry.addValid(declared(Key.self, described))
    } else if let iterable = Key.self as? any CaseIterable.Type {
      entry.isDeclared = true
      entry.addValid(declared(Key.self, iterable))
    }
    requests[id] = entry
    return entry
  }

  /// Throws for the first unknown key, in document order, of the objects at or under `path`.
  func checkUnknownKeys(under path: [JSONKey]) throws(JSONError) {
    let prefix = JSONKey.render(path)
    let ids = requests.keys.filter { id in
      id == prefix || prefix.isEmpty || id.hasPrefix(prefix + ".") || id.hasPrefix(prefix + "[")
    }
    guard !ids.isEmpty else { return }
    var first: (offset: Int, error: JSONError)?
    for id in ids {
      guard let entry = requests.removeValue(forKey: id) else { continue }
      for member in entry.object.members where !entry.requested.contains(member.key) {
        let offset = member.keyOffset ?? Int.max
        if let current = first, current.offset <= offset { break }
        first = (offset, unknownKey(member.key, in: entry))
        break
      }
    }
    if let first { throw first.error }
  }

  /// The error for a key the object does not have.
  func unknownKey(_ key: String, in entry: Requests) -> JSONError {
    let suggestion = Suggestion(for: key, among: entry.valid)
    let valid = entry.valid.isEmpty ? "" : " (valid: \(entry.valid.joined(separator: ", ")))"
    return error(
      .unknownKey, "unknown \(entry.noun) \(quoted(key))\(suggestion.clause)\(valid)",
      at: entry.path + [.key(key)], offset: entry.object.member(key)?.keyOffset,
      suggestion: suggestion)
  }

  /// The error for a required key that is absent; an unknown key that looks like it is reported
  /// instead (`stpes` for `steps`).
  func missingKey(_ key: String, in object: JSONObject, at path: [JSONKey], offset: Int?)
    -> JSONError
  {
    let id = JSONKey.render(path)
    if let entry = requests[id] {
      for member in object.members
      where !entry.requested.contains(member.key) && !entry.isValid(member.key) {
        if Suggestion.closest(to: member.key, among: [key]) != nil {
          return unknownKey(member.key, in: entry)
        }
      }
    }
    return error(.missingKey, "missing required key \(quoted(key))", at: path, offset: offset)
  }

  func error(
    _ code: JSONError.Code, _ what: String, at path: [JSONKey], offset: Int?,
    underlying: (any Error & Sendable)? = nil, suggestion: Suggestion? = nil
  ) -> JSONError {
    var error = JSONDocument.error(
      code: code, what: what, source: document.source,
      position: document.position(of: offset ?? document.offset(of: path)),
      keyPath: JSONKey.render(path))
    error.underlying = underlying
    error.suggestion = suggestion
    return error
  }

  /// A decoding error or a decoded type's own error, as a positioned ``/Diagnostics/JSONError``.
  func wrap(_ error: any Error, at path: [JSONKey]) -> JSONError {
    if let error = error as? JSONError { return error }
    if let error = error as? any KeyboardSimError, let json = error.underlying as? JSONError,
      error.message == json.message
    {
      return json
    }
    if let decoding = error as? DecodingError { return translate(decoding) }
    if let known = error as? any KeyboardSimError {
      return self.error(
        .invalidValue, known.message, at: path, offset: nil,
        underlying: error, suggestion: known.suggestion)
    }
    return self.error(
      .invalidValue, String(describing: error), at: path, offset: nil,
      underlying: error)
  }

  private func translate(_ error: DecodingError) -> JSONError {
    switch error {
    case .typeMismatch(let type, let context):
      return self.error(
        .wrongType, "expected \(describe(type))", at: JSONKey.path(context.codingPath), offset: nil)
    case .valueNotFound(let type, let context):
      return self.error(
        .wrongType, "expected \(describe(type)), found null", at: JSONKey.path(context.codingPath),
        offset: nil)
    case .keyNotFound(let key, let context):
      return self.error(
        .missingKey, "missing required key \(quoted(key.stringValue))",
        at: JSONKey.path(context.codingPath), offset: nil)
    case .dataCorrupted(let context):
      return self.error(
        .invalidValue, context.debugDescription, at: JSONKey.path(context.codingPath), offset: nil,
        underlying: context.underlyingError,
        suggestion: (context.underlyingError as? any KeyboardSimError)?.suggestion)
    @unknown default:
      return self.error(.invalidValue, "\(error)", at: [], offset: nil)
    }
  }
}

extension DecodingState {
  /// The declared keys of `key`, the case-iterable coding-key type `iterable`.
  fileprivate func declared(_ key: Any.Type, _ iterable: any CaseIterable.Type) -> DeclaredKeys {
    if let known = declaredKeys[ObjectIdentifier(key)] { return known }
    let names = caseNames(iterable)
    let keys = DeclaredKeys(names: names, set: Set(names))
    declaredKeys[ObjectIdentifier(key)] = keys
    return keys
  }
}

private func caseNames<C: CaseIterable>(_ type: C.Type) -> [String] {
  type.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
}

/// "a boolean", "a string", "a number", "an integer", "an array", "an object".
func describe(_ type: Any.Type) -> String {
  switch type {
  case is Bool.Type: "a boolean"
  case is String.Type: "a string"
  case is Double.Type, is Float.Type, is CGFloat.Type: "a number"
  case is any FixedWidthInteger.Type: "an integer"
  case is JSONValue.Type: "a value"
  default:
    String(describing: type).hasPrefix("Array") ? "an array" : "an object"
  }
}
