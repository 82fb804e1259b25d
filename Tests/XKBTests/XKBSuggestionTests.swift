import Testing
import XKB

struct XKBSuggestionTests {
  /// AD01, AD10, AD11 and AD12 are all one edit from AD1: the smallest wins, whatever the order.
  @Test func tiesGoToTheSmallestCandidate() {
    for _ in 0..<20 {
      let candidates = Set(["AD12", "AD11", "AD10", "AD01", "AC01"].shuffled())
      #expect(candidates.nearest(to: "AD1") == "AD01")
    }
  }
}
