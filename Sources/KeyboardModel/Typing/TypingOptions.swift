public import InputTraits

/// How the simulated person types and which behaviours the simulation models.
///
/// The defaults are a `UITextField` on an iPhone with iOS's default keyboard settings, typed in
/// natural mode at five taps a second.
///
/// ```swift
/// var options = TypingOptions()
/// options.mode = .exact          // whatever it takes to commit exactly the intended text
/// options.isMultiline = true     // a UITextView: newline commits a line break
/// ```
public struct TypingOptions: Hashable, Sendable {
  /// How the person types the intended text.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// Taps the key of each intended character and shift only for capitals the keyboard is not
    /// already giving; never cancels auto-shift or undoes a smart replacement. Shows what the
    /// traits do to the text.
    case natural
    /// Does whatever it takes to commit exactly the intended text: cancels auto-shift, undoes
    /// smart replacements with backspace. Reports the extra taps the traits cost.
    case exact
  }

  /// Which text the auto-shift rule reads (docs/sources.md#auto-shift-rule, disputed).
  public enum AutoShiftRange: String, Hashable, Sendable, CaseIterable {
    /// The whole text before the caret (the facts' recommendation; the default).
    case wholeContext
    /// Only the text after the last `.`, `?` or `!` (Apple's Typist harness).
    case afterLastDelimiter
  }

  /// The user's keyboard settings (Settings › General › Keyboard); all on by default.
  public struct Settings: Hashable, Sendable {
    /// Auto-Capitalization (docs/sources.md#autocapitalization-contract).
    public var autoCapitalization = true
    /// Enable Caps Lock: a double tap on shift locks capitals
    /// (docs/sources.md#shift-key-behaviour).
    public var capsLock = true
    /// "." Shortcut: two spaces become ".
    ///
    /// " (docs/sources.md#double-space-period).
    public var periodShortcut = true
    /// Smart Punctuation: smart quotes and dashes where the traits allow them
    /// (docs/sources.md#smart-quotes).
    public var smartPunctuation = true

    /// All on, as iOS ships.
    public init() {}
  }

  /// The typing mode; `.natural` by default.
  public var mode: Mode = .natural
  /// A `UITextView` (newline commits a line break) instead of a `UITextField` (newline is the
  /// return action).
  public var isMultiline = false
  /// Type on a hardware keyboard: every character the xkb layout can type reaches the field,
  /// whatever the keyboard type.
  public var usesHardwareKeyboard = false
  /// The auto-shift range; `.wholeContext` by default.
  public var autoShiftRange: AutoShiftRange = .wholeContext
  /// The user's keyboard settings.
  public var settings = Settings()
  /// What `.yahoo` return keys show; "Search" by default.
  public var yahooReturnKeyLabel: ReturnKeyState.YahooLabel = .search
  /// Time between two taps (the injected clock advances by this before every tap).
  public var tapInterval: Duration = .milliseconds(200)
  /// Two shift taps closer than this lock capitals (KeyboardKit's 0.5 s,
  /// docs/sources.md#shift-key-behaviour [L]).
  public var doubleTapWindow: Duration = .milliseconds(500)
  /// How long a secure field shows the last character typed (2.0 s,
  /// docs/sources.md#secure-text-entry [M]).
  public var secureRevealDuration: Duration = .seconds(2)
  /// The mask of a secure field: ● U+25CF (docs/sources.md#secure-text-entry [M], WebKit on iOS) by
  /// default; • U+2022 is the other candidate ([D]).
  public var secureMask: Character = "\u{25CF}"
  /// Space (and return) on the numbers or symbols plane go back to the letters plane when the
  /// keyboard starts on letters ([I]: iOS behaviour no source covers).
  public var returnsToLettersAfterSpace = true
  /// A run of at least this many capital letters is typed with caps lock (a double tap on shift)
  /// rather than a shift tap per letter.
  public var capsLockRunLength = 3
  /// How `.default` traits resolve (InputTraits' options: autocorrection table, secure entry,
  /// twitter and webSearch return keys).
  ///
  /// Its idiom is taken from the keyboard.
  public var traitResolution = ResolutionOptions()
  /// Record ``TypingEvent``s; turn off for throughput.
  public var recordsEvents = true

  /// What undoes an autocorrection (docs/sources.md#autocorrection-commit-and-undo, disputed by iOS
  /// version).
  public enum CorrectionUndo: String, Hashable, Sendable, CaseIterable {
    /// Backspace as the very next tap after the terminator restores the typed word and keeps
    /// the terminator (iOS 3, Android's `revertCommit`; the facts' recommended model, default).
    case revertOnBackspace
    /// Backspace deletes as usual; with the caret at the end of the corrected word the typed
    /// word is offered, and a ``KeyTap/revert`` tap takes it (iOS 4 and later).
    case offerOriginal
    /// Corrected words stay underlined; a ``KeyTap/revert`` tap restores the last one while it
    /// is in the field (iOS 17).
    case underlineTapToRevert
  }

  /// How a correction is undone.
  ///
  /// Default ``CorrectionUndo/revertOnBackspace``.
  public var correctionUndo: CorrectionUndo = .revertOnBackspace
  /// The typing person's typos; nil (the default) types every letter as intended.
  public var typos: TypoModel?

  /// The defaults.
  public init() {}
}
