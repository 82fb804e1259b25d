import Autocorrection
import KeyboardModel
import TestSupport
import Testing

/// Typing with autocorrection on costs the same per character after a megabyte as after a word.
///
/// Even without spaces, twice the text is at most about twice the work. Work is counted (the
/// scalars the word boundaries look at, the corrector's lookups), never timed.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct LinearTimeTests {
  /// The English corrector, counting its work.
  final class CountingCorrector: TextCorrecting, @unchecked Sendable {
    // Safety: one engine on one thread uses it.
    let inner: Autocorrector
    var work = 0
    init(_ inner: Autocorrector) { self.inner = inner }
    func review(_ boundary: WordBoundary) -> WordReview { inner.review(boundary, work: &work) }
  }

  /// The work of typing `pattern` repeated to `bytes` bytes, then a space.
  static func work(_ pattern: String, bytes: Int) throws -> Int {
    let corrector = CountingCorrector(try CorrectorFixture.corrector())
    let engine = try CorrectorFixture.engine(corrector: corrector)
    let text = String(repeating: pattern, count: bytes / pattern.utf8.count) + " "
    engine.type(text)
    return engine.boundaryScanWork + corrector.work + text.unicodeScalars.count
  }

  /// Quote marks, apostrophes, words glued by punctuation, letters: runs without a space.
  static let patterns = ["'", "\"", "a'", "a.", "a,", "abc", "teh,", "’a", "(", "a\"b'", "x@y/"]

  @Test(arguments: patterns)
  func twiceTheTextWithoutSpacesIsTwiceTheWork(_ pattern: String) throws {
    let single = try Self.work(pattern, bytes: 8 << 10)
    let double = try Self.work(pattern, bytes: 16 << 10)
    #expect(Double(double) <= 2.2 * Double(single), "\(single) → \(double)")
  }

  /// Half a mebibyte and a mebibyte of quote marks and one-letter words between them (a word
  /// boundary every other character, each reviewed, in one token).
  @Test func aMebibyteWithoutSpacesIsTwiceHalfOfOne() throws {
    let half = try Self.work("a\"'", bytes: 512 << 10)
    let whole = try Self.work("a\"'", bytes: 1 << 20)
    #expect(Double(whole) <= 2.2 * Double(half), "\(half) → \(whole)")
  }
}
