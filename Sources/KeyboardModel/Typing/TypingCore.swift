import InputTraits
import XKB

/// The typing engine's state and rules, as a struct: ``TypingEngine`` runs a whole `type` call
/// as one mutating access, so the hot path pays no per-property exclusivity checks and no
/// reference counting.
///
/// The state is grouped by what changes it (``Setup``, ``KeyboardDisplay``, ``FieldState``,
/// ``TapClock``, ``TypingLog``); `checkInvariants()` (debug builds) states how the groups agree.
struct TypingCore {
  let setup: Setup
  let compiled: CompiledKeyboard
  let corrector: (any TextCorrecting)?
  /// `corrector != nil`, stored: testing an existential for nil costs a witness call per key.
  let hasCorrector: Bool
  let hardware: HardwareTyping?
  var liveCompose: ComposeState?

  var text = TextBuffer()
  var display: KeyboardDisplay
  var field = FieldState()
  var clock = TapClock()
  var log = TypingLog()
  var words = WordState()

  init(
    keyboard: VirtualKeyboard, traits: TextInputTraits, options: TypingOptions,
    compose: ComposeTable?, corrector: any TextCorrecting, initialText: String
  ) throws(KeyboardModelError) {
    setup = Setup(keyboard: keyboard, traits: traits, options: options, compose: compose)
    compiled = CompiledKeyboard(keyboard, compose: compose)
    self.corrector = corrector is NoTextCorrection ? nil : corrector
    hasCorrector = !(corrector is NoTextCorrection)
    display = KeyboardDisplay(plane: keyboard.initialPlaneIndex)
    hardware =
      options.usesHardwareKeyboard
      ? try HardwareTyping(layout: keyboard.layout, compose: compose) : nil
    text = TextBuffer(initialText, countsGraphemes: setup.effective.isSecure)
    field.clearOnNextEdit = setup.effective.isSecure && !text.isEmpty
    field.typistRangeStart = AutoShiftRule.typistRangeStart(text)
    field.returnEnabled = !traits.enablesReturnKeyAutomatically || !text.isEmpty
    display.autoShift = computeAutoShift()
    display.shownShift = display.shift.display(autoShift: display.autoShift)
    if let typos = options.typos { words.typoMaker = TypoMaker(model: typos) }
    recordKeyboard()
  }

  /// The field became first responder again.
  mutating func beginEditing() {
    if setup.records { log.events.append(.beginEditing) }
    display = KeyboardDisplay(plane: setup.keyboard.initialPlaneIndex)
    field.smartUndo = nil
    field.clearOnNextEdit = setup.effective.isSecure && !text.isEmpty
    field.revealUntil = nil
    display.autoShift = computeAutoShift()
    display.shownShift = display.shift.display(autoShift: display.autoShift)
    recordKeyboard()
  }

  mutating func advance(by nanoseconds: Int64) {
    clock.now += nanoseconds
    obscureIfDue()
  }

  private mutating func recordKeyboard() {
    guard setup.records else { return }
    log.events.append(
      .keyboard(
        plane: compiled.planeNames[display.plane], shift: shownShiftKey, returnKey: returnKey))
  }

  /// The shift key's state for the `keyboard` event, nil when no plane has a shift key.
  var shownShiftKey: ShiftKeyState? {
    compiled.hasShiftKey ? display.shownShift : nil
  }

  /// What the field shows: the text, or a mask per grapheme with the last one visible.
  var displayedText: String {
    guard setup.effective.isSecure else { return text.string }
    let (length, revealed) = secureDisplay
    let masks = String(repeating: String(setup.options.secureMask), count: length)
    guard let revealed else { return masks }
    return String(masks.dropLast()) + revealed
  }

  /// What a secure field shows, without building it: its length in graphemes (one mask each)
  /// and the last grapheme while it is still revealed.
  var secureDisplay: (length: Int, revealed: String?) {
    let length = text.graphemeCount
    guard let revealUntil = field.revealUntil, clock.now < revealUntil, length > 0 else {
      return (length, nil)
    }
    return (length, text.lastGrapheme)
  }

  /// The `display` event of a secure field at `milliseconds`: what changed, in constant size.
  func displayEvent(milliseconds: Int64) -> TypingEvent {
    let (length, revealed) = secureDisplay
    return .display(length: length, revealed: revealed, milliseconds: milliseconds)
  }

  /// The return key's label and state, or nil when the keyboard has none.
  var returnKey: ReturnKeyState? {
    guard setup.keyboard.hasReturnKey || hardware != nil else { return nil }
    let traits = setup.traits
    let declared =
      traits.returnKeyType == .default ? setup.keyboard.defaultReturnKeyType : traits.returnKeyType
    let type = setup.effective.returnKeyType ?? declared
    return ReturnKeyState(
      label: ReturnKeyState.label(for: type, yahoo: setup.options.yahooReturnKeyLabel),
      isEnabled: field.returnEnabled)
  }

  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
