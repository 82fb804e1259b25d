import Foundation
import InputTraits
import JSONCoding
import KeyboardModel
import KeyboardPresentation

extension FuzzTarget {
  /// A `Layouts/keyboards/<type>.json` file (`--layouts-dir`), used for its keyboard type in
  /// place of the bundled one and built for both idioms on the `us` layout.
  static let keyboardFile = FuzzTarget(
    "keyboard-file", "Layouts/keyboards files (KeyboardFile): checked, built for phone and pad",
    seeds: [.files(under: ["Layouts/keyboards"], extensions: ["json"])]
  ) { data in
    let catalog = try Shared.keyboardCatalog()
    catalog.removeOverrides()
    defer { catalog.removeOverrides() }
    let type = try catalog.override(with: data, source: "keyboard.json")
    for idiom in UserInterfaceIdiom.allCases {
      let keyboard = try catalog.keyboard(for: type, idiom: idiom, layout: "us")
      for plane in keyboard.planes {
        for (letter, position) in KeyGeometry(plane: plane).positions
        where !position.x.isFinite || !position.y.isFinite {
          throw FuzzViolation(what: "key \(letter) of plane \(plane.name) is at \(position)")
        }
      }
    }
  }

  /// A `Layouts/devices/<class>.json` file (`--layouts-dir`): checked as the catalog checks it,
  /// then every device's keyboard frame in every orientation and release it is modelled for.
  static let deviceFile = FuzzTarget(
    "device-file", "Layouts/devices files (DeviceClassFile): checked, every keyboard frame",
    seeds: [.files(under: ["Layouts/devices"], extensions: ["json"])]
  ) { data in
    let devices = try DeviceCatalog.devices(
      classFile: data, source: "device.json", sourceIDs: try Shared.sourceIDs())
    for device in devices {
      for major in device.modelledFrom.major...IOSVersion.newestKnown.major {
        for orientation in InterfaceOrientation.allCases {
          let geometry = try KeyboardGeometry(
            device: device, orientation: orientation, iOS: IOSVersion(major))
          let frame = try geometry.frame(for: KeyboardSetup())
          try OutputRules.json(
            JSONWriter.line(JSONGeometry.json(geometry.reported(frame.rect))), "frame")
        }
      }
    }
  }
}

extension Shared {
  private static var keyboards: KeyboardCatalog?
  private static var sources: Set<String>?

  /// The bundled keyboards (one catalog, so the `us` letters compile once).
  static func keyboardCatalog() throws -> KeyboardCatalog {
    if let keyboards { return keyboards }
    let loaded = try KeyboardCatalog()
    keyboards = loaded
    return loaded
  }

  /// The source ids of the bundled `sources.json`.
  static func sourceIDs() throws -> Set<String> {
    if let sources { return sources }
    let loaded = try DeviceCatalog.sourceIDs()
    sources = loaded
    return loaded
  }
}
