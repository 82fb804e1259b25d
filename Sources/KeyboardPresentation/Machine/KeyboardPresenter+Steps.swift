extension KeyboardPresenter {
  /// Performs a script step that is the keyboard's business.
  ///
  /// Focus, resign, rotation, hardware keyboard, wait, Predictive, input mode,
  /// `reloadInputViews`, iPad placement, interactive dismissal.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - field: The script's field for an id (a focus step names one).
  /// - Returns: The notifications the step posts now.
  /// - Throws: ``PresentationError`` for an event impossible in the keyboard's state.
  package mutating func apply(
    _ step: KeyboardStep, field: (String) throws(PresentationError) -> InputField
  ) throws(PresentationError) -> [KeyboardNotification] {
    switch step {
    case .focus(let id):
      return try focus(field(id))
    case .resign: return try resign()
    case .rotate(let orientation): return try rotate(to: orientation)
    case .hardwareKeyboard(let attached): return try setHardwareKeyboard(attached)
    case .wait(let duration): return try advance(by: duration)
    case .predictiveBar(let setting): return try setPredictiveBar(setting)
    case .inputMode(let mode, let via): return try switchInputMode(to: mode, via: via)
    case .reloadInputViews(let changes):
      guard let changes, var field = focusedField else {
        return try reloadInputViews()
      }
      if let traits = changes.traits { field.traits = traits }
      if let height = changes.accessoryHeight { field.accessoryHeight = height }
      if let height = changes.inputViewHeight { field.inputViewHeight = height }
      return try reloadInputViews(updating: field)
    case .undock(let via, let offset): return try undock(via: via, bottomOffset: offset)
    case .split(let via, let offset): return try split(via: via, bottomOffset: offset)
    case .dock(let via): return try dock(via: via)
    case .float(let rect): return try float(at: rect)
    case .dragKeyboard(let offset): return try dragKeyboard(to: offset)
    case .endDrag(let dismissing): return try endKeyboardDrag(dismissing: dismissing)
    case .drag(let drag): return try self.drag(drag).notifications
    case .presentModal(let id): return try presentModally(focusing: field(id))
    case .dismissModal: return try dismissModal()
    }
  }
}
