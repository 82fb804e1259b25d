import Diagnostics
import JSONCoding

extension DelegateRules: Decodable {
  enum CodingKeys: String, DescribedCodingKey {
    case shouldBeginEditing, shouldEndEditing, shouldClear, shouldReturn, maxLength
    case maxLengthUnit, allowedCharacters, uppercases
    static let noun = "delegate key"
  }

  /// The largest `maxLength` accepted: 1,000,000.
  public static let maximumMaxLength = 1_000_000

  /// Decodes `{"shouldBeginEditing": false, "maxLength": 6, "maxLengthUnit": "graphemes",
  /// "allowedCharacters": "0-9", "shouldReturn": "next" | "resign" | true | false,
  /// "shouldClear": false, "shouldEndEditing": false, "uppercases": true}`; every key is optional.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    shouldBeginEditing = try c.decodeIfPresent(Bool.self, forKey: .shouldBeginEditing) ?? true
    shouldEndEditing = try c.decodeIfPresent(Bool.self, forKey: .shouldEndEditing) ?? true
    shouldClear = try c.decodeIfPresent(Bool.self, forKey: .shouldClear) ?? true
    shouldReturn = try c.decodeIfPresent(ReturnRule.self, forKey: .shouldReturn) ?? .allow
    if let maxLength = try c.decodeIfPresent(Int.self, forKey: .maxLength) {
      guard (0...Self.maximumMaxLength).contains(maxLength) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: c.codingPath + [CodingKeys.maxLength],
            debugDescription:
              "maxLength must be from 0 to \(Self.maximumMaxLength), got \(maxLength)"))
      }
      self.maxLength = maxLength
    }
    maxLengthUnit = try c.decodeIfPresent(LengthUnit.self, forKey: .maxLengthUnit) ?? .utf16
    allowedCharacters = try c.decodeIfPresent(CharacterClass.self, forKey: .allowedCharacters)
    uppercases = try c.decodeIfPresent(Bool.self, forKey: .uppercases) ?? false
  }
}

extension DelegateRules.LengthUnit: NamedChoice, Decodable {
  static let choiceName = "maxLengthUnit"

  /// Decodes the case's name.
  public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder) }
}

extension DelegateRules.ReturnRule: Decodable {
  /// Decodes `true`, `false`, `"next"` or `"resign"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = flag ? .allow : .refuse
      return
    }
    guard let name = try? container.decode(String.self) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected \"next\", \"resign\", true or false"))
    }
    switch name {
    case "next": self = .next
    case "resign": self = .resign
    default:
      let suggestion = Suggestion(for: name, among: ["next", "resign"])
      throw TextFieldError(
        code: .invalidRule,
        message: "unknown shouldReturn \(quoted(name))\(suggestion.clause) "
          + "(valid: \"next\", \"resign\", true, false)",
        suggestion: suggestion)
    }
  }
}

extension CharacterClass: Decodable {
  /// Decodes a pattern string such as `"0-9"`.
  public init(from decoder: any Decoder) throws {
    try self.init(decoder.singleValueContainer().decode(String.self))
  }
}
