import Diagnostics
import ArgumentParser
import Foundation
import InputTraits
import KeyboardModel
import TraitCoverage
import XKB

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

      --format text prints the committed text (lint findings and refused characters go to \
      stderr); json prints {"committed", "displayed", "taps", "extraTaps", "refused", \
      "returnKey", "lint"}; jsonl prints one event per line.

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
      kbsim type --keyboard-type emailAddress --field email --record traits.jsonl jane@example.com
      """)

  @Option(help: "xkb layout of the letters plane, e.g. us, de, fr(azerty).")
  var layout = "us"

  @OptionGroup var traitOptions: TraitOptions

  @Option(help: "The device family: phone or pad (iPad has no number pads).")
  var idiom: LintIdiom = .phone

  @Flag(help: "Type on a hardware keyboard: any character the layout has, into any field.")
  var hardwareKeyboard = false

  @Flag(help: "A UITextView: newline commits a line break (default: a text field's return action).")
  var multiline = false

  @Option(help: "natural (default) or exact.")
  var mode: TypeMode = .natural

  @Option(help: "Output format: text, json or jsonl.")
  var format: TextJSONOrJSONL = .text

  @Flag(help: "TEXT is a list of key taps, not intended text.")
  var taps = false

  @Option(help: "A layouts folder to use instead of the bundled one.")
  var layoutsDir: String?

  @Option(help: "Also draw the keyboard's current plane, with the keys tapped, into this SVG file.")
  var svg: String?

  @OptionGroup var recording: RecordOption

  @Option(help: "The field's name, for --record.")
  var field: String?

  @Argument(help: "The text to type; - reads it from standard input.")
  var text: [String]

  func run() throws {
    let run = try simulate()
    try recording.append([TraitRecord(traits: run.traits, source: .type, field: field)])
    // Unbuffered, so the committed text comes before the notes on a shared terminal or pipe.
    FileHandle.standardOutput.write(Data(run.stdout.utf8))
    if !run.stderr.isEmpty { FileHandle.standardError.write(Data(run.stderr.utf8)) }
  }

  /// Parses the input, types it and renders the output; every bad input is a `CLIError`.
  func simulate() throws -> (stdout: String, stderr: String, traits: TextInputTraits) {
    let intended = try readText()
    let traits = try traitOptions.resolve()
    let compose: ComposeTable
    do {
      compose = try ComposeTable(locale: "en_US.UTF-8")
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let engine: TypingEngine
    do {
      let catalog = try KeyboardCatalog(
        layoutsDirectory: layoutsDir.map { URL(fileURLWithPath: $0) })
      try catalog.checkLayout(layout)
      let keyboard = try catalog.keyboard(
        for: traits.keyboardType, idiom: idiom.value, layout: layout)
      var options = TypingOptions()
      options.mode = mode == .exact ? .exact : .natural
      options.isMultiline = multiline
      options.usesHardwareKeyboard = hardwareKeyboard
      options.recordsEvents = format == .jsonl || svg != nil
      engine = try TypingEngine(keyboard: keyboard, traits: traits, options: options, compose: compose)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    if taps {
      try TypeTaps.perform(intended, on: engine)
    } else {
      engine.type(intended)
    }
    if let svg {
      let picture = KeyboardSVG.render(
        keyboard: engine.keyboard, plane: engine.currentPlane, events: engine.events,
        committed: engine.displayedText)
      try AtomicFile.write(picture, to: svg)
    }
    let findings = TraitLinter(options: ResolutionOptions(idiom: idiom.value)).lint(traits)
    let output = TypeOutput(result: engine.result, events: engine.events, lint: findings)
    switch format {
    case .text: return (output.text, output.notes, traits)
    case .json: return (output.json, "", traits)
    case .jsonl: return (output.jsonl, "", traits)
    }
  }

  /// TEXT: the arguments joined by spaces, or standard input for `-` (checked for UTF-8).
  private func readText() throws -> String {
    if text == ["-"] {
      let data = FileHandle.standardInput.readDataToEndOfFile()
      if let problem = TypeInput.firstInvalidUTF8(Array(data)) {
        throw CLIError("standard input is not valid UTF-8: \(problem)")
      }
      return String(decoding: data, as: UTF8.self)
    }
    return text.joined(separator: " ")
  }
}

/// `--mode natural|exact`.
enum TypeMode: String, ExpressibleByArgument, CaseIterable {
  case natural, exact
}
