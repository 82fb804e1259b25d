public import KeyboardModel

/// Typing through the typing engine: each tap becomes its delegate question, control event and
/// notification; a change the delegate refuses commits nothing and sends nothing.
extension TextInputView {
  /// What a ``type(_:)`` call did.
  public struct TypingReport: Hashable, Sendable {
    /// Key taps, shift and plane switches included.
    public var taps: Int
    /// Characters the keyboard does not have.
    public var refused: [Refusal]
    /// The part of the text not typed because the field stopped editing on the way
    /// (Return moved focus or resigned).
    public var untyped: String
  }

  /// Types `text` character by character on the virtual keyboard, as `kbsim type` does; a
  /// newline is the return key.
  ///
  /// ```swift
  /// try email.type("jane@example.com")
  /// email.text  // "Jane@example.com": the keyboard's auto-shift, unless the traits say .none
  /// ```
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/notEditing`` when the field
  ///   is not first responder, ``TextFieldErrorCode/keyboard`` when its keyboard cannot be
  ///   built.
  @discardableResult
  public func type(_ text: String) throws(TextFieldError) -> TypingReport {
    let engine = try readyEngine()
    let tapsBefore = engine.result.taps
    let refusalsBefore = engine.refusals.count
    var index = text.startIndex
    while index < text.endIndex {
      guard isEditing else { break }
      let character = text[index]
      perform { $0.type(String(character)) }
      index = text.index(after: index)
    }
    return TypingReport(
      taps: engine.result.taps - tapsBefore,
      refused: Array(engine.refusals.dropFirst(refusalsBefore)),
      untyped: String(text[index...]))
  }

  /// Taps one key of the keyboard's current plane (`kbsim type --taps`).
  ///
  /// ```swift
  /// try field.tap(.keysym(Keysym(character: "h")!))
  /// try field.tap(.backspace)
  /// try field.tap(.return)
  /// ```
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/unknownKey`` when the key is
  ///   not on the current plane, or ``TextFieldErrorCode/notEditing``.
  public func tap(_ key: KeyTap) throws(TextFieldError) {
    let engine = try readyEngine()
    var found = true
    perform { found = $0.tap(key) }
    guard found else {
      throw TextFieldError(
        code: .unknownKey,
        message: "field '\(id)': no key \(key) on the \(engine.currentPlane.name) plane")
    }
  }

  /// Pastes `text` over the selection (the edit menu's Paste): one change, asked of the
  /// delegate; a text field folds newlines into spaces.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/notEditing``.
  public func paste(_ text: String) throws(TextFieldError) {
    try requireEditing("paste")
    let pasted = foldsNewlines ? EditableText.sanitizedForTextField(text) : text
    let change = PendingChange(
      range: content.selection, replacement: pasted,
      effect: secureClearPending ? .replaceAll : .replace)
    run(lifecycle.change(), change: change)
    resyncEngine()
  }

  /// Selects `range` (UTF-16 units), widened to whole graphemes; the delegate hears of the
  /// selection change.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/selectionOutOfRange`` or
  ///   ``TextFieldErrorCode/notEditing``.
  public func select(_ range: TextRange) throws(TextFieldError) {
    try requireEditing("select")
    do {
      try content.select(range)
    } catch {
      throw TextFieldError(code: error.code, message: "field '\(id)': \(error.message)")
    }
    if lifecycle.order.programmaticSelectionChange { reportSelectionChange() }
    resyncEngine()
  }

  /// The keyboard's return key, or nil when the keyboard has none (number pads) or the field
  /// has no keyboard yet.
  public var returnKey: ReturnKeyState? { engine?.returnKey }

  /// The plane the keyboard shows, once the field has a keyboard.
  public var currentPlane: Plane? { engine?.currentPlane }

  /// The virtual keyboard the field types on, once it has one.
  public var keyboard: VirtualKeyboard? { engine?.keyboard }

