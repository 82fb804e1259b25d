import InputTraits
import XKB

/// The parts of the typing engine's state, grouped by what changes them.
extension TypingCore {
  /// What the keyboard, traits and options fix for the whole session; never changes.
  struct Setup {
    let keyboard: VirtualKeyboard
    let traits: TextInputTraits
    let options: TypingOptions
    let effective: EffectiveTypingTraits
    let composeTable: ComposeTable?
    let glyphs: SmartPunctuation.Glyphs
    let smartQuotes: Bool
    let smartDashes: Bool
    let periodShortcut: Bool
    let tapNanoseconds: Int64
    let doubleTapNanoseconds: Int64
    let revealNanoseconds: Int64
    /// Whether ``TypingCore/log`` records events (``TypingOptions/recordsEvents``).
    let records: Bool

    init(
      keyboard: VirtualKeyboard, traits: TextInputTraits, options: TypingOptions,
      compose: ComposeTable?
    ) {
      self.keyboard = keyboard
      self.traits = traits
      self.options = options
      var resolution = options.traitResolution
      resolution.idiom = keyboard.idiom
      let effective = EffectiveTypingTraits(traits, options: resolution)
      self.effective = effective
      composeTable = compose
      glyphs = .forLayout(keyboard.layout)
      smartQuotes = effective.smartQuotes && options.settings.smartPunctuation
      smartDashes = effective.smartDashes && options.settings.smartPunctuation
      periodShortcut = options.settings.periodShortcut && !effective.isSecure
      tapNanoseconds = TypingCore.nanoseconds(options.tapInterval)
      doubleTapNanoseconds = TypingCore.nanoseconds(options.doubleTapWindow)
      revealNanoseconds = TypingCore.nanoseconds(options.secureRevealDuration)
      records = options.recordsEvents
    }
  }

  /// What the keyboard shows: its plane and its shift key.
  struct KeyboardDisplay {
    /// The index of the plane shown, in ``VirtualKeyboard/planes``.
    var plane: Int
    var shift = ShiftState()
    /// Whether the auto-shift rule shifts at the caret now.
    var autoShift = false
    /// What the shift key showed last (events are recorded on changes only).
    var shownShift: ShiftKeyState = .off
    /// Whether the emoji keyboard is up (opened with 🌐, closed with its ABC key).
    var showsEmoji = false
  }

  /// The field's editing state besides its text.
  struct FieldState {
    /// Whether the return key can be tapped (`enablesReturnKeyAutomatically`).
    var returnEnabled = true
    /// Where Typist's auto-shift range starts: just after the last `.`, `?` or `!` typed.
    var typistRangeStart = 0
    /// What backspace restores right after a smart replacement.
    var smartUndo: SmartUndo?
    /// Counts smart replacements, so exact mode can tell that a tap made one.
    var smartSerial = 0
    /// Where the last letter that auto-shift alone capitalized starts (byte offset), or nil.
    var autoCapitalizedAt: Int?
    /// A secure field with text regained focus: the next edit clears it.
    var clearOnNextEdit = false
    /// Until when (on the typing clock) a secure field shows its last character.
    var revealUntil: Int64?
    /// A character was refused since the last commit: the person tapped nothing for it, so the
    /// next space is no double tap and makes no "." shortcut, whatever the text before it.
    var refusedSinceCommit = false
  }

  /// What backspace restores right after a smart replacement.
  struct SmartUndo {
    /// The byte offset where the replacement starts.
    var start: Int
    /// The bytes it replaced, with the typed character.
    var original: [UInt8]
  }

  /// The injected clock and the tap counters.
  struct TapClock {
    /// Nanoseconds since the field began editing.
    var now: Int64 = 0
    var taps = 0
    /// Taps that only fought the traits (exact mode).
    var extraTaps = 0
  }

  /// What the engine reports: events (when recorded) and refusals.
  struct TypingLog {
    var events: [TypingEvent] = []
    var refusals: [Refusal] = []
    /// Where the scalars being typed start in the intended text: a long text is typed a piece
    /// at a time, and refusals and typos give positions in the whole text.
    var scalarBase = 0
  }

  /// The corrector's side of the field: the corrections and misspellings standing in the text
  /// (in text order), the correction Backspace may revert, the words the person reverted, and
  /// the typing person's typos.
  struct WordState {
    var corrections: [WordRecord] = []
    var misspellings: [WordRecord] = []
    /// The correction the very next Backspace reverts (armed by the terminator that made it).
    var revertible: Int?
    /// Words the person reverted, lower-cased: never corrected or flagged again in the field.
    var learned: Set<String> = []
    var positions = PositionCache()
    /// The word as committed and as it stood after the last boundary.
    var lastBoundary: (typed: String, final: String)?
    var typos: [Typo] = []
    /// The scalars the word boundaries' backward scans looked at (``TypingEngine/boundaryScanWork``).
    var scanWork = 0
    /// Where the last token scan started (`scanned`, a byte offset), the token start it found,
    /// and which of `@ / .` (bits 1, 2, 4) lie between them.
    var tokenMemo: (scanned: Int, start: Int, marks: UInt8)?
    /// The corrector's reviews of words that stood alone in their token, by word.
    var reviews: [String: WordReview] = [:]
    /// The memo is emptied when it reaches this many words.
    static let reviewMemoLimit = 1 << 16
    /// The typos of the word being typed, as indices into ``typos``.
    var pendingTypos: [Int] = []
    /// Where the intended word being typed starts, in scalars of the current `type` call
    /// (typo mode).
    var intendedStart = 0
    /// Where the word being typed starts in the text, in bytes (typo mode).
    var wordStart = 0
    var typoMaker = TypoMaker(model: TypoModel(rate: 0))
    /// The key geometry of each plane the person has typed on, by plane index.
    var geometries: [Int: KeyGeometry] = [:]
  }
}
