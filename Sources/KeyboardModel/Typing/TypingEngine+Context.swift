/// The seam a text field uses to keep the keyboard in step with its text when something other
/// than a key changed it: a delegate that refused an edit, a paste, the app setting `text`, the
/// caret moving.
extension TypingEngine {
  /// Replaces the text the keyboard reads before the caret, as iOS re-reads the document after
  /// an edit it did not make: auto-shift, the return key and smart punctuation follow the new
  /// context; the plane stays; a one-shot shift is used up, as by any edit.
  ///
  /// ```swift
  /// engine.type("Hi")                  // the delegate refused the "i"…
  /// engine.setContext("H")             // …so the field still reads "H"
  /// engine.committedText               // "H"
  /// ```
  ///
  /// - Parameters:
  ///   - textBeforeCaret: The field's text before the caret (or before the selection).
  ///   - clearsOnNextEdit: Whether a secure field still clears on the next edit
  ///     (docs/sources.md#secure-text-entry); nil keeps the engine's state.
  public func setContext(_ textBeforeCaret: String, clearsOnNextEdit: Bool? = nil) {
    core.setContext(textBeforeCaret, clearsOnNextEdit: clearsOnNextEdit)
  }

  /// Whether the next edit clears a secure field's text (the field regained focus with text).
  public var clearsOnNextEdit: Bool { core.field.clearOnNextEdit }

  /// The engine's injected clock: the time of the last tap, counted from the engine's creation.
  public var clock: Duration { .nanoseconds(core.clock.now) }
}

extension TypingCore {
  mutating func setContext(_ context: String, clearsOnNextEdit: Bool?) {
    text = TextBuffer(context, countsGraphemes: setup.effective.isSecure)
    field.smartUndo = nil
    liveCompose?.reset()
    field.revealUntil = nil
    if let clearsOnNextEdit {
      field.clearOnNextEdit = clearsOnNextEdit && setup.effective.isSecure && !text.isEmpty
    }
    field.typistRangeStart = AutoShiftRule.typistRangeStart(text)
    keepWordRecordsTheTextStillHolds()
    edited(reveal: false)
  }
}
