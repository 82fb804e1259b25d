import Foundation
import InputTraits
import Testing

struct TextInputTraitsCodableTests {
  @Test func missingKeysTakeUIKitDefaults() throws {
    let traits = try TextInputTraits(json: #"{"keyboardType":"emailAddress"}"#)
    #expect(traits.keyboardType == .emailAddress)
    #expect(traits.autocapitalizationType == .sentences)
    #expect(traits.returnKeyType == .default)
    #expect(traits.isSecureTextEntry == false)
  }

  @Test func unknownValueListsTheValidOnes() {
    do {
      _ = try TextInputTraits(json: #"{"keyboardType":"emial"}"#)
      Issue.record("decoding should fail")
    } catch {
      #expect(error.message.contains("unknown keyboardType 'emial'"))
      #expect(error.message.contains("valid: default, asciiCapable"))
    }
  }

  @Test func unknownTraitIsAnError() {
    do {
      _ = try TextInputTraits(json: #"{"keyboardTyp":"default"}"#)
      Issue.record("decoding should fail")
    } catch {
      #expect(error.message.contains("unknown trait 'keyboardTyp'; did you mean 'keyboardType'?"))
    }
  }

  @Test(arguments: KeyboardType.allCases)
  func keyboardTypeRoundTripsThroughJSON(_ type: KeyboardType) throws {
    var traits = TextInputTraits()
    traits.keyboardType = type
    let data = try JSONEncoder().encode(traits)
    #expect(try JSONDecoder().decode(TextInputTraits.self, from: data) == traits)
  }

  @Test func aliasesDecodeToTheirCase() throws {
    let traits = try TextInputTraits(
      json: #"{"keyboardType":"alphabet","keyboardAppearance":"alert"}"#)
    #expect(traits.keyboardType == .asciiCapable)
    #expect(traits.keyboardAppearance == .dark)
  }
}
