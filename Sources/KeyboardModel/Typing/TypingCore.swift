import InputTraits
import XKB

/// The typing engine's state and rules, as a struct: ``TypingEngine`` runs a whole `type` call
/// as one mutating access, so the hot path pays no per-property exclusivity checks and no
/// reference counting.
struct TypingCore {
  let keyboard: VirtualKeyboard
  let traits: TextInputTraits
  let options: TypingOptions
  let compiled: CompiledKeyboard
  let effective: EffectiveTypingTraits
  let composeTable: ComposeTable?
  let corrector: (any TextCorrecting)?
  /// `corrector != nil`, stored: testing an existential for nil costs a witness call per key.
  let hasCorrector: Bool
  let glyphs: SmartPunctuation.Glyphs
  let smartQuotes: Bool
  let smartDashes: Bool
  let periodShortcut: Bool
  let tapNanoseconds: Int64
  let doubleTapNanoseconds: Int64
  let revealNanoseconds: Int64
  let records: Bool
  let hardware: HardwareTyping?
  var liveCompose: ComposeState?

  var text = TextBuffer()
  var plane: Int
  var shift = ShiftState()
  var autoShift = false
  var shownShift: ShiftKeyState = .off
  var now: Int64 = 0
  var tapCount = 0
  var extraTapCount = 0
  var smartUndo: SmartUndo?
  var smartSerial = 0
  var returnEnabled = true
  var clearOnNextEdit = false
  var revealUntil: Int64?
  var typistRangeStart = 0
  var refusals: [Refusal] = []
  var events: [TypingEvent] = []

  /// What backspace restores right after a smart replacement.
  struct SmartUndo {
    var start: Int
    var original: [UInt8]
  }

  init(
    keyboard: VirtualKeyboard, traits: TextInputTraits, options: TypingOptions,
    compose: ComposeTable?, corrector: any TextCorrecting, initialText: String
  ) throws(KeyboardModelError) {
    self.keyboard = keyboard
    self.traits = traits
    self.options = options
    compiled = CompiledKeyboard(keyboard, compose: compose)
    var resolution = options.traitResolution
    resolution.idiom = keyboard.idiom
    effective = EffectiveTypingTraits(traits, options: resolution)
    composeTable = compose
    self.corrector = corrector is NoTextCorrection ? nil : corrector
    hasCorrector = !(corrector is NoTextCorrection)
    glyphs = .forLayout(keyboard.layout)
    smartQuotes = effective.smartQuotes && options.settings.smartPunctuation
    smartDashes = effective.smartDashes && options.settings.smartPunctuation
    periodShortcut = options.settings.periodShortcut && !effective.isSecure
    tapNanoseconds = Self.nanoseconds(options.tapInterval)
    doubleTapNanoseconds = Self.nanoseconds(options.doubleTapWindow)
    revealNanoseconds = Self.nanoseconds(options.secureRevealDuration)
    records = options.recordsEvents
    plane = keyboard.initialPlaneIndex
    hardware =
      options.usesHardwareKeyboard
      ? try HardwareTyping(layout: keyboard.layout, compose: compose) : nil
    text = TextBuffer(initialText)
    clearOnNextEdit = effective.isSecure && !text.isEmpty
    typistRangeStart = AutoShiftRule.typistRangeStart(text)
    autoShift = computeAutoShift()
    shownShift = shift.display(autoShift: autoShift)
    returnEnabled = !traits.enablesReturnKeyAutomatically || !text.isEmpty
    if records {
      events.append(
        .keyboard(plane: compiled.planeNames[plane], shift: shownShiftKey, returnKey: returnKey))
    }
  }

  /// The field became first responder again.
  mutating func beginEditing() {
    if records { events.append(.beginEditing) }
    plane = keyboard.initialPlaneIndex
    shift = ShiftState()
    smartUndo = nil
    clearOnNextEdit = effective.isSecure && !text.isEmpty
    revealUntil = nil
    autoShift = computeAutoShift()
    shownShift = shift.display(autoShift: autoShift)
    if records {
      events.append(
        .keyboard(plane: compiled.planeNames[plane], shift: shownShiftKey, returnKey: returnKey))
    }
  }

  mutating func advance(by nanoseconds: Int64) {
    now += nanoseconds
    obscureIfDue()
  }

  /// The shift key's state for the `keyboard` event, nil when no plane has a shift key.
  var shownShiftKey: ShiftKeyState? {
    compiled.shiftKey.contains { $0 >= 0 } ? shownShift : nil
  }

  /// What the field shows: the text, or a mask per grapheme with the last one visible.
  var displayedText: String {
    guard effective.isSecure else { return text.string }
    let count = text.graphemeCount
    let mask = String(repeating: String(options.secureMask), count: count)
    guard let revealUntil, now < revealUntil, count > 0, let last = text.string.last else {
      return mask
    }
    return String(mask.dropLast()) + String(last)
  }

  /// The return key's label and state, or nil when the keyboard has none.
  var returnKey: ReturnKeyState? {
    guard keyboard.hasReturnKey || hardware != nil else { return nil }
    let declared =
      traits.returnKeyType == .default ? keyboard.defaultReturnKeyType : traits.returnKeyType
    let type = effective.returnKeyType ?? declared
    return ReturnKeyState(
      label: ReturnKeyState.label(for: type, yahoo: options.yahooReturnKeyLabel),
      isEnabled: returnEnabled)
  }

  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
