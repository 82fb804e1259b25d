import Diagnostics
import Testing

struct SuggestionTests {
  /// AD01, AD10, AD11 and AD12 are all one edit from AD1: the smallest wins, whatever the order.
  @Test func tiesGoToTheSmallestCandidate() {
    for _ in 0..<20 {
      let candidates = Set(["AD12", "AD11", "AD10", "AD01", "AC01"].shuffled())
      #expect(Suggestion.closest(to: "AD1", among: candidates) == "AD01")
    }
  }

  static let cases: [(input: String, candidates: [String], expected: String?)] = [
    ("emial", ["default", "emailAddress", "URL"], "emailAddress"),
    ("iphone15", ["iphone-5", "iphone-15"], "iphone-15"),
    ("dee", ["us", "de", "fr"], "de"),
    ("fr(azrty)", ["fr(azerty)", "fr(bepo)"], "fr(azerty)"),
    ("compose:ralf", ["compose:ralt", "compose:lwin"], "compose:ralt"),
    ("zzzzzz", ["us", "de"], nil),
    // Two letters two edits from every two-letter layout are no typo of any.
    ("xx", ["af", "de", "fr", "us"], nil),
    // A prefix never ends inside a number: the model, not a screen class.
    ("iphone-99", ["iphone-11", "iphone-390x844"], "iphone-11"),
    ("canon", ["canonical", "legacy"], "canonical"),
  ]

  @Test(arguments: cases)
  func closestNameIsATypoAwayOrNothing(input: String, candidates: [String], expected: String?) {
    #expect(Suggestion.closest(to: input, among: candidates) == expected)
  }

  @Test func clauseQuotesTheCandidate() {
    let suggestion = Suggestion(for: "retrun", among: ["return", "next"])
    #expect(suggestion?.clause == "; did you mean 'return'?")
    #expect(Suggestion(for: "xyzzy", among: ["return"]) == nil)
  }

  @Test func editDistanceCountsScalars() {
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("é", "e") == 1)
  }

  @Test func aLanguageNameFindsItsLayout() {
    let layouts = [("fr", "French"), ("fr(azerty)", "French (AZERTY)"), ("us", "English (US)")]
    #expect(Suggestion(for: "french", describedBy: layouts)?.candidate == "fr")
    #expect(Suggestion(for: "English (US)", describedBy: layouts)?.candidate == "us")
    #expect(Suggestion(for: "german", describedBy: layouts) == nil)
  }
}