  // MARK: - The engine

  func requireEditing(_ what: String) throws(TextFieldError) {
    guard isEditing else {
      throw TextFieldError(
        code: .notEditing, message: "field '\(id)': cannot \(what): the field is not editing")
    }
  }

  /// The field's engine, created for its traits, and in step with its text and session.
  func readyEngine() throws(TextFieldError) -> TypingEngine {
    try requireEditing("type")
    guard let window else {
      throw TextFieldError(code: .notEditing, message: "field '\(id)' is not in a window")
    }
    let traits = inputTraits
    let hardware = window.hardwareKeyboard
    if let engine, let key = engineKey, key.traits == traits, key.hardware == hardware {
      if key.session != sessions {
        engine.beginEditing()
        engineKey?.session = sessions
      }
      resyncEngine()
      return engine
    }
    guard let typing = window.typing else {
      throw TextFieldError(
        code: .keyboard,
        message: "field '\(id)': its window has no typing session to type with")
    }
    let created: TypingEngine
    do {
      created = try typing.engine(
        for: FieldTypingRequest(
          field: id, traits: traits, isMultiline: kind == .textView,
          usesHardwareKeyboard: hardware, initialText: content.textBeforeSelection))
    } catch let error as TextFieldError {
      throw error
    } catch {
      throw TextFieldError(wrapping: error, code: .keyboard, context: "field '\(id)'")
    }
    created.setContext(content.textBeforeSelection, clearsOnNextEdit: secureClearPending)
    engine = created
    engineKey = (traits, hardware, sessions)
    return created
  }

  /// Puts the engine's context back in step with the field when they differ.
  func resyncEngine() {
    guard let engine else { return }
    let context = content.textBeforeSelection
    if engine.committedText != context || engine.clearsOnNextEdit != secureClearPending {
      engine.setContext(context, clearsOnNextEdit: secureClearPending)
    }
  }

  /// Runs one engine call and turns what it recorded into the field's events.
  func perform(_ action: (TypingEngine) -> Void) {
    guard let engine, let window else { return }
    // Earlier events were replayed by earlier calls: taking them keeps the engine's log short
    // however long the field is typed into.
    _ = engine.takeEvents()
    let clockBefore = engine.clock
    let start = window.now
    let context = content.textBeforeSelection
    action(engine)
    let replay = EngineReplay(
      engine.takeEvents()[...], context: context,
      separateCorrections: lifecycle.order.autocorrectionIsSeparateChange)
    groups: for group in replay.groups {
      if let tap = group.tap {
        window.now = start + (.milliseconds(tap.milliseconds) - clockBefore)
        record(
          .key(
            TextInputEvent.KeyPress(key: tap.key, plane: tap.plane, purpose: tap.purpose)))
      }
      for change in group.changes {
        guard isEditing else { break groups }
        guard run(lifecycle.change(), change: pendingChange(for: change, tap: group.tap)) else {
          break groups
        }
      }
      if group.returnAction {
        guard isEditing else { break groups }
        returnKeyTapped()
      }
    }
    window.now = max(window.now, start + (engine.clock - clockBefore))
    resyncEngine()
  }

  /// The field's change for an engine change: the engine's text is the field's text before
  /// the selection, so the first change also replaces the selection; Backspace with a
  /// selection deletes the selection.
  private func pendingChange(for change: EngineReplay.Change, tap: TypingEvent.Tap?)
    -> PendingChange
  {
    let selection = content.selection
    if change.clearsAll {
      return PendingChange(
        range: TextRange(location: change.location, length: change.length + selection.length),
        replacement: change.replacement, effect: .replaceAll)
    }
    if tap?.purpose == .backspace, change.replacement.isEmpty, !selection.isEmpty {
      return PendingChange(range: selection, replacement: "")
    }
    return PendingChange(
      range: TextRange(location: change.location, length: change.length + selection.length),
      replacement: change.replacement)
  }
}
