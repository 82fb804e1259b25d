import XKB

/// What each kind of key does when tapped: commits, shift, backspace, return, plane switches.
extension TypingCore {
  /// Taps key `index`, choosing long-press `alternate` if given.
  mutating func press(_ index: Int, alternate: Int? = nil, purpose: TypingEvent.Purpose) {
    countTap(purpose)
    // Only the very next tap after a correction's terminator can revert it.
    let revertible = words.revertible
    if hasCorrector { words.revertible = nil }
    let key = compiled.keys[index]
    if setup.records { recordTap(key, alternate: alternate, purpose: purpose) }
    switch key.kind {
    case .character:
      let shifted = compiled.planeKeys[display.plane].shift != nil && isShifted(key)
      if hasCorrector { noteAutoCapital(key, shifted: shifted) }
      if let alternate {
        commit(.pool(compiled.alternate(alternate, of: key, shifted: shifted)), literal: true)
      } else if key.needsLiveCompose || liveCompose?.status == .composing {
        let source = virtualKey(key)
        commitThroughCompose(shifted ? source.shiftedKeysyms : source.keysyms)
      } else {
        commit(.pool(shifted ? key.shiftedOutput : key.output), literal: false)
      }
    case .shift:
      let locked = display.shift.tap(
        at: clock.now, autoShift: display.autoShift, doubleTapWindow: setup.doubleTapNanoseconds,
        capsLockEnabled: setup.options.settings.capsLock)
      showShift(cause: locked ? .doubleTap : .tap)
    case .backspace:
      if let revertible, setup.options.correctionUndo == .revertOnBackspace {
        revertCorrection(revertible)
      } else {
        backspace()
      }
    case .return:
      returnTapped()
    case .planeSwitch:
      if let target = key.planeTarget { setPlane(target, cause: .tap) }
    case .nextKeyboard, .dictation, .dismiss, .spacer:
      if setup.records {
        let reason =
          switch key.kind {
          case .nextKeyboard:
            "opens the next keyboard (the emoji keyboard); emoji in the text type through it"
          case .dictation: "starts dictation, which commits nothing here"
          default: "commits nothing"
          }
        log.events.append(.ignored(key: virtualKey(key).label, reason: reason))
      }
    }
  }

  /// Remembers where a letter that auto-shift alone capitalized goes (the corrector judges the
  /// word as the person typed it), and forgets a mark that a later letter at the same place
  /// overwrites.
  private mutating func noteAutoCapital(_ key: CompiledKeyboard.Key, shifted: Bool) {
    let autoOnly =
      shifted && key.isCased && !display.shift.isCapsLocked && !display.shift.isOneShot
    if autoOnly {
      field.autoCapitalizedAt = text.count
    } else if field.autoCapitalizedAt == text.count {
      field.autoCapitalizedAt = nil
    }
  }

  /// Advances the clock by one tap and counts it.
  @inline(__always)
  mutating func countTap(_ purpose: TypingEvent.Purpose) {
    clock.now &+= setup.tapNanoseconds
    clock.taps &+= 1
    if purpose.isExtra { clock.extraTaps &+= 1 }
    if field.revealUntil != nil { obscureIfDue() }
  }

  mutating func tapShift(purpose: TypingEvent.Purpose) {
    guard let shift = compiled.planeKeys[display.plane].shift else { return }
    press(shift, purpose: purpose)
  }

  mutating func pressBackspace(purpose: TypingEvent.Purpose) {
    if let key = compiled.planeKeys[display.plane].backspace {
      press(key, purpose: purpose)
    } else if let key = compiled.planeKeys.lazy.compactMap(\.backspace).first {
      switchPlane(to: compiled.keys[key].plane)
      press(key, purpose: purpose)
    }
  }

  // MARK: - Commit

  /// Where committed text comes from: a key's precomputed output (a range of the compiled
  /// keyboard's pool, no copy) or bytes made at typing time (Compose results, hardware keys).
  enum CommitSource {
    case pool(Range<Int>)
    case bytes([UInt8])
  }

