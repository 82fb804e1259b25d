public import Diagnostics
public import InputTraits
package import JSONCoding

/// One field exercised with some traits: a line of a recording (JSON Lines).
///
/// `kbsim type`, `simulate` and `lint` write one line per field with `--record FILE.jsonl`
/// (or `KBSIM_RECORD`), ``TraitRecorder`` writes them from a test suite, and a project scan
/// writes them with source `scan`. `kbsim coverage report` and `plan --seed-from` read them.
///
/// ```swift
/// let record = TraitRecord(
///   traits: TextInputTraits(keyboardType: .emailAddress), source: .type, field: "email")
/// record.jsonLine
/// // {"traits":{"keyboardType":"emailAddress"},"source":"type","field":"email","test":null}
/// let records = try TraitRecord.decodeLines(from: data, source: "traits.jsonl")
/// ```
///
/// `traits` holds the traits as declared (what differs from UIKit's defaults; a missing trait
/// is UIKit's default); `field` names the field, `test` the test that exercised it, and
/// `location` where the field or test is declared (`Main.storyboard:42`,
/// `SignUpTests.swift:18`). Unknown keys are an error.
public struct TraitRecord: Hashable, Sendable {
  /// Who wrote a record: a `kbsim` command, a test suite, a project scan.
  public struct Source: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The source's name as written in the line.
    public var rawValue: String
    /// A source by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A source by name.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The name.
    public var description: String { rawValue }

    /// `kbsim type`.
    public static let type: Source = "type"
    /// `kbsim simulate` (one line per field a script types into or focuses).
    public static let simulate: Source = "simulate"
    /// `kbsim lint` (one line per field linted).
    public static let lint: Source = "lint"
    /// A user's test suite, through ``TraitRecorder``.
    public static let test: Source = "test"
    /// A scan of a project's storyboards, xibs and sources.
    public static let scan: Source = "scan"
  }

  /// The field's traits as declared.
  public var traits: TextInputTraits
  /// Who recorded the line.
  public var source: Source
  /// The field's name, if known.
  public var field: String?
  /// The test that exercised the field, if known.
  public var test: String?
  /// Where the field or the test is declared (`file:line`), if known.
  public var location: String?

  /// A record.
  public init(
    traits: TextInputTraits, source: Source, field: String? = nil, test: String? = nil,
    location: String? = nil
  ) {
    self.traits = traits
    self.source = source
    self.field = field
    self.test = test
    self.location = location
  }

  /// The record as a JSON value: `traits`, `source`, `field` and `test` always, `location`
  /// when known.
  package var json: JSONValue {
    var object = JSONObject([
      ("traits", (try? JSONValue(encoding: traits)) ?? .object(JSONObject())),
      ("source", .string(source.rawValue)),
      ("field", field.map(JSONValue.string) ?? .null),
      ("test", test.map(JSONValue.string) ?? .null),
    ])
    if let location { object["location"] = .string(location) }
    return .object(object)
  }

  /// The record as one line of JSON, without a newline.
  public var jsonLine: String { JSONWriter.line(json) }

  /// Decodes a recording: one record per non-empty line.
  ///
  /// - Throws: `JSONError` naming the source, the line and the key.
  public static func decodeLines(from data: some Collection<UInt8>, source: String)
    throws(JSONError) -> [TraitRecord]
  {
    try JSON.decodeLines(TraitRecord.self, from: data, source: source)
  }
}

extension TraitRecord: Codable {
  /// The keys of a record line.
  package enum CodingKeys: String, DescribedCodingKey {
    case traits, source, field, test, location
    /// Messages call them "record keys".
    public static var noun: String { "record key" }
  }

  /// Decodes a line; `traits` and `source` are required.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    traits = try container.decode(TextInputTraits.self, forKey: .traits)
    let name = try container.decode(String.self, forKey: .source)
    guard !name.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .source, in: container, debugDescription: "the source is empty")
    }
    source = Source(rawValue: name)
    field = try container.decodeIfPresent(String.self, forKey: .field)
    test = try container.decodeIfPresent(String.self, forKey: .test)
    location = try container.decodeIfPresent(String.self, forKey: .location)
  }

  /// Encodes the keys `json` writes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(traits, forKey: .traits)
    try container.encode(source.rawValue, forKey: .source)
    try container.encode(field, forKey: .field)
    try container.encode(test, forKey: .test)
    try container.encodeIfPresent(location, forKey: .location)
  }
}
