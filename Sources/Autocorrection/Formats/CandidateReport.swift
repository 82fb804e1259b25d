import Foundation
package import JSONCoding
package import KeyboardModel

/// What the corrector makes of words, as `kbsim correct` prints it: for each word whether it is
/// correct, what the contraction table makes of it, and for a misspelling the ranked candidates
/// with their scores (docs/autocorrection.md explains the model).
///
/// ```swift
/// let report = CandidateReport(corrector: corrector, words: ["teh", "dont"], limit: 5)
/// print(report.text)
/// ```
package struct CandidateReport {
  /// One word's verdict and candidates.
  package struct Word {
    package var word: String
    package var review: WordReview
    package var isKnown: Bool
    package var candidates: [RankedCandidate]
  }

  /// The words in order.
  package var words: [Word]

  /// Reviews each of `words` at a space with autocorrection and spell checking on, and ranks up
  /// to `limit` candidates for each misspelling.
  package init(corrector: Autocorrector, words: [String], limit: Int) {
    self.words = words.map { word in
      let review = corrector.review(
        WordBoundary(
          word: word, terminator: " ", isAutocorrectionEnabled: true, isSpellCheckingEnabled: true))
      let known = corrector.isKnown(word)
      return Word(
        word: word, review: review, isKnown: known,
        candidates: known ? [] : corrector.candidates(for: word, limit: limit))
    }
  }

  /// `WORD: verdict`, then one line per candidate with its score, edit, channel and prior.
  package var text: String {
    var lines: [String] = []
    for entry in words {
      let review = entry.review
      let verdict =
        review.kind == .contraction && review.replacement != nil
        ? "contraction → \(review.replacement ?? "")"
        : entry.isKnown
          ? "correct" : review.replacement.map { "misspelled, corrected to \($0)" } ?? "misspelled"
      lines.append(
        "\(entry.word): \(entry.isKnown || review.kind == .contraction ? verdict : "misspelled")")
      let width = entry.candidates.map(\.word.count).max() ?? 0
      for candidate in entry.candidates {
        let padding = String(repeating: " ", count: max(0, width - candidate.word.count))
        lines.append(
          "  \(candidate.word)\(padding)  \(Self.fixed(candidate.score))  "
            + "(\(candidate.edit); channel \(Self.fixed(candidate.channel)), "
            + "prior \(Self.fixed(candidate.prior))"
            + (candidate.level.map { ", SCOWL \($0)" } ?? "") + ")")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One JSON array, an object per word.
  package var json: JSONValue {
    .array(
      JSONArray(
        words.map { entry in
          let review = entry.review
          return [
            "word": .string(entry.word),
            "correct": .bool(entry.isKnown),
            "replacement": review.replacement.map { JSONValue.string($0) } ?? .null,
            "kind": review.replacement == nil ? .null : .string(review.kind.rawValue),
            "candidates": .array(
              JSONArray(
                entry.candidates.map { candidate in
                  [
                    "word": .string(candidate.word), "score": .number(candidate.score),
                    "channel": .number(candidate.channel), "prior": .number(candidate.prior),
                    "edit": .string(candidate.edit.kind),
                    "level": candidate.level.map { JSONValue.number(Int($0)) } ?? .null,
                  ] as JSONValue
                })),
          ] as JSONValue
        }))
  }

  private static func fixed(_ value: Double) -> String { String(format: "%.2f", value) }
}
