public import XKB

/// One key of a virtual keyboard plane: what it looks like and what a tap on it does.
///
/// Character keys carry xkb keysyms; their text is what libxkbcommon gives for those keysyms
/// through the Compose layer. Function keys carry a ``Kind``.
///
/// ```swift
/// let key = keyboard.plane(named: "letters")?.rows[0][0]
/// key?.kind                // .character
/// key?.keysyms.first?.name // "q"
/// key?.xkbKeyName          // "AD01" (letters come from the locale's xkb layout)
/// ```
public struct VirtualKey: Hashable, Sendable {
  /// What a tap on the key does.
  public enum Kind: Hashable, Sendable {
    /// Commits ``VirtualKey/keysyms`` (or ``VirtualKey/shiftedKeysyms`` while shifted).
    case character
    /// The shift key: one tap shifts the next letter, a double tap locks capitals.
    case shift
    /// Deletes one grapheme, or undoes the smart replacement just made.
    case backspace
    /// The return key: the return action in a single-line field, a line break in a text view.
    case `return`
    /// Switches to the named plane (`123`, `#+=`, `ABC`).
    case planeSwitch(String)
    /// The globe key: switches input mode; commits nothing.
    case nextKeyboard
    /// The dictation (microphone) key; commits nothing.
    case dictation
    /// The iPad's hide-keyboard key; commits nothing.
    case dismiss
    /// Empty space in a row (for rendering); cannot be tapped.
    case spacer
  }

  /// What a tap does.
  public var kind: Kind
  /// The keysyms committed by a tap, in order (`.com` has four); empty for function keys.
  public var keysyms: [Keysym]
  /// The keysyms committed while shift is on; equal to ``keysyms`` when shift changes nothing.
  public var shiftedKeysyms: [Keysym]
  /// Long-press alternates, each a keysym sequence, in popup order.
  public var alternates: [[Keysym]]
  /// The label drawn on the key.
  public var label: String
  /// A second, smaller label (the letters under a number-pad digit).
  public var sublabel: String?
  /// The width in units of one letter key.
  public var width: Double
  /// The xkb key this key was taken from (`AD01`), for letters built from the xkb layout.
  public var xkbKeyName: String?

  /// Creates a key.
  public init(
    kind: Kind, keysyms: [Keysym] = [], shiftedKeysyms: [Keysym]? = nil,
    alternates: [[Keysym]] = [], label: String, sublabel: String? = nil, width: Double = 1,
    xkbKeyName: String? = nil
  ) {
    self.kind = kind
    self.keysyms = keysyms
    self.shiftedKeysyms = shiftedKeysyms ?? keysyms
    self.alternates = alternates
    self.label = label
    self.sublabel = sublabel
    self.width = width
    self.xkbKeyName = xkbKeyName
  }

  /// Whether shift changes what the key commits.
  public var isShiftSensitive: Bool { shiftedKeysyms != keysyms }
}
