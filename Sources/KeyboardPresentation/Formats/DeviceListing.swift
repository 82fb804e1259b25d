import Foundation
import JSONCoding

/// The device catalog as `kbsim devices` prints it: a table, or JSON.
package enum DeviceListing {
  /// One line per device: id, name, family, screen size in points, the safe area in portrait
  /// (top / bottom) and landscape (top / bottom / sides), first release modelled
  /// (docs/sources.md#safe-area-insets).
  package static func text(_ devices: [Device]) -> String {
    let idWidth = devices.map(\.id.count).max() ?? 2
    let nameWidth = min(44, devices.map(\.name.count).max() ?? 4)
    var lines = [
      "id".padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
        + "name".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        + "  family  screen (pt)  safe portrait  safe landscape  iOS"
    ]
    for device in devices {
      let size = "\(Int(device.screenSize.width))×\(Int(device.screenSize.height))"
      let portrait = device.safeAreaInsets(in: .portrait)
      let landscape = device.safeAreaInsets(in: .landscapeLeft)
      let portraitText = "\(number(portrait.top))/\(number(portrait.bottom))"
      let landscapeText =
        "\(number(landscape.top))/\(number(landscape.bottom))/\(number(landscape.left))"
      lines.append(
        device.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
          + device.name.prefix(nameWidth).padding(toLength: nameWidth, withPad: " ", startingAt: 0)
          + "  " + device.family.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
          + "  " + size.padding(toLength: 11, withPad: " ", startingAt: 0)
          + "  " + portraitText.padding(toLength: 13, withPad: " ", startingAt: 0)
          + "  " + landscapeText.padding(toLength: 14, withPad: " ", startingAt: 0)
          + "  \(device.modelledFrom)+")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One JSON array, an object per device, with its safe-area insets per orientation.
  package static func json(_ devices: [Device]) -> String {
    let items: [JSONValue] = devices.map { device in
      [
        "id": .string(device.id), "name": .string(device.name),
        "family": .string(device.family.rawValue), "class": .string(device.screenClass),
        "screen": JSONGeometry.json(device.screenSize),
        "safeArea": [
          "portrait": device.safeAreaInsets(in: .portrait).json,
          "landscape": device.safeAreaInsets(in: .landscapeLeft).json,
        ],
        "modelledFromIOS": .string(device.modelledFrom.description),
      ]
    }
    return JSONWriter.pretty(.array(items), style: .elementPerLine) + "\n"
  }

  private static func number(_ value: CGFloat) -> String { formatNumber(Double(value)) }
}
