package import JSONCoding

/// A range of text in UTF-16 code units: what UIKit's `NSRange` speaks in
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and `selectedRange`.
///
/// An emoji such as 😀 is two units, a flag four, a family emoji eleven
/// (docs/sources.md#utf16-ranges); ``EditableText`` converts to and from grapheme (`Character`)
/// offsets.
///
/// ```swift
/// let range = TextRange(location: 0, length: 2)
/// range.upperBound           // 2
/// JSONWriter.line(range.json) // {"location":0,"length":2}
/// ```
public struct TextRange: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The first unit.
  public var location: Int
  /// The number of units.
  public var length: Int

  /// A range of `length` units from `location`.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }

  /// An empty range (a caret) at `location`.
  public static func caret(_ location: Int) -> TextRange {
    TextRange(location: location, length: 0)
  }

  /// The unit after the last: `location + length`.
  public var upperBound: Int { location + length }

  /// Whether the range is a caret.
  public var isEmpty: Bool { length == 0 }

  /// `{location, length}`, as `NSStringFromRange` prints.
  public var description: String { "{\(location), \(length)}" }

  /// `{"location": …, "length": …}`.
  package var json: JSONValue {
    ["location": .number(Double(location)), "length": .number(Double(length))]
  }

  enum CodingKeys: String, DescribedCodingKey {
    case location, length
    static let noun = "range key"
  }

  /// Decodes `{"location", "length"}`; both must be whole numbers from 0.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    location = try c.decode(Int.self, forKey: .location)
    length = try c.decode(Int.self, forKey: .length)
    for (key, value) in [(CodingKeys.location, location), (.length, length)] where value < 0 {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: c.codingPath + [key], debugDescription: "must not be negative, got \(value)"))
    }
  }

  /// Encodes `{"location", "length"}`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(location, forKey: .location)
    try c.encode(length, forKey: .length)
  }
}
