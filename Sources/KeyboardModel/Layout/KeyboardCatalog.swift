public import Diagnostics
public import Foundation
public import InputTraits
import JSONCoding
import LayoutsBundle
import XKB

/// Loads the virtual keyboards of `Layouts/keyboards/` and builds them for an xkb layout.
///
/// One file per keyboard type (`default.json`, `emailAddress.json`, …) describes the planes of
/// the iPhone and the iPad keyboard; the letters plane comes from the xkb layout, so every layout
/// that xkb-data lists gets a virtual keyboard. Files are read once and cached, keymaps too.
///
/// ```swift
/// let catalog = try KeyboardCatalog()                    // the bundled Layouts/
/// let pad = try catalog.keyboard(for: .decimalPad, idiom: .phone, layout: "de")
/// pad.initialPlane.rows[3].map(\.label)                  // [",", "0", "⌫"]
/// ```
///
/// `Sendable`, so one catalog can serve parallel tests: its caches, and the libxkbcommon context
/// and keymaps behind them (whose reference counts are not atomic), change only under the
/// catalog's lock, which each public method holds for its whole work. The keyboards it returns
/// are values.
public final class KeyboardCatalog: @unchecked Sendable {
  // Safety: every `var` below and the xkb objects they hold are read and written only inside
  // `lock.withLock` (the public methods take it; the internal ones run under them).
  private let lock = Lock()
  /// The layouts folder (the one holding `keyboards/`).
  public let directory: URL
  private var files: [KeyboardType: (file: KeyboardFile, path: String)] = [:]
  private var overrides: [KeyboardType: (file: KeyboardFile, path: String)] = [:]
  private var alternatesByKeysym: [Keysym: [[Keysym]]]?
  private var letterRowsByLayout: [String: [String: [LetterRows.LetterKey]]] = [:]
  private var context: XKBContext?

