import ArgumentParser
import Foundation
import InputTraits

/// The formats a command prints in, with its default; every command names its set with one of
/// these, and `--format` reads it through ``FormatOption``.
protocol OutputFormatSet: RawRepresentable<String>, ExpressibleByArgument, CaseIterable,
  Sendable
{
  /// The default: the first of the set.
  static var standard: Self { get }
}

/// `--format text|json`: a report, or one object per result.
enum TextOrJSON: String, OutputFormatSet {
  case text, json
  static var standard: Self { .text }
}
/// `--format text|json|jsonl`.
enum TextJSONOrJSONL: String, OutputFormatSet {
  case text, json, jsonl
  static var standard: Self { .text }
}
/// `--format jsonl|json|text`: a stream of events (json: one array of them).
enum JSONLJSONOrText: String, OutputFormatSet {
  case jsonl, json, text
  static var standard: Self { .jsonl }
}
/// `--format json|text`: one value that reads best as JSON.
enum JSONOrText: String, OutputFormatSet {
  case json, text
  static var standard: Self { .json }
}
/// `--format json|jsonl|text`: one result that reads best as pretty JSON.
enum JSONJSONLOrText: String, OutputFormatSet {
  case json, jsonl, text
  static var standard: Self { .json }
}

/// `--format`, declared once for every command: its values are the command's set.
struct FormatOption<Format: OutputFormatSet>: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "format"))
  var format: Format = .standard
}

/// `--layouts-dir`: the commands that read the keyboards or the device catalog.
struct LayoutsDirectoryOption: ParsableArguments {
  @Option(help: "A layouts folder to use instead of the bundled one.")
  var layoutsDir: String?

  /// The folder as a URL, nil for the bundled one.
  var url: URL? { layoutsDir.map(URL.init(fileURLWithPath:)) }
}

/// `--layout` and `--layouts-dir`: the commands that type on the virtual keyboard.
struct KeyboardLayoutOptions: ParsableArguments {
  @Option(help: "xkb layout of the letters plane, e.g. us, de, fr(azerty).")
  var layout = "us"

  @OptionGroup var layouts: LayoutsDirectoryOption
}

/// `--idiom phone|pad`: the device family.
struct IdiomOption: ParsableArguments {
  @Option(help: "The device family: phone or pad (iPad has no number pads); default phone.")
  var idiom: Idiom?

  enum Idiom: String, ExpressibleByArgument, CaseIterable {
    case phone, pad
  }

  /// The family given, phone when none is.
  var value: UserInterfaceIdiom { given ?? .phone }

  /// The family given on the command line, if any.
  var given: UserInterfaceIdiom? { idiom.map { $0 == .phone ? .phone : .pad } }
}
