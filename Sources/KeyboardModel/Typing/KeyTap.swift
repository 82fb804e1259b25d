public import XKB

/// One explicit tap, for typing a key sequence instead of intended text.
///
/// ```swift
/// engine.tap(.shift)
/// engine.tap(.keysym(try Keysym(name: "h")))              // "H"
/// engine.tap(.alternate(try Keysym(name: "e"), choose: try Keysym(name: "eacute")))
/// engine.tap(.plane("numbers"))                           // the 123 key
/// ```
public enum KeyTap: Hashable, Sendable {
  /// The key with this label on the current plane (`q`, `123`, `space`, `.com`).
  case key(String)
  /// The key on the current plane that commits this keysym.
  case keysym(Keysym)
  /// A long press on the key of the first keysym, choosing the alternate that commits the second.
  case alternate(Keysym, choose: Keysym)
  /// The shift key.
  case shift
  /// The backspace key.
  case backspace
  /// The return key.
  case `return`
  /// The key on the current plane that switches to the named plane.
  case plane(String)
  /// A tap on the offered or underlined original of the last correction
  /// (``TypingOptions/CorrectionUndo``): restores the typed word.
  case revert
}

/// What typing produced: the text, what the field shows, and what it cost.
public struct TypingResult: Hashable, Sendable {
  /// The text committed to the field.
  public var committed: String
  /// What the field shows: the committed text, or bullets in a secure field.
  public var displayed: String
  /// Every tap: keys, shift, plane switches, long presses, backspace, return.
  public var taps: Int
  /// Taps that only fought the traits (exact mode): cancelling auto-shift, undoing smart replacements.
  public var extraTaps: Int
  /// Intended characters that could not be typed.
  public var refused: [Refusal]
  /// The return key, or nil when the keyboard has none.
  public var returnKey: ReturnKeyState?
}
