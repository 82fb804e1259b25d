import InputTraits
import Testing

struct InterfaceBuilderTests {
  /// Every attribute spelling IB writes (docs/sources.md#interface-builder-spellings; observed or
  /// inferred there).
  static let spellings: [(attribute: String, value: String)] =
    [
      "alphabet", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
      "emailAddress", "decimalPad", "twitter", "webSearch", "ASCIICapableNumberPad",
    ].map { ("keyboardType", $0) }
    + ["words", "sentences", "allCharacters"].map { ("autocapitalizationType", $0) }
    + [
      "autocorrectionType", "spellCheckingType", "smartQuotesType", "smartDashesType",
      "smartInsertDeleteType", "inlinePredictionType", "mathExpressionCompletionType",
    ].flatMap { attribute in ["no", "yes"].map { (attribute, $0) } }
    + ["none", "complete", "limited"].map { ("writingToolsBehavior", $0) }
    + [("keyboardAppearance", "alert"), ("keyboardAppearance", "light")]
    + [
      "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
      "continue",
    ].map { ("returnKeyType", $0) }
    + [("enablesReturnKeyAutomatically", "YES"), ("secureTextEntry", "YES")]
    + Self.contentTypeRawStrings.map { ("textContentType", $0) }

  /// docs/sources.md#text-content-type-strings (iOS 10–12 from the on-device dump; iOS 15/17 as
  /// chosen in TextContentType).
  static let contentTypeRawStrings = [
    "name", "honorific-prefix", "given-name", "additional-name", "family-name",
    "honorific-suffix", "nickname", "organization-title", "organization", "location",
    "street-address", "address-line1", "address-line2", "address-level2", "address-level1",
    "address-level1+2", "address-level3", "country-name", "postal-code", "tel", "email", "url",
    "cc-number", "username", "password", "new-password", "one-time-code",
    "shipment-tracking-number", "flight-number", "date-time", "bday", "bday-day", "bday-month",
    "bday-year", "cc-csc", "cc-name", "cc-given-name", "cc-additional-name", "cc-family-name",
    "cc-exp", "cc-exp-month", "cc-exp-year", "cc-type", "esim-eid", "esim-imei",
  ]

  @Test func everyContentTypeHasAnIBSpelling() {
    #expect(Self.contentTypeRawStrings.count == 45)
    #expect(Set(TextContentType.allKnown.map(\.rawValue)) == Set(Self.contentTypeRawStrings))
  }

  @Test(arguments: Self.spellings)
  func everyIBSpellingRoundTrips(attribute: String, value: String) throws {
    let traits = try TextInputTraits(interfaceBuilderAttributes: [attribute: value])
    let element = traits.interfaceBuilderElement
    #expect(element.attributes == [.init(name: attribute, value: value)])
    #expect(element.xml == #"<textInputTraits key="textInputTraits" \#(attribute)="\#(value)"/>"#)
    #expect(try TextInputTraits(interfaceBuilderAttributes: element.dictionary) == traits)
  }

  @Test(arguments: TraitJSONTests.everyEnumCase.filter { $0.passwordRules == nil })
  func everyTraitValueRoundTripsThroughIB(_ traits: TextInputTraits) throws {
    let attributes = traits.interfaceBuilderElement.dictionary
    #expect(try TextInputTraits(interfaceBuilderAttributes: attributes) == traits)
  }

  @Test func anOmittedCapitalizationIsNone() throws {
    let traits = try TextInputTraits(interfaceBuilderAttributes: ["key": "textInputTraits"])
    #expect(traits == TextInputTraits(autocapitalizationType: .none))
    #expect(traits.interfaceBuilderElement.attributes.isEmpty)
    // UIKit's own default, .sentences, is written out.
    #expect(
      TextInputTraits().interfaceBuilderElement.xml
        == #"<textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>"#)
  }

  @Test func swiftNamesAndDefaultsAreAcceptedWhenReading() throws {
    let traits = try TextInputTraits(interfaceBuilderAttributes: [
      "key": "textInputTraits", "keyboardType": "asciiCapable", "keyboardAppearance": "dark",
      "autocapitalizationType": "none", "autocorrectionType": "default", "secureTextEntry": "NO",
      "textContentType": "birthdate",
    ])
    #expect(traits.keyboardType == .asciiCapable)
    #expect(traits.keyboardAppearance == .dark)
    #expect(traits.textContentType == .birthdate)
    #expect(
      traits.interfaceBuilderElement.xml
        == #"<textInputTraits key="textInputTraits" keyboardType="alphabet" keyboardAppearance="alert" textContentType="bday"/>"#
    )
  }

  @Test func passwordRulesIsReportedAsInexpressible() {
    let traits = TextInputTraits(
      autocapitalizationType: .none, isSecureTextEntry: true, passwordRules: "minlength: 12;")
    let element = traits.interfaceBuilderElement
    #expect(element.xml == #"<textInputTraits key="textInputTraits" secureTextEntry="YES"/>"#)
    #expect(
      element.inexpressible.map(\.description) == [
        "passwordRules = minlength: 12;: no Interface Builder attribute is known for it (docs/sources.md#password-rules)"
      ])
  }

  @Test func customContentTypesAreEscaped() throws {
    let traits = TextInputTraits(
      autocapitalizationType: .none, textContentType: TextContentType(rawValue: "a&b\"c"))
    #expect(
      traits.interfaceBuilderElement.xml
        == #"<textInputTraits key="textInputTraits" textContentType="a&amp;b&quot;c"/>"#)
  }
}
