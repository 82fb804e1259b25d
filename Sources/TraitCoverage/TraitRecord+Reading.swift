import InputTraits
internal import JSONCoding

extension TraitRecord {
  /// The record of a parsed line in the common shape, read without the `Decodable` machinery.
  ///
  /// The common shape: known keys, case names, Booleans, strings and nulls. Nil otherwise; the
  /// strict decoder then reads the line and names any problem. Both accept the same lines.
  static func commonShape(_ value: JSONValue) -> TraitRecord? {
    guard case .object(let object) = value else { return nil }
    var traits: TextInputTraits?
    var source: String?
    var field: String?
    var test: String?
    var location: String?
    for member in object.members {
      switch member.key {
      case "traits":
        guard let decoded = commonTraits(member.value) else { return nil }
        traits = decoded
      case "source":
        guard case .string(let text) = member.value, !text.isEmpty else { return nil }
        source = text
      case "field", "test", "location":
        var text: String?
        switch member.value {
        case .string(let string): text = string
        case .null: text = nil
        default: return nil
        }
        if member.key == "field" {
          field = text
        } else if member.key == "test" {
          test = text
        } else {
          location = text
        }
      default:
        return nil
      }
    }
    guard let traits, let source else { return nil }
    return TraitRecord(
      traits: traits, source: Source(rawValue: source), field: field, test: test,
      location: location)
  }

  /// A traits object whose values are all in their canonical spelling.
  private static func commonTraits(_ value: JSONValue) -> TextInputTraits? {
    guard case .object(let object) = value else { return nil }
    var traits = TextInputTraits()
    for member in object.members {
      guard let dimension = TraitDimension.named(member.key),
        let trait = TraitValue(json: member.value)
      else { return nil }
      switch (dimension.name, trait) {
      case ("passwordRules", .name(let descriptor)): traits.passwordRules = descriptor
      case ("passwordRules", .null), ("textContentType", .null): continue
      case ("textContentType", .name(let name)):
        guard let contentType = TextContentType(name: name) else { return nil }
        traits.textContentType = contentType
      default:
        guard dimension.index(of: trait) != nil else { return nil }
        dimension.set(trait, in: &traits)
      }
    }
    return traits
  }
}
