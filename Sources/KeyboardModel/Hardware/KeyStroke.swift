public import XKB

/// One key tap with the modifier keys held for it, as the planner uses it.
///
/// ```swift
/// // "É" on fr: Shift held, then the dead-key-free E key… (see KeyPlanner)
/// stroke.token.description  // "LFSH+AD03"
/// stroke.cost               // 2 key presses
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
  /// The keysyms the presses produce, modifiers first: what a Compose state is fed.
  public var fedKeysyms: [Keysym]
  /// The tapped key's keysym.
  public var keysym: Keysym { fedKeysyms[fedKeysyms.count - 1] }
  /// The text the tap commits on its own when no Compose sequence is in progress.
  public var text: String

  /// The number of key presses: held modifiers plus the tapped key.
  public var cost: Int { holding.count + 1 }

  /// The stroke as a key token.
  public var token: KeyToken { .tap(keyName, holding: holdingNames) }
}
