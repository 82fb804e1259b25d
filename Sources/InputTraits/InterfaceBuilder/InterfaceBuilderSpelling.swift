/// How one trait is spelled as an attribute of Interface Builder's `<textInputTraits>` element.
///
/// Facts: docs/sources.md#interface-builder-spellings. IB writes only non-default values; it spells
/// "ASCII Capable" and "Dark" by their deprecated alias names (`alphabet`, `alert`), booleans as
/// `YES`, and the content type as its raw string.
struct InterfaceBuilderSpelling: Sendable {
  /// The attribute name, such as `secureTextEntry`.
  let attribute: String
  /// The trait's Swift property name, such as `isSecureTextEntry`.
  let trait: String
  /// The attribute value IB writes for `traits`, or nil when IB omits the attribute.
  let write: @Sendable (TextInputTraits) -> String?
  /// Sets the trait from an attribute value; nil when the value is not a spelling of it.
  let read: @Sendable (String, inout TextInputTraits) -> Bool
  /// The spellings accepted when reading, for error messages.
  let validValues: [String]

  /// A trait enumeration: written by name except for `written` overrides; read by IB spelling,
  /// Swift name or alias.
  ///
  /// `omitted` is the value IB leaves out.
  static func enumeration<T: TraitEnum>(
    _ attribute: String, _ keyPath: any WritableKeyPath<TextInputTraits, T> & Sendable,
    omitted: T, written: [T: String] = [:]
  ) -> Self {
    let spelling: @Sendable (T) -> String = { written[$0] ?? $0.name }
    var readings: [String: T] = [:]
    for value in T.allCases { readings[value.name] = value }
    for (alias, value) in T.aliases { readings[alias] = value }
    for (value, name) in written { readings[name] = value }
    var valid: [String] = []
    for name in T.allCases.map(spelling) + T.allCases.map(\.name) + T.aliases.keys.sorted()
    where !valid.contains(name) {
      valid.append(name)
    }
    let frozen = readings
    return Self(
      attribute: attribute, trait: T.traitName,
      write: { traits in
        let value = traits[keyPath: keyPath]
        return value == omitted ? nil : spelling(value)
      },
      read: { text, traits in
        guard let value = frozen[text] else { return false }
        traits[keyPath: keyPath] = value
        return true
      },
      validValues: valid)
  }

  /// A Boolean written as `YES` when true and omitted when false.
  static func boolean(
    _ attribute: String, trait: String,
    _ keyPath: any WritableKeyPath<TextInputTraits, Bool> & Sendable
  ) -> Self {
    Self(
      attribute: attribute, trait: trait,
      write: { $0[keyPath: keyPath] ? "YES" : nil },
      read: { text, traits in
        switch text {
        case "YES": traits[keyPath: keyPath] = true
        case "NO": traits[keyPath: keyPath] = false
        default: return false
        }
        return true
      },
      validValues: ["YES", "NO"])
  }

  /// Every attribute, in the order Xcode writes them: an element with every attribute set,
  /// quoted in the public code index (index id 16129360181), lists autocapitalizationType,
  /// autocorrectionType, spellCheckingType, keyboardType, keyboardAppearance, returnKeyType,
  /// enablesReturnKeyAutomatically, secureTextEntry, smartDashesType, smartInsertDeleteType,
  /// smartQuotesType, textContentType.
  ///
  /// `inlinePredictionType` (iOS 17), `writingToolsBehavior` and `mathExpressionCompletionType`
  /// (iOS 18) were not seen; their spelling and place follow the pattern of the other iOS 11+
  /// enumerations (inferred).
  static let all: [InterfaceBuilderSpelling] = [
    // IB's default capitalization is None: the corpus has `autocapitalizationType="sentences"`
    // written out (docs/sources.md#trait-enum-raw-values) and never `none`, so an omitted attribute
    // means `.none`.
    .enumeration("autocapitalizationType", \.autocapitalizationType, omitted: .none),
    .enumeration("autocorrectionType", \.autocorrectionType, omitted: .default),
    .enumeration("spellCheckingType", \.spellCheckingType, omitted: .default),
    .enumeration(
      "keyboardType", \.keyboardType, omitted: .default,
      written: [.asciiCapable: "alphabet", .asciiCapableNumberPad: "ASCIICapableNumberPad"]),
    .enumeration(
      "keyboardAppearance", \.keyboardAppearance, omitted: .default, written: [.dark: "alert"]),
    .enumeration("returnKeyType", \.returnKeyType, omitted: .default),
    .boolean(
      "enablesReturnKeyAutomatically", trait: "enablesReturnKeyAutomatically",
      \.enablesReturnKeyAutomatically),
    .boolean("secureTextEntry", trait: "isSecureTextEntry", \.isSecureTextEntry),
    .enumeration("smartDashesType", \.smartDashesType, omitted: .default),
    .enumeration("smartInsertDeleteType", \.smartInsertDeleteType, omitted: .default),
    .enumeration("smartQuotesType", \.smartQuotesType, omitted: .default),
    .enumeration("inlinePredictionType", \.inlinePredictionType, omitted: .default),
    .enumeration("writingToolsBehavior", \.writingToolsBehavior, omitted: .default),
    .enumeration(
      "mathExpressionCompletionType", \.mathExpressionCompletionType, omitted: .default),
    Self(
      attribute: "textContentType", trait: "textContentType",
      write: { $0.textContentType?.rawValue },
      read: { text, traits in
        guard let value = TextContentType(name: text) else { return false }
        traits.textContentType = value
        return true
      },
      validValues: TextContentType.allKnown.map(\.rawValue)),
  ]

  /// The spellings by attribute name.
  static let byAttribute: [String: InterfaceBuilderSpelling] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.attribute, $0) })
}
