/// One thing that happened while typing, in order.
///
/// `kbsim type --format jsonl` prints one per line (docs/typing.md, "Events").
///
/// ```swift
/// engine.type("Hi")
/// engine.events.first  // .keyboard(…): the keyboard as it appears
/// ```
public enum TypingEvent: Hashable, Sendable {
  /// The keyboard as it appears: its plane, its shift key (nil when it has none) and its return
  /// key (nil when it has none).
  case keyboard(plane: String, shift: ShiftKeyState?, returnKey: ReturnKeyState?)
  /// A tap on a key.
  case tap(Tap)
  /// The shift key changed state.
  case shift(ShiftKeyState, cause: ShiftCause)
  /// The keyboard changed plane.
  case plane(String, cause: PlaneCause)
  /// Text was committed to the field.
  case commit(String)
  /// A smart replacement: `replaced` (the text before the caret plus the typed character)
  /// became `replacement`.
  case smartReplacement(kind: String, replaced: String, replacement: String)
  /// Backspace undid the smart replacement just made, restoring `restored`.
  case undoSmartReplacement(restored: String)
  /// Backspace deleted one grapheme.
  case delete(String)
  /// The return key's label or enabled state changed.
  case returnKey(ReturnKeyState)
  /// Return in a single-line field: the return action (`textFieldShouldReturn`); nothing committed.
  case returnAction(label: String)
  /// A tap that did nothing, and why.
  case ignored(key: String, reason: String)
  /// An intended character the keyboard cannot type.
  case refused(Refusal)
  /// A secure field cleared its text on the first edit after it regained focus.
  case secureClear
  /// What a secure field shows changed (a character revealed or obscured).
  case display(String, milliseconds: Int64)
  /// A dead key started a Compose sequence, or a sequence was cancelled.
  case compose(status: String)
  /// The corrector replaced a word (``TextCorrecting``).
  case correction(Correction)
  /// A correction was undone: the typed word is back (and learned for the field).
  case revertCorrection(Correction)
  /// The typed word of a correction is offered after Backspace (iOS 4+).
  case offerOriginal(Correction)
  /// Spell checking flags a finished word.
  case misspelled(Misspelling)
  /// The typing person made a typo (``TypoModel``).
  case typo(Typo)
  /// The field began editing (focus).
  case beginEditing
  /// The field ended editing (focus left).
  case endEditing

  /// Why the shift key changed.
  public enum ShiftCause: String, Hashable, Sendable {
    /// Auto-shift re-evaluated after an edit or a plane switch.
    case auto
    /// A tap on shift.
    case tap
    /// A double tap on shift (caps lock).
    case doubleTap
    /// A character used up a one-shot shift.
    case character
  }

  /// Why the keyboard changed plane.
  public enum PlaneCause: String, Hashable, Sendable {
    /// A plane key (`123`, `#+=`, `ABC`) was tapped.
    case tap
    /// Space or return on the numbers or symbols plane went back to letters.
    case afterSpace
  }

  /// A tap on a key.
  public struct Tap: Hashable, Sendable {
    /// The time of the tap on the injected clock, in milliseconds.
    public var milliseconds: Int64
    /// The plane the key is on (`hardware` for a hardware key).
    public var plane: String
    /// The key's label, or the xkb key name on a hardware keyboard (`LFSH`, `AC01`).
    public var key: String
    /// The keysym names the tap commits (the chosen alternate for a long press).
    public var keysyms: [String]
    /// Why the person tapped it.
    public var purpose: Purpose

    /// Creates a tap.
    public init(
      milliseconds: Int64, plane: String, key: String, keysyms: [String], purpose: Purpose
    ) {
      self.milliseconds = milliseconds
      self.plane = plane
      self.key = key
      self.keysyms = keysyms
      self.purpose = purpose
    }
  }

  /// Why a key was tapped.
  public enum Purpose: String, Hashable, Sendable {
    /// To commit an intended character.
    case character
    /// A long press, choosing an alternate.
    case longPress
    /// Shift for a capital.
    case shift
    /// The first or second tap of a double tap that locks capitals, or the tap that unlocks them.
    case capsLock
    /// A plane switch.
    case planeSwitch
    /// Shift to cancel auto-shift for a lower-case letter (exact mode; an extra tap).
    case cancelAutoShift
    /// Backspace to undo a smart replacement (exact mode; an extra tap).
    case undoSmartReplacement
    /// Backspace.
    case backspace
    /// Return.
    case `return`
    /// A key of the hardware keyboard (modifiers included).
    case hardwareKey

    /// Whether the tap is one the traits cost (exact mode fighting them).
    public var isExtra: Bool { self == .cancelAutoShift || self == .undoSmartReplacement }
  }
}

/// An intended character that was not typed, with its position and the reason.
public struct Refusal: Hashable, Sendable {
  /// The character.
  public var character: String
  /// Its position in the intended text, in Unicode scalars.
  public var index: Int
  /// Why it was refused, such as `not on the numberPad keyboard`.
  public var reason: String

  /// Creates a refusal.
  public init(character: String, index: Int, reason: String) {
    self.character = character
    self.index = index
    self.reason = reason
  }
}
