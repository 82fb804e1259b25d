import ArgumentParser
import Diagnostics
import Foundation
import InputTraits
import JSONCoding
import KeyboardModel
import Simulation
import TraitCoverage

/// `kbsim type`: a simulated person types text into a field with some traits on the virtual
/// iOS keyboard; prints what the field commits.
struct TypeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "type",
    abstract: "Type text into a field with the given traits on the virtual iOS keyboard.",
    discussion: """
      The person taps the key of each character on the current plane (plane switches and shift \
      taps count); the field applies auto-shift, smart quotes and dashes, the "." shortcut, \
      secure entry and the return key as iOS does, and refuses characters the keyboard type \
      lacks. A newline is the return key: the return action in a text field, a line break with \
      --multiline. See docs/typing.md.

      --mode natural (default): shift only for capitals the keyboard is not already giving; shows \
      what the traits do to the text. --mode exact: whatever it takes to commit exactly TEXT; \
      extraTaps counts the taps the traits cost.

      Autocorrection and spell checking follow the resolved autocorrectionType and \
      spellCheckingType (docs/autocorrection.md): hunspell decides what is misspelled, the \
      keyboard's geometry and word commonness rank the candidates. --typos RATE makes the person \
      miss keys (neighbours, omissions, swaps, extra keys), the same typos for the same --seed.

      --format text prints the committed text (lint findings, refused characters, corrections, \
      misspellings and typos go to stderr); json prints {"committed", "displayed", "taps", \
      "extraTaps", "refused", "returnKey", "corrections", "misspelled", "lint"} (and "typos" \
      with --typos); jsonl prints one event per line.

      With --taps, TEXT is a list of key taps instead: a keysym name (a, at, period), a key \
      label (123, ABC, #+=, space, .com), shift, backspace, return, or BASE>ALTERNATE for a long \
      press (e>eacute, e>é).

      --svg FILE also draws the keyboard's current plane with the keys tapped (and how often) \
      into FILE, listing the taps on other planes below it.

      Examples:
      kbsim type --keyboard-type emailAddress john@example.com
      kbsim type --secure --format json 'Tr0ub4dor&3'
      kbsim type --keyboard-type decimalPad --layout de 12,50
      kbsim type --mode exact --format json "don't"
      kbsim type --taps h i 123 1 space 'e>eacute'
      kbsim type --keyboard-type emailAddress --svg keys.svg jane@example.com
      kbsim type --keyboard-type emailAddress --field email \\
        --record traits.jsonl jane@example.com
      kbsim type --format json "teh quick brwon fox "
      kbsim type --autocorrection no --spell-checking yes "teh cat "
      kbsim type --typos 0.05 --seed 7 "the quick brown fox jumps over the lazy dog "
      """)

  @OptionGroup var keyboard: KeyboardLayoutOptions

  @OptionGroup var traitOptions: TraitOptions

  @OptionGroup var idiom: IdiomOption

  @Flag(help: "Type on a hardware keyboard: any character the layout has, into any field.")
  var hardwareKeyboard = false

  @Flag(help: "A UITextView: newline commits a line break (default: a text field's return action).")
  var multiline = false

  @Option(help: "natural (default) or exact.")
  var mode: TypeMode = .natural

  @OptionGroup var formatOption: FormatOption<TextJSONOrJSONL>

  @Flag(help: "TEXT is a list of key taps, not intended text.")
  var taps = false

  @Option(help: "Also draw the keyboard's current plane, with the keys tapped, into this SVG file.")
  var svg: String?

  @OptionGroup var recording: RecordOption

  @Option(help: "The field's name: which field of a --traits form to type into, and for --record.")
  var field: String?

  @OptionGroup var spelling: SpellingOptions

  @Option(
    parsing: .unconditional, help: "The share of letters the person mistypes, 0…1 (default: none).")
  var typos: Double?

  @Option(parsing: .unconditional, help: "The seed of the typing person's typos.")
  var seed: UInt64 = 0

  @Option(help: "What undoes a correction: revertOnBackspace, offerOriginal, underlineTapToRevert.")
  var correctionUndo: CorrectionUndoArgument = .revertOnBackspace

  @Argument(help: "The text to type; - (or no text) reads it from standard input.")
  var text: [String] = []

  /// The most text `kbsim type` reads from standard input: 256 MiB, the limit of every JSON
  /// input (docs/limits.md).
  static let maximumTextBytes = JSONLimits.default.maximumBytes

  func run() throws {
    let output = OutputSpool()
    let run = try simulate(into: output)
    try recording.append([TraitRecord(traits: run.traits, source: .type, field: field)])
    // Standard output first, so the committed text comes before the notes on a shared terminal.
    try output.commit()
    if !run.stderr.isEmpty { FileHandle.standardError.write(Data(run.stderr.utf8)) }
  }

  /// Parses the input, types it and writes the output into `output`.
  ///
  /// jsonl is written as it is made, so a long text's events never pile up in memory. Returns
  /// the notes for standard error; every bad input is a `CLIError`.
  func simulate(into output: OutputSpool) throws -> (stderr: String, traits: TextInputTraits) {
    if let typos, !(typos >= 0 && typos <= 1) {
      throw CLIError("--typos must be between 0 and 1, not \(typos)")
    }
    let intended = try readText()
    let traits = try traitOptions.resolve(field: field)
    let format = formatOption.format
    let engine: TypingEngine
    do {
      engine = try session().engine(for: traits) {
        $0.recordsEvents = format == .jsonl || svg != nil
      }
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    // Events stream into the output as they are made; --svg keeps the taps it draws.
    var drawnTaps: [TypingEvent] = []
    let stream = { (batch: [TypingEvent]) in
      if format == .jsonl {
        for event in batch {
          output.write(event.jsonLine)
          output.write("\n")
        }
      }
      if svg != nil {
        drawnTaps += batch.filter {
          if case .tap = $0 { return true }
          return false
        }
      }
    }
    if taps {
      do {
        try engine.tap(tokens: intended, draining: stream)
      } catch {
        throw CLIError(wrapping: error, code: .usage)
      }
    } else if format == .jsonl || svg != nil {
      engine.type(intended, draining: stream)
    } else {
      engine.type(intended)
    }
    if let svg {
      let picture = KeyboardSVG.render(
        keyboard: engine.keyboard, plane: engine.currentPlane, events: drawnTaps,
        committed: engine.displayedText)
      try AtomicFile.write(picture, to: svg)
    }
    let linter = TraitLinter.correcting(options: ResolutionOptions(idiom: idiom.value))
    let report = TypingReport(
      engine: engine, lint: linter.lint(traits), typos: typos != nil ? engine.typos : nil)
    switch format {
    case .text:
      output.write(engine.committedText)
      output.write("\n")
      return (report.notes, traits)
    case .json:
      output.write(report.json)
      return ("", traits)
    case .jsonl:
      return ("", traits)
    }
  }

  /// The typing session the options describe: the layout, the idiom, how the person types and
  /// the dictionary.
  private func session() throws -> TypingSession {
    var options = TypingOptions()
    options.mode = mode == .exact ? .exact : .natural
    options.isMultiline = multiline
    options.usesHardwareKeyboard = hardwareKeyboard
    options.correctionUndo = correctionUndo.value
    if let typos, typos > 0 { options.typos = TypoModel(rate: typos, seed: seed) }
    return try TypingSession(
      layout: keyboard.layout, idiom: idiom.value, options: options,
      correction: try spelling.correction(), layoutsDirectory: keyboard.layouts.url)
  }

  /// TEXT: the arguments joined by spaces, or standard input for `-` or no TEXT (at most
  /// ``maximumTextBytes``, checked for UTF-8).
  private func readText() throws -> String {
    if text.count > 1, text.contains("-") {
      throw CLIError(
        "- reads the text from standard input and cannot be combined with other text "
          + "(got \(text.map { quoted($0) }.joined(separator: " ")))")
    }
    if text.isEmpty || text == ["-"] {
      do {
        return try InputFile.read("-", limit: Self.maximumTextBytes).text()
      } catch {
        throw CLIError(wrapping: error, code: .badInput)
      }
    }
    return text.joined(separator: " ")
  }
}

/// `--correction-undo`.
enum CorrectionUndoArgument: String, ExpressibleByArgument, CaseIterable {
  case revertOnBackspace, offerOriginal, underlineTapToRevert

  var value: TypingOptions.CorrectionUndo {
    switch self {
    case .revertOnBackspace: .revertOnBackspace
    case .offerOriginal: .offerOriginal
    case .underlineTapToRevert: .underlineTapToRevert
    }
  }
}

/// `--mode natural|exact`.
enum TypeMode: String, ExpressibleByArgument, CaseIterable {
  case natural, exact
}
