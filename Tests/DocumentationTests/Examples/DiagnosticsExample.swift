import Diagnostics
import InputTraits
import Testing

struct DidYouMeanTests {
  @Test func aTypoGetsTheNearestValidName() {
    let hint = Suggestion(for: "iphone15", among: ["iphone-5", "iphone-15", "ipad-pro-11"])
    #expect(hint?.candidate == "iphone-15")
    #expect(hint?.clause == "; did you mean 'iphone-15'?")
    #expect(Suggestion(for: "watch", among: ["iphone-5", "iphone-15"]) == nil)
  }

  @Test func errorsCarryTheSuggestionAsAValue() {
    #expect {
      try KeyboardType.parse("emial", at: "--keyboard-type")
    } throws: { error in
      let error = error as? TraitError
      return error?.code == .unknownValue && error?.suggestion?.candidate == "emailAddress"
    }
  }
}
