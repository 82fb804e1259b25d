import Diagnostics
import Foundation
import InputTraits
import KeyboardModel
import Simulation
import XKB

extension FuzzTarget {
  /// `kbsim press` input: lines of key tokens (`LFSH+AC01 +RALT AD03 -RALT`), each typed on the
  /// `us` keymap with the en_US Compose table from a fresh state, as the command types them.
  static let keyTokens = FuzzTarget(
    "key-tokens", "kbsim press lines (KeyToken): parsed and typed on us with Compose",
    syntax: .keys, seeds: [.generated(KeySeeds.tokenLines)]
  ) { data in
    guard String(validUTF8: data) != nil else { return }
    let keyboard = try Shared.hardwareKeyboard()
    keyboard.reset()
    // Lines as `kbsim press` reads them: split at LF, a CR before it dropped.
    let lines = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
    }
    for line in lines {
      let tokens = try KeyToken.parseLine(line)
      for token in tokens where (try? KeyToken.parse(token.description)) != token {
        throw FuzzViolation(what: "token \(token) does not read back as itself")
      }
      _ = try keyboard.type(tokens)
      keyboard.reset()
    }
  }

  /// `kbsim type --taps` and a script's `taps` step: whitespace-separated taps, tapped on the
  /// default keyboard of an iPhone.
  static let keyTaps = FuzzTarget(
    "key-taps", "kbsim type --taps (KeyTap): parsed and tapped on the default keyboard",
    syntax: .keys, seeds: [.generated(KeySeeds.taps)]
  ) { data in
    guard let text = String(validUTF8: data) else { return }
    let engine = try Shared.typing(.phone).engine(for: TextInputTraits())
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
      engine.tap(try KeyTap(parsing: String(token)))
    }
    for event in engine.events {
      try OutputRules.json(event.jsonLine, "typing event")
    }
  }
}

extension Shared {
  private static var hardware: HardwareKeyboard?
  /// The `us` keymap with the en_US Compose table, as `kbsim press` loads it.
  static func hardwareKeyboard() throws -> HardwareKeyboard {
    if let hardware { return hardware }
    let loaded = try HardwareKeyboard(names: RuleNames(layout: "us"))
    hardware = loaded
    return loaded
  }
}