  /// Opens a layouts folder: `layoutsDirectory`, else `$KBSIM_LAYOUTS_DIR`, else the bundled one.
  ///
  /// - Throws: ``KeyboardModelErrorCode/layoutFileMissing`` when no folder is found.
  public init(layoutsDirectory: URL? = nil) throws(KeyboardModelError) {
    do {
      directory = try LayoutsDirectory.resolve(layoutsDirectory)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .layoutFileMissing)
    }
  }

  /// The path of a keyboard type's file.
  public func path(for keyboardType: KeyboardType) -> String {
    directory.appendingPathComponent("keyboards").appendingPathComponent(
      "\(keyboardType.name).json"
    ).path
  }

  /// Builds the keyboard for a keyboard type on a device family, with letters from `layout`.
  ///
  /// - Parameters:
  ///   - keyboardType: The field's keyboard type.
  ///   - idiom: The device family: iPhone or iPad keyboards differ.
  ///   - layout: An xkb layout such as `us`, `de` or `fr(azerty)`; only compiled when the
  ///     keyboard has a letters plane.
  ///   - locale: A Foundation locale identifier for the decimal separator; nil derives it from
  ///     `layout` (`de` → `,`, `us` → `.`).
  /// - Returns: The keyboard's planes with their keys and keysyms.
  /// - Throws: ``KeyboardModelError`` naming the file and the place of the first problem.
  public func keyboard(
    for keyboardType: KeyboardType, idiom: UserInterfaceIdiom, layout: String = "us",
    locale: String? = nil
  ) throws(KeyboardModelError) -> VirtualKeyboard {
    try lock.withLock { () throws(KeyboardModelError) in
      try build(keyboardType, idiom: idiom, layout: layout, locale: locale)
    }
  }

  private func build(
    _ keyboardType: KeyboardType, idiom: UserInterfaceIdiom, layout: String, locale: String?
  ) throws(KeyboardModelError) -> VirtualKeyboard {
    let section = try resolvedSection(keyboardType, idiom, visiting: [])
    guard !section.planes.isEmpty else {
      throw KeyboardModelError(
        code: .layoutData, message: "\(path(for: keyboardType)): \(idiom.rawValue) has no planes")
    }
    var builder = KeyBuilder(
      catalog: self, layout: layout, asciiOnly: section.asciiOnly,
      decimalSeparator: DecimalSeparator.forLayout(layout, locale: locale))
    var planes: [Plane] = []
    for entry in section.planes {
      var rows: [[VirtualKey]] = []
      for (rowIndex, row) in entry.plane.rows.enumerated() {
        var keys: [VirtualKey] = []
        for (keyIndex, key) in row.enumerated() {
          let place = KeyPlace(
            file: entry.source, idiom: entry.idiom, plane: entry.plane.name, row: rowIndex + 1,
            key: keyIndex + 1)
          keys += try builder.keys(for: key, at: place)
        }
        rows.append(keys)
      }
      planes.append(Plane(name: entry.plane.name, rows: rows))
    }
    try checkPlaneReferences(planes, section: section)
    let initialName = section.initialPlane ?? planes[0].name
    guard let initial = planes.firstIndex(where: { $0.name == initialName }) else {
      throw KeyboardModelError(
        wrapping: KeyboardModelError.unknown(
          "plane", initialName, among: planes.map(\.name), code: .layoutData),
        code: .layoutData, context: "\(path(for: keyboardType)): \(idiom.rawValue).initialPlane")
    }
    var returnType = ReturnKeyType.default
    if let name = section.defaultReturnKeyType {
      do {
        returnType = try ReturnKeyType.parse(name, at: "\(idiom.rawValue).defaultReturnKeyType")
      } catch {
        throw KeyboardModelError(
          wrapping: error, code: .layoutData, context: path(for: keyboardType))
      }
    }
    return VirtualKeyboard(
      keyboardType: keyboardType, idiom: idiom, layout: layout, planes: planes,
      initialPlaneIndex: initial, defaultReturnKeyType: returnType)
  }

  /// Checks that xkb-data has `layout` (compiling its keymap once, as the letters plane does).
  ///
  /// - Throws: ``KeyboardModelError`` (code `xkb`) naming the layout, with a did-you-mean.
  public func checkLayout(_ layout: String) throws(KeyboardModelError) {
    _ = try lock.withLock { () throws(KeyboardModelError) in try letterRows(layout) }
  }

  /// Decodes every keyboard file and the alternates file and resolves every keysym name in
  /// them, without compiling a keymap.
  ///
  /// - Returns: The paths checked.
  /// - Throws: The first ``KeyboardModelError`` (a missing file for a keyboard type included).
  @discardableResult
  public func checkFiles() throws(KeyboardModelError) -> [String] {
    try lock.withLock { () throws(KeyboardModelError) in try checkEveryFile() }
  }

  private func checkEveryFile() throws(KeyboardModelError) -> [String] {
    var paths: [String] = []
    _ = try alternates()
    paths.append(alternatesPath)
    for type in KeyboardType.allCases {
      let (file, path) = try load(type)
      paths.append(path)
      try check(file, path: path)
    }
    return paths
  }

  /// Resolves every keysym name of a keyboard file.
  private func check(_ file: KeyboardFile, path: String) throws(KeyboardModelError) {
    for idiom in UserInterfaceIdiom.allCases {
      for plane in file.section(idiom).planes {
        for (rowIndex, row) in plane.rows.enumerated() {
          for (keyIndex, key) in row.enumerated() {
            let place = KeyPlace(
              file: path, idiom: idiom, plane: plane.name, row: rowIndex + 1, key: keyIndex + 1)
            var names: [String] = []
            if let keysym = key.keysym { names.append(keysym) }
            if let shifted = key.shifted { names.append(shifted) }
            names += key.keysyms ?? []
            for alternate in key.alternates ?? [] { names += alternate.keysyms }
            for name in names { _ = try place.resolve(name) }
          }
        }
      }
    }
  }

  /// Reads a keyboard file from `data` (named `source` in messages), checks its keysym names,
  /// and uses it for its keyboard type instead of the folder's file until
  /// ``removeOverrides()``: the fuzz targets build keyboards from their input this way.
  ///
  /// - Returns: The keyboard type the file describes.
  package func override(with data: some Collection<UInt8>, source: String)
    throws(KeyboardModelError) -> KeyboardType
  {
    let file: KeyboardFile
    do {
      file = try JSON.decode(KeyboardFile.self, from: data, source: source)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .layoutData)
    }
    guard let type = KeyboardType(name: file.keyboardType) else {
      throw KeyboardModelError(
        wrapping: KeyboardModelError.unknown(
          "keyboardType", file.keyboardType, among: KeyboardType.allCases.map(\.name),
          code: .layoutData),
        code: .layoutData, context: "\(source): keyboardType")
    }
    try check(file, path: source)
    overrides[type] = (file, source)
    return type
  }

  /// Goes back to the folder's files after ``override(with:source:)``.
  package func removeOverrides() { overrides = [:] }

  // MARK: - Files

  private func load(_ type: KeyboardType) throws(KeyboardModelError) -> (
    file: KeyboardFile, path: String
  ) {
    if let override = overrides[type] { return override }
    if let cached = files[type] { return cached }
    let path = path(for: type)
    guard FileManager.default.fileExists(atPath: path) else {
      throw KeyboardModelError(
        code: .layoutFileMissing,
        message: "no keyboard layout for keyboardType '\(type.name)': \(path) does not exist")
    }
    let file: KeyboardFile
    do {
      file = try JSON.decode(KeyboardFile.self, contentsOf: path)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .layoutData)
    }
    guard file.keyboardType == type.name else {
      throw KeyboardModelError(
        code: .layoutData,
        message: "\(path): keyboardType is '\(file.keyboardType)', expected '\(type.name)'")
    }
    files[type] = (file, path)
    return (file, path)
  }

  private var alternatesPath: String {
    directory.appendingPathComponent("keyboards").appendingPathComponent("alternates.json").path
  }

  /// The long-press alternates by base keysym, from `keyboards/alternates.json`.
  func alternates() throws(KeyboardModelError) -> [Keysym: [[Keysym]]] {
    if let alternatesByKeysym { return alternatesByKeysym }
    let path = alternatesPath
    guard FileManager.default.fileExists(atPath: path) else {
      throw KeyboardModelError(code: .layoutFileMissing, message: "\(path) does not exist")
    }
    let file: AlternatesFile
    do {
      file = try JSON.decode(AlternatesFile.self, contentsOf: path)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .layoutData)
    }
    var table: [Keysym: [[Keysym]]] = [:]
    for (base, list) in file.alternates.sorted(by: { $0.key < $1.key }) {
      let baseKeysym = try resolve(base, in: "\(path): alternates key '\(base)'")
      var sequences: [[Keysym]] = []
      for (index, entry) in list.enumerated() {
        var sequence: [Keysym] = []
        for name in entry.keysyms {
          sequence.append(try resolve(name, in: "\(path): alternates['\(base)'] item \(index + 1)"))
        }
        sequences.append(sequence)
      }
      table[baseKeysym] = sequences
    }
    alternatesByKeysym = table
    return table
  }

  private func resolve(_ name: String, in place: String) throws(KeyboardModelError) -> Keysym {
    try KeysymNames.resolve(name, at: place)
  }

  // MARK: - Letters

  /// The letter rows of an xkb layout, compiling its keymap once.
  func letterRows(_ layout: String) throws(KeyboardModelError) -> [String: [LetterRows.LetterKey]] {
    if let cached = letterRowsByLayout[layout] { return cached }
    do throws(XKBError) {
      let context: XKBContext
      if let existing = self.context {
        context = existing
      } else {
        context = try XKBContext()
        self.context = context
      }
      let keymap = try Keymap(names: RuleNames(layout: layout), context: context)
      let rows = LetterRows.build(keymap)
      letterRowsByLayout[layout] = rows
      return rows
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
  }

  // MARK: - Sections and `like`

  struct PlaneEntry {
    var plane: PlaneSection
    var source: String
    var idiom: UserInterfaceIdiom
  }

  struct ResolvedSection {
    var planes: [PlaneEntry] = []
    var initialPlane: String?
    var defaultReturnKeyType: String?
    var asciiOnly = false
  }

  private func resolvedSection(
    _ type: KeyboardType, _ idiom: UserInterfaceIdiom, visiting: [KeyboardType]
  ) throws(KeyboardModelError) -> ResolvedSection {
    let (file, path) = try load(type)
    let section = file.section(idiom)
    var result = ResolvedSection()
    if let like = section.like {
      guard let base = KeyboardType(name: like) else {
        let names = KeyboardType.allCases.map(\.name)
        throw KeyboardModelError(
          wrapping: KeyboardModelError.unknown(
            "keyboardType", like, among: names, code: .layoutData),
          code: .layoutData, context: "\(path): \(idiom.rawValue).like")
      }
      guard !visiting.contains(base), base != type else {
        let chain = (visiting + [type, base]).map(\.name).joined(separator: " → ")
        throw KeyboardModelError(
          code: .layoutData, message: "\(path): \(idiom.rawValue).like makes a cycle: \(chain)")
      }
      result = try resolvedSection(base, idiom, visiting: visiting + [type])
    }
    for plane in section.planes {
      let entry = PlaneEntry(plane: plane, source: path, idiom: idiom)
      if let index = result.planes.firstIndex(where: { $0.plane.name == plane.name }) {
        result.planes[index] = entry
      } else {
        result.planes.append(entry)
      }
    }
    if let initial = section.initialPlane { result.initialPlane = initial }
    if let returnType = section.defaultReturnKeyType { result.defaultReturnKeyType = returnType }
    if let asciiOnly = section.asciiOnly { result.asciiOnly = asciiOnly }
    return result
  }

  private func checkPlaneReferences(
    _ planes: [Plane], section: ResolvedSection
  ) throws(KeyboardModelError) {
    let names = planes.map(\.name)
    for (planeIndex, plane) in planes.enumerated() {
      for (rowIndex, row) in plane.rows.enumerated() {
        for (keyIndex, key) in row.enumerated() {
          guard case .planeSwitch(let target) = key.kind, !names.contains(target) else { continue }
          let entry = section.planes[planeIndex]
          throw KeyboardModelError(
            wrapping: KeyboardModelError.unknown("plane", target, among: names, code: .layoutData),
            code: .layoutData,
            context: "\(entry.source): \(entry.idiom.rawValue) plane '\(plane.name)' row "
              + "\(rowIndex + 1) key \(keyIndex + 1)")
        }
      }
    }
  }
}

/// Where a key entry sits, for messages: file, idiom, plane, row and key (1-based).
struct KeyPlace {
  var file: String
  var idiom: UserInterfaceIdiom
  var plane: String
  var row: Int
  var key: Int

  var description: String {
    "\(file): \(idiom.rawValue) plane '\(plane)' row \(row) key \(key)"
  }

  func resolve(_ name: String) throws(KeyboardModelError) -> Keysym {
    try KeysymNames.resolve(name, at: description)
  }
}
