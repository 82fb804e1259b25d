public import InputTraits
public import XKB

/// The typing engine: a simulated person types into a field with some traits on a virtual iOS
/// keyboard, and the engine commits what iOS would commit.
///
/// The person taps keys on the current plane; plane switches and shift taps count as taps.
/// The engine applies auto-shift (docs/sources.md#auto-shift-rule), smart quotes, dashes and the
/// "." shortcut (docs/sources.md#smart-quotes, docs/sources.md#smart-dashes-and-ellipsis,
/// docs/sources.md#double-space-period), secure entry (docs/sources.md#secure-text-entry), the
/// return key's label and enabled state (docs/sources.md#return-key-labels,
/// docs/sources.md#return-key-auto-enable), and refuses characters the keyboard type does not have.
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

  var core: TypingCore

  /// Creates an engine for a field that has just become first responder.
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard the field shows, from
  ///     ``KeyboardCatalog/keyboard(for:idiom:layout:locale:)``.
  ///   - traits: The field's traits as set by the app.
  ///   - options: How the person types.
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
    core = try TypingCore(
      keyboard: keyboard, traits: traits, options: options, compose: compose,
      corrector: corrector, initialText: initialText)
  }

  // MARK: - Typing

  /// Types the intended text, character by character, as ``TypingOptions/mode`` says.
  ///
  /// A newline is the return key: the return action in a single-line field, a line break with
  /// ``TypingOptions/isMultiline``. Characters the keyboard cannot type are refused and
  /// reported in ``refusals``.
  public func type(_ intended: String) {
    core.text.reserve(core.text.count + intended.utf8.count)
    forEachPiece(of: intended) { core.typeScalars($0) }
  }

  /// Types `intended` as ``type(_:)`` does, handing the recorded events to `sink` in order, a
  /// batch whenever a few thousand have piled up and the rest at the end, so that ``events``
  /// stays short: the event stream of a text of any length in bounded memory.
  ///
  /// ```swift
  /// engine.type(longText) { batch in for event in batch { print(event.jsonLine) } }
  /// engine.events.isEmpty  // true: every event went to the sink
  /// ```
  package func type(_ intended: String, draining sink: ([TypingEvent]) -> Void) {
    core.text.reserve(core.text.count + intended.utf8.count)
    sink(takeEvents())
    withoutActuallyEscaping(sink) { sink in
      forEachPiece(of: intended) { scalars in
        core.typeScalars(scalars) { events in
          sink(events)
          events.removeAll(keepingCapacity: true)
        }
      }
    }
    sink(takeEvents())
  }

  /// Hands `intended` over as arrays of about ``pieceLength`` scalars, each ending after a space
  /// or a line break, with ``TypingCore/TypingLog/scalarBase`` set to where it starts.
  ///
  /// Nothing the engine looks ahead at spans a space or line break (an emoji, a `.com` key,
  /// CRLF, a run of capitals, a word with typos), so typing the pieces in turn is typing the
  /// whole; a long text costs its pieces' memory, not four bytes a scalar for all of it. The
  /// scalars are decoded straight from the string's UTF-8 bytes.
  private func forEachPiece(of intended: String, _ body: ([Unicode.Scalar]) -> Void) {
    var text = intended
    core.log.scalarBase = 0
    text.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        // The piece's end: after `pieceLength` scalars, just after the next space or line feed
        // (bytes that never stand inside a longer scalar).
        var end = start
        var scalars = 0
        while end < bytes.count {
          let byte = bytes[end]
          end += 1
          if !UTF8Scalars.isContinuation(byte) { scalars += 1 }
          if scalars >= pieceLength, byte == ASCII.space || byte == ASCII.newline { break }
        }
        let piece = [Unicode.Scalar](unsafeUninitializedCapacity: scalars) { buffer, count in
          var index = start
          while index < end {
            let (scalar, next) = UTF8Scalars.scalar(in: bytes, at: index)
            buffer.initializeElement(at: count, to: scalar)
            count += 1
            index = next
          }
        }
        body(piece)
        core.log.scalarBase += piece.count
        start = end
      }
    }
    core.log.scalarBase = 0
  }

  /// How many scalars a piece of a long text holds at least: 64 Ki.
  ///
  /// Tests set it to 1, so that every space and line break ends a piece
  /// (``forEachPiece(of:_:)``), and check that the pieces type what the whole text types.
  package var pieceLength = 1 << 16

  /// The events recorded since the last call (or since the engine was made), which leave
  /// ``events``.
  package func takeEvents() -> [TypingEvent] {
    defer { core.log.events.removeAll(keepingCapacity: true) }
    return core.log.events
  }

  /// Taps one key.
  ///
  /// - Returns: False (and an `ignored` event) when the key is not on the current plane.
  @discardableResult
  public func tap(_ tap: KeyTap) -> Bool { core.tap(tap) }

  // MARK: - Focus and time

  /// The field resigned first responder.
  public func endEditing() {
    if core.setup.records { core.log.events.append(.endEditing) }
  }

  /// The field became first responder again: the keyboard starts over on its initial plane, and
  /// a secure field with text clears it on the first edit (docs/sources.md#secure-text-entry [M]).
  public func beginEditing() { core.beginEditing() }

  /// Advances the injected clock (a secure field obscures its last character after 2 s).
  public func advance(by duration: Duration) {
    core.advance(by: TypingCore.nanoseconds(duration))
  }

  // MARK: - State

  /// The text committed to the field.
  public var committedText: String { core.text.string }

  /// What the field shows now: the text, or in a secure field a mask per grapheme with the last
  /// one visible for ``TypingOptions/secureRevealDuration`` after it was typed.
  public var displayedText: String { core.displayedText }

  /// The plane shown now.
  public var currentPlane: Plane { keyboard.planes[core.display.plane] }

  /// What the shift key shows now.
  public var shiftKeyState: ShiftKeyState {
    core.display.shift.display(autoShift: core.display.autoShift)
  }

  /// The return key's label and state, or nil when the keyboard has no return key.
  public var returnKey: ReturnKeyState? { core.returnKey }

  /// The intended characters that could not be typed.
  public var refusals: [Refusal] { core.log.refusals }

  /// The corrections that stand in the field's text, in text order, with their ranges.
  public var corrections: [Correction] { core.standingCorrections() }

  /// The finished words spell checking flags, in text order, with their ranges.
  public var misspellings: [Misspelling] { core.standingMisspellings() }

  /// The typing person's typos (``TypingOptions/typos``) and what became of them.
  public var typos: [Typo] { core.words.typos }

  /// The words the person reverted in this field (lower-cased): never corrected again here.
  ///
  /// Pass them to the next field's corrector as the person's own words.
  public var learnedWords: Set<String> { core.words.learned }

  /// How many scalars the word boundaries have looked at so far (the backward scans for the
  /// word, its trailing apostrophes and its token): the linear-time tests compare counts.
  package var boundaryScanWork: Int { core.words.scanWork }

  /// Everything that happened, in order (empty when ``TypingOptions/recordsEvents`` is off).
  public var events: [TypingEvent] { core.log.events }

  /// The text, taps and refusals so far.
  public var result: TypingResult {
    TypingResult(
      committed: committedText, displayed: displayedText, taps: core.clock.taps,
      extraTaps: core.clock.extraTaps, refused: core.log.refusals, returnKey: core.returnKey)
  }

  #if DEBUG
  /// Traps with a description of every broken invariant of the engine's state; a test calls
  /// it after typing (debug builds only).
  ///
  /// ```swift
  /// engine.type("Hello")
  /// engine.checkInvariants()
  /// ```
  package func checkInvariants(file: StaticString = #file, line: UInt = #line) {
    let problems = core.invariantViolations()
    precondition(problems.isEmpty, problems.joined(separator: "; "), file: file, line: line)
  }

  /// The broken invariants of the engine's state, for tests that report rather than trap.
  package var invariantViolations: [String] { core.invariantViolations() }
  #endif
}
