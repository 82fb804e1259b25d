/// Performing the lifecycle's steps: calling the delegate and recording the events.
extension TextInputView {
  /// Runs `steps` in order and stops at the first question the delegate answers NO.
  ///
  /// - Returns: False when a question was answered NO.
  @discardableResult
  func run(_ steps: [EditingLifecycle.Step], change: PendingChange? = nil) -> Bool {
    var question: Int?
    for step in steps {
      switch step {
      case .ask(let asked):
        let (index, answer) = ask(asked, change: change)
        question = index
        if !answer { return false }
      case .attach:
        attach()
      case .detach:
        reportedSelection = nil
      case .clearForBegin:
        clearForBegin()
      case .clearText:
        content.setText("")
        secureClearPending = false
        didBeginWithEmptyText()
      case .apply:
        guard let change else { continue }
        apply(change)
        if let question { window?.updateEvent(at: question) { $0.setText(self.content.text) } }
      case .send(let event):
        record(.controlEvent(event))
      case .call(let callback):
        let method = method(for: callback)
        let reason: DidEndEditingReason? =
          method == .textFieldDidEndEditingReason ? .committed : nil
        let index = record(.delegate(DelegateCall(method, reason: reason)))
        invoke(callback)
        if let index { window?.updateEvent(at: index) { $0.setText(self.content.text) } }
      case .post(let post):
        record(
          .notification(
            notification(for: post),
            reason: post == .didEnd && kind == .textField ? .committed : nil))
      case .keyboard(let cue):
        record(.keyboard(cue))
      case .selectionChange:
        reportSelectionChange()
      case .resignIfExitAction:
        if hasExitAction, isFirstResponder { _ = window?.resign(self, force: false) }
      case .becomeFirstResponder:
        becomeFirstResponder()
      }
    }
    return true
  }

  /// Asks the delegate `question`, recording the call and its answer.
  func ask(_ question: EditingLifecycle.Question, change: PendingChange?) -> (Int?, Bool) {
    var call = DelegateCall(method(for: question))
    if question == .shouldChange {
      call.range = change?.range
      call.replacement = change?.replacement
    }
    let index = record(.delegate(call))
    let answer = self.answer(question, change: change)
    if let index {
      window?.updateEvent(at: index) { event in
        if case .delegate(var recorded) = event.kind {
          recorded.returned = answer
          event.kind = .delegate(recorded)
        }
        event.setText(self.content.text)
      }
    }
    return (index, answer)
  }

  /// Records an event at the window's time; nil outside a window.
  @discardableResult
  func record(_ kind: TextInputEvent.Kind) -> Int? {
    window?.record(
      TextInputEvent(time: window?.now ?? .zero, field: id, kind: kind, text: content.text))
  }

  /// Begins editing: places the caret (at the end, or the whole text selected for
  /// `clearsOnInsertion`) and arms a secure field's clear.
  private func attach() {
    sessions += 1
    reportedSelection = nil
    if content.text.isEmpty { didBeginWithEmptyText() }
    if clearsOnInsertion, !content.text.isEmpty {
      try? content.select(TextRange(location: 0, length: content.utf16Length))
    } else {
      content.setText(content.text)
    }
    secureClearPending = inputTraits.isSecureTextEntry && !content.text.isEmpty
  }

  /// `clearsOnBeginEditing`: `textFieldShouldClear`, then the clear, before `.editingDidBegin`
  /// (docs/sources.md#clears-on-begin-and-insertion [M]); a NO keeps the text and the begin goes
  /// on.
  private func clearForBegin() {
    let (_, answer) = ask(.shouldClear, change: nil)
    guard answer else { return }
    content.setText("")
    secureClearPending = false
    didBeginWithEmptyText()
    if lifecycle.order.clearOnBeginSendsChange {
      if kind == .textField { record(.controlEvent(.editingChanged)) }
      record(.notification(notification(for: .didChange), reason: nil))
    }
  }

  /// Applies an allowed change and moves the caret after it.
  func apply(_ change: PendingChange) {
    switch change.effect {
    case .replace: content.replace(change.range, with: change.replacement)
    case .replaceAll: content.setText(change.replacement)
    }
    guard change.isUserEdit else { return }
    if change.effect == .replaceAll { secureClearPending = false }
    if !change.replacement.isEmpty { didInsertText() }
  }

  /// Calls the selection-change method if the selection moved since the delegate last heard.
  func reportSelectionChange() {
    guard isEditing, content.selection != reportedSelection else { return }
    reportedSelection = content.selection
    let method: DelegateMethod =
      kind == .textField ? .textFieldDidChangeSelection : .textViewDidChangeSelection
    let index = record(.delegate(DelegateCall(method, selection: content.selection)))
    invokeSelectionChange()
    if let index { window?.updateEvent(at: index) { $0.setText(self.content.text) } }
  }

  /// A change from code: the text is replaced, the caret goes to the end.
  func setTextFromCode(_ newText: String) {
    let sanitized = foldsNewlines ? EditableText.sanitizedForTextField(newText) : newText
    let change = PendingChange(
      range: TextRange(location: 0, length: content.utf16Length), replacement: sanitized,
      effect: .replaceAll,
      isUserEdit: false)
    run(lifecycle.programmaticChange(), change: change)
  }
}