  /// The one way text reaches the field: a key's precomputed output, a Compose result or a
  /// hardware key's text.
  ///
  /// A single typed character first ends the word before it (the corrector's seam) and then goes
  /// through smart punctuation unless it is `literal` (a long-press choice is taken as is); a
  /// space goes back to the letters plane.
  mutating func commit(_ source: CommitSource, literal: Bool) {
    let count: Int
    let byte: UInt8
    switch source {
    case .pool(let range):
      guard !range.isEmpty else { return }
      (count, byte) = (range.count, compiled.pool[range.lowerBound])
    case .bytes(let bytes):
      guard let first = bytes.first else { return }
      (count, byte) = (bytes.count, first)
    }
    if field.clearOnNextEdit { clearSecureText() }
    field.smartUndo = nil
    defer { field.refusedSinceCommit = false }
    if count == 1 {
      if hasCorrector, isTerminator(byte) {
        correctWord(terminator: Character(Unicode.Scalar(byte)))
      }
      if !literal, let replacement = smartReplacement(for: byte) {
        apply(replacement, typed: byte)
      } else {
        text.append(byte)
        if setup.records { log.events.append(.commit(String(Unicode.Scalar(byte)))) }
      }
      if ASCII.isSentenceDelimiter(byte) { field.typistRangeStart = text.count }
      if byte == ASCII.space { returnToLettersAfterSpace() }
    } else {
      switch source {
      case .pool(let range): text.append(contentsOf: compiled.pool[range])
      case .bytes(let bytes): text.append(contentsOf: bytes)
      }
      if setup.records {
        let committed = text.suffix(from: text.count - count)
        log.events.append(.commit(String(decoding: committed, as: UTF8.self)))
      }
    }
    edited(reveal: true)
  }

