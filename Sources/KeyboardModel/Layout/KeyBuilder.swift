import Diagnostics
import XKB

/// Turns the key entries of a layout file into ``VirtualKey``s for one xkb layout.
struct KeyBuilder {
  let catalog: KeyboardCatalog
  let layout: String
  let asciiOnly: Bool
  let decimalSeparator: Character

  /// The keys an entry stands for: one key, or a whole xkb row for `{"letters": "AD"}`.
  mutating func keys(for entry: KeyEntry, at place: KeyPlace) throws(KeyboardModelError)
    -> [VirtualKey]
  {
    let width = entry.width ?? 1
    if let row = entry.letters { return try letters(row, width: width, at: place) }
    if let spacer = entry.spacer { return [VirtualKey(kind: .spacer, label: "", width: spacer)] }
    if let action = entry.action {
      return [
        VirtualKey(
          kind: kind(of: action, entry), label: entry.label ?? label(of: action, entry),
          sublabel: entry.sublabel, width: width)
      ]
    }
    var keysyms: [Keysym] = []
    if let name = entry.keysym {
      keysyms = [try place.resolve(name)]
    } else if let names = entry.keysyms {
      for name in names { keysyms.append(try place.resolve(name)) }
    } else if entry.placeholder == "decimalSeparator" {
      let character = decimalSeparator
      guard let keysym = Keysym(character: character) else {
        throw KeyboardModelError(
          code: .unknownKeysym,
          message: "\(place.description): no keysym for decimal separator '\(character)'")
      }
      keysyms = [keysym]
    }
    guard !keysyms.isEmpty else {
      throw KeyboardModelError(
        code: .layoutData, message: "\(place.description): a key with no keysyms")
    }
    var shifted = keysyms
    if let name = entry.shifted { shifted = [try place.resolve(name)] }
    var alternates: [[Keysym]] = []
    if let list = entry.alternates {
      for item in list {
        var sequence: [Keysym] = []
        for name in item.keysyms { sequence.append(try place.resolve(name)) }
        alternates.append(sequence)
      }
    } else if keysyms.count == 1 {
      alternates = try catalog.alternates()[keysyms[0]] ?? []
    }
    let text = keysyms.map(\.utf8).joined()
    var key = VirtualKey(
      kind: .character, keysyms: keysyms, shiftedKeysyms: shifted, alternates: alternates,
      label: entry.label ?? Self.label(for: keysyms), sublabel: entry.sublabel, width: width)
    if asciiOnly {
      guard Self.isASCII(text) else { return [VirtualKey(kind: .spacer, label: "", width: width)] }
      key.alternates = key.alternates.filter { Self.isASCII($0.map(\.utf8).joined()) }
      if !Self.isASCII(shifted.map(\.utf8).joined()) { key.shiftedKeysyms = keysyms }
    }
    return [key]
  }

  private func letters(_ row: String, width: Double, at place: KeyPlace) throws(KeyboardModelError)
    -> [VirtualKey]
  {
    guard LetterRows.rowNames.contains(row) else {
      throw KeyboardModelError(
        wrapping: KeyboardModelError.unknown(
          "xkb letter row", row, among: LetterRows.rowNames, code: .layoutData, listingValid: true),
        code: .layoutData, context: place.description)
    }
    var rows = try catalog.letterRows(layout)
    if asciiOnly {
      rows = rows.mapValues { $0.filter { Self.isASCII($0.keysym.utf8) } }
      if rows.values.allSatisfy(\.isEmpty) { rows = try catalog.letterRows("us") }
    }
    let table = try catalog.alternates()
    return (rows[row] ?? []).map { letter in
      var alternates = table[letter.keysym] ?? []
      if asciiOnly { alternates = alternates.filter { Self.isASCII($0.map(\.utf8).joined()) } }
      let shifted = asciiOnly && !Self.isASCII(letter.shifted.utf8) ? letter.keysym : letter.shifted
      return VirtualKey(
        kind: .character, keysyms: [letter.keysym], shiftedKeysyms: [shifted],
        alternates: alternates, label: Self.label(for: [letter.keysym]), width: width,
        xkbKeyName: letter.keyName)
    }
  }

  private func kind(of action: String, _ entry: KeyEntry) -> VirtualKey.Kind {
    switch action {
    case "shift": .shift
    case "backspace": .backspace
    case "return": .return
    case "plane": .planeSwitch(entry.plane ?? "")
    case "nextKeyboard": .nextKeyboard
    case "dictation": .dictation
    default: .dismiss
    }
  }

  private func label(of action: String, _ entry: KeyEntry) -> String {
    switch action {
    case "shift": "⇧"
    case "backspace": "⌫"
    case "return": "return"
    case "plane": entry.plane ?? ""
    case "nextKeyboard": "🌐"
    case "dictation": "🎤"
    default: "⌨"
    }
  }

  static func label(for keysyms: [Keysym]) -> String {
    if keysyms == [Keysym(rawValue: 0x20)] { return "space" }
    let text = keysyms.map(\.utf8).joined()
    return text.isEmpty ? keysyms.map(\.name).joined(separator: " ") : text
  }

  static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }
}
