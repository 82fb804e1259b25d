import Foundation
import KeyboardModel
import Testing
import XKB

/// The libxkbcommon fixtures of one layout (see `Fixtures/README.md`), parsed.
///
/// Every expected value in the verification tests comes from these files, which
/// `Tools/generate-fixtures.sh` makes with `xkbcli` and `Tools/xkb-oracle.c`.
struct OracleFixture {
  /// One row of `STEM.keys.tsv`: what a key gives at each of `masks`.
  struct KeyRow {
    var key: String
    var masks: [UInt32]
    var level: Int
    var keysym: String
    var utf8: String
    var composeStatus: String
    var commit: String
  }

  /// Key presses that reach a mask (`STEM.replays.tsv`); `%` in `line` is the tapped key.
  struct Replay {
    var line: String
    /// Compose ignores every keysym the modifier keys feed.
    var ignored: Bool
    /// No modifier or group is left afterwards.
    var clean: Bool

    func line(tapping key: String) -> String { line.replacingOccurrences(of: "%", with: key) }

    /// The modifier and lock keys the replay presses besides the tapped key.
    var modifierKeys: [String] {
      line.split(whereSeparator: { $0 == " " || $0 == "+" }).map(String.init).filter { $0 != "%" }
    }

    /// Key presses in all: the tapped key, held modifiers, and lock keys (tapped twice).
    var cost: Int {
      line.split(separator: " ").reduce(0) { $0 + $1.split(separator: "+").count }
    }

    /// How many key presses happen before the tapped key (locks are tapped once before).
    var pressesBeforeKey: Int {
      var count = 0
      for token in line.split(separator: " ") {
        if token.contains("%") { return count + token.split(separator: "+").count - 1 }
        count += token.split(separator: "+").count
      }
      return count
    }
  }

  /// One row of `STEM.modifiers.tsv`.
  struct ModifierKey {
    var key: String
    var kind: String
    var mask: UInt32
    var keysym: String
    var composeIgnores: Bool
    var isPhysical: Bool
  }

  /// One row of `STEM.compose.tsv`.
  struct ComposeRow {
    var sequence: [String]
    var replay: String
    var result: String
  }

  /// One answer of `xkbcli how-to-type` (`STEM.how-to-type.tsv`); nil fields for "no answer".
  struct HowToTypeAnswer {
    var codepoint: UInt32
    var keysym: String
    var key: String?
    var level: Int?
    var modifiers: [String]
  }

  let stem: String
  let keymapText: String
  let keys: [KeyRow]
  let modifierKeys: [ModifierKey]
  let compose: [ComposeRow]
  let howToType: [HowToTypeAnswer]
  let levels: [(key: String, level: Int, keysyms: [String], codepoints: [UInt32])]
  private let defaultReplays: [UInt32: Replay?]
  private let keyReplays: [String: Replay?]

  /// The fixture layouts, as stems of `Fixtures/layouts.tsv`.
  static let stems = ["us", "de", "fr", "de-neo", "ara", "mao", "us-intl"]

  /// The system Compose file the fixtures were generated from (libx11-data's en_US.UTF-8;
  /// gate tests on `.requires(.compose)`).
  static var systemComposeFile: String {
    ComposeTable.composeFile(for: ComposeTable.defaultLocale)
      ?? "/usr/share/X11/locale/en_US.UTF-8/Compose"
  }

  static var directory: URL {
    get throws {
      let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures")
      return url
    }
  }

