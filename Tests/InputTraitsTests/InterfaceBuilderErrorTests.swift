import InputTraits
import Testing

/// Bad Interface Builder input: messages verbatim.
struct InterfaceBuilderErrorTests {
  static func message(_ body: () throws -> TextInputTraits) -> String {
    TraitJSONErrorTests.message(body)
  }

  @Test func unknownAttributeIsNamed() {
    #expect(
      Self.message { try TextInputTraits(interfaceBuilderAttributes: ["keybordType": "URL"]) }
        == "textInputTraits: unknown attribute 'keybordType'; did you mean 'keyboardType'? "
        + "(valid: key, autocapitalizationType, autocorrectionType, spellCheckingType, "
        + "keyboardType, keyboardAppearance, returnKeyType, enablesReturnKeyAutomatically, "
        + "secureTextEntry, smartDashesType, smartInsertDeleteType, smartQuotesType, "
        + "inlinePredictionType, writingToolsBehavior, mathExpressionCompletionType, "
        + "textContentType)")
  }

  @Test func unknownValueListsIBSpellings() {
    #expect(
      Self.message {
        try TextInputTraits(
          interfaceBuilderAttributes: ["keyboardType": "emial"], source: "Main.storyboard")
      }
        == "Main.storyboard: unknown keyboardType 'emial'; did you mean 'emailAddress'? "
        + "(valid: default, alphabet, numbersAndPunctuation, URL, numberPad, phonePad, "
        + "namePhonePad, emailAddress, decimalPad, twitter, webSearch, ASCIICapableNumberPad, "
        + "asciiCapable, asciiCapableNumberPad)")
    #expect(
      Self.message {
        try TextInputTraits(interfaceBuilderAttributes: ["keyboardAppearance": "dim"])
      }
        == "textInputTraits: unknown keyboardAppearance 'dim' (valid: default, alert, light, dark)")
    #expect(
      Self.message { try TextInputTraits(interfaceBuilderAttributes: ["secureTextEntry": "yes"]) }
        == "textInputTraits: unknown secureTextEntry 'yes'; did you mean 'YES'? (valid: YES, NO)")
  }

  @Test func wrongKeyIsAnError() {
    #expect(
      Self.message { try TextInputTraits(interfaceBuilderAttributes: ["key": "traits"]) }
        == "textInputTraits: attribute key is 'traits', expected 'textInputTraits'")
  }
}
