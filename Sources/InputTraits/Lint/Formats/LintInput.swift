import Diagnostics
package import Foundation
import JSONCoding

/// What `kbsim lint --traits FILE.json` (and every command's `--traits`) reads: one traits
/// object, one field (`{"name":…, "traits":…}`), an array of fields, or a form
/// (`{"role":…, "fields":[…]}`); docs/traits.md documents the shapes.
package enum LintInput: Decodable {
  case traits(TextInputTraits)
  case field(TraitForm.Field)
  case form(TraitForm)

  /// Decodes lint input from JSON `data`; messages name it `source`.
  package static func decode(_ data: Data, source: String) throws(JSONError) -> LintInput {
    try JSON.decode(LintInput.self, from: data, source: source)
  }

  package init(from decoder: any Decoder) throws {
    if (try? decoder.unkeyedContainer()) != nil {
      let fields = try decoder.singleValueContainer().decode([TraitForm.Field].self)
      try TraitForm.validate(fields, codingPath: decoder.codingPath)
      self = .form(TraitForm(fields: fields))
      return
    }
    guard let object = try? decoder.container(keyedBy: JSONKey.self) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "expected a traits object, a field object, a form object or an array of fields"))
    }
    let keys = Set(object.allKeys.map(\.stringValue))
    if keys.contains("fields") || keys.contains("role") {
      self = .form(try TraitForm(from: decoder))
    } else if keys.contains("name") || keys.contains("traits") {
      self = .field(try TraitForm.Field(from: decoder))
    } else {
      self = .traits(try TextInputTraits(from: decoder))
    }
  }
}
