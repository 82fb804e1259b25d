import XKB

/// What each kind of key does when tapped: commits, shift, backspace, return, plane switches.
extension TypingCore {
  /// Taps key `index` (choosing `alternate` for a long press, or -1).
  mutating func press(_ index: Int, alternate: Int, purpose: TypingEvent.Purpose) {
    now &+= tapNanoseconds
    tapCount &+= 1
    if purpose.isExtra { extraTapCount &+= 1 }
    if revealUntil != nil { obscureIfDue() }
    let key = compiled.keys[index]
    if records { recordTap(key, alternate: alternate, purpose: purpose) }
    switch key.kind {
    case .character:
      let shifted = compiled.shiftKey[plane] >= 0 && isShifted(key)
      if alternate >= 0 {
        let range = compiled.alternate(alternate, of: key, shifted: shifted)
        commit(range, literal: true)
      } else if key.needsLiveCompose || liveCompose?.status == .composing {
        let source = virtualKey(key)
        commitThroughCompose(shifted ? source.shiftedKeysyms : source.keysyms)
      } else {
        commit(shifted ? key.shiftedOutput : key.output, literal: false)
      }
    case .shift:
      let locked = shift.tap(
        at: now, autoShift: autoShift, doubleTapWindow: doubleTapNanoseconds,
        capsLockEnabled: options.settings.capsLock)
      showShift(cause: locked ? .doubleTap : .tap)
    case .backspace:
      backspace()
    case .return:
      returnTapped()
    case .planeSwitch:
      setPlane(key.planeTarget, cause: .tap)
    case .nextKeyboard, .dictation, .dismiss, .spacer:
      if records { events.append(.ignored(key: virtualKey(key).label, reason: "commits nothing")) }
    }
  }

  mutating func tapShift(purpose: TypingEvent.Purpose) {
    guard compiled.shiftKey[plane] >= 0 else { return }
    press(compiled.shiftKey[plane], alternate: -1, purpose: purpose)
  }

  mutating func pressBackspace(purpose: TypingEvent.Purpose) {
    if compiled.backspaceKey[plane] >= 0 {
      press(compiled.backspaceKey[plane], alternate: -1, purpose: purpose)
    } else if let index = compiled.backspaceKey.firstIndex(where: { $0 >= 0 }) {
      switchPlane(to: compiled.keys[compiled.backspaceKey[index]].plane)
      press(compiled.backspaceKey[index], alternate: -1, purpose: purpose)
    }
  }

  // MARK: - Commit

  /// Commits a key's precomputed output, applying smart punctuation unless it is `literal`
  /// (a long-press choice is taken as is).
  mutating func commit(_ range: Range<Int>, literal: Bool) {
    if clearOnNextEdit { clearSecureText() }
    smartUndo = nil
    let count = range.count
    if count == 1 {
      let byte = compiled.pool[range.lowerBound]
      if hasCorrector, isTerminator(byte) { correctWord(terminator: Character(Unicode.Scalar(byte))) }
      if !literal, let replacement = smartReplacement(for: byte) {
        apply(replacement, typed: byte)
      } else {
        text.append(byte)
        if records { events.append(.commit(String(decoding: CollectionOfOne(byte), as: UTF8.self))) }
      }
      if byte == 0x2E || byte == 0x3F || byte == 0x21 { typistRangeStart = text.count }
      if byte == 0x20 { returnToLettersAfterSpace() }
    } else if count > 0 {
      text.append(contentsOf: compiled.pool[range])
      if records { events.append(.commit(String(decoding: compiled.pool[range], as: UTF8.self))) }
    } else {
      return
    }
    edited(reveal: true)
  }

  /// Commits bytes that did not come from the key tables (Compose results, hardware keys).
  mutating func commit(bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    if clearOnNextEdit { clearSecureText() }
    smartUndo = nil
    if bytes.count == 1 {
      let byte = bytes[0]
      if hasCorrector, isTerminator(byte) { correctWord(terminator: Character(Unicode.Scalar(byte))) }
      if let replacement = smartReplacement(for: byte) {
        apply(replacement, typed: byte)
      } else {
        text.append(byte)
        if records { events.append(.commit(String(decoding: bytes, as: UTF8.self))) }
      }
      if byte == 0x2E || byte == 0x3F || byte == 0x21 { typistRangeStart = text.count }
    } else {
      text.append(contentsOf: bytes)
      if records { events.append(.commit(String(decoding: bytes, as: UTF8.self))) }
    }
    edited(reveal: true)
  }

