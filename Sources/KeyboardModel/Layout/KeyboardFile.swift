import InputTraits
import JSONCoding
import XKB

// The JSON shape of `Layouts/keyboards/*.json`: internal DTOs, decoded strictly (an unknown field
// is an error with a did-you-mean), then converted into the public model by `KeyboardCatalog`.
// The schema is documented in Layouts/README.md ("Keyboards").

/// `Layouts/keyboards/<keyboardType>.json`.
struct KeyboardFile: Decodable {
  var keyboardType: String
  var sources: [String]
  var phone: IdiomSection
  var pad: IdiomSection

  private enum CodingKeys: String, DescribedCodingKey {
    case keyboardType, sources, phone, pad
    static let noun = "field"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    keyboardType = try c.decode(String.self, forKey: .keyboardType)
    sources = try c.decodeIfPresent([String].self, forKey: .sources) ?? []
    phone = try c.decode(IdiomSection.self, forKey: .phone)
    pad = try c.decode(IdiomSection.self, forKey: .pad)
  }

  func section(_ idiom: UserInterfaceIdiom) -> IdiomSection { idiom == .phone ? phone : pad }
}

/// One idiom's keyboard: its planes, or another keyboard type's planes with some replaced.
struct IdiomSection: Decodable {
  /// Start from this keyboard type's keyboard for the same idiom.
  var like: String?
  var initialPlane: String?
  var defaultReturnKeyType: String?
  /// Keep only keys and alternates whose text is ASCII (`asciiCapable`).
  var asciiOnly: Bool?
  var planes: [PlaneSection]

  private enum CodingKeys: String, DescribedCodingKey {
    case like, initialPlane, defaultReturnKeyType, asciiOnly, planes
    static let noun = "field"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    like = try c.decodeIfPresent(String.self, forKey: .like)
    initialPlane = try c.decodeIfPresent(String.self, forKey: .initialPlane)
    defaultReturnKeyType = try c.decodeIfPresent(String.self, forKey: .defaultReturnKeyType)
    asciiOnly = try c.decodeIfPresent(Bool.self, forKey: .asciiOnly)
    planes = try c.decodeIfPresent([PlaneSection].self, forKey: .planes) ?? []
  }
}

/// A plane: a name and rows of keys.
struct PlaneSection: Decodable {
  var name: String
  var rows: [[KeyEntry]]

  private enum CodingKeys: String, DescribedCodingKey {
    case name, rows
    static let noun = "field"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decode(String.self, forKey: .name)
    rows = try c.decode([[KeyEntry]].self, forKey: .rows)
  }
}

/// One entry of a row: a key, a spacer, or `{"letters": "AD"}` (the xkb row's letter keys).
struct KeyEntry: Decodable {
  var keysym: String?
  var keysyms: [String]?
  var shifted: String?
  var placeholder: String?
  var action: String?
  var plane: String?
  var letters: String?
  var spacer: Double?
  var label: String?
  var sublabel: String?
  var width: Double?
  var alternates: [AlternateEntry]?

  enum CodingKeys: String, DescribedCodingKey {
    case keysym, keysyms, shifted, placeholder, action, plane, letters, spacer, label, sublabel
    case width, alternates
    static let noun = "field"
  }

  /// The actions a key may name.
  static let actions = [
    "shift", "backspace", "return", "plane", "nextKeyboard", "dictation", "dismiss",
  ]

  /// The placeholders a key may name.
  static let placeholders = ["decimalSeparator"]

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    keysym = try c.decodeIfPresent(String.self, forKey: .keysym)
    keysyms = try c.decodeIfPresent([String].self, forKey: .keysyms)
    shifted = try c.decodeIfPresent(String.self, forKey: .shifted)
    placeholder = try c.decodeIfPresent(String.self, forKey: .placeholder)
    action = try c.decodeIfPresent(String.self, forKey: .action)
    plane = try c.decodeIfPresent(String.self, forKey: .plane)
    letters = try c.decodeIfPresent(String.self, forKey: .letters)
    spacer = try c.decodeIfPresent(Double.self, forKey: .spacer)
    label = try c.decodeIfPresent(String.self, forKey: .label)
    sublabel = try c.decodeIfPresent(String.self, forKey: .sublabel)
    width = try c.decodeIfPresent(Double.self, forKey: .width)
    alternates = try c.decodeIfPresent([AlternateEntry].self, forKey: .alternates)
    let kinds = [
      keysym != nil, keysyms != nil, placeholder != nil, action != nil, letters != nil,
      spacer != nil,
    ].filter { $0 }.count
    guard kinds == 1 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "a key needs exactly one of keysym, keysyms, placeholder, action, letters, spacer"))
    }
    if let action, !Self.actions.contains(action) {
      throw KeyboardModelError.unknown(
        "action", action, among: Self.actions, code: .layoutData, listingValid: true)
    }
    if action == "plane", plane == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .action, in: c, debugDescription: "a plane key needs \"plane\": the plane's name")
    }
    if let placeholder, !Self.placeholders.contains(placeholder) {
      throw KeyboardModelError.unknown(
        "placeholder", placeholder, among: Self.placeholders, code: .layoutData,
        listingValid: true)
    }
    if let width, !(width > 0 && width.isFinite) {
      throw DecodingError.dataCorruptedError(
        forKey: .width, in: c, debugDescription: "width must be a positive number, found \(width)")
    }
    if let spacer, !(spacer > 0 && spacer.isFinite) {
      throw DecodingError.dataCorruptedError(
        forKey: .spacer, in: c, debugDescription: "spacer must be a positive width, found \(spacer)"
      )
    }
  }
}

/// A long-press alternate: one keysym name, or an array of names committed in order.
struct AlternateEntry: Decodable {
  var keysyms: [String]

  init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if let name = try? c.decode(String.self) {
      keysyms = [name]
    } else {
      keysyms = try c.decode([String].self)
    }
  }
}

/// `Layouts/keyboards/alternates.json`: long-press alternates by base keysym name.
struct AlternatesFile: Decodable {
  var sources: [String]
  var alternates: [String: [AlternateEntry]]

  private enum CodingKeys: String, DescribedCodingKey {
    case sources, alternates
    static let noun = "field"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    sources = try c.decodeIfPresent([String].self, forKey: .sources) ?? []
    alternates = try c.decode([String: [AlternateEntry]].self, forKey: .alternates)
  }
}
