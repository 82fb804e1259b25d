public import XKB

/// One key tap with the modifier keys held for it, as the planner uses it; rarely after the tap
/// of a latching key.
///
/// ```swift
/// // "É" on fr: Shift held, then the dead-key-free E key… (see KeyPlanner)
/// stroke.token.description  // "LFSH+AD03"
/// stroke.cost               // 2 key presses
/// // "`" on fr(dvorak): AE08 is ISO_Level3_Latch on level 1 and a grave accent on level 3
/// grave.tokens.map(\.description)  // ["AE08", "AE08"]
/// ```
public struct KeyStroke: Hashable, Sendable {
  /// The tapped key.
  public var key: Keycode
  /// The tapped key's XKB name.
  public var keyName: String
  /// The modifier keys held, in press order.
  public var holding: [Keycode]
  /// Their XKB names, in press order.
  public var holdingNames: [String]
  /// The keysyms the held modifiers and the tapped key produce, in press order (after
  /// ``latchKeysyms``).
  public var fedKeysyms: [Keysym]
  /// The tapped key's keysym.
  public var keysym: Keysym { fedKeysyms[fedKeysyms.count - 1] }
  /// The text the tap commits on its own when no Compose sequence is in progress.
  public var text: String
  /// Latching keys tapped alone before the held modifiers are pressed, whose latch selects the
  /// tapped key's level; empty unless no held modifier reaches that level (the latching key's
  /// own upper levels: cn(tib)'s AB07, fr(dvorak)'s AE08).
  public var latches: [Keycode] = []
  /// Their XKB names.
  public var latchNames: [String] = []
  /// The keysyms their taps produce.
  public var latchKeysyms: [Keysym] = []

  /// Every keysym the stroke's presses produce, in press order: what a Compose state is fed.
  public var pressedKeysyms: [Keysym] {
    latchKeysyms.isEmpty ? fedKeysyms : latchKeysyms + fedKeysyms
  }

  /// The number of key presses: latching taps, held modifiers and the tapped key.
  public var cost: Int { latches.count + holding.count + 1 }

  /// The tap with its held modifiers as a key token (without the latching taps).
  public var token: KeyToken { .tap(keyName, holding: holdingNames) }

  /// The stroke as key tokens: the latching taps, then ``token``.
  public var tokens: [KeyToken] { latchNames.map { KeyToken.tap($0) } + [token] }
}
