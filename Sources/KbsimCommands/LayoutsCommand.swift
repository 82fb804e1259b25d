import ArgumentParser
import Diagnostics
import KeyboardModel
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
    let listing = LayoutListing(registry: registry, options: options, matching: matching)
    if listing.rows.isEmpty { return }
    switch formatOption.format {
    case .json: print(listing.json(lines: false))
    case .jsonl: print(listing.json(lines: true))
    case .text: print(listing.text)
    }
  }
}
