package import JSONCoding

/// A t-tuple of trait values: `keyboardType = URL, returnKeyType = go`.
///
/// ```swift
/// let tuple = TraitTuple([("keyboardType", .name("URL")), ("returnKeyType", .name("go"))])
/// tuple.description       // "keyboardType = URL, returnKeyType = go"
/// JSONWriter.line(tuple.json)  // {"keyboardType":"URL","returnKeyType":"go"}
/// ```
public struct TraitTuple: Hashable, Sendable, CustomStringConvertible {
  /// One trait and its value.
  public struct Entry: Hashable, Sendable {
    /// The trait's name.
    public var trait: String
    /// The value.
    public var value: TraitValue
  }

  /// The entries, in the model's parameter order.
  public var entries: [Entry]

  /// A tuple of (trait, value) pairs.
  public init(_ pairs: [(String, TraitValue)]) {
    entries = pairs.map { Entry(trait: $0.0, value: $0.1) }
  }

  /// `keyboardType = URL, returnKeyType = go`.
  public var description: String {
    entries.map { "\($0.trait) = \($0.value)" }.joined(separator: ", ")
  }

  /// `{"keyboardType": "URL", "returnKeyType": "go"}`.
  package var json: JSONValue {
    .object(JSONObject(entries.map { ($0.trait, $0.value.json) }))
  }
}
