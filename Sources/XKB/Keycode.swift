/// An XKB keycode (`xkb_keycode_t`): the evdev code plus 8, as libxkbcommon numbers keys.
///
/// ```swift
/// Keycode(evdev: 30)  // KEY_A → keycode 38, named AC01 on pc105 keymaps
/// ```
public struct Keycode: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The XKB keycode.
  public var rawValue: UInt32

  /// Creates a keycode from its XKB value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Creates a keycode from a Linux evdev code (`KEY_*`), adding 8.
  public init(evdev: UInt32) { rawValue = evdev + 8 }

  /// The Linux evdev code (`KEY_*`).
  public var evdev: UInt32 { rawValue &- 8 }

  /// Orders keycodes by value.
  public static func < (lhs: Keycode, rhs: Keycode) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The decimal value.
  public var description: String { String(rawValue) }
}

/// A set of real modifiers as libxkbcommon serializes them (`xkb_mod_mask_t`).
///
/// Bits follow the keymap's modifier indices; on every xkeyboard-config keymap the eight real
/// modifiers come first: Shift, Lock, Control, Mod1 … Mod5.
public struct ModifierMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The mask bits.
  public var rawValue: UInt32
  /// Creates a mask.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = ModifierMask(rawValue: 1 << 0)
  /// Lock (Caps Lock).
  public static let lock = ModifierMask(rawValue: 1 << 1)
  /// Control.
  public static let control = ModifierMask(rawValue: 1 << 2)
  /// Mod1 (Alt).
  public static let mod1 = ModifierMask(rawValue: 1 << 3)
  /// Mod2 (Num Lock).
  public static let mod2 = ModifierMask(rawValue: 1 << 4)
  /// Mod3 (LevelFive on layouts that have it).
  public static let mod3 = ModifierMask(rawValue: 1 << 5)
  /// Mod4 (Super).
  public static let mod4 = ModifierMask(rawValue: 1 << 6)
  /// Mod5 (LevelThree / AltGr).
  public static let mod5 = ModifierMask(rawValue: 1 << 7)

  /// The real modifiers' names, such as `Shift+Mod5`.
  public var description: String {
    let names = ["Shift", "Lock", "Control", "Mod1", "Mod2", "Mod3", "Mod4", "Mod5"]
    let set = names.indices.filter { rawValue & (1 << UInt32($0)) != 0 }.map { names[$0] }
    return set.isEmpty ? "none" : set.joined(separator: "+")
  }
}