  /// The libxkbcommon client loop for keysyms while a Compose sequence is open
  /// (xkbcommon.md §4.9): COMPOSED commits the sequence, COMPOSING and CANCELLED commit nothing,
  /// NOTHING commits the keysym's own text.
  mutating func commitThroughCompose(_ keysyms: [Keysym]) {
    guard let table = composeTable else {
      commit(bytes: Array(keysyms.map(\.utf8).joined().utf8))
      return
    }
    let state = liveCompose ?? ComposeState(table: table)
    liveCompose = state
    var bytes: [UInt8] = []
    for keysym in keysyms {
      switch state.feed(keysym) {
      case .composed:
        state.appendUTF8(to: &bytes)
        state.reset()
      case .composing:
        if records { events.append(.compose(status: "composing")) }
      case .cancelled:
        state.reset()
        if records { events.append(.compose(status: "cancelled")) }
      case .nothing:
        bytes.append(contentsOf: keysym.utf8.utf8)
      }
    }
    commit(bytes: bytes)
  }

  private func smartReplacement(for byte: UInt8) -> SmartPunctuation.Replacement? {
    switch byte {
    case 0x27, 0x22: smartQuotes ? SmartPunctuation.quote(byte, after: text, glyphs: glyphs) : nil
    case 0x2D: smartDashes ? SmartPunctuation.dash(after: text) : nil
    case 0x2E: smartDashes ? SmartPunctuation.ellipsis(after: text) : nil
    case 0x20: periodShortcut ? SmartPunctuation.periodShortcut(after: text) : nil
    default: nil
    }
  }

  private mutating func apply(_ replacement: SmartPunctuation.Replacement, typed byte: UInt8) {
    let start = text.count - replacement.deleteCount
    var original = Array(text.suffix(from: start))
    original.append(byte)
    text.removeLast(replacement.deleteCount)
    text.append(contentsOf: replacement.insert.utf8)
    smartUndo = SmartUndo(start: start, original: original)
    smartSerial &+= 1
    if records {
      events.append(
        .smartReplacement(
          kind: replacement.kind.rawValue, replaced: String(decoding: original, as: UTF8.self),
          replacement: replacement.insert))
    }
  }

  // MARK: - Backspace and return

  mutating func backspace() {
    if clearOnNextEdit {
      clearSecureText()
      edited(reveal: false)
      return
    }
    liveCompose?.reset()
    if let undo = smartUndo {
      smartUndo = nil
      text.removeLast(text.count - undo.start)
      text.append(contentsOf: undo.original)
      if records { events.append(.undoSmartReplacement(restored: String(decoding: undo.original, as: UTF8.self))) }
    } else {
      let length = text.lastGraphemeLength()
      guard length > 0 else {
        if records { events.append(.ignored(key: "⌫", reason: "the field is empty")) }
        return
      }
      let deleted = String(decoding: text.suffix(from: text.count - length), as: UTF8.self)
      text.removeLast(length)
      if records { events.append(.delete(deleted)) }
    }
    if text.count < typistRangeStart { typistRangeStart = AutoShiftRule.typistRangeStart(text) }
    edited(reveal: false)
  }

  mutating func returnTapped() {
    guard returnEnabled, let label = returnKey?.label else {
      if records { events.append(.ignored(key: returnKey?.label ?? "return", reason: "the return key is disabled")) }
      return
    }
    if hasCorrector { correctWord(terminator: "\n") }
    if options.isMultiline {
      commit(bytes: [0x0A])
    } else {
      smartUndo = nil
      if records { events.append(.returnAction(label: label)) }
    }
    returnToLettersAfterSpace()
  }

  // MARK: - After an edit

