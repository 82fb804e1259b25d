package import InputTraits

/// How code spells traits and their values: the Swift and Objective-C property names, UIKit's
/// Swift enumeration types, and the Objective-C constants (`UIKeyboardTypeEmailAddress`).
///
/// ```swift
/// TraitVocabulary.trait(forProperty: "secureTextEntry")  // "isSecureTextEntry"
/// TraitVocabulary.enumValue(trait: "keyboardType", member: "emailAddress")
/// // TraitChange keyboardType = emailAddress
/// TraitVocabulary.objCConstant("UIReturnKeyNext")?.description  // "returnKeyType = next"
/// ```
package enum TraitVocabulary {
  /// One enumerated trait: its name, UIKit's Swift type and Objective-C constant prefix.
  struct EnumTrait: Sendable {
    let trait: String
    let swiftType: String
    let objCPrefix: String
    let caseNames: [String]
    let aliases: [String: String]

    init<T: TraitEnum>(_ type: T.Type, swiftType: String, objCPrefix: String) {
      trait = T.traitName
      self.swiftType = swiftType
      self.objCPrefix = objCPrefix
      caseNames = T.allCases.map(\.name)
      aliases = T.aliases.mapValues(\.name)
    }

    /// The case name for a Swift member name (exact) or an alias (its case's name).
    func value(member: String) -> String? {
      if caseNames.contains(member) { return member }
      return aliases[member]
    }
  }

  static let enumTraits: [EnumTrait] = [
    EnumTrait(KeyboardType.self, swiftType: "UIKeyboardType", objCPrefix: "UIKeyboardType"),
    EnumTrait(
      AutocapitalizationType.self, swiftType: "UITextAutocapitalizationType",
      objCPrefix: "UITextAutocapitalizationType"),
    EnumTrait(
      AutocorrectionType.self, swiftType: "UITextAutocorrectionType",
      objCPrefix: "UITextAutocorrectionType"),
    EnumTrait(
      SpellCheckingType.self, swiftType: "UITextSpellCheckingType",
      objCPrefix: "UITextSpellCheckingType"),
    EnumTrait(
      SmartQuotesType.self, swiftType: "UITextSmartQuotesType",
      objCPrefix: "UITextSmartQuotesType"),
    EnumTrait(
      SmartDashesType.self, swiftType: "UITextSmartDashesType",
      objCPrefix: "UITextSmartDashesType"),
    EnumTrait(
      SmartInsertDeleteType.self, swiftType: "UITextSmartInsertDeleteType",
      objCPrefix: "UITextSmartInsertDeleteType"),
    EnumTrait(
      InlinePredictionType.self, swiftType: "UITextInlinePredictionType",
      objCPrefix: "UITextInlinePredictionType"),
    EnumTrait(
      WritingToolsBehavior.self, swiftType: "UIWritingToolsBehavior",
      objCPrefix: "UIWritingToolsBehavior"),
    EnumTrait(
      MathExpressionCompletionType.self, swiftType: "UITextMathExpressionCompletionType",
      objCPrefix: "UITextMathExpressionCompletionType"),
    EnumTrait(
      KeyboardAppearance.self, swiftType: "UIKeyboardAppearance",
      objCPrefix: "UIKeyboardAppearance"),
    EnumTrait(ReturnKeyType.self, swiftType: "UIReturnKeyType", objCPrefix: "UIReturnKey"),
  ]

  private static let enumTraitsByName: [String: EnumTrait] = Dictionary(
    uniqueKeysWithValues: enumTraits.map { ($0.trait, $0) })

  /// Every trait property code can assign, by its Swift name.
  package static let swiftProperties: Set<String> = Set(DeclaredTraits.traitOrder)

  /// The trait a Swift or Objective-C property name sets, or nil: Objective-C spells
  /// `secureTextEntry` without `is`.
  package static func trait(forProperty name: String) -> String? {
    if name == "secureTextEntry" { return "isSecureTextEntry" }
    return swiftProperties.contains(name) ? name : nil
  }

  /// The trait an Objective-C setter selector piece sets: `setKeyboardType` → `keyboardType`.
  package static func trait(forSetter selector: String) -> String? {
    guard selector.hasPrefix("set"), selector.count > 3 else { return nil }
    let rest = selector.dropFirst(3)
    guard let first = rest.first, first.isUppercase else { return nil }
    return trait(forProperty: first.lowercased() + rest.dropFirst())
  }

  /// Whether `trait` holds an enumeration (not a Boolean, content type or password rules).
  static func isEnumerated(_ trait: String) -> Bool { enumTraitsByName[trait] != nil }

  /// Whether `trait` is a Boolean trait.
  static func isBoolean(_ trait: String) -> Bool {
    trait == "isSecureTextEntry" || trait == "enablesReturnKeyAutomatically"
  }

  /// UIKit's Swift type of an enumerated trait, such as `UIKeyboardType`.
  static func swiftType(of trait: String) -> String? { enumTraitsByName[trait]?.swiftType }

  /// The change for a Swift member name of an enumerated trait (`emailAddress`, `alphabet`), or
  /// nil when the member is no case of the trait's enumeration.
  package static func enumValue(trait: String, member: String) -> TraitChange? {
    guard let entry = enumTraitsByName[trait], let name = entry.value(member: member) else {
      return nil
    }
    return TraitChange(trait: trait, value: .name(name))
  }

  /// The change a content-type member or raw string stands for, or nil when it is none of
  /// UIKit's constants.
  package static func contentType(_ member: String) -> TraitChange? {
    guard let value = TextContentType(name: member) else { return nil }
    return .textContentType(value)
  }

  /// The deprecated alias spellings in code and their replacements: `alphabet` → `asciiCapable`,
  /// `alert` → `dark`.
  package static let deprecatedMembers: [String: String] = [
    "alphabet": "asciiCapable", "alert": "dark",
  ]

  /// The change an Objective-C constant stands for (`UIKeyboardTypeEmailAddress`,
  /// `UIReturnKeyNext`, `UITextContentTypeOneTimeCode`), or nil.
  package static func objCConstant(_ name: String) -> TraitChange? {
    if name.hasPrefix("UITextContentType") {
      let member = name.dropFirst("UITextContentType".count)
      guard let first = member.first else { return nil }
      let lowered = first.lowercased() + member.dropFirst()
      let match = TextContentType.catalog.first {
        $0.name == lowered || $0.name.lowercased() == member.lowercased()
      }
      return match.map { .textContentType($0.value) }
    }
    for entry in enumTraits where name.hasPrefix(entry.objCPrefix) {
      let member = name.dropFirst(entry.objCPrefix.count).lowercased()
      // The whole suffix must name a case: `UIKeyboardAppearanceDark` is not a keyboard type.
      if let match = (entry.caseNames + entry.aliases.keys).first(where: {
        $0.lowercased() == member
      }), let name = entry.value(member: match) {
        return TraitChange(trait: entry.trait, value: .name(name))
      }
    }
    return nil
  }

  /// The deprecated Objective-C constants and their replacements.
  package static let deprecatedObjCConstants: [String: String] = [
    "UIKeyboardTypeAlphabet": "UIKeyboardTypeASCIICapable",
    "UIKeyboardAppearanceAlert": "UIKeyboardAppearanceDark",
  ]
}
