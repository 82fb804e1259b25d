import InputTraits
import Testing
import TraitScan

/// `TextInputTraits(interfaceBuilderXML:)`, which moved here from `InputTraits` with the XML
/// parser: one `<textInputTraits>` element read from its text.
struct InterfaceBuilderXMLTests {
  @Test(arguments: InterfaceBuilderScannerTests.spellings)
  func everyIBSpellingRoundTripsThroughXML(attribute: String, value: String, declared: String)
    throws
  {
    let traits = try TextInputTraits(interfaceBuilderAttributes: [attribute: value])
    let xml = traits.interfaceBuilderElement.xml
    #expect(try TextInputTraits(interfaceBuilderXML: xml) == traits)
  }

  /// An element with every attribute set, as Xcode wrote it (quoted in a source comment in the
  /// public code index, index id 16129360181): it reads and writes back byte for byte.
  @Test func aFullXcodeElementRoundTripsExactly() throws {
    let xml =
      #"<textInputTraits key="textInputTraits" autocapitalizationType="sentences" autocorrectionType="no" spellCheckingType="yes" keyboardType="numbersAndPunctuation" keyboardAppearance="alert" returnKeyType="route" enablesReturnKeyAutomatically="YES" secureTextEntry="YES" smartDashesType="no" smartInsertDeleteType="yes" smartQuotesType="yes" textContentType="address-level2"/>"#
    let traits = try TextInputTraits(interfaceBuilderXML: xml)
    #expect(
      traits
        == TextInputTraits(
          keyboardType: .numbersAndPunctuation, autocapitalizationType: .sentences,
          autocorrectionType: .no, spellCheckingType: .yes, smartQuotesType: .yes,
          smartDashesType: .no, smartInsertDeleteType: .yes, keyboardAppearance: .dark,
          returnKeyType: .route, enablesReturnKeyAutomatically: true, isSecureTextEntry: true,
          textContentType: .addressCity))
    #expect(traits.interfaceBuilderElement.xml == xml)
  }

  @Test(arguments: [
    (
      #"<textInputTraits key="textInputTraits" keyboardType="URL""#,
      "textInputTraits:1:58: malformed XML: expected a space between attributes"
    ),
    (
      #"<textInputTraits keyboardType=URL/>"#,
      "textInputTraits:1:31: malformed XML: an attribute value is not quoted"
    ),
    (
      #"<textInputTraits key="a" key="b"/>"#,
      "textInputTraits:1:33: malformed XML: an attribute appears twice"
    ),
    (
      #"<textInputTraits></textInputTrait>"#,
      "textInputTraits:1:35: malformed XML: the closing tag does not match"
    ),
    ("", "textInputTraits:1:1: malformed XML: the input is empty"),
    (
      #"<textField key="textInputTraits"/>"#,
      "textInputTraits: expected a <textInputTraits> element, found <textField>"
    ),
    (
      #"<textInputTraits key="textInputTraits"><rules/></textInputTraits>"#,
      "textInputTraits: unexpected child element <rules> in <textInputTraits>"
    ),
    (
      #"<textInputTraits key="textInputTraits">YES</textInputTraits>"#,
      "textInputTraits: unexpected text 'YES' in <textInputTraits>"
    ),
  ])
  func malformedXMLIsOneLineWithItsPlace(xml: String, expected: String) {
    let error = Support.scanError { try TextInputTraits(interfaceBuilderXML: xml) }
    #expect(error?.code == .malformedXML)
    #expect(error?.message == expected)
  }

  @Test func anUnknownValueKeepsTheTraitErrorAsItsCause() {
    let error = Support.scanError {
      try TextInputTraits(
        interfaceBuilderXML: #"<textInputTraits key="textInputTraits" keyboardType="emial"/>"#)
    }
    #expect(error?.code == .invalidTrait)
    #expect((error?.underlying as? TraitError)?.code == .unknownValue)
  }
}