  /// Re-evaluates auto-shift, the shift key, the return key and the secure display.
  mutating func edited(reveal: Bool) {
    let wasOneShot = shift.isOneShot
    shift.textChanged()
    autoShift = computeAutoShift()
    showShift(cause: wasOneShot ? .character : .auto)
    let enabled = !traits.enablesReturnKeyAutomatically || !text.isEmpty
    if enabled != returnEnabled {
      returnEnabled = enabled
      if records, let returnKey { events.append(.returnKey(returnKey)) }
    }
    if effective.isSecure {
      revealUntil = reveal && !text.isEmpty ? now + revealNanoseconds : nil
      if records { events.append(.display(displayedText, milliseconds: now / 1_000_000)) }
    }
  }

  func computeAutoShift() -> Bool {
    guard options.settings.autoCapitalization, hardware == nil else { return false }
    switch effective.autocapitalization {
    case .none: return false
    case .allCharacters: return true
    case .words: return AutoShiftRule.isWordStart(text)
    case .sentences:
      let start = options.autoShiftRange == .wholeContext ? 0 : typistRangeStart
      return AutoShiftRule.isSentenceStart(text, rangeStart: start)
    }
  }

  mutating func showShift(cause: TypingEvent.ShiftCause) {
    let display = shift.display(autoShift: autoShift)
    guard display != shownShift else { return }
    shownShift = display
    if records, compiled.shiftKey[plane] >= 0 || compiled.lettersPlane != nil {
      events.append(.shift(display, cause: cause))
    }
  }

  mutating func setPlane(_ target: Int, cause: TypingEvent.PlaneCause) {
    guard target >= 0, target != plane else { return }
    plane = target
    if records { events.append(.plane(compiled.planeNames[plane], cause: cause)) }
  }

  private mutating func returnToLettersAfterSpace() {
    guard options.returnsToLettersAfterSpace, let letters = compiled.lettersPlane, plane != letters
    else { return }
    setPlane(letters, cause: .afterSpace)
  }

  // MARK: - Secure entry

  mutating func clearSecureText() {
    clearOnNextEdit = false
    text.removeAll()
    typistRangeStart = 0
    if records { events.append(.secureClear) }
  }

  mutating func obscureIfDue() {
    guard let until = revealUntil, now >= until else { return }
    revealUntil = nil
    if records { events.append(.display(displayedText, milliseconds: until / 1_000_000)) }
  }

  // MARK: - Word boundaries

  @inline(__always)
  func isTerminator(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x2E, 0x2C, 0x3A, 0x3B, 0x21, 0x3F: true
    default: false
    }
  }

  /// Asks the corrector about the word before the caret (letters, digits, `'` and `’`).
  mutating func correctWord(terminator: Character) {
    guard let corrector else { return }
    var start = text.count
    while let (scalar, begin) = text.scalar(before: start),
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'"
        || scalar == "\u{2019}"
    {
      start = begin
    }
    guard start < text.count else { return }
    let word = String(decoding: text.suffix(from: start), as: UTF8.self)
    let boundary = WordBoundary(
      word: word, terminator: terminator, isAutocorrectionEnabled: effective.autocorrection,
      isSpellCheckingEnabled: effective.spellChecking)
    guard let replacement = corrector.correction(at: boundary), replacement != word else { return }
    text.removeLast(text.count - start)
    text.append(contentsOf: replacement.utf8)
    if records { events.append(.correction(word: word, replacement: replacement)) }
  }

  // MARK: - Events

  private mutating func recordTap(_ key: CompiledKeyboard.Key, alternate: Int, purpose: TypingEvent.Purpose) {
    let source = virtualKey(key)
    var keysyms: [Keysym] = []
    if key.kind == .character {
      let shifted = compiled.shiftKey[plane] >= 0 && isShifted(key)
      if alternate >= 0 {
        keysyms = source.alternates[alternate]
        if shifted { keysyms = keysyms.map(\.uppercased) }
      } else {
        keysyms = shifted ? source.shiftedKeysyms : source.keysyms
      }
    }
    events.append(
      .tap(
        TypingEvent.Tap(
          milliseconds: now / 1_000_000, plane: compiled.planeNames[plane],
          key: key.kind == .return ? returnKey?.label ?? source.label : source.label,
          keysyms: keysyms.map(\.name), purpose: purpose)))
  }
}
