import ArgumentParser
import Diagnostics
import Foundation
import KeyboardPresentation

/// `kbsim devices`: the device catalog.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device catalog: ids, names and screen sizes in points.",
    discussion: """
      Every model id (iphone-15) and screen-class id (iphone-393x852) works as --device in \
      'kbsim frame' and as "device" in 'kbsim simulate' scripts.

      Examples:
      kbsim devices
      kbsim devices --format json
      """)

  @OptionGroup var formatOption: FormatOption<TextOrJSON>

  @OptionGroup var layouts: LayoutsDirectoryOption

  func run() throws {
    let catalog: DeviceCatalog
    do {
      catalog = try DeviceCatalog.bundled(layoutsDirectory: layouts.url)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    switch formatOption.format {
    case .text: print(DeviceListing.text(catalog.devices), terminator: "")
    case .json: print(DeviceListing.json(catalog.devices), terminator: "")
    }
  }
}
