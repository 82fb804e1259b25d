import ArgumentParser
import Foundation
import JSONCoding
import KeyboardModel
import Simulation
import TraitCoverage

/// `kbsim coverage run`: types one text into every configuration of a plan.
struct CoverageRunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Type a text into every configuration of a plan and group the rows by result.",
    discussion: """
      Types TEXT as `kbsim type` does (the same keyboards, autocorrection and spell checking as \
      each row's resolved traits call for) into a field with each row's traits and \
      prints the committed texts, each with its rows and the trait values those rows share that \
      the other rows do not: which trait combinations change the text.

      --format text (grouped), json (the groups), jsonl (one line per row).

      Examples:
      kbsim coverage plan --model core8 > plan.jsonl
      kbsim coverage run plan.jsonl --text "jane@example.com"
      kbsim coverage run plan.jsonl --text "Don't -- wait..." --format json
      """)

  @Argument(
    help: ArgumentHelp(
      "A plan (JSON Lines, as `kbsim coverage plan` writes it).", valueName: "plan.jsonl"))
  var plan: String

  @Option(help: "The text to type into every row's field.")
  var text: String

  @OptionGroup var keyboard: KeyboardLayoutOptions

  @OptionGroup var idiom: IdiomOption

  @Option(help: "natural (default) or exact.")
  var mode: TypeMode = .natural

  @Flag(help: "Type on a hardware keyboard.")
  var hardwareKeyboard = false

  @Flag(help: "A UITextView: newline commits a line break.")
  var multiline = false

  @OptionGroup var spelling: SpellingOptions

  @OptionGroup var formatOption: FormatOption<TextJSONOrJSONL>

  func run() throws {
    let run: PlanRun
    do {
      let file = try PlanFile(contentsOf: plan)
      var options = TypingOptions()
      options.mode = mode == .exact ? .exact : .natural
      options.isMultiline = multiline
      options.usesHardwareKeyboard = hardwareKeyboard
      let session = try TypingSession(
        layout: keyboard.layout, idiom: idiom.value, options: options,
        correction: try spelling.correction(), layoutsDirectory: keyboard.layouts.url)
      run = try PlanRun(typing: text, into: file, session: session)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let rendered: String
    switch formatOption.format {
    case .text: rendered = run.rendered()
    case .json: rendered = JSONWriter.pretty(run.json, style: .inlineLeaves) + "\n"
    case .jsonl: rendered = run.jsonLines()
    }
    try AtomicOutput.emit(rendered, to: nil)
  }
}
