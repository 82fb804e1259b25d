import InputTraits
import JSONCoding
import Testing

/// Bad-input messages, verbatim.
struct TraitJSONErrorTests {
  static let keyboardTypes =
    "default, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, "
    + "emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad, alphabet"

  @Test func unknownValueListsTheValidOnes() {
    #expect(throws: JSONError.self) { try TextInputTraits(json: #"{"keyboardType":"emial"}"#) }
    let message = Self.message { try TextInputTraits(json: #"{"keyboardType":"emial"}"#) }
    #expect(
      message
        == "traits:1:17: at keyboardType: unknown keyboardType 'emial'; did you mean 'emailAddress'? "
        + "(valid: \(Self.keyboardTypes))")
  }

  @Test func unknownTraitNamesTheValidOnes() {
    let message = Self.message { try TextInputTraits(json: #"{"keyboardTyp":"default"}"#) }
    #expect(
      message
        == "traits:1:2: at keyboardTyp: unknown trait 'keyboardTyp'; did you mean 'keyboardType'? "
        + "(valid: keyboardType, autocapitalizationType, autocorrectionType, spellCheckingType, "
        + "smartQuotesType, smartDashesType, smartInsertDeleteType, inlinePredictionType, "
        + "writingToolsBehavior, mathExpressionCompletionType, "
        + "keyboardAppearance, returnKeyType, enablesReturnKeyAutomatically, isSecureTextEntry, "
        + "textContentType, passwordRules)")
  }

  @Test func wrongTypeNamesTheExpectedOne() {
    #expect(
      Self.message { try TextInputTraits(json: #"{"isSecureTextEntry":"yes"}"#) }
        == "traits:1:22: at isSecureTextEntry: expected a boolean, found a string")
    #expect(
      Self.message { try TextInputTraits(json: #"{"keyboardType":true}"#) }
        == "traits:1:17: at keyboardType: expected a string, found a boolean")
    #expect(
      Self.message { try TextInputTraits(json: #"["default"]"#) }
        == "traits:1:1: expected an object, found an array")
  }

  @Test func rawValueOutOfRange() {
    #expect(
      Self.message { try TextInputTraits(json: #"{"returnKeyType":12}"#) }
        == "traits:1:18: at returnKeyType: unknown returnKeyType raw value 12 (valid: 0...11, or a "
        + "name: default, go, google, join, next, route, search, send, yahoo, done, "
        + "emergencyCall, continue)")
  }

  @Test func malformedJSONGivesLineAndColumn() {
    #expect(
      Self.message { try TextInputTraits(json: "{\n  \"keyboardType\": \"URL\",\n}") }
        == "traits:3:1: malformed JSON: expected a string key")
  }

  @Test func unknownContentTypeSuggestsTheClosest() {
    let message = Self.message { try TextInputTraits(json: #"{"textContentType":"onetimecode"}"#) }
    #expect(
      message.hasPrefix(
        "traits:1:20: at textContentType: unknown textContentType 'onetimecode'; did you mean "
          + "'oneTimeCode'? (valid: name, namePrefix, givenName,"))
  }

  static func message(_ body: () throws -> TextInputTraits) -> String {
    do {
      _ = try body()
      return "no error"
    } catch let error as JSONError {
      return error.message
    } catch let error as TraitError {
      return error.message
    } catch {
      return "neither a JSONError nor a TraitError: \(error)"
    }
  }
}
