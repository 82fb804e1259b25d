import XKB

/// The letter keys of an xkb layout, which become the letters plane of the virtual keyboard.
///
/// The rule (documented in Layouts/README.md, "Keyboards"):
///
/// 1. The three letter rows are the xkb rows `AD` (top), `AC` and `AB`, positions 01–12, in order.
/// 2. A key joins its row when its level-1 keysym (group 1) commits one alphabetic character or a
///    combining mark (Unicode `Alphabetic`, or category Mn/Mc/Me). Digits, punctuation and dead
///    keys stay off the letters plane, as on iOS, where accents come from long-press alternates.
/// 3. The shifted output is the key's level-2 keysym; if the key has no level 2, the upper case
///    of level 1 (`xkb_keysym_to_upper`).
/// 4. A layout whose rows give fewer than 10 such keys (braille, for instance) takes every key of
///    those rows that has a level-1 keysym and is no dead key or modifier, so every layout that
///    xkb-data lists gets a letters plane.
///
/// `us`: `qwertyuiop` / `asdfghjkl` / `zxcvbnm`. `de`: `qwertzuiopü` / `asdfghjklöä` / `yxcvbnm`.
/// `fr`: `azertyuiop` / `qsdfghjklmù` / `wxcvbn`.
enum LetterRows {
  /// One letter key taken from the layout.
  struct LetterKey: Hashable {
    var keyName: String
    var keysym: Keysym
    var shifted: Keysym
  }

  /// The xkb rows that make the letters plane, top to bottom.
  static let rowNames = ["AD", "AC", "AB"]

  /// The letter keys of each row of `keymap`, keyed by row name (`AD`, `AC`, `AB`).
  static func build(_ keymap: Keymap) -> [String: [LetterKey]] {
    var rows = collect(keymap, include: isLetter)
    if rows.values.reduce(0, { $0 + $1.count }) < 10 {
      rows = collect(keymap) { !$0.isDeadKey && !$0.isModifier && $0 != .noSymbol }
    }
    return rows
  }

  private static func collect(
    _ keymap: Keymap, include: (Keysym) -> Bool
  ) -> [String: [LetterKey]] {
    var rows: [String: [LetterKey]] = [:]
    for row in rowNames {
      var keys: [LetterKey] = []
      for position in 1...12 {
        let name = row + (position < 10 ? "0\(position)" : "\(position)")
        guard let code = try? keymap.keycode(named: name), keymap.layoutCount(for: code) > 0 else {
          continue
        }
        let base = keymap.keysyms(for: code, layout: 0, level: 0)
        guard base.count == 1, include(base[0]) else { continue }
        var shifted = base[0].uppercased
        if keymap.levelCount(for: code, layout: 0) >= 2 {
          let second = keymap.keysyms(for: code, layout: 0, level: 1)
          if second.count == 1, second[0] != .noSymbol { shifted = second[0] }
        }
        keys.append(LetterKey(keyName: name, keysym: base[0], shifted: shifted))
      }
      rows[row] = keys
    }
    return rows
  }

  /// Whether a keysym commits one alphabetic character or combining mark.
  static func isLetter(_ keysym: Keysym) -> Bool {
    guard !keysym.isDeadKey, let scalar = keysym.utf32 else { return false }
    if scalar.properties.isAlphabetic { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
