import ArgumentParser
import Diagnostics
import KeyboardModel
import XKB

/// The xkb layout options shared by `press`, `plan` and `bench`.
struct LayoutOptions: ParsableArguments {
  @Option(help: "xkb layout, e.g. us, de, fr, or fr(azerty); a comma list for several groups.")
  var layout = "us"

  @Option(help: "xkb variant, e.g. nodeadkeys (or write layout(variant)).")
  var variant = ""

  @Option(help: "xkb options, comma-separated, e.g. compose:ralt.")
  var options = ""

  @Option(help: "Locale whose Compose table handles dead keys and Multi_key.")
  var locale = ComposeTable.defaultLocale

  @Flag(help: "Turn Compose off: dead keys then commit nothing.")
  var noCompose = false

  var names: RuleNames { RuleNames(layout: layout, variant: variant, options: options) }

  /// A compiled keymap and Compose table, with errors as one-line CLI errors.
  func load() throws -> (keymap: Keymap, compose: ComposeTable?) {
    do {
      let keymap = try Keymap(names: names)
      let compose = noCompose ? nil : try ComposeTable(locale: locale, context: keymap.context)
      return (keymap, compose)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
