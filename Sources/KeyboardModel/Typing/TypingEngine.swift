public import InputTraits
public import XKB

/// The typing engine: a simulated person types into a field with some traits on a virtual iOS
/// keyboard, and the engine commits what iOS would commit.
///
/// The person taps keys on the current plane; plane switches and shift taps count as taps.
/// The engine applies auto-shift (input-semantics.md §1), smart quotes, dashes and the "."
/// shortcut (§2.4–2.7), secure entry (§3), the return key's label and enabled state
/// (ios-keyboard.md §5), and refuses characters the keyboard type does not have.
///
/// ```swift
/// let keyboard = try KeyboardCatalog().keyboard(for: .emailAddress, idiom: .phone)
/// let engine = try TypingEngine(
///   keyboard: keyboard, traits: TextInputTraits(keyboardType: .emailAddress))
/// engine.type("john@example.com")
/// engine.result.committed  // "John@example.com": .sentences shifts the first letter
/// engine.result.taps       // 16: one per character, @ and . sit on the letters plane
/// ```
///
/// Not `Sendable`: it owns libxkbcommon Compose state. One engine is one field being edited.
public final class TypingEngine {
  /// The keyboard being typed on.
  public let keyboard: VirtualKeyboard
  /// The field's traits as set by the app.
  public let traits: TextInputTraits
  /// How the person types.
  public let options: TypingOptions

  let compiled: CompiledKeyboard
  let effective: EffectiveTypingTraits
  let composeTable: ComposeTable?
  let corrector: (any TextCorrecting)?
  let glyphs: SmartPunctuation.Glyphs
  let smartQuotes: Bool
  let smartDashes: Bool
  let periodShortcut: Bool
  let tapNanoseconds: Int64
  let doubleTapNanoseconds: Int64
  let revealNanoseconds: Int64
  let records: Bool
  var hardware: HardwareTyping?
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
  /// The intended characters that could not be typed.
  public internal(set) var refusals: [Refusal] = []
  /// Everything that happened, in order (empty when ``TypingOptions/recordsEvents`` is off).
  public internal(set) var events: [TypingEvent] = []

  /// What backspace restores right after a smart replacement.
  struct SmartUndo {
    var start: Int
    var original: [UInt8]
  }

  /// Creates an engine for a field that has just become first responder.
  ///
  /// - Parameters:
  ///   - compose: The Compose table for long-press alternates and dead keys; nil commits each
  ///     keysym's own text and dead keys nothing.
  ///   - corrector: Autocorrection at word boundaries; ``NoTextCorrection`` by default.
  ///   - initialText: Text already in the field (a secure field clears it on the first edit).
  /// - Throws: ``KeyboardModelError`` (code `xkb`) when ``TypingOptions/usesHardwareKeyboard``
  ///   is on and the keyboard's xkb layout does not compile.
  public init(
    keyboard: VirtualKeyboard, traits: TextInputTraits = TextInputTraits(),
    options: TypingOptions = TypingOptions(), compose: ComposeTable? = nil,
    corrector: any TextCorrecting = NoTextCorrection(), initialText: String = ""
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
    glyphs = .forLayout(keyboard.layout)
    smartQuotes = effective.smartQuotes && options.settings.smartPunctuation
    smartDashes = effective.smartDashes && options.settings.smartPunctuation
    periodShortcut = options.settings.periodShortcut && !effective.isSecure
    tapNanoseconds = Self.nanoseconds(options.tapInterval)
    doubleTapNanoseconds = Self.nanoseconds(options.doubleTapWindow)
    revealNanoseconds = Self.nanoseconds(options.secureRevealDuration)
    records = options.recordsEvents
    plane = keyboard.initialPlaneIndex
    if options.usesHardwareKeyboard {
      hardware = try HardwareTyping(layout: keyboard.layout, compose: compose)
    }
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

  // MARK: - Typing

  /// Types the intended text, character by character, as ``TypingOptions/mode`` says.
  ///
  /// A newline is the return key: the return action in a single-line field, a line break with
  /// ``TypingOptions/isMultiline``. Characters the keyboard cannot type are refused and
  /// reported in ``refusals``.
  public func type(_ intended: String) {
    let scalars = Array(intended.unicodeScalars)
    text.reserve(text.count + intended.utf8.count)
    typeScalars(scalars)
  }

  /// Taps one key.
  ///
  /// - Returns: False (and an `ignored` event) when the key is not on the current plane.
  @discardableResult
  public func tap(_ tap: KeyTap) -> Bool {
    guard let (key, alternate) = locate(tap) else {
      if records { events.append(.ignored(key: "\(tap)", reason: "not on the current plane")) }
      return false
    }
    let purpose: TypingEvent.Purpose =
      switch compiled.keys[key].kind {
      case .shift: .shift
      case .backspace: .backspace
      case .return: .return
      case .planeSwitch: .planeSwitch
      default: alternate >= 0 ? .longPress : .character
      }
    press(key, alternate: alternate, purpose: purpose)
    return true
  }

  // MARK: - Focus and time

  /// The field resigned first responder.
  public func endEditing() {
    if records { events.append(.endEditing) }
  }

  /// The field became first responder again: the keyboard starts over on its initial plane, and
  /// a secure field with text clears it on the first edit (input-semantics.md §3 [M]).
  public func beginEditing() {
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

  /// Advances the injected clock (a secure field obscures its last character after 2 s).
  public func advance(by duration: Duration) {
    now += Self.nanoseconds(duration)
    obscureIfDue()
  }

  // MARK: - State

  /// The shift key's state for the `keyboard` event, nil when no plane has a shift key.
  private var shownShiftKey: ShiftKeyState? {
    compiled.shiftKey.contains { $0 >= 0 } ? shownShift : nil
  }

  /// The text committed to the field.
  public var committedText: String { text.string }

  /// What the field shows now: the text, or in a secure field a mask per grapheme with the last
  /// one visible for ``TypingOptions/secureRevealDuration`` after it was typed.
  public var displayedText: String {
    guard effective.isSecure else { return text.string }
    let count = text.graphemeCount
    let mask = String(repeating: String(options.secureMask), count: count)
    guard let revealUntil, now < revealUntil, count > 0, let last = text.string.last else {
      return mask
    }
    return String(mask.dropLast()) + String(last)
  }

  /// The plane shown now.
  public var currentPlane: Plane { keyboard.planes[plane] }

  /// What the shift key shows now.
  public var shiftKeyState: ShiftKeyState { shift.display(autoShift: autoShift) }

  /// The return key's label and state, or nil when the keyboard has no return key.
  public var returnKey: ReturnKeyState? {
    guard keyboard.hasReturnKey || hardware != nil else { return nil }
    let declared =
      traits.returnKeyType == .default ? keyboard.defaultReturnKeyType : traits.returnKeyType
    let type = effective.returnKeyType ?? declared
    return ReturnKeyState(
      label: ReturnKeyState.label(for: type, yahoo: options.yahooReturnKeyLabel),
      isEnabled: returnEnabled)
  }

  /// The text, taps and refusals so far.
  public var result: TypingResult {
    TypingResult(
      committed: committedText, displayed: displayedText, taps: tapCount,
      extraTaps: extraTapCount, refused: refusals, returnKey: returnKey)
  }

  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
