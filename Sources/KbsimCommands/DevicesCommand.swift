import ArgumentParser
import Diagnostics
import Foundation
import JSONCoding
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

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  @Option(help: "Read Layouts/ from this folder instead of the bundled one.")
  var layoutsDir: String?

  func run() throws {
    let catalog: DeviceCatalog
    do {
      catalog = try DeviceCatalog.bundled(
        layoutsDirectory: layoutsDir.map(URL.init(fileURLWithPath:)))
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    print(format == .json ? Self.json(catalog.devices) : Self.text(catalog.devices), terminator: "")
  }

  static func text(_ devices: [Device]) -> String {
    let idWidth = devices.map(\.id.count).max() ?? 2
    let nameWidth = min(44, devices.map(\.name.count).max() ?? 4)
    var lines = [
      "id".padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
        + "name".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        + "  family  screen (pt)  iOS"
    ]
    for device in devices {
      let size = "\(Int(device.screenSize.width))×\(Int(device.screenSize.height))"
      lines.append(
        device.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
          + device.name.prefix(nameWidth).padding(toLength: nameWidth, withPad: " ", startingAt: 0)
          + "  " + device.family.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
          + "  " + size.padding(toLength: 11, withPad: " ", startingAt: 0)
          + "  \(device.modelledFrom)+")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ devices: [Device]) -> String {
    let items: [JSONValue] = devices.map { device in
      [
        "id": .string(device.id), "name": .string(device.name),
        "family": .string(device.family.rawValue), "class": .string(device.screenClass),
        "screen": JSONGeometry.json(device.screenSize),
        "modelledFromIOS": .string(device.modelledFrom.description),
      ]
    }
    return JSONWriter.pretty(.array(items), style: .elementPerLine) + "\n"
  }
}
