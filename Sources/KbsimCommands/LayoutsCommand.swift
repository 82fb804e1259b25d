import ArgumentParser
import Diagnostics
import JSONCoding
import XKB

/// `kbsim layouts`: the xkb layouts, variants and options xkb-data lists (xkbregistry).
struct LayoutsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layouts",
    abstract: "List the xkb layouts and variants (or options) that xkb-data provides.",
    discussion: """
      Examples:
      kbsim layouts                 # every layout and variant: id and description
      kbsim layouts --matching german
      kbsim layouts --options --matching compose
      """)

  @Flag(help: "Include the exotic layouts of evdev.extras.xml.")
  var exotic = false

  @Flag(help: "List XKB options instead of layouts.")
  var options = false

  @Option(help: "Only entries whose id or description contains this text (case-insensitive).")
  var matching: String?

  @OptionGroup var formatOption: FormatOption<TextJSONOrJSONL>

  func run() throws {
    let registry: LayoutRegistry
    do {
      registry = try LayoutRegistry(includeExotic: exotic)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let rows: [(id: String, description: String)] =
      options
      ? registry.options.map { ($0.name, $0.description) }
      : registry.layouts.map { ($0.id, $0.description) }
    let needle = matching?.lowercased()
    let selected = rows.filter { row in
      guard let needle else { return true }
      return row.id.lowercased().contains(needle) || row.description.lowercased().contains(needle)
    }
    if selected.isEmpty { return }
    switch formatOption.format {
    case .json, .jsonl:
      let items: [JSONValue] = selected.map {
        ["id": .string($0.id), "description": .string($0.description)]
      }
      print(
        formatOption.format == .json
          ? JSONWriter.line(.array(items)) : items.map(JSONWriter.line).joined(separator: "\n"))
    case .text:
      let width = (selected.map(\.id.count).max() ?? 0) + 2
      print(
        selected.map { $0.id + String(repeating: " ", count: width - $0.id.count) + $0.description }
          .joined(separator: "\n"))
    }
  }
}