  static func text(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  static func rows(_ name: String) throws -> [[String]] {
    try text(name).split(separator: "\n", omittingEmptySubsequences: true)
      .filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  }

  init(_ stem: String) throws {
    self.stem = stem
    keymapText = try Self.text("\(stem).xkb")
    keys = try Self.rows("\(stem).keys.tsv").map { fields in
      KeyRow(
        key: fields[0], masks: fields[1].split(separator: " ").compactMap { Self.hex($0) },
        level: Int(fields[2]) ?? 0, keysym: fields[3], utf8: Self.unescape(fields[4]),
        composeStatus: fields[5], commit: Self.unescape(fields[6]))
    }
    var defaults: [UInt32: Replay?] = [:]
    var perKey: [String: Replay?] = [:]
    for fields in try Self.rows("\(stem).replays.tsv") {
      guard let mask = Self.hex(fields[0]) else { continue }
      let replay =
        fields[2] == "-"
        ? nil : Replay(line: fields[2], ignored: fields[3] == "1", clean: fields[4] == "1")
      if fields[1] == "*" {
        defaults[mask] = .some(replay)
      } else {
        perKey["\(mask) \(fields[1])"] = .some(replay)
      }
    }
    defaultReplays = defaults
    keyReplays = perKey
    modifierKeys = try Self.rows("\(stem).modifiers.tsv").map { fields in
      ModifierKey(
        key: fields[0], kind: fields[1], mask: Self.hex(fields[2]) ?? 0, keysym: fields[3],
        composeIgnores: fields[4] == "ignored", isPhysical: fields[5] == "1")
    }
    compose = try Self.rows("\(stem).compose.tsv").map { fields in
      ComposeRow(
        sequence: fields[0].split(separator: " ").map(String.init), replay: fields[1],
        result: Self.unescape(fields[2]))
    }
    howToType = try Self.rows("\(stem).how-to-type.tsv").map { fields in
      HowToTypeAnswer(
        codepoint: UInt32(fields[0], radix: 16) ?? 0, keysym: fields[1],
        key: fields[2] == "-" ? nil : fields[2], level: Int(fields[3]),
        modifiers: fields[4] == "-" || fields[4] == "none"
          ? [] : fields[4].split(separator: "+").map(String.init))
    }
    levels = try Self.rows("\(stem).levels.tsv").map { fields in
      (
        fields[0], Int(fields[1]) ?? 0, fields[2].split(separator: " ").map(String.init),
        fields[3].split(separator: " ").compactMap { UInt32($0, radix: 16) }
      )
    }
  }

  /// The replay that reaches `mask` around `key`, or nil when no modifier keys reach it.
  func replay(mask: UInt32, key: String) -> Replay? {
    if let specific = keyReplays["\(mask) \(key)"] { return specific }
    return defaultReplays[mask] ?? nil
  }

  /// The keymap, compiled from the fixture text.
  func keymap() throws -> Keymap { try Keymap(text: keymapText) }

  /// The system Compose table (gate tests on `.requires(.compose)`).
  static func composeTable(context: XKBContext) throws -> ComposeTable {
    try ComposeTable(file: systemComposeFile, context: context)
  }

  /// Whether a key exists on a keyboard (`LVL3`, `MDSW`, `HYPR`, `I<n>`… exist only in keymaps).
  static func isPhysical(_ key: String) -> Bool {
    if ["LVL3", "LVL5", "MDSW", "HYPR", "SUPR", "ALT", "META"].contains(key) { return false }
    return !(key.first == "I" && key.count > 1 && key.dropFirst().allSatisfy(\.isNumber))
  }

  /// The modifier bits of xkb's real modifier names, as `xkbcli how-to-type` prints them.
  static let modifierBits: [String: UInt32] = [
    "Shift": 0x1, "Lock": 0x2, "Control": 0x4, "Mod1": 0x8, "Mod2": 0x10, "Mod3": 0x20,
    "Mod4": 0x40, "Mod5": 0x80,
  ]

  static func hex(_ text: some StringProtocol) -> UInt32? {
    text.hasPrefix("0x") ? UInt32(text.dropFirst(2), radix: 16) : nil
  }

  /// Undoes the fixtures' escaping: `\\`, `\t`, `\n`, `\r`, `\xHH`.
  static func unescape(_ text: String) -> String {
    var result = ""
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\\", let next = scalars.popFirst() else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch next {
      case "t": result += "\t"
      case "n": result += "\n"
      case "r": result += "\r"
      case "x":
        let digits = String(String.UnicodeScalarView(scalars.prefix(2)))
        scalars = scalars.dropFirst(2)
        if let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
          result.unicodeScalars.append(decoded)
        }
      default: result.unicodeScalars.append(next)
      }
    }
    return result
  }
}
