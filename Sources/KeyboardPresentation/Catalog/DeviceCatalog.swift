public import Diagnostics
public import Foundation
import InputTraits
import JSONCoding
import LayoutsBundle

/// The device catalog: every iPhone and iPad screen class KeyboardSim models, read from
/// `Layouts/devices/` (one file per screen class plus `sources.json`).
///
/// Loading checks the data like code: every figure names at least one source that
/// `sources.json` defines, carries a confidence tag, and every keyboard figure covers every
/// iOS release the class is modelled for.
///
/// ```swift
/// let catalog = try DeviceCatalog.bundled()
/// let iPhone15 = try catalog.device(id: "iphone-15")
/// catalog.devices.count  // every model and screen-class id
/// ```
public struct DeviceCatalog: Sendable {
  /// Every device: each model, then each screen class under its own id, sorted by family and
  /// screen size.
  public private(set) var devices: [Device]
  /// The number of source entries in `sources.json`.
  public private(set) var sourceCount: Int

  private var byID: [String: Device]

  /// Loads the catalog from `Layouts/devices/` of the layouts folder (`--layouts-dir`, then
  /// `$KBSIM_LAYOUTS_DIR`, then the bundled folder).
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidCatalog`` when
  ///   the folder is missing or a file is malformed or incomplete.
  public static func bundled(layoutsDirectory: URL? = nil) throws(PresentationError)
    -> DeviceCatalog
  {
    let root: URL
    do {
      root = try LayoutsDirectory.resolve(layoutsDirectory)
    } catch {
      throw PresentationError(wrapping: error, code: .invalidCatalog)
    }
    return try DeviceCatalog(directory: root.appendingPathComponent("devices"))
  }

  /// Loads every `*.json` file of `directory` (a `devices` folder).
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidCatalog``.
  public init(directory: URL) throws(PresentationError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".json") }.sorted()
    } catch {
      throw PresentationError(
        code: .invalidCatalog, message: "\(directory.path): cannot read the devices folder")
    }
    guard names.contains("sources.json") else {
      throw PresentationError(
        code: .invalidCatalog, message: "\(directory.path): sources.json is missing")
    }
    let sources = try Self.decode(
      SourcesFile.self, directory.appendingPathComponent("sources.json").path)
    var files: [(file: DeviceClassFile, path: String, name: String)] = []
    for name in names where name != "sources.json" {
      let path = directory.appendingPathComponent(name).path
      files.append((try Self.decode(DeviceClassFile.self, path), path, name))
    }
    // iPhones first, then by screen width and height; models in file order, then the class.
    files.sort {
      ($0.file.family != "iPhone" ? 1 : 0, $0.file.screen.width, $0.file.screen.height)
        < ($1.file.family != "iPhone" ? 1 : 0, $1.file.screen.width, $1.file.screen.height)
    }
    var devices: [Device] = []
    for entry in files {
      devices += try entry.file.devices(
        path: entry.path, fileName: entry.name, sources: Set(sources.sources.keys))
    }
    var byID: [String: Device] = [:]
    for device in devices {
      if byID[device.id] != nil {
        throw PresentationError(
          code: .invalidCatalog,
          message: "\(directory.path): device id \(quoted(device.id)) is defined twice")
      }
      byID[device.id] = device
    }
    self.byID = byID
    self.sourceCount = sources.sources.count
    self.devices = devices
  }

  /// The device with `id`: a model id (`iphone-15`) or a screen-class id (`iphone-393x852`).
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/unknownDevice``,
  ///   suggesting the nearest id by edit distance.
  public func device(id: String) throws(PresentationError) -> Device {
    if let device = byID[id] { return device }
    let suggestion = Suggestion(for: id, among: devices.map(\.id))
    let hint = suggestion?.clause ?? " (run 'kbsim devices' for the list)"
    throw PresentationError(
      code: .unknownDevice, message: "unknown device \(quoted(id))\(hint)", suggestion: suggestion)
  }

  /// `device` with Display Zoom on: the zoomed screen class's size, safe areas and keyboard
  /// (docs/sources.md#display-zoom), modelled from the later of the device's first release and
  /// the first release with Display Zoom; its id and name say it is zoomed
  /// (`iphone-15 (Display Zoom)`).
  ///
  /// ```swift
  /// let zoomed = try catalog.zoomed(catalog.device(id: "iphone-15"))
  /// zoomed.screenSize  // 320×693
  /// ```
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/unknownDevice`` for a
  ///   device without Display Zoom.
  public func zoomed(_ device: Device) throws(PresentationError) -> Device {
    if device.isZoomed { return device }
    guard let zoom = device.displayZoom, let target = byID[zoom.screenClass] else {
      throw PresentationError(
        code: .unknownDevice,
        message: "\(device.id) (\(device.screenClass)) has no Display Zoom in the catalog")
    }
    var zoomed = target
    zoomed.id = "\(device.id) (Display Zoom)"
    zoomed.name = "\(device.name), Display Zoom"
    zoomed.modelledFrom = max(device.modelledFrom, zoom.from, target.modelledFrom)
    zoomed.displayZoom = nil
    zoomed.isZoomed = true
    return zoomed
  }

  /// The devices of one screen-class file read from `data` (named `source` in messages),
  /// checked as loading the catalog checks it, its figures' sources against `sourceIDs`: the
  /// fuzz targets read their input this way.
  package static func devices(
    classFile data: some Collection<UInt8>, source: String, sourceIDs: Set<String>
  ) throws(PresentationError) -> [Device] {
    let file: DeviceClassFile
    do {
      file = try JSON.decode(DeviceClassFile.self, from: data, source: source)
    } catch {
      throw PresentationError(wrapping: error, code: .invalidCatalog)
    }
    return try file.devices(path: source, fileName: "\(file.classID).json", sources: sourceIDs)
  }

  /// The source ids that `sources.json` of the layouts folder defines.
  package static func sourceIDs(layoutsDirectory: URL? = nil) throws(PresentationError)
    -> Set<String>
  {
    let root: URL
    do {
      root = try LayoutsDirectory.resolve(layoutsDirectory)
    } catch {
      throw PresentationError(wrapping: error, code: .invalidCatalog)
    }
    let path = root.appendingPathComponent("devices").appendingPathComponent("sources.json").path
    return Set(try decode(SourcesFile.self, path).sources.keys)
  }

  private static func decode<T: Decodable>(_ type: T.Type, _ path: String) throws(PresentationError)
    -> T
  {
    do {
      return try JSON.decode(type, contentsOf: path)
    } catch {
      throw PresentationError(wrapping: error, code: .invalidCatalog)
    }
  }
}