  /// The libxkbcommon client loop for keysyms while a Compose sequence is open
  /// (docs/sources.md#compose-client-loop): COMPOSED commits the sequence, COMPOSING and CANCELLED
  /// commit nothing, NOTHING commits the keysym's own text.
  mutating func commitThroughCompose(_ keysyms: [Keysym]) {
    guard let table = setup.composeTable else {
      commit(.bytes(Array(keysyms.map(\.utf8).joined().utf8)), literal: false)
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
        if setup.records { log.events.append(.compose(status: "composing")) }
      case .cancelled:
        state.reset()
        if setup.records { log.events.append(.compose(status: "cancelled")) }
      case .nothing:
        bytes.append(contentsOf: keysym.utf8.utf8)
      }
    }
    commit(.bytes(bytes), literal: false)
  }

  private func smartReplacement(for byte: UInt8) -> SmartPunctuation.Replacement? {
    switch byte {
    case ASCII.apostrophe, ASCII.quote:
      setup.smartQuotes ? SmartPunctuation.quote(byte, after: text, glyphs: setup.glyphs) : nil
    case ASCII.hyphen: setup.smartDashes ? SmartPunctuation.dash(after: text) : nil
    case ASCII.period: setup.smartDashes ? SmartPunctuation.ellipsis(after: text) : nil
    case ASCII.space:
      setup.periodShortcut && !field.refusedSinceCommit
        ? SmartPunctuation.periodShortcut(after: text) : nil
    default: nil
    }
  }

  private mutating func apply(_ replacement: SmartPunctuation.Replacement, typed byte: UInt8) {
    let start = text.count - replacement.deleteCount
    var original = Array(text.suffix(from: start))
    original.append(byte)
    text.removeLast(replacement.deleteCount)
    text.append(contentsOf: replacement.insert.utf8)
    field.smartUndo = SmartUndo(start: start, original: original)
    field.smartSerial &+= 1
    if setup.records {
      log.events.append(
        .smartReplacement(
          kind: replacement.kind.rawValue, replaced: String(decoding: original, as: UTF8.self),
          replacement: replacement.insert))
    }
  }

  // MARK: - Backspace and return

  mutating func backspace() {
    if field.clearOnNextEdit {
      clearSecureText()
      edited(reveal: false)
      return
    }
    liveCompose?.reset()
    if let undo = field.smartUndo {
      field.smartUndo = nil
      text.removeLast(text.count - undo.start)
      text.append(contentsOf: undo.original)
      if setup.records {
        log.events.append(
          .undoSmartReplacement(restored: String(decoding: undo.original, as: UTF8.self)))
      }
    } else {
      let length = text.lastGraphemeLength()
      guard length > 0 else {
        if setup.records { log.events.append(.ignored(key: "⌫", reason: "the field is empty")) }
        return
      }
      let deleted = String(decoding: text.suffix(from: text.count - length), as: UTF8.self)
      text.removeLast(length)
      if setup.records { log.events.append(.delete(deleted)) }
    }
    if text.count < field.typistRangeStart {
      field.typistRangeStart = AutoShiftRule.typistRangeStart(text)
    }
    if hasCorrector { forgetWordsPastEnd() }
    if setup.options.correctionUndo == .offerOriginal, let last = words.corrections.last,
      last.end == text.count, setup.records
    {
      log.events.append(.offerOriginal(correction(last)))
    }
    edited(reveal: false)
  }

  mutating func returnTapped() {
    guard field.returnEnabled, let label = returnKey?.label else {
      if setup.records {
        log.events.append(
          .ignored(key: returnKey?.label ?? "return", reason: "the return key is disabled"))
      }
      return
    }
    if hasCorrector { correctWord(terminator: "\n") }
    if setup.options.isMultiline {
      commit(.bytes([ASCII.newline]), literal: false)
    } else {
      field.smartUndo = nil
      if setup.records { log.events.append(.returnAction(label: label)) }
    }
    returnToLettersAfterSpace()
  }

  // MARK: - After an edit

  /// Re-evaluates auto-shift, the shift key, the return key and the secure display.
  mutating func edited(reveal: Bool) {
    let wasOneShot = display.shift.isOneShot
    display.shift.textChanged()
    display.autoShift = computeAutoShift()
    showShift(cause: wasOneShot ? .character : .auto)
    let enabled = !setup.traits.enablesReturnKeyAutomatically || !text.isEmpty
    if enabled != field.returnEnabled {
      field.returnEnabled = enabled
      if setup.records, let returnKey { log.events.append(.returnKey(returnKey)) }
    }
    if setup.effective.isSecure {
      field.revealUntil = reveal && !text.isEmpty ? clock.now + setup.revealNanoseconds : nil
      if setup.records {
        log.events.append(displayEvent(milliseconds: clock.now / 1_000_000))
      }
    }
  }

  func computeAutoShift() -> Bool {
    guard setup.options.settings.autoCapitalization, hardware == nil else { return false }
    switch setup.effective.autocapitalization {
    case .none: return false
    case .allCharacters: return true
    case .words: return AutoShiftRule.isWordStart(text)
    case .sentences:
      let start = setup.options.autoShiftRange == .wholeContext ? 0 : field.typistRangeStart
      return AutoShiftRule.isSentenceStart(text, rangeStart: start)
    }
  }

  mutating func showShift(cause: TypingEvent.ShiftCause) {
    let shown = display.shift.display(autoShift: display.autoShift)
    guard shown != display.shownShift else { return }
    display.shownShift = shown
    if setup.records,
      compiled.planeKeys[display.plane].shift != nil || compiled.lettersPlane != nil
    {
      log.events.append(.shift(shown, cause: cause))
    }
  }

  mutating func setPlane(_ target: Int, cause: TypingEvent.PlaneCause) {
    guard target != display.plane else { return }
    display.plane = target
    if setup.records { log.events.append(.plane(compiled.planeNames[target], cause: cause)) }
  }

  private mutating func returnToLettersAfterSpace() {
    guard setup.options.returnsToLettersAfterSpace, let letters = compiled.lettersPlane,
      display.plane != letters
    else { return }
    setPlane(letters, cause: .afterSpace)
  }

  // MARK: - Secure entry

  mutating func clearSecureText() {
    field.clearOnNextEdit = false
    text.removeAll()
    field.typistRangeStart = 0
    words.corrections.removeAll()
    words.misspellings.removeAll()
    words.revertible = nil
    if setup.records { log.events.append(.secureClear) }
  }

  mutating func obscureIfDue() {
    guard let until = field.revealUntil, clock.now >= until else { return }
    field.revealUntil = nil
    if setup.records { log.events.append(displayEvent(milliseconds: until / 1_000_000)) }
  }

  // MARK: - Events

  mutating func recordTap(
    _ key: CompiledKeyboard.Key, alternate: Int?, purpose: TypingEvent.Purpose
  ) {
    let source = virtualKey(key)
    var keysyms: [Keysym] = []
    if key.kind == .character {
      let shifted = compiled.planeKeys[display.plane].shift != nil && isShifted(key)
      if let alternate {
        keysyms = source.alternates[alternate]
        if shifted { keysyms = keysyms.map(\.uppercased) }
      } else {
        keysyms = shifted ? source.shiftedKeysyms : source.keysyms
      }
    }
    log.events.append(
      .tap(
        TypingEvent.Tap(
          milliseconds: clock.now / 1_000_000, plane: compiled.planeNames[display.plane],
          key: key.kind == .return ? returnKey?.label ?? source.label : source.label,
          keysyms: keysyms.map(\.name), purpose: purpose)))
  }
}
