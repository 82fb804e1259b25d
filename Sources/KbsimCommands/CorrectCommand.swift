import ArgumentParser
import Autocorrection
import Foundation
import JSONCoding
import KeyboardModel

/// `kbsim correct WORD…`: the autocorrector's verdict and ranked candidates for each word.
struct CorrectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "correct",
    abstract: "Show the autocorrector's ranked candidates for words, with their scores.",
    discussion: """
      For each WORD: whether it is correct, what the contraction table makes of it, and for a \
      misspelling the candidates best first, each with its score (natural log) = channel (how \
      likely a thumb on the layout's letters plane makes this typo of it) + prior (how common \
      the word is: its SCOWL size for English; 0 for every word of a list without sizes, as \
      German's and French's) and the edit that explains it. The model and its constants are in docs/autocorrection.md.

      Examples:
        kbsim correct teh brwon jdoe
        kbsim correct --layout de --limit 3 Mädhcen
        kbsim correct --format json dont
      """)

  @Option(help: "xkb layout of the letters plane, e.g. us, de, fr.")
  var layout = "us"

  @OptionGroup var spelling: SpellingOptions

  @Option(help: "The most candidates per word.")
  var limit = 5

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  @Argument(help: "The words.")
  var words: [String]

  func run() throws {
    guard limit > 0 else { throw CLIError("--limit must be positive, not \(limit)") }
    let keyboard: VirtualKeyboard
    do {
      let catalog = try KeyboardCatalog()
      try catalog.checkLayout(layout)
      keyboard = try catalog.keyboard(for: .default, idiom: .phone, layout: layout)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let corrector = try spelling.corrector(keyboard: keyboard, layout: layout)
    var lines: [String] = []
    var objects: [JSONValue] = []
    for word in words {
      let review = corrector.review(
        WordBoundary(
          word: word, terminator: " ", isAutocorrectionEnabled: true, isSpellCheckingEnabled: true))
      let known = corrector.isKnown(word)
      let candidates = known ? [] : corrector.candidates(for: word, limit: limit)
      let verdict =
        review.kind == .contraction && review.replacement != nil
        ? "contraction → \(review.replacement ?? "")"
        : known
          ? "correct" : review.replacement.map { "misspelled, corrected to \($0)" } ?? "misspelled"
      lines.append("\(word): \(known || review.kind == .contraction ? verdict : "misspelled")")
      let width = candidates.map(\.word.count).max() ?? 0
      for candidate in candidates {
        let padding = String(repeating: " ", count: max(0, width - candidate.word.count))
        lines.append(
          "  \(candidate.word)\(padding)  \(fixed(candidate.score, 2))  "
            + "(\(candidate.edit); channel \(fixed(candidate.channel, 2)), "
            + "prior \(fixed(candidate.prior, 2))"
            + (candidate.level.map { ", SCOWL \($0)" } ?? "") + ")")
      }
      objects.append([
        "word": .string(word),
        "correct": .bool(known),
        "replacement": review.replacement.map { JSONValue.string($0) } ?? .null,
        "kind": review.replacement == nil ? .null : .string(review.kind.rawValue),
        "candidates": .array(
          JSONArray(
            candidates.map { candidate in
              [
                "word": .string(candidate.word), "score": .number(candidate.score),
                "channel": .number(candidate.channel), "prior": .number(candidate.prior),
                "edit": .string(candidate.edit.kind),
                "level": candidate.level.map { JSONValue.number(Int($0)) } ?? .null,
              ] as JSONValue
            })),
      ])
    }
    if format == .json {
      print(JSONWriter.line(.array(JSONArray(objects))))
    } else {
      print(lines.joined(separator: "\n"))
    }
  }
}
