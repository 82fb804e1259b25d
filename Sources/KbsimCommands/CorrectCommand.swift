import ArgumentParser
import Autocorrection
import JSONCoding
import Simulation

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

  @OptionGroup var keyboard: KeyboardLayoutOptions

  @OptionGroup var spelling: SpellingOptions

  @Option(parsing: .unconditional, help: "The most candidates per word.")
  var limit = 5

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  @Argument(help: "The words.")
  var words: [String]

  func run() throws {
    guard limit > 0 else { throw CLIError("--limit must be positive, not \(limit)") }
    let corrector: Autocorrector
    do {
      corrector = try TypingSession(
        layout: keyboard.layout, correction: try spelling.correction(), composeLocale: nil,
        layoutsDirectory: keyboard.layouts.url
      ).autocorrector()
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let report = CandidateReport(corrector: corrector, words: words, limit: limit)
    switch formatOption.format {
    case .json: print(JSONWriter.line(report.json))
    case .text: print(report.text)
    }
  }
}
