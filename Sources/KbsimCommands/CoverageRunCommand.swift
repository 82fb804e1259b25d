import ArgumentParser
import Foundation
import InputTraits
import JSONCoding
import KeyboardModel
import TraitCoverage
import XKB

/// `kbsim coverage run`: types one text into every configuration of a plan.
struct CoverageRunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Type a text into every configuration of a plan and group the rows by result.",
    discussion: """
      Types TEXT with the typing engine of `kbsim type` into a field with each row's traits and \
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

  @Option(help: "xkb layout of the letters plane, e.g. us, de, fr(azerty).")
  var layout = "us"

  @Option(help: "The device family: phone or pad (iPad has no number pads).")
  var idiom: LintIdiom = .phone

  @Option(help: "natural (default) or exact.")
  var mode: TypeMode = .natural

  @Flag(help: "Type on a hardware keyboard.")
  var hardwareKeyboard = false

  @Flag(help: "A UITextView: newline commits a line break.")
  var multiline = false

  @Option(help: "A layouts folder to use instead of the bundled one.")
  var layoutsDir: String?

  @Option(help: "Output format: text, json or jsonl.")
  var format: TextJSONOrJSONL = .text

  func run() throws {
    let file: PlanFile
    do {
      file = try PlanFile(contentsOf: plan)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let results = try typeRows(file)
    let output = CoverageRunOutput(file: file, text: text, results: results)
    let rendered: String
    switch format {
    case .text: rendered = output.rendered()
    case .json: rendered = JSONWriter.pretty(output.json, style: .inlineLeaves) + "\n"
    case .jsonl: rendered = output.jsonLines()
    }
    try AtomicOutput.emit(rendered, to: nil)
  }

  /// The result of typing TEXT into each row's field.
  private func typeRows(_ file: PlanFile) throws -> [TypingResult] {
    do {
      let compose = try ComposeTable(locale: ComposeTable.defaultLocale)
      let catalog = try KeyboardCatalog(
        layoutsDirectory: layoutsDir.map { URL(fileURLWithPath: $0) })
      try catalog.checkLayout(layout)
      var keyboards: [KeyboardType: VirtualKeyboard] = [:]
      var results: [TypingResult] = []
      for line in file.lines {
        let traits = line.traits
        let keyboard: VirtualKeyboard
        if let cached = keyboards[traits.keyboardType] {
          keyboard = cached
        } else {
          keyboard = try catalog.keyboard(
            for: traits.keyboardType, idiom: idiom.value, layout: layout)
          keyboards[traits.keyboardType] = keyboard
        }
        var options = TypingOptions()
        options.mode = mode == .exact ? .exact : .natural
        options.isMultiline = multiline
        options.usesHardwareKeyboard = hardwareKeyboard
        let engine = try TypingEngine(
          keyboard: keyboard, traits: traits, options: options, compose: compose)
        engine.type(text)
        results.append(engine.result)
      }
      return results
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
